// CFLAGS: -mfma
// With FMA enabled, LLVM fuses llvm.fmuladd (clang's contraction of
// a*b+c) into one rounding; kiln must too. Scalars and 4-, 8-lane float
// and 2-, 4-lane double vectors, on inputs where one rounding differs
// from two, and NaN/inf lanes.
#include <stdio.h>
#include <string.h>

typedef float f4 __attribute__((vector_size(16)));
typedef float f8 __attribute__((vector_size(32)));
typedef double d2 __attribute__((vector_size(16)));
typedef double d4 __attribute__((vector_size(32)));

static void show(const char *what, const void *p, int n) {
    const unsigned char *b = p;
    printf("%s ", what);
    for (int i = n - 1; i >= 0; i--)
        printf("%02x%s", b[i], i % 4 == 0 && i ? "_" : "");
    printf("\n");
}
#define SHOW(x)                                                                               \
    do {                                                                                      \
        __typeof__(x) v_ = (x);                                                               \
        show(#x, &v_, sizeof v_);                                                             \
    } while (0)

volatile float fs[4] = {1 + 0x1p-23f, 1 - 0x1p-23f, -1, 3};
volatile double ds[4] = {1 + 0x1p-52, 1 - 0x1p-52, -1, 0.1};

int main(void) {
    float a = fs[0], b = fs[1], c = fs[2];
    double x = ds[0], y = ds[1], z = ds[2];
    SHOW(a * b + c);
    SHOW(x * y + z);
    SHOW(ds[3] * 10.0 - 1.0);
    f4 va = {a, fs[3], __builtin_nanf(""), __builtin_inff()};
    f4 vb = {b, fs[3], 1, 0};
    f4 vc = {c, -9, 2, 1};
    f8 wa = {a, a, fs[3], 0, 1e30f, -a, 2, 0.1f};
    f8 wb = {b, -b, 3, 5, 1e30f, b, 2, 10};
    f8 wc = {c, c, -9, -0.0f, __builtin_inff(), -c, -4, -1};
    d2 da = {x, ds[3]};
    d2 db = {y, 10};
    d2 dc = {z, -1};
    d4 ea = {x, -x, ds[3], 1e300};
    d4 eb = {y, y, 10, 1e300};
    d4 ec = {z, -z, -1, -__builtin_inf()};
    SHOW(va * vb + vc);
    SHOW(wa * wb + wc);
    SHOW(da * db + dc);
    SHOW(ea * eb + ec);
    return 0;
}
