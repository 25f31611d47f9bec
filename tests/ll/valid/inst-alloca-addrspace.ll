; alloca in a non-zero stack address space (datalayout A5), as on AMDGPU,
; with custom sync scopes and function address spaces.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] undef, align 4
@const = addrspace(4) constant i32 7

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %arr = alloca [4 x i32], i32 2, align 16, addrspace(5)
  store i32 %n, ptr addrspace(5) %slot, align 4
  %v = load i32, ptr addrspace(5) %slot, align 4
  %k = load i32, ptr addrspace(4) @const, align 4
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %v
  %old = atomicrmw add ptr addrspace(3) %p, i32 %k syncscope("workgroup") monotonic, align 4
  %x = cmpxchg ptr addrspace(1) %out, i32 0, i32 %old syncscope("agent-one-as") acq_rel acquire, align 4
  fence syncscope("workgroup") release
  %flat = addrspacecast ptr addrspace(5) %slot to ptr
  store i32 %old, ptr %flat, align 4
  store atomic i32 %old, ptr addrspace(1) %out syncscope("wavefront") release, align 4
  ret void
}
