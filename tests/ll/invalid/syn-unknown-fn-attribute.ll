; ERROR: 2:19: expected top-level entity
declare void @f() nounwnd
