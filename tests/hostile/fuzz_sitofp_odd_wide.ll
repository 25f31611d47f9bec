; HOSTILE: run
; EXIT: 0
; STDOUT: i65 -1.8446744073709552e+19
; STDOUT: i96 -3.9614081257132169e+28
; STDOUT: i127 -8.5070591730234616e+37
; LIMIT: 10s 512M
; Found by gen_run (silent wrong code): sitofp from an integer wider than 64
; and narrower than 128 bits must sign-extend from the integer's own sign bit;
; kiln gave +2^64 for i65 -2^64 (both allocators). Expected output: native
; clang-19 -O0.
target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [11 x i8] c"i%d %.17g\0A\00"
@g65 = global i65 -18446744073709551616
@g96 = global i96 -39614081257132168796771975168
@g127 = global i127 -85070591730234615865843651857942052864

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = load volatile i65, ptr @g65
  %fa = sitofp i65 %a to double
  %pa = call i32 (ptr, ...) @printf(ptr @fmt, i32 65, double %fa)
  %b = load volatile i96, ptr @g96
  %fb = sitofp i96 %b to double
  %pb = call i32 (ptr, ...) @printf(ptr @fmt, i32 96, double %fb)
  %c = load volatile i127, ptr @g127
  %fc = sitofp i127 %c to float
  %dc = fpext float %fc to double
  %pc = call i32 (ptr, ...) @printf(ptr @fmt, i32 127, double %dc)
  ret i32 0
}
