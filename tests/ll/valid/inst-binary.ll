; Integer binary operators with nuw/nsw/exact/disjoint, on scalars and vectors.
define i32 @int.ops(i32 %a, i32 %b) {
  %add = add i32 %a, %b
  %add.nuw = add nuw i32 %a, %b
  %add.nsw = add nsw i32 %a, %b
  %add.both = add nuw nsw i32 %a, %b
  %add.rev = add nsw nuw i32 %a, %b
  %sub = sub i32 %a, %b
  %sub.nuw = sub nuw i32 %a, 1
  %sub.nsw = sub nsw i32 0, %b
  %sub.both = sub nuw nsw i32 %a, %b
  %mul = mul i32 %a, %b
  %mul.nuw = mul nuw i32 %a, 3
  %mul.nsw = mul nsw i32 %a, -3
  %mul.both = mul nuw nsw i32 %a, %b
  %udiv = udiv i32 %a, %b
  %udiv.exact = udiv exact i32 %a, 4
  %sdiv = sdiv i32 %a, %b
  %sdiv.exact = sdiv exact i32 %a, -4
  %urem = urem i32 %a, %b
  %srem = srem i32 %a, %b
  %shl = shl i32 %a, %b
  %shl.nuw = shl nuw i32 %a, 1
  %shl.nsw = shl nsw i32 %a, 2
  %shl.both = shl nuw nsw i32 %a, 3
  %lshr = lshr i32 %a, %b
  %lshr.exact = lshr exact i32 %a, 4
  %ashr = ashr i32 %a, %b
  %ashr.exact = ashr exact i32 %a, 5
  %and = and i32 %a, %b
  %or = or i32 %a, %b
  %or.disjoint = or disjoint i32 %a, 256
  %xor = xor i32 %a, -1
  %r0 = add i32 %add, %add.nuw
  %r1 = add i32 %r0, %or.disjoint
  ret i32 %r1
}

define <4 x i32> @vec.ops(<4 x i32> %a, <4 x i32> %b) {
  %add = add nsw <4 x i32> %a, %b
  %sub = sub <4 x i32> %add, splat (i32 1)
  %mul = mul nuw <4 x i32> %sub, <i32 1, i32 2, i32 3, i32 4>
  %shl = shl <4 x i32> %mul, splat (i32 2)
  %ashr = ashr exact <4 x i32> %shl, splat (i32 2)
  %or = or disjoint <4 x i32> %ashr, zeroinitializer
  %udiv = udiv <4 x i32> %or, splat (i32 7)
  ret <4 x i32> %udiv
}

define <vscale x 2 x i64> @scalable.ops(<vscale x 2 x i64> %a, <vscale x 2 x i64> %b) {
  %add = add <vscale x 2 x i64> %a, %b
  %and = and <vscale x 2 x i64> %add, splat (i64 255)
  ret <vscale x 2 x i64> %and
}

define i1 @bool.ops(i1 %a, i1 %b) {
  %and = and i1 %a, %b
  %or = or i1 %and, %b
  %xor = xor i1 %or, true
  ret i1 %xor
}

define i1000 @wide.ops(i1000 %a, i1000 %b) {
  %m = mul i1000 %a, %b
  %d = sdiv i1000 %m, 3
  %s = lshr i1000 %d, 999
  ret i1000 %s
}
