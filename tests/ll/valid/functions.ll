; Function headers: linkage, visibility, DLL storage, calling conventions,
; return/parameter attributes, unnamed_addr, address space, function
; attributes, section, partition, comdat, align, gc, prefix, prologue,
; personality and metadata attachments.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [16 x i32] }
$comdat.fn = comdat any

declare void @decl()
declare extern_weak void @decl.weak()
declare dllimport void @decl.dllimport()
declare hidden void @decl.hidden()
declare i32 @decl.varargs(i32, ...)
declare void @decl.noparams(...)
declare i32 @__gxx_personality_v0(...)
declare noalias ptr @malloc(i64) allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc"
declare ptr @calloc(i64, i64) allockind("alloc,zeroed") allocsize(0, 1) "alloc-family"="malloc"
declare ptr @realloc(ptr allocptr, i64) allockind("realloc") allocsize(1) "alloc-family"="malloc"
declare ptr @aligned_alloc(i64 allocalign, i64) allockind("alloc,uninitialized,aligned") allocsize(1)
declare void @free(ptr allocptr nocapture) allockind("free") "alloc-family"="malloc"

define void @linkage.external() {
  ret void
}
define private void @linkage.private() {
  ret void
}
define internal void @linkage.internal() {
  ret void
}
define available_externally void @linkage.available_externally() {
  ret void
}
define linkonce void @linkage.linkonce() {
  ret void
}
define weak void @linkage.weak() {
  ret void
}
define linkonce_odr void @linkage.linkonce_odr() {
  ret void
}
define weak_odr void @linkage.weak_odr() {
  ret void
}
define dso_local hidden void @vis.hidden() {
  ret void
}
define protected void @vis.protected() {
  ret void
}
define dllexport void @dll.export() {
  ret void
}
define dso_preemptable void @preemptable() {
  ret void
}

define fastcc void @cc.fast() {
  ret void
}
define coldcc void @cc.cold() {
  ret void
}
define ccc void @cc.c() {
  ret void
}
define cc 11 void @cc.numbered() {
  ret void
}
define preserve_mostcc void @cc.preserve_most() {
  ret void
}
define preserve_allcc void @cc.preserve_all() {
  ret void
}
define preserve_nonecc void @cc.preserve_none() {
  ret void
}
define swiftcc void @cc.swift(ptr swiftself %s, ptr swifterror %e) {
  ret void
}
define swifttailcc void @cc.swifttail(ptr swiftasync %ctx) {
  ret void
}
define tailcc void @cc.tail() {
  ret void
}
define ghccc void @cc.ghc() {
  ret void
}
define x86_stdcallcc void @cc.stdcall() {
  ret void
}
define x86_fastcallcc void @cc.fastcall() {
  ret void
}
define x86_thiscallcc void @cc.thiscall(ptr %this) {
  ret void
}
define x86_64_sysvcc void @cc.sysv() {
  ret void
}
define win64cc void @cc.win64() {
  ret void
}
define x86_regcallcc void @cc.regcall() {
  ret void
}
define anyregcc void @cc.anyreg() {
  ret void
}
define cxx_fast_tlscc ptr @cc.cxx_fast_tls() {
  ret ptr null
}
define x86_intrcc void @cc.intr(ptr byval(i64) %frame) {
  ret void
}

define noundef nonnull align 8 dereferenceable(16) ptr @ret.attrs(ptr noundef returned %p) {
  ret ptr %p
}
define signext i8 @ret.signext() {
  ret i8 -1
}
define inreg noalias dereferenceable_or_null(32) ptr @ret.inreg() {
  ret ptr null
}
define range(i32 0, 10) i32 @ret.range(i32 range(i32 -5, 5) %x) {
  ret i32 0
}
define nofpclass(nan inf) float @ret.nofpclass(float nofpclass(snan qnan) %x, double nofpclass(zero sub norm) %y, float nofpclass(pinf ninf nzero pzero nsub psub nnorm pnorm) %z, float nofpclass(all) %w) {
  ret float 1.0
}

define void @param.attrs(
    ptr byval(%struct.big) align 4 %a,
    ptr sret(%struct.big) align 8 %b,
    ptr byref(i64) align 8 %c,
    ptr preallocated(i32) %d,
    ptr noalias nocapture nofree readonly %f,
    ptr nonnull dereferenceable(8) writeonly %g,
    ptr dereferenceable_or_null(4) readnone %h,
    ptr nest %i,
    ptr align 16 noundef writable dead_on_unwind %j,
    i32 zeroext %k,
    i8 signext %l,
    i32 inreg %m,
    i1 noundef %n,
    ptr alignstack(8) %o,
    <4 x i32> noundef %p) {
  ret void
}

define void @param.inalloca(i32 %x, ptr inalloca(i32) %e) {
  ret void
}

define void @unnamed() unnamed_addr {
  ret void
}
define void @local.unnamed() local_unnamed_addr {
  ret void
}
define void @addrspace0() addrspace(0) {
  ret void
}
define void @section() section ".text.custom" {
  ret void
}
define void @partition() partition "part" {
  ret void
}
define void @comdat.fn() comdat {
  ret void
}
define void @aligned() align 64 {
  ret void
}
define void @gc.statepoint() gc "statepoint-example" {
  ret void
}
define void @gc.shadow() gc "shadow-stack" {
  ret void
}
define void @prefix() prefix i32 123 {
  ret void
}
define void @prefix.struct() prefix <{ i8, i8 }> <{ i8 -21, i8 8 }> {
  ret void
}
define void @prologue() prologue i8 144 {
  ret void
}
define void @prologue.array() prologue [2 x i8] c"\EB\06" {
  ret void
}
define void @personality() personality ptr @__gxx_personality_v0 {
  ret void
}
define void @md.attach() !kiln.custom !0 {
  ret void
}

define internal fastcc noundef i32 @everything(i32 noundef %x) unnamed_addr addrspace(0) #0 section ".text.everything" partition "p" align 16 gc "shadow-stack" prefix i32 1 prologue i8 144 personality ptr @__gxx_personality_v0 !kiln.custom !0 {
  ret i32 %x
}

define void @fn.attrs.inline() alwaysinline nounwind willreturn mustprogress norecurse nosync nofree {
  ret void
}
define void @fn.attrs.noinline() noinline optnone {
  ret void
}
define void @fn.attrs.misc() cold hot inlinehint minsize optsize naked noreturn nobuiltin noduplicate noimplicitfloat nomerge nonlazybind noprofile skipprofile noredzone null_pointer_is_valid optforfuzzing returns_twice safestack speculatable speculative_load_hardening ssp sspstrong sspreq strictfp shadowcallstack nocf_check {
  unreachable
}
define void @fn.attrs.san() sanitize_address sanitize_memory sanitize_thread sanitize_hwaddress sanitize_memtag nosanitize_bounds nosanitize_coverage disable_sanitizer_instrumentation {
  ret void
}
define void @fn.attrs.uwtable() uwtable {
  ret void
}
define void @fn.attrs.uwtable.sync() uwtable(sync) {
  ret void
}
define void @fn.attrs.uwtable.async() uwtable(async) {
  ret void
}
define void @fn.attrs.vscale() vscale_range(1,16) alignstack(16) {
  ret void
}
define void @fn.attrs.jumptable() unnamed_addr jumptable fn_ret_thunk_extern {
  ret void
}
define void @fn.attrs.coro() presplitcoroutine {
  ret void
}
define void @mem.none() memory(none) {
  ret void
}
define void @mem.read() memory(read) {
  ret void
}
define void @mem.write() memory(write) {
  ret void
}
define void @mem.argmem() memory(argmem: readwrite) {
  ret void
}
define void @mem.mixed() memory(read, argmem: readwrite, inaccessiblemem: write) {
  ret void
}
define void @mem.inaccessible() memory(inaccessiblemem: readwrite) {
  ret void
}
define void @mem.readnone() readnone {
  ret void
}
define void @fn.attrs.strings() "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+sse2,+cx8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "key-only" {
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" }

!0 = !{!"custom"}
