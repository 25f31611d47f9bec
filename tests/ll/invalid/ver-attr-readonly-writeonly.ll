; ERROR: 2:1: function '@f': Attributes 'readonly and writeonly' are incompatible!
declare void @f(ptr readonly writeonly)
