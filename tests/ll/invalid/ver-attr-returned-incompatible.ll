; ERROR: 2:1: function '@g': incompatible argument and return types for 'returned' attribute (parameter 1 is '<2 x i32>', the return type 'i64')
declare i64 @g(<2 x i32> returned)
