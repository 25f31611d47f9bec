; ERROR: 2:31: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
attributes #0 = { memory(read,) }
