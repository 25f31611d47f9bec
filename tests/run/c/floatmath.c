// Floating point from C: arithmetic, conversions, libm calls (long double
// is in longdouble.c), comparisons with NaN,
// float<->int edge cases, and a numeric kernel (Horner, Newton sqrt,
// sum of series) whose results are printed exactly with %a.
#include <math.h>
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) double horner(const double *c, int n, double x) {
    double r = 0;
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}
__attribute__((noinline)) double newton_sqrt(double v) {
    double x = v > 1 ? v : 1;
    for (int i = 0; i < 60; i++) x = 0.5 * (x + v / x);
    return x;
}
__attribute__((noinline)) float fsum(int n) {
    float s = 0;
    for (int i = 1; i <= n; i++) s += 1.0f / ((float)i * i);
    return s;
}

volatile double vnan;

int main(void) {
    static const double c[] = {1, -0.5, 0.25, -0.125, 1.0 / 3};
    printf("horner %a %a\n", horner(c, 5, 0.75), horner(c, 5, -3.5));
    printf("newton %a %a\n", newton_sqrt(2.0), newton_sqrt(1e10));
    printf("fsum %a\n", (double)fsum(1000));
    double vals[] = {0.0, -0.0, 1.5, -2.5, 1e300, 4.9e-324, INFINITY, -INFINITY, NAN, 0.1, 123456.789};
    int n = sizeof vals / sizeof vals[0];
    for (int i = 0; i < n; i++) {
        double v = vals[i];
        printf("%a: floor %a ceil %a trunc %a round %a rint %a sqrt %a fabs %a\n", v, floor(v), ceil(v), trunc(v), round(v),
               rint(v), sqrt(fabs(v)), fabs(v));
        printf("  exp %a log %a sin %a cos %a atan2 %a pow %a fmod %a\n", exp(v / 1000), log(fabs(v) + 1), sin(v / 7), cos(v / 7),
               atan2(v, 2.0), pow(fabs(v) + 1, 0.5), fmod(v, 3.0));
        printf("  cmp %d%d%d%d%d%d isnan %d isinf %d signbit %d\n", v < 1, v <= 1, v > 1, v >= 1, v == 1, v != 1, isnan(v) != 0,
               isinf(v) != 0, signbit(v) != 0);
        float f = (float)v;
        printf("  float %a int %d\n", (double)f, fabs(v) < 2e9 ? (int)v : -1);
    }
    vnan = NAN;
    double q = vnan;
    printf("nan cmp %d %d %d %d\n", q == q, q != q, q < 1, !(q >= 1));
    int64_t i64s[] = {0, 1, -1, INT64_MAX, INT64_MIN, (1LL << 53) + 1, -(1LL << 53) - 1};
    for (unsigned i = 0; i < sizeof i64s / sizeof i64s[0]; i++)
        printf("i64 %lld -> %a %a u %a\n", (long long)i64s[i], (double)i64s[i], (double)(float)i64s[i], (double)(uint64_t)i64s[i]);
    double dd[] = {-0.99, 0.99, 2147483647.0, -2147483648.0, 4294967295.0, 9.2e18, 1.8e19};
    for (unsigned i = 0; i < sizeof dd / sizeof dd[0]; i++) {
        double v = dd[i];
        printf("d %a -> u64 %llu", v, v >= 0 ? (unsigned long long)v : 0ULL);
        if (v > -9.2e18 && v < 9.2e18) printf(" i64 %lld", (long long)v);
        if (v > -2147483649.0 && v < 2147483648.0) printf(" i32 %d", (int)v);
        if (v > -1.0 && v < 4294967296.0) printf(" u32 %u", (unsigned)v);
        printf("\n");
    }
    return 0;
}
