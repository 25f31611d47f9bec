; Aliases (with linkage, visibility, TLS, unnamed_addr, partitions and
; constant-expression aliasees) and ifuncs.
target triple = "x86_64-unknown-linux-gnu"

@data = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@tls.data = thread_local global i32 0

@alias = alias [4 x i32], ptr @data
@alias.i32 = alias i32, ptr @data
@alias.internal = internal alias i32, ptr @data
@alias.private = private alias i32, ptr @data
@alias.weak = weak alias i32, ptr @data
@alias.linkonce_odr = linkonce_odr alias i32, ptr @data
@alias.hidden = hidden alias i32, ptr @data
@alias.protected = protected alias i32, ptr @data
@alias.dso_local = dso_local alias i32, ptr @data
@alias.dllexport = dllexport alias i32, ptr @data
@alias.tls = thread_local(initialexec) alias i32, ptr @tls.data
@alias.unnamed = unnamed_addr alias i32, ptr @data
@alias.local.unnamed = local_unnamed_addr alias i32, ptr @data
@alias.gep = alias i32, getelementptr inbounds ([4 x i32], ptr @data, i64 0, i64 2)
@alias.of.alias = alias i32, ptr @alias.i32
@alias.fn = alias void (), ptr @impl
@alias.partition = alias i32, ptr @data, partition "part"
@alias.forward = alias i32, ptr @later
@alias.as = alias i32, addrspacecast (ptr addrspace(1) @as.data to ptr)
@as.data = addrspace(1) global i32 0
@later = global i32 9

@ifunc = ifunc void (), ptr @resolver
@ifunc.i32 = ifunc i32 (i32), ptr @resolver
@ifunc.hidden = hidden ifunc void (), ptr @resolver
@ifunc.weak = weak_odr dso_local protected ifunc void (), ptr @resolver
@ifunc.internal = internal ifunc void (), ptr @resolver, partition "part"

define void @impl() {
  ret void
}

define internal ptr @resolver() {
  ret ptr @impl
}

define void @uses() {
  call void @ifunc()
  call void @alias.fn()
  %v = load i32, ptr @alias.gep
  %w = call i32 @ifunc.i32(i32 %v)
  ret void
}
