; ERROR: 3:3: in function '@f', block '%0': 'load' with '!dereferenceable': dereferenceable, dereferenceable_or_null metadata value must be an i64!
define ptr @f(ptr %p) {
  %v = load ptr, ptr %p, align 8, !dereferenceable !0
  ret ptr %v
}

!0 = !{i32 8}
