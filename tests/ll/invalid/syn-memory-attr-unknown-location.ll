; ERROR: 2:26: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
declare void @f() memory(bogus: read)
