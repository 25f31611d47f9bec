; ERROR: 3:1: Entry block to function must not have predecessors!
define void @f() {
entry:
  br label %entry
}
