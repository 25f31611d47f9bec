; Every opcode of the LangRef once (checked with llvm-as-19).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @g()
declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)

define i32 @arith(i32 %a, i32 %b, float %x, ptr %p, <4 x i32> %v, { i32, float } %s, ptr %ap) {
entry:
  %0 = add nuw i32 %a, %b
  %1 = sub nsw i32 %0, 1
  %2 = mul i32 %1, %b
  %3 = udiv exact i32 %2, 3
  %4 = sdiv i32 %3, 2
  %5 = urem i32 %4, 7
  %6 = srem i32 %5, 5
  %7 = shl i32 %6, 1
  %8 = lshr exact i32 %7, 1
  %9 = ashr i32 %8, 1
  %10 = and i32 %9, 255
  %11 = or disjoint i32 %10, 256
  %12 = xor i32 %11, -1
  %13 = fadd fast float %x, 1.0
  %14 = fsub float %13, 2.0
  %15 = fmul float %14, %x
  %16 = fdiv float %15, 3.0
  %17 = frem float %16, 2.0
  %18 = fneg float %17
  %19 = extractelement <4 x i32> %v, i32 0
  %20 = insertelement <4 x i32> %v, i32 %19, i32 1
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %22 = extractvalue { i32, float } %s, 0
  %23 = insertvalue { i32, float } %s, float %18, 1
  %24 = alloca i32, align 4
  store i32 %22, ptr %24, align 4
  %25 = load i32, ptr %24, align 4
  fence acquire
  %26 = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  %27 = atomicrmw add ptr %p, i32 1 monotonic
  %28 = getelementptr inbounds i32, ptr %p, i64 1
  %29 = trunc i32 %27 to i8
  %30 = zext i8 %29 to i64
  %31 = sext i8 %29 to i16
  %32 = fptrunc float %18 to half
  %33 = fpext half %32 to double
  %34 = fptoui double %33 to i32
  %35 = fptosi double %33 to i32
  %36 = uitofp i32 %34 to float
  %37 = sitofp i32 %35 to float
  %38 = ptrtoint ptr %28 to i64
  %39 = inttoptr i64 %38 to ptr
  %40 = bitcast <4 x i32> %21 to <2 x i64>
  %41 = addrspacecast ptr %39 to ptr addrspace(1)
  %42 = icmp eq i32 %25, %12
  %43 = fcmp olt float %36, %37
  %44 = select i1 %42, i32 %25, i32 %12
  %45 = freeze i32 %44
  %46 = va_arg ptr %ap, i32
  br i1 %43, label %more, label %exit
more:
  %47 = phi i32 [ %45, %entry ]
  switch i32 %47, label %exit [ i32 1, label %ind ]
ind:
  indirectbr ptr blockaddress(@arith, %exit), [label %exit]
exit:
  ret i32 %46
}

define void @eh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  callbr void asm "", "!i"() to label %done [label %done]
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
done:
  call void @g()
  unreachable
}

define void @weh() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %ok unwind label %cs
cs:
  %s = catchswitch within none [label %h] unwind label %cl
h:
  %c = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %c to label %ok
cl:
  %p = cleanuppad within none []
  cleanupret from %p unwind to caller
ok:
  ret void
}
