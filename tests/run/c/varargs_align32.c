// Over-aligned arguments through `...`: the caller must place a 32-byte
// aligned struct at a 32-byte aligned address of its outgoing area (LLVM
// realigns the stack for it), where the callee's va_arg looks for it.
#include <stdarg.h>
#include <stdio.h>

struct __attribute__((aligned(32))) A {
    long x;
    int y;
};

struct __attribute__((aligned(64))) B {
    double d[3];
};

static long sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) {
        struct A a = va_arg(ap, struct A);
        long k = va_arg(ap, long);
        s = s * 31 + a.x * 7 + a.y + k;
    }
    struct B b = va_arg(ap, struct B);
    va_end(ap);
    return s + (long)(b.d[0] + b.d[1] * 10 + b.d[2] * 100);
}

int main(void) {
    struct A a1 = {1, 2}, a2 = {30, 40}, a3 = {-5, 6};
    struct B b = {{1.5, 2.5, 3.5}};
    printf("%ld\n", sum(3, a1, 10L, a2, 20L, a3, 30L, b));
    printf("%ld\n", sum(1, a3, -1L, b));
    return 0;
}
