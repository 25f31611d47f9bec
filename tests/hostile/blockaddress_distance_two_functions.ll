; HOSTILE: compile run
; EXIT: 1
; STDERR: error: cannot lower @d: constant expression that is not an address
; LIMIT: 10s 512M
; The distance of two labels of different functions is no constant an
; object can hold (only labels of one function have a fixed distance).
@d = global i64 sub (i64 ptrtoint (ptr blockaddress(@f, %b) to i64), i64 ptrtoint (ptr blockaddress(@g, %c) to i64))

define void @f() {
entry:
  br label %b
b:
  ret void
}

define void @g() {
entry:
  br label %c
c:
  ret void
}

define i32 @main() {
  ret i32 0
}
