; ERROR: 2:1: function '@f': Calling convention does not support varargs or perfect forwarding!
declare fastcc void @f(i32, ...)
