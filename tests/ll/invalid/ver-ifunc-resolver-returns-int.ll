; ERROR: 2:1: ifunc '@i': IFunc resolver must return a pointer
@i = ifunc i32 (), ptr @r

define i32 @r() {
  ret i32 0
}
