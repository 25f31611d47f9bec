; ERROR: 2:1: Function takes metadata but isn't an intrinsic
declare void @f(metadata)
