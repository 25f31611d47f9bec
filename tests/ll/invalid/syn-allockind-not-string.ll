; ERROR: 2:31: expected allockind value
declare ptr @f(i64) allockind(alloc)
