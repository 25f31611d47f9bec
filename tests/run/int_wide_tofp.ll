; Conversions of odd-width integers between 64 and 128 bits to floating point: the
; high part is extended from the integer's own top bit (found by fuzz gen_run).
@fmt = private constant [7 x i8] c"%.17g\0A\00"
@g = global i65 18446744073709551615
declare i32 @printf(ptr, ...)
define i32 @main() {
  %a = load volatile i65, ptr @g
  %b = add i65 %a, 18446744073709551615
  %f = uitofp i65 %b to double
  call i32 (ptr, ...) @printf(ptr @fmt, double %f)
  %s = sitofp i65 %b to double
  call i32 (ptr, ...) @printf(ptr @fmt, double %s)
  %h = uitofp i65 %b to x86_fp80
  %hd = fptrunc x86_fp80 %h to double
  call i32 (ptr, ...) @printf(ptr @fmt, double %hd)
  %q = sitofp i96 -5 to fp128
  %qd = fptrunc fp128 %q to double
  call i32 (ptr, ...) @printf(ptr @fmt, double %qd)
  ret i32 0
}
