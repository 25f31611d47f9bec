; ERROR: 2:38: the range should not represent the full or empty set!
declare void @f(ptr initializes((8, 8)))
