; Two leaf functions with a local: the plain one keeps it in the red zone
; below rsp (no stack adjustment), the noredzone one (kernel code) must
; move rsp first. tests/aot_frame.rs checks both in kiln's objects.
target triple = "x86_64-unknown-linux-gnu"

define i32 @in_red_zone(i32 %x) {
  %a = alloca i32
  store volatile i32 %x, ptr %a
  %v = load volatile i32, ptr %a
  ret i32 %v
}

define i32 @no_red_zone(i32 %x) noredzone {
  %a = alloca i32
  store volatile i32 %x, ptr %a
  %v = load volatile i32, ptr %a
  ret i32 %v
}
