; ERROR: 2:1: function '@f': 'allockind()' can't be both zeroed and uninitialized
declare ptr @f(i64) allockind("alloc,zeroed,uninitialized")
