; Older typed-pointer syntax, as in LLVM releases before opaque pointers:
; i8*, %T*, function pointer types, address-space pointers, pointers to arrays.
%T = type { i32, %T* }
%struct.ST = type { i32, double, %struct.RT }
%struct.RT = type { i8, [10 x [20 x i32]], i8 }

@.str = private unnamed_addr constant [13 x i8] c"hello world\0A\00"
@ptr.to.array = global [13 x i8]* @.str
@fnptr = global void (i32)* @takes.i32
@fnptr.table = global [2 x i32 (i8*, ...)*] [i32 (i8*, ...)* @printf, i32 (i8*, ...)* null]
@as1 = addrspace(1) global i32 0
@as1.ptr = global i32 addrspace(1)* @as1
@ptr.ptr = global i8** null
@T.inst = global %T { i32 0, %T* @T.inst }
@gep.const = global i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0)
@bitcast.const = global i32* bitcast ([13 x i8]* @.str to i32*)

declare i32 @printf(i8* nocapture readonly, ...)
declare void @takes.i32(i32)
declare i32 @puts(i8*)

define i32 @main() {
  %cast210 = getelementptr [13 x i8], [13 x i8]* @.str, i64 0, i64 0
  call i32 @puts(i8* %cast210)
  %r = call i32 (i8*, ...) @printf(i8* %cast210, i32 1)
  ret i32 0
}

define i32* @foo(%struct.ST* %s) {
entry:
  %arrayidx = getelementptr inbounds %struct.ST, %struct.ST* %s, i64 1, i32 2, i32 1, i64 5, i64 13
  ret i32* %arrayidx
}

define void @call.fnptr(void (i32)* %fp, i32 addrspace(1)* %g, i8** %pp) {
  call void %fp(i32 1)
  %v = load i32, i32 addrspace(1)* %g
  store i32 %v, i32 addrspace(1)* %g, align 4
  %p = load i8*, i8** %pp
  %c = bitcast i8* %p to i32*
  %l = load i32, i32* %c
  %a = alloca %T*
  store %T* null, %T** %a
  %x = addrspacecast i32 addrspace(1)* %g to i32*
  %i = ptrtoint i32* %x to i64
  %q = inttoptr i64 %i to [4 x float]*
  %e = getelementptr [4 x float], [4 x float]* %q, i32 0, i32 2
  %cmp = icmp eq i8* %p, null
  %s = select i1 %cmp, i8* %p, i8* null
  %cx = cmpxchg i32* %c, i32 0, i32 1 seq_cst seq_cst
  %rmw = atomicrmw add i32* %c, i32 1 monotonic
  %vp = alloca <2 x i8*>
  ret void
}
