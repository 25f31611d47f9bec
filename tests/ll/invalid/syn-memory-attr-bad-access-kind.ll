; ERROR: 2:34: expected access kind (none, read, write, readwrite)
declare void @f() memory(argmem: readonly)
