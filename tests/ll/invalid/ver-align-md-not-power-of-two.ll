; ERROR: 3:3: in function '@f', block '%0': 'load' with '!align': align metadata value must be a power of 2!
define ptr @f(ptr %p) {
  %v = load ptr, ptr %p, align 8, !align !0
  ret ptr %v
}

!0 = !{i64 12}
