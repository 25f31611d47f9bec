; ERROR: 2:31: unknown allockind bogus
declare ptr @f(i64) allockind("alloc,bogus")
