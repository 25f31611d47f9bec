; ERROR: 3:1: in function '@f', block '%entry': the entry block must not have predecessors, but '%entry' branches to it
define void @f() {
entry:
  br label %entry
}
