; Itanium-style exception handling: invoke, landingpad (cleanup, catch, filter), resume.
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
@_ZTIc = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare void @may.throw(i32)
declare i32 @may.throw.ret()
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @llvm.eh.typeid.for.p0(ptr)

define i32 @catch.int() personality ptr @__gxx_personality_v0 {
entry:
  %v = invoke i32 @may.throw.ret()
          to label %ok unwind label %lpad

ok:
  invoke void @may.throw(i32 %v)
          to label %done unwind label %lpad

done:
  ret i32 %v

lpad:
  %lp = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  %sel = extractvalue { ptr, i32 } %lp, 1
  %tid = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  %match = icmp eq i32 %sel, %tid
  br i1 %match, label %handler, label %rethrow

handler:
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 0

rethrow:
  resume { ptr, i32 } %lp
}

define void @cleanup.only() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may.throw(i32 1)
          to label %done unwind label %cleanup

done:
  ret void

cleanup:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}

define void @filters() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may.throw(i32 2)
          to label %done unwind label %lpad

done:
  ret void

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIc
          filter [1 x ptr] [ptr @_ZTIi]
          filter [0 x ptr] zeroinitializer
  resume { ptr, i32 } %lp
}

define void @invoke.attrs(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  invoke fastcc void @callee(ptr nonnull %p) #0 [ "deopt"(i32 1) ]
          to label %done unwind label %lpad

done:
  ret void

lpad:
  %lp = landingpad { ptr, i32 }
          catch ptr null
  resume { ptr, i32 } %lp
}

declare fastcc void @callee(ptr)

attributes #0 = { nounwind }
