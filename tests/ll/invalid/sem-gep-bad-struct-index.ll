; ERROR: 3:36: invalid getelementptr indices
define ptr @f(ptr %p) {
  %q = getelementptr { i32, i32 }, ptr %p, i64 0, i32 5
  ret ptr %q
}
