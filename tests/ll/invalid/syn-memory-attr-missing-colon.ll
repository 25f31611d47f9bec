; ERROR: 2:33: expected ':' after location
declare void @f() memory(argmem read)
