; ERROR: 3:1: expected '{' in function body
define void @f()
