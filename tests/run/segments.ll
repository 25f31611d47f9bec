; Memory accesses through x86's segment address spaces (LLVM: 256 = GS,
; 257 = FS, 258 = SS; the pointer is an offset into the segment).
; FS: `load ptr, ptr addrspace(257) null` is the thread pointer (the TCB's
; self-pointer), equal to pthread_self(); the stack-protector canary at
; %fs:0x28 read through the segment (constant and variable offsets, a load
; folded into a compare) and flat from the thread pointer; a thread_local
; read and written as %fs:(address - thread pointer).
; GS: its base set to @buf with arch_prctl(ARCH_SET_GS) (syscall 158, code
; 0x1001), then loads (zero/sign-extending, folded into add/compare/fadd),
; stores (registers, immediates), atomics (load/store seq_cst, xchg, add,
; cmpxchg, and/max as cmpxchg loops), i128, <4 x i32>, x86_fp80, a variable
; GEP index, inline memset (variable byte), memcpy both ways and an
; overlapping memmove, all checked through flat reads of @buf.
; SS (base 0): an addrspacecast flat pointer read and written through %ss:.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i64 @syscall(i64, ...)
declare ptr @pthread_self()
declare ptr @llvm.threadlocal.address.p0(ptr)
declare void @llvm.memset.p256.i64(ptr addrspace(256), i8, i64, i1)
declare void @llvm.memcpy.p256.p0.i64(ptr addrspace(256), ptr, i64, i1)
declare void @llvm.memcpy.p0.p256.i64(ptr, ptr addrspace(256), i64, i1)
declare void @llvm.memmove.p256.p256.i64(ptr addrspace(256), ptr addrspace(256), i64, i1)

@buf = global [32 x i64] zeroinitializer, align 16
@out = global [8 x i64] zeroinitializer, align 16
@src = global [8 x i64] [i64 u0x0101010101010101, i64 u0x0202020202020202, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8], align 16
@tv = thread_local global i64 1234
@fmt = private constant [11 x i8] c"%2d: %llx\0A\00"

define internal void @pr(i32 %id, i64 %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %id, i64 %v)
  ret void
}

define internal ptr @thread_pointer() noinline {
  %t = load ptr, ptr addrspace(257) null
  ret ptr %t
}

define internal i64 @fs_canary() noinline {
  %c = load i64, ptr addrspace(257) inttoptr (i64 40 to ptr addrspace(257))
  ret i64 %c
}

define internal i64 @fs_load(i64 %off) noinline {
  %p = inttoptr i64 %off to ptr addrspace(257)
  %v = load i64, ptr addrspace(257) %p
  ret i64 %v
}

define internal void @fs_store(i64 %off, i64 %v) noinline {
  %p = inttoptr i64 %off to ptr addrspace(257)
  store i64 %v, ptr addrspace(257) %p
  ret void
}

define internal i1 @fs_cmp(i64 %x, i64 %off) noinline {
  %p = inttoptr i64 %off to ptr addrspace(257)
  %v = load i64, ptr addrspace(257) %p
  %e = icmp eq i64 %x, %v
  ret i1 %e
}

define internal i64 @fs_idx(ptr addrspace(257) %base, i64 %i) noinline {
  %p = getelementptr i64, ptr addrspace(257) %base, i64 %i
  %v = load i64, ptr addrspace(257) %p
  ret i64 %v
}

define internal void @gs_stores(ptr addrspace(256) %p, i32 %x) noinline {
  store i32 %x, ptr addrspace(256) %p
  %p4 = getelementptr i8, ptr addrspace(256) %p, i64 4
  store i16 -2, ptr addrspace(256) %p4
  %p6 = getelementptr i8, ptr addrspace(256) %p, i64 6
  store i8 -128, ptr addrspace(256) %p6
  %p8 = getelementptr i8, ptr addrspace(256) %p, i64 8
  store i64 -3, ptr addrspace(256) %p8
  ret void
}

define internal i64 @gs_ext_loads(ptr addrspace(256) %p) noinline {
  %p4 = getelementptr i8, ptr addrspace(256) %p, i64 4
  %a = load i16, ptr addrspace(256) %p4
  %ax = sext i16 %a to i64
  %p6 = getelementptr i8, ptr addrspace(256) %p, i64 6
  %b = load i8, ptr addrspace(256) %p6
  %bx = zext i8 %b to i64
  %s = add i64 %ax, %bx
  ret i64 %s
}

define internal i64 @gs_add_fold(ptr addrspace(256) %p, i64 %x) noinline {
  %v = load i64, ptr addrspace(256) %p
  %s = add i64 %x, %v
  ret i64 %s
}

define internal i32 @gs_cmp_fold(ptr addrspace(256) %p, i32 %x) noinline {
  %v = load i32, ptr addrspace(256) %p
  %c = icmp ult i32 %x, %v
  %r = select i1 %c, i32 10, i32 20
  ret i32 %r
}

define internal double @gs_fadd_fold(ptr addrspace(256) %p, double %x) noinline {
  %v = load double, ptr addrspace(256) %p
  %s = fadd double %x, %v
  store double %s, ptr addrspace(256) %p
  ret double %s
}

define internal i64 @gs_atomics(ptr addrspace(256) %p) noinline {
  store atomic i64 100, ptr addrspace(256) %p seq_cst, align 8
  %a = atomicrmw add ptr addrspace(256) %p, i64 5 seq_cst
  %b = atomicrmw xchg ptr addrspace(256) %p, i64 200 seq_cst
  %c = cmpxchg ptr addrspace(256) %p, i64 200, i64 300 seq_cst seq_cst
  %cv = extractvalue { i64, i1 } %c, 0
  %d = atomicrmw and ptr addrspace(256) %p, i64 u0xF0F seq_cst
  %e = atomicrmw max ptr addrspace(256) %p, i64 1000 seq_cst
  %f = load atomic i64, ptr addrspace(256) %p seq_cst, align 8
  %p8 = getelementptr i8, ptr addrspace(256) %p, i64 8
  %g = atomicrmw sub ptr addrspace(256) %p8, i32 1 monotonic
  %s1 = add i64 %a, %b
  %s2 = add i64 %s1, %cv
  %s3 = add i64 %s2, %d
  %s4 = add i64 %s3, %e
  %s5 = mul i64 %s4, %f
  %gx = zext i32 %g to i64
  %s6 = add i64 %s5, %gx
  ret i64 %s6
}

define internal i128 @gs_i128(ptr addrspace(256) %p, i128 %x) noinline {
  %v = load i128, ptr addrspace(256) %p
  %s = add i128 %v, %x
  store i128 %s, ptr addrspace(256) %p
  ret i128 %v
}

define internal <4 x i32> @gs_vec(ptr addrspace(256) %p, <4 x i32> %x) noinline {
  %v = load <4 x i32>, ptr addrspace(256) %p, align 16
  %s = add <4 x i32> %v, %x
  store <4 x i32> %s, ptr addrspace(256) %p, align 16
  ret <4 x i32> %s
}

define internal double @gs_fp80(ptr addrspace(256) %p, double %x) noinline {
  %e = fpext double %x to x86_fp80
  store x86_fp80 %e, ptr addrspace(256) %p, align 16
  %v = load x86_fp80, ptr addrspace(256) %p, align 16
  %t = fmul x86_fp80 %v, 0xK40008000000000000000
  %r = fptrunc x86_fp80 %t to double
  ret double %r
}

define internal i64 @gs_index(ptr addrspace(256) %p, i64 %i) noinline {
  %q = getelementptr [4 x i64], ptr addrspace(256) %p, i64 %i, i64 1
  %v = load i64, ptr addrspace(256) %q
  ret i64 %v
}

define internal void @gs_mem(ptr addrspace(256) %p, i8 %c) noinline {
  call void @llvm.memset.p256.i64(ptr addrspace(256) %p, i8 %c, i64 37, i1 false)
  %q = getelementptr i8, ptr addrspace(256) %p, i64 40
  call void @llvm.memcpy.p256.p0.i64(ptr addrspace(256) %q, ptr @src, i64 64, i1 false)
  %q8 = getelementptr i8, ptr addrspace(256) %q, i64 8
  call void @llvm.memmove.p256.p256.i64(ptr addrspace(256) %q8, ptr addrspace(256) %q, i64 48, i1 false)
  call void @llvm.memcpy.p0.p256.i64(ptr @out, ptr addrspace(256) %q, i64 64, i1 false)
  ret void
}

define internal i64 @ss_rw(ptr %flat) noinline {
  %p = addrspacecast ptr %flat to ptr addrspace(258)
  %q = getelementptr i64, ptr addrspace(258) %p, i64 1
  store i64 4242, ptr addrspace(258) %q
  %v = load i64, ptr addrspace(258) %p
  ret i64 %v
}

define internal void @dump(i32 %from, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ %from, %entry ], [ %i1, %loop ]
  %p = getelementptr i64, ptr @buf, i32 %i
  %v = load i64, ptr %p
  %id = add i32 %i, 100
  call void @pr(i32 %id, i64 %v)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %end, label %loop
end:
  ret void
}

define i32 @main() {
  ; FS
  %tp = call ptr @thread_pointer()
  %self = call ptr @pthread_self()
  %e1 = icmp eq ptr %tp, %self
  %e1x = zext i1 %e1 to i64
  call void @pr(i32 1, i64 %e1x)
  %c1 = call i64 @fs_canary()
  %cflat = getelementptr i8, ptr %tp, i64 40
  %c2 = load i64, ptr %cflat
  %c3 = call i64 @fs_load(i64 40)
  %c4 = call i64 @fs_idx(ptr addrspace(257) null, i64 5)
  %e2 = icmp eq i64 %c1, %c2
  %e3 = icmp eq i64 %c1, %c3
  %e4 = icmp eq i64 %c1, %c4
  %e23 = and i1 %e2, %e3
  %e234 = and i1 %e23, %e4
  %e2x = zext i1 %e234 to i64
  call void @pr(i32 2, i64 %e2x)
  %f1 = call i1 @fs_cmp(i64 %c2, i64 40)
  %f1x = zext i1 %f1 to i64
  call void @pr(i32 3, i64 %f1x)
  %f2 = call i1 @fs_cmp(i64 1, i64 40)
  %nz = icmp ne i64 %c2, 1
  %f2ok = xor i1 %f2, %nz
  %f2x = zext i1 %f2ok to i64
  call void @pr(i32 4, i64 %f2x)
  %tva = call ptr @llvm.threadlocal.address.p0(ptr @tv)
  %tvi = ptrtoint ptr %tva to i64
  %tpi = ptrtoint ptr %tp to i64
  %off = sub i64 %tvi, %tpi
  %t1 = call i64 @fs_load(i64 %off)
  call void @pr(i32 5, i64 %t1)
  call void @fs_store(i64 %off, i64 777)
  %t2 = load i64, ptr %tva
  call void @pr(i32 6, i64 %t2)
  ; GS
  %r = call i64 (i64, ...) @syscall(i64 158, i64 4097, ptr @buf)
  call void @pr(i32 7, i64 %r)
  call void @gs_stores(ptr addrspace(256) inttoptr (i64 8 to ptr addrspace(256)), i32 u0x11223344)
  %x1 = call i64 @gs_ext_loads(ptr addrspace(256) inttoptr (i64 8 to ptr addrspace(256)))
  call void @pr(i32 8, i64 %x1)
  %x2 = call i64 @gs_add_fold(ptr addrspace(256) inttoptr (i64 8 to ptr addrspace(256)), i64 1)
  call void @pr(i32 9, i64 %x2)
  %x3 = call i32 @gs_cmp_fold(ptr addrspace(256) inttoptr (i64 8 to ptr addrspace(256)), i32 5)
  %x3x = zext i32 %x3 to i64
  call void @pr(i32 10, i64 %x3x)
  store double 1.5, ptr getelementptr (i64, ptr @buf, i64 3)
  %x4 = call double @gs_fadd_fold(ptr addrspace(256) inttoptr (i64 24 to ptr addrspace(256)), double 2.25)
  %x4i = bitcast double %x4 to i64
  call void @pr(i32 11, i64 %x4i)
  %x5 = call i64 @gs_atomics(ptr addrspace(256) inttoptr (i64 32 to ptr addrspace(256)))
  call void @pr(i32 12, i64 %x5)
  store i128 u0x00000000000000010000000000000002, ptr getelementptr (i64, ptr @buf, i64 6)
  %x6 = call i128 @gs_i128(ptr addrspace(256) inttoptr (i64 48 to ptr addrspace(256)), i128 u0xFFFFFFFFFFFFFFFF)
  %x6l = trunc i128 %x6 to i64
  %x6h0 = lshr i128 %x6, 64
  %x6h = trunc i128 %x6h0 to i64
  call void @pr(i32 13, i64 %x6l)
  call void @pr(i32 14, i64 %x6h)
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr getelementptr (i64, ptr @buf, i64 8)
  %x7 = call <4 x i32> @gs_vec(ptr addrspace(256) inttoptr (i64 64 to ptr addrspace(256)), <4 x i32> <i32 10, i32 20, i32 30, i32 40>)
  %x7b = bitcast <4 x i32> %x7 to <2 x i64>
  %x7l = extractelement <2 x i64> %x7b, i32 1
  call void @pr(i32 15, i64 %x7l)
  %x8 = call double @gs_fp80(ptr addrspace(256) inttoptr (i64 80 to ptr addrspace(256)), double 3.25)
  %x8i = bitcast double %x8 to i64
  call void @pr(i32 16, i64 %x8i)
  store i64 5555, ptr getelementptr (i64, ptr @buf, i64 13)
  %i2 = add i64 %r, 3
  %x9 = call i64 @gs_index(ptr addrspace(256) null, i64 %i2)
  call void @pr(i32 17, i64 %x9)
  call void @gs_mem(ptr addrspace(256) inttoptr (i64 112 to ptr addrspace(256)), i8 -91)
  call void @dump(i32 0, i32 32)
  %o0 = load i64, ptr @out
  %o7 = load i64, ptr getelementptr (i64, ptr @out, i64 7)
  call void @pr(i32 18, i64 %o0)
  call void @pr(i32 19, i64 %o7)
  ; SS
  %s = call i64 @ss_rw(ptr getelementptr (i64, ptr @buf, i64 30))
  %s2 = load i64, ptr getelementptr (i64, ptr @buf, i64 31)
  call void @pr(i32 20, i64 %s)
  call void @pr(i32 21, i64 %s2)
  ret i32 0
}
