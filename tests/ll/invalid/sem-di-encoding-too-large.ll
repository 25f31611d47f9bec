; ERROR: 2:52: value for 'encoding' too large, limit is 255
!0 = !DIBasicType(name: "int", size: 32, encoding: 256)
