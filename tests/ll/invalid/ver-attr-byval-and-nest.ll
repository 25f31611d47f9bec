; ERROR: 2:1: function '@f': Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!
declare void @f(ptr byval(i32) nest)
