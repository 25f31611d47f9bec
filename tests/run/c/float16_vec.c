// CFLAGS: -ffp-contract=off
// _Float16 arrays in loops that LLVM vectorizes at -O2: <8 x half> loads
// and stores, fpext to <8 x float>/<N x double> and fptrunc back, lane by
// lane. (-ffp-contract=off keeps llvm.fmuladd on 256-bit vectors out.)
#include <stdio.h>
#include <string.h>

#define N 64
_Float16 a[N], b[N], c[N];
double d[N];

static unsigned hash(const void *p, int n) {
    const unsigned char *s = p;
    unsigned h = 2166136261u;
    for (int i = 0; i < n; i++)
        h = (h ^ s[i]) * 16777619u;
    return h;
}

int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = (_Float16)i / 4;
        b[i] = (_Float16)(N - i) * (_Float16)0.3;
    }
    for (int i = 0; i < N; i++)
        c[i] = a[i] * b[i] - a[i];
    for (int i = 0; i < N; i++)
        d[i] = (double)c[i] * 0.5;
    for (int i = 0; i < N; i++)
        a[i] = (_Float16)(d[i] + 1e-3);
    float s = 0;
    for (int i = 0; i < N; i++)
        s += (float)c[i];
    printf("sum %g\n", s);
    printf("c %g %g %g %g\n", (double)c[1], (double)c[17], (double)c[42], (double)c[63]);
    printf("hash c %08x a %08x\n", hash(c, sizeof c), hash(a, sizeof a));
    return 0;
}
