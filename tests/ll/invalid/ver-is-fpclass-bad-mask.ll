; ERROR: 5:3: in function '@f', block '%0': 'call': unsupported bits for llvm.is.fpclass test mask
declare i1 @llvm.is.fpclass.f64(double, i32 immarg)

define i1 @f(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 1024)
  ret i1 %r
}
