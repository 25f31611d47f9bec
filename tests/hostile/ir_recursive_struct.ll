; HOSTILE: print
; EXIT: 0
; STDOUT: %a = type { %a }
; LIMIT: 10s 512M
; A struct that contains itself: valid IR (opt-19 accepts it; llc gives it
; size 0). It is unsized, so loads of it are rejected, but a global of it is
; not, and no walk over it may recurse forever.
%a = type { %a }
%b = type { %c, [2 x %b] }
%c = type { i32, %b }

@g = global %a zeroinitializer
@h = global %b zeroinitializer
