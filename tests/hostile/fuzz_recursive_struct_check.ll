; HOSTILE: check print
; EXIT: 0
; LIMIT: 10s 512M
; The verifier accepts what opt-19 accepts: a self-containing named struct.
%a = type { %a }

@g = global %a zeroinitializer
