; ERROR: 4:3: in function '@f', block '%0': 'call' of '@llvm.masked.gather.v4i32.v2p0' with type '<4 x i32> (<2 x ptr>, i32, <4 x i1>, <4 x i32>)': Intrinsic has incorrect argument type!
declare <4 x i32> @llvm.masked.gather.v4i32.v2p0(<2 x ptr>, i32, <4 x i1>, <4 x i32>)
define <4 x i32> @f(<2 x ptr> %p, <4 x i1> %m, <4 x i32> %v) {
  %r = call <4 x i32> @llvm.masked.gather.v4i32.v2p0(<2 x ptr> %p, i32 4, <4 x i1> %m, <4 x i32> %v)
  ret <4 x i32> %r
}
