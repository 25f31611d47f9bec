; ERROR: 2:1: function '@f': Attribute 'jumptable' requires 'unnamed_addr'
declare void @f() jumptable
