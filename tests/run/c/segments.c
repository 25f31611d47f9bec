// Segment-qualified pointers: clang's __seg_fs / __seg_gs are LLVM address
// spaces 257 / 256. The thread pointer and the stack canary through %fs, a
// thread_local through %fs:(address - thread pointer), and an array,
// atomics and a struct reached through %gs once arch_prctl(ARCH_SET_GS)
// points GS at a static buffer.
#include <asm/prctl.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

struct rec {
    int a;
    short b;
    char c;
    double d;
};

static long buf[64] __attribute__((aligned(16)));
static __thread long tv = 42;

static long __attribute__((noinline)) gs_sum(const long __seg_gs *g, int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += g[i] * (i + 1);
    return s;
}

static void __attribute__((noinline)) gs_fill(long __seg_gs *g, int n, long k) {
    for (int i = 0; i < n; i++)
        g[i] = k * i + (i ^ 5);
}

static double __attribute__((noinline)) rec_use(struct rec __seg_gs *r) {
    r->a += 7;
    r->b = (short)(r->b * 3);
    r->c ^= 0x55;
    r->d = r->d * 2.5 + r->a;
    return r->d + r->b + r->c;
}

int main(void) {
    void *tp = *(void *__seg_fs *)0;
    printf("tp == pthread_self: %d\n", tp == (void *)pthread_self());
    unsigned long c1 = *(unsigned long __seg_fs *)0x28;
    unsigned long c2 = ((unsigned long *)tp)[5];
    printf("canary through fs == flat: %d\n", c1 == c2);
    long off = (char *)&tv - (char *)tp;
    printf("tv through fs: %ld\n", *(long __seg_fs *)off);
    *(long __seg_fs *)off = 4242;
    printf("tv after a store through fs: %ld\n", tv);

    long r = syscall(SYS_arch_prctl, ARCH_SET_GS, buf);
    printf("arch_prctl: %ld\n", r);
    long __seg_gs *g = 0;
    gs_fill(g, 40, 3);
    printf("gs_sum: %ld flat buf[39]: %ld\n", gs_sum(g, 40), buf[39]);
    long old = __atomic_fetch_add(&g[3], 100, __ATOMIC_SEQ_CST);
    long exp = buf[4];
    int ok = __atomic_compare_exchange_n(&g[4], &exp, -1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    long x = __atomic_exchange_n(&g[5], 77, __ATOMIC_SEQ_CST);
    long o = __atomic_fetch_or(&g[6], 0x100, __ATOMIC_SEQ_CST);
    printf("atomics: %ld %d %ld %ld -> %ld %ld %ld %ld\n", old, ok, x, o, buf[3], buf[4], buf[5], buf[6]);
    struct rec __seg_gs *rp = (struct rec __seg_gs *)(48 * sizeof(long));
    rp->a = 5;
    rp->b = -300;
    rp->c = 9;
    rp->d = 1.25;
    double d = rec_use(rp);
    struct rec *flat = (struct rec *)&buf[48];
    printf("rec: %g %d %d %d %g\n", d, flat->a, flat->b, flat->c, flat->d);
    return 0;
}
