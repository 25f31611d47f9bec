// Unwinding through JIT frames: backtrace() from three calls deep must see
// the callers (the JIT registers unwind tables for its code).
#include <execinfo.h>
#include <stdio.h>

__attribute__((noinline)) int depth3(int x) {
    void *frames[64];
    int n = backtrace(frames, 64);
    printf("backtrace sees depth3, depth2, depth1 and main: %s\n", n >= 5 ? "yes" : "no");
    return n + x;
}
__attribute__((noinline)) int depth2(int x) { return depth3(x + 1) * 2; }
__attribute__((noinline)) int depth1(int x) { return depth2(x + 1) * 3; }

int main(void) {
    volatile int start = 0;
    return depth1(start) > 0 ? 0 : 1;
}
