// Inline-assembly cpuid, as <cpuid.h> and zstd write it, executed for
// real: prints only what holds on every x86-64 processor (the results
// differ between machines), and checks that rbx, which cpuid overwrites,
// survives for the caller.
#include <cpuid.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static unsigned leaf_max(char vendor[13]) {
    unsigned a, b, c, d;
    __cpuid(0, a, b, c, d);
    memcpy(vendor, &b, 4);
    memcpy(vendor + 4, &d, 4);
    memcpy(vendor + 8, &c, 4);
    vendor[12] = 0;
    return a;
}

// zstd's form: bare cpuid with register constraints.
__attribute__((noinline)) static unsigned zstd_style(unsigned leaf, unsigned sub, unsigned *ebx) {
    unsigned a, b, c;
    __asm__("cpuid" : "=a"(a), "=b"(b), "=c"(c) : "a"(leaf), "c"(sub) : "edx");
    *ebx = b;
    return a ^ c;
}

int main(void) {
    char v1[13], v2[13];
    unsigned m1 = leaf_max(v1), m2 = leaf_max(v2);
    int printable = 1;
    for (int i = 0; i < 12; i++) printable &= v1[i] >= 0x20 && v1[i] < 0x7f;
    printf("max leaf >= 1: %d, stable: %d, vendor printable: %d\n", m1 >= 1, m1 == m2 && !strcmp(v1, v2), printable);
    unsigned a, b, c, d;
    __cpuid(1, a, b, c, d);
    printf("sse sse2 (always on x86-64): %u %u\n", (d >> 25) & 1, (d >> 26) & 1);
    unsigned e1, e2;
    unsigned x1 = zstd_style(7, 0, &e1), x2 = zstd_style(7, 0, &e2);
    printf("zstd form stable: %d\n", x1 == x2 && e1 == e2);
    // Values live across the calls (in callee-saved registers at -O2).
    unsigned long acc = 1, k = 3, r = 0;
    for (unsigned i = 0; i < 100; i++) {
        acc = acc * 6364136223846793005UL + k;
        r ^= zstd_style(i & 1, 0, &e1) == zstd_style(i & 1, 0, &e2);
        k += acc >> 60;
    }
    printf("acc %lx k %lu same %lu\n", acc, k, r);
    return 0;
}
