; ERROR: 2:44: default access kind must be specified first
declare void @f() memory(argmem: none, read)
