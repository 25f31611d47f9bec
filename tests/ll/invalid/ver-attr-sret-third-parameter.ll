; ERROR: 2:1: function '@f': Attribute 'sret' is not on first or second parameter!
declare void @f(ptr, ptr, ptr sret(i32))
