; ERROR: 2:44: unterminated memory attribute
declare void @f() memory(argmem: readwrite read)
