; ERROR: 2:35: expected 32-bit integer (too large)
declare void @f() vscale_range(1, 4294967296)
