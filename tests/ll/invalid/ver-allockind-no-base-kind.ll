; ERROR: 2:1: function '@f': 'allockind()' requires exactly one of alloc, realloc, and free
declare ptr @f(i64) allockind("zeroed")
