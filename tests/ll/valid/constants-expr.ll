; Constant expressions accepted by LLVM 19.
%struct.S = type { i32, [4 x i16], ptr }
%vtable = type { [4 x ptr] }

@arr = global [10 x i32] zeroinitializer
@s = global %struct.S zeroinitializer
@vt = constant %vtable { [4 x ptr] [ptr null, ptr null, ptr @f, ptr @f] }
@lds = addrspace(3) global i32 0

; getelementptr with every flag combination and inrange.
@gep = global ptr getelementptr ([10 x i32], ptr @arr, i64 0, i64 3)
@gep.inbounds = global ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 3)
@gep.nusw = global ptr getelementptr nusw ([10 x i32], ptr @arr, i64 0, i64 4)
@gep.nuw = global ptr getelementptr nuw ([10 x i32], ptr @arr, i64 0, i64 5)
@gep.nusw.nuw = global ptr getelementptr nusw nuw ([10 x i32], ptr @arr, i64 0, i64 6)
@gep.inbounds.nuw = global ptr getelementptr inbounds nuw (%struct.S, ptr @s, i32 0, i32 1, i64 2)
@gep.inrange = global ptr getelementptr inbounds inrange(-16, 16) (%vtable, ptr @vt, i32 0, i32 0, i32 2)
@gep.inrange.plain = global ptr getelementptr inrange(0, 8) (i8, ptr @vt, i64 16)
@gep.i8 = global ptr getelementptr (i8, ptr @s, i64 -4)
@gep.noidx = global ptr getelementptr (i8, ptr @s)
@gep.vec = global <2 x ptr> getelementptr (i32, <2 x ptr> <ptr @arr, ptr @arr>, <2 x i64> <i64 1, i64 2>)
@gep.as = global ptr addrspace(3) getelementptr (i32, ptr addrspace(3) @lds, i32 1)

; Casts.
@trunc = global i32 trunc (i64 ptrtoint (ptr @arr to i64) to i32)
@ptrtoint = global i64 ptrtoint (ptr @s to i64)
@ptrtoint.gep = global i64 ptrtoint (ptr getelementptr (%struct.S, ptr null, i32 1) to i64)
@inttoptr = global ptr inttoptr (i64 4096 to ptr)
@bitcast = global ptr bitcast (ptr @s to ptr)
@bitcast.vec = global <2 x i32> bitcast (i64 ptrtoint (ptr @s to i64) to <2 x i32>)
@addrspacecast = global ptr addrspacecast (ptr addrspace(3) @lds to ptr)
@addrspacecast.back = global ptr addrspace(3) addrspacecast (ptr @arr to ptr addrspace(3))

; Binary operators with flags.
@add = global i64 add (i64 ptrtoint (ptr @arr to i64), i64 8)
@add.nuw = global i64 add nuw (i64 ptrtoint (ptr @arr to i64), i64 8)
@add.nsw = global i64 add nsw (i64 ptrtoint (ptr @arr to i64), i64 8)
@add.nuw.nsw = global i64 add nuw nsw (i64 ptrtoint (ptr @arr to i64), i64 8)
@sub = global i64 sub (i64 ptrtoint (ptr @arr to i64), i64 ptrtoint (ptr @s to i64))
@sub.nsw = global i64 sub nsw (i64 ptrtoint (ptr @arr to i64), i64 ptrtoint (ptr @s to i64))
@mul = global i64 mul (i64 ptrtoint (ptr @arr to i64), i64 3)
@mul.nuw.nsw = global i64 mul nuw nsw (i64 ptrtoint (ptr @arr to i64), i64 3)
@xor = global i64 xor (i64 ptrtoint (ptr @arr to i64), i64 -1)
@relative = global i32 trunc (i64 sub (i64 ptrtoint (ptr @f to i64), i64 ptrtoint (ptr @relative to i64)) to i32)

; Vector operations.
@extractelement = global i64 extractelement (<2 x i64> <i64 ptrtoint (ptr @arr to i64), i64 0>, i32 0)
@insertelement = global <2 x i64> insertelement (<2 x i64> zeroinitializer, i64 ptrtoint (ptr @s to i64), i32 1)
@shufflevector = global <4 x i64> shufflevector (<2 x i64> <i64 ptrtoint (ptr @arr to i64), i64 1>, <2 x i64> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 1, i32 undef>)

; Nested expressions inside aggregates.
@table = global [2 x i32] [i32 trunc (i64 ptrtoint (ptr @arr to i64) to i32), i32 trunc (i64 ptrtoint (ptr @s to i64) to i32)]
@ptrs = global { ptr, i64 } { ptr getelementptr (i8, ptr @arr, i64 4), i64 ptrtoint (ptr @arr to i64) }

define void @f() {
  ret void
}

define i64 @use.in.function() {
  %p = getelementptr i32, ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 1), i64 1
  %v = load i32, ptr getelementptr ([10 x i32], ptr @arr, i64 0, i64 9)
  %x = add i64 ptrtoint (ptr @s to i64), sub (i64 ptrtoint (ptr @arr to i64), i64 1)
  ret i64 %x
}
