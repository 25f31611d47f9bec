; ERROR: 2:1: function '@f': invalid value for 'frame-pointer' attribute: sometimes
declare void @f() #0
attributes #0 = { "frame-pointer"="sometimes" }
