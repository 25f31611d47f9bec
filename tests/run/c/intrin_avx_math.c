// CFLAGS: -mavx2
// Generic IR on 256-bit float vectors that AVX code produces: sqrt
// (_mm256_sqrt_*), fabs, copysign, fneg and fmuladd (a*b+c contracted by
// clang) of <8 x float> and <4 x double>, on NaN/inf/zero/denormal lanes.
#include <immintrin.h>
#include <stdio.h>
#include <string.h>

typedef float f8 __attribute__((vector_size(32)));
typedef double d4 __attribute__((vector_size(32)));

static void show(const char *what, const void *p) {
    const unsigned char *b = p;
    printf("%s ", what);
    for (int i = 31; i >= 0; i--)
        printf("%02x%s", b[i], i % 4 == 0 && i ? "_" : "");
    printf("\n");
}
#define SHOW(x)                                                                               \
    do {                                                                                      \
        __typeof__(x) v_ = (x);                                                               \
        show(#x, &v_);                                                                        \
    } while (0)

volatile unsigned fb[16] = {0x3f800000, 0xbf800000, 0x7fc00000, 0x00000001, 0x7f800000,
                            0xff800000, 0x80000000, 0x40200000, 0xffc00001, 0x00800000,
                            0x41000000, 0xc1000000, 0x00000000, 0x3e800000, 0x7f7fffff,
                            0x80000003};
volatile double dsrc[8] = {4.0, -1.0, 0.0, -0.0, 1e-310, __builtin_inf(), -2.25, 9.0};

int main(void) {
    for (int r = 0; r < 3; r++) {
        f8 a, b, c;
        d4 x, y;
        unsigned ua[8], ub[8], uc[8];
        for (int i = 0; i < 8; i++) {
            ua[i] = fb[(i + r) % 16];
            ub[i] = fb[(i * 3 + r + 5) % 16];
            uc[i] = fb[(i * 5 + r) % 16];
        }
        memcpy(&a, ua, 32);
        memcpy(&b, ub, 32);
        memcpy(&c, uc, 32);
        for (int i = 0; i < 4; i++) {
            x[i] = dsrc[(i + r) % 8];
            y[i] = dsrc[(i * 3 + r + 1) % 8];
        }
        printf("round %d\n", r);
        SHOW(_mm256_sqrt_ps((__m256)a));
        SHOW(_mm256_sqrt_pd((__m256d)x));
        SHOW(__builtin_elementwise_abs(a));
        SHOW(__builtin_elementwise_abs(x));
        SHOW(__builtin_elementwise_copysign(a, b));
        SHOW(__builtin_elementwise_copysign(x, y));
        SHOW(-a);
        SHOW(-x);
        SHOW(a * b + c);
        SHOW(x * y + x);
    }
    return 0;
}
