; ERROR: 2:49: Invalid (unordered or overlapping) range list
declare void @f(ptr initializes((0, 8), (4, 16)))
