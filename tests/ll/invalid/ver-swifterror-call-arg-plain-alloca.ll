; ERROR: 6:3: in function '@f', block '%0': 'call': swifterror argument for call has mismatched alloca
declare void @g(ptr swifterror)

define void @f() {
  %e = alloca ptr, align 8
  call void @g(ptr swifterror %e)
  ret void
}
