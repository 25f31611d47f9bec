; ERROR: 2:1: function '@f': 'vscale_range' minimum must be power-of-two value
declare void @f() #0
attributes #0 = { vscale_range(3,16) }
