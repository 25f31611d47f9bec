; HOSTILE: compile
; EXIT: 1
; STDERR: error: cannot lower @f (block #0): llvm.bswap.v8i8 on i8 lanes is invalid
; bswap of <8 x i8> (invalid IR: llvm-as-19 rejects an odd number of bytes)
; reached the encoder, which failed without a location.
declare <8 x i8> @llvm.bswap.v8i8(<8 x i8>)
define <8 x i8> @f(<8 x i8> %a) {
  %r = call <8 x i8> @llvm.bswap.v8i8(<8 x i8> %a)
  ret <8 x i8> %r
}
