; COMDAT groups (any, shared by several globals, nodeduplicate), same-named
; user sections in and out of a group, common, extern_weak,
; available_externally (never defined), llvm.used (SHF_GNU_RETAIN).
target triple = "x86_64-unknown-linux-gnu"
$inl = comdat any
$gv = comdat any
$grp = comdat any
$nd = comdat nodeduplicate

@gv = linkonce_odr global i32 5, comdat
@gv2 = weak_odr global i32 6, comdat($grp)
@zz = linkonce_odr global i32 0, comdat($grp)
@c = common global i32 0, align 8
@ew = extern_weak global i32
@ae = available_externally global i32 9
@sec1 = global i32 1, section "mysec", comdat($grp)
@sec2 = global i32 2, section "mysec"
@ndv = global i32 3, comdat($nd)
@usedv = internal global i32 7
@llvm.used = appending global [1 x ptr] [ptr @usedv], section "llvm.metadata"

define linkonce_odr i32 @inl(i32 %x) comdat {
  %y = add i32 %x, 1
  ret i32 %y
}
define available_externally i32 @aef(i32 %x) {
  ret i32 %x
}
define i32 @user() {
  %a = call i32 @inl(i32 1)
  %b = call i32 @aef(i32 2)
  %c = load i32, ptr @ew
  %d = load i32, ptr @ae
  %e = load i32, ptr @c
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  %u = add i32 %t, %d
  %v = add i32 %u, %e
  ret i32 %v
}
