; Attribute arguments and combinations LLVM 19 accepts: nofpclass masks
; as keywords or one integer, allockind kinds, an unbounded vscale_range,
; sorted initializes ranges, sret with inreg, jumptable with unnamed_addr,
; optnone with noinline, and the checked string attributes' values.

declare void @fp(float nofpclass(nan inf), <2 x double> nofpclass(1023), [2 x half] nofpclass(all))
declare ptr @alloc(i64) allockind("alloc,zeroed,aligned")
declare ptr @realloc(ptr, i64) allockind("realloc")
declare void @free(ptr) allockind("free")
declare void @sv() vscale_range(2,0)
declare void @sv2() vscale_range(1,16)
declare void @init(ptr initializes((-8, -4), (0, 8), (9, 16)))
declare void @sr(ptr sret(i32) inreg, ptr nest)
declare void @jt() unnamed_addr jumptable

define void @on() #0 {
  ret void
}

attributes #0 = { noinline optnone "frame-pointer"="reserved" "patchable-function-entry"="3" "warn-stack-size"="100" }
