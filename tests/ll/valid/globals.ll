; Global variables with every linkage, preemption specifier, visibility,
; DLL storage class, TLS model, unnamed_addr, address space, section,
; partition, comdat, alignment, code model, sanitizer flags and attributes.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$comdat.any = comdat any

; Linkage types.
@external = global i32 0
@external.explicit = external global i32
@private = private global i32 1
@internal = internal global i32 2
@available_externally = available_externally global i32 3
@linkonce = linkonce global i32 4
@weak = weak global i32 5
@common = common global i32 0, align 4
@appending = appending global [1 x ptr] [ptr @external]
@extern_weak = extern_weak global i32
@linkonce_odr = linkonce_odr global i32 6
@weak_odr = weak_odr global i32 7
@external.decl = external constant [0 x i8]

; Preemption specifiers, visibility and DLL storage.
@dso_local = dso_local global i32 0
@dso_preemptable = dso_preemptable global i32 0
@hidden = hidden global i32 0
@protected = protected global i32 0
@default.vis = default global i32 0
@dllexport = dllexport global i32 0
@dllimport = external dllimport global i32
@all.flags = weak_odr dso_local protected dllexport global i32 0

; Thread-local storage.
@tls = thread_local global i32 0
@tls.ld = thread_local(localdynamic) global i32 0
@tls.ie = thread_local(initialexec) global i32 0
@tls.le = internal thread_local(localexec) global i32 0
@tls.ext = external thread_local(initialexec) global i32

; unnamed_addr, address spaces, constants, externally_initialized.
@unnamed = private unnamed_addr constant [3 x i8] c"ab\00"
@local.unnamed = local_unnamed_addr global i32 0
@as1 = addrspace(1) global i32 0
@as1.const = internal unnamed_addr addrspace(1) constant i64 1
@ext.init = externally_initialized global i32 0
@ext.init.as = addrspace(2) externally_initialized global i8 0

; Trailing properties.
@section = global i32 0, section ".mydata"
@section.align = global i32 0, section "__DATA,__custom", align 16
@partition = global i32 0, partition "part1"
@comdat.self = global i32 0, comdat
@comdat.named = global i32 0, comdat($comdat.any)
@align = global i8 0, align 1
@align.big = global [16 x i8] zeroinitializer, align 4096
@cm.small = global i32 0, code_model "small"
@cm.kernel = global i32 0, code_model "kernel"
@cm.medium = global i32 0, code_model "medium"
@cm.large = global i32 0, code_model "large"
@san.noasan = global i32 0, no_sanitize_address
@san.nohwasan = global i32 0, no_sanitize_hwaddress
@san.dyninit = global i32 0, sanitize_address_dyninit
@san.memtag = global i32 0, sanitize_memtag
@everything = weak_odr dso_local hidden local_unnamed_addr addrspace(0) global i32 9, section ".everything", partition "p", comdat, align 8, code_model "large", no_sanitize_address #0
@with.md = global i32 0, !type !0, !custom !1
@with.attrs = global i32 0 #0

$comdat.self = comdat any
$everything = comdat any

attributes #0 = { "bss-section"="my.bss" "data-section"="my.data" }

!0 = !{i64 0, !"typeid"}
!1 = !{!"custom"}
