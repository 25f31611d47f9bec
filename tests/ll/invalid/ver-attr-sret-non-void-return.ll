; ERROR: 2:1: function '@f': functions with 'sret' argument must return void
declare i32 @f(ptr sret(i32))
