; ERROR: 2:1: function '@g': more than one parameter has attribute 'returned' (parameter 2)
declare i32 @g(i32 returned, i32 returned)
