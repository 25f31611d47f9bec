; ERROR: 3:24: expected unsigned integer
!n = !{!0}
!0 = !DILocation(line: !0, scope: !0)
