; ERROR: 2:1: function '@f': 'allocsize' element size argument is out of bounds
declare ptr @f(i32) #0
attributes #0 = { allocsize(1) }
