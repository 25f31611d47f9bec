; ERROR: 2:34: expected metadata operand
!0 = !DILocation(line: 1, scope: 5)
