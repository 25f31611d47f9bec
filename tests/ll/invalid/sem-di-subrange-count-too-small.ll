; ERROR: 2:25: value for 'count' too small, limit is -1
!0 = !DISubrange(count: -2)
