; ERROR: 5:3: in function '@f', block '%0': 'call' with '!invariant.group': invariant.group metadata is only for loads and stores
declare void @g()

define void @f() {
  call void @g(), !invariant.group !0
  ret void
}

!0 = !{}
