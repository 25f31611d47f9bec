; ERROR: 2:9: expected integer
!0 = !{!"abc}
