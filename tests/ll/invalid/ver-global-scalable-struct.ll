; ERROR: 3:1: global variable '@g': Globals cannot contain scalable types
%s = type { { <vscale x 2 x i64> } }
@g = external global %s
