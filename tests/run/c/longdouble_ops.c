// long double (x86_fp80): arithmetic, comparisons, conversions, printf
// with %Lf/%Lg/%La, libm (sqrtl, fabsl, floorl, powl, fmodl), variadic
// arguments, records, arrays and _Complex long double (returned in st(0)
// and st(1)).
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

struct pt { long double x; int tag; long double y; };

__attribute__((noinline)) static long double poly(long double x) {
    return ((3.25L * x - 1.5L) * x + 0.125L) / (x + 7.0L);
}

__attribute__((noinline)) static struct pt mid(struct pt a, struct pt b) {
    struct pt r = { (a.x + b.x) / 2, a.tag + b.tag, (a.y + b.y) / 2 };
    return r;
}

__attribute__((noinline)) static long double sum_va(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++) {
        if (i % 2)
            s += va_arg(ap, double);
        else
            s += va_arg(ap, long double);
    }
    va_end(ap);
    return s;
}

__attribute__((noinline)) static _Complex long double cscale(_Complex long double z,
                                                             long double k) {
    return z * k + 1;
}

__attribute__((noinline)) static int cmp_all(long double a, long double b) {
    return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 |
           (a != b) << 5 | __builtin_isunordered(a, b) << 6 | __builtin_isless(a, b) << 7 |
           __builtin_islessgreater(a, b) << 8;
}

__attribute__((noinline)) static long double many(long double a, double b, long double c,
                                                  int d, long double e, float f,
                                                  long double g, long double h,
                                                  long double i) {
    return a + b * c - d + e * f + g - h / i;
}

int main(void) {
    volatile long double third = 1.0L / 3.0L;
    printf("third %.21Lf %Lg %La\n", third, third, third);
    long double p = poly(2.5L);
    printf("poly %.18Lg\n", p);
    long double arr[8];
    for (int i = 0; i < 8; i++)
        arr[i] = (long double)i * 0.1L - 0.3L;
    long double acc = 0, best = arr[0];
    for (int i = 0; i < 8; i++) {
        acc += arr[i] * arr[i];
        best = arr[i] > best ? arr[i] : best;
    }
    printf("acc %.20Lf best %.20Lf\n", acc, best);
    printf("sqrtl %.20Lf fabsl %.20Lf floorl %.5Lf\n", sqrtl(acc), fabsl(-acc), floorl(-acc));
    printf("powl %.18Lg fmodl %.18Lg\n", powl(1.5L, 20.0L), fmodl(100.25L, 7.5L));
    struct pt a = {1.5L, 3, -2.25L}, b = {2.5L, 4, 8.75L};
    struct pt m = mid(a, b);
    printf("mid %.6Lf %d %.6Lf\n", m.x, m.tag, m.y);
    printf("va %.20Lg\n", sum_va(5, 1.25L, 2.5, 1e-10L, 0.1, 1e300L * 1e300L));
    long double vals[] = {1.0L, -1.0L, 0.0L, -0.0L, 1e4000L, __builtin_nanl("")};
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            printf("%x%c", cmp_all(vals[i], vals[j]), j == 5 ? '\n' : ' ');
    volatile long double big = 18446744073709551615.0L;
    unsigned long long u = (unsigned long long)big;
    long long s = (long long)-9.0e18L;
    int t = (int)-7.9L;
    unsigned short us = (unsigned short)65535.9L;
    printf("conv %llu %lld %d %u\n", u, s, t, us);
    printf("from %.1Lf %.1Lf %.1Lf %.1Lf\n", (long double)u, (long double)s,
           (long double)(unsigned)4000000000u, (long double)(signed char)-5);
    __int128 wide = (__int128)1 << 100;
    long double w = (long double)wide;
    __int128 back = (__int128)(w * 3);
    printf("i128 %.0Lf %llx %llx\n", w, (unsigned long long)(back >> 64),
           (unsigned long long)back);
    float f = (float)third;
    double d = (double)third;
    printf("narrow %.9g %.17g %.21Lf\n", f, d, (long double)f + (long double)d);
    printf("many %.18Lg\n", many(1.5L, 2.0, 3.0L, 4, 5.0L, 0.5f, 6.0L, 7.0L, 8.0L));
    _Complex long double z = 1.5L + 2.5iL;
    for (int i = 0; i < 12; i++)
        z = cscale(z, 1.5L);
    cscale(z, 2);
    printf("complex %.12Lg %.12Lg\n", __real__ z, __imag__ z);
    long double neg = -third;
    printf("neg %.21Lf %d\n", neg, neg < 0);
    return (int)(acc * 10) == 4 ? 0 : 1;
}
