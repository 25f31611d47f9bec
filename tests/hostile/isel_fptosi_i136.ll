; HOSTILE: run
; EXIT: 42
; LIMIT: 10s 512M
; Was an internal register-allocation error (only two of three parts
; defined), then a clear error; now converted on the parts (wide_fp.rs).
define i32 @main() {
  %f = fptosi double 42.0 to i136
  %t = trunc i136 %f to i32
  ret i32 %t
}
