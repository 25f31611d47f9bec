; ERROR: 3:34: 'scope' cannot be null
!n = !{!0}
!0 = !DILocation(line: 1, scope: null)
