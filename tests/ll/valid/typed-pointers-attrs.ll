; Typed-pointer syntax with prefix/prologue data, parameter attributes,
; operand bundles and mixed typed/opaque pointers.
%0 = type <{ i8, i8, i8* }>

@X = global i32 17
@Y = global i32 42
@Z = global [2 x i32*] [i32* @X, i32* @Y]
@md = global i8 0
@h = global i32 0
@g = global i32 0

declare i32 @printf(i8* noalias nocapture, ...)
declare i32 @puts(i8* nocapture) nounwind
declare void @y()
declare void @takes.byval(%0* byval(%0) align 8, i32** sret(i32*))

define void @prefix.fn() prefix i32 123 {
  ret void
}

define void @f() prologue %0 <{ i8 235, i8 8, i8* @md }> {
  ret void
}

define i32 @read.prefix() {
  %a = getelementptr inbounds i32, i32* bitcast (void ()* @prefix.fn to i32*), i32 -1
  %b = load i32, i32* %a
  ret i32 %b
}

define void @bundles() {
  call void @y() [ "deopt"(i32 10), "unknown"(i8* null) ]
  call void @y() [ "deopt"(i32 20, i32 10), "unknown"(i8* null) ]
  ret void
}

define void @poison.examples(i32 %poison) {
  %narrowaddr = bitcast i32* @g to i16*
  %wideaddr = bitcast i32* @g to i64*
  %poison3 = load i16, i16* %narrowaddr
  %poison4 = load i64, i64* %wideaddr
  store volatile i32 %poison, i32* @g
  %still_poison = and i32 %poison, 0
  %poison_yet_again = getelementptr i32, i32* @h, i32 %still_poison
  store i32 0, i32* %poison_yet_again
  ret void
}

define void @mixed(i8* %typed, ptr %opaque) {
  %c = icmp eq i8* %typed, %opaque
  %p = select i1 %c, ptr %opaque, i8* %typed
  call void @takes.byval(%0* byval(%0) align 8 null, i32** sret(i32*) null)
  ret void
}
