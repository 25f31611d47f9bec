; ERROR: 5:3: in function '@f', block '%0': 'invoke' of intrinsic '@llvm.trap': only llvm.donothing, the llvm.seh scopes, coro.resume, coro.destroy, coro.await.suspend, patchpoints, statepoints and wasm.rethrow may be invoked
declare void @llvm.trap()
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
  invoke void @llvm.trap() to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
