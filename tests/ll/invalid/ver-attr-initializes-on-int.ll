; ERROR: 2:1: function '@f': attribute 'initializes' applied to incompatible type 'i64' of parameter 1
declare void @f(i64 initializes((0, 8)))
