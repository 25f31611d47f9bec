// long double (x86_fp80) from C: arithmetic, conversions to and from
// integers and double, comparisons, long double arguments and returns
// (passed in memory, returned in ST0), and libm's long double functions.
#include <math.h>
#include <stdio.h>

__attribute__((noinline)) long double ldmath(long double a, long double b) {
    return (a * b + a / b - b) * 3.0L;
}
__attribute__((noinline)) long double many(int i, long double a, double d, long double b, float f, long double c) {
    return i + a * d - b * f + c;
}

int main(void) {
    long double ld = ldmath(1.5L, 0.1L);
    printf("ld %a %.21Lg\n", (double)ld, ld);
    printf("ld conv %lld %llu\n", (long long)(ld * 1e15L), (unsigned long long)(ld * 1e17L));
    long double m = many(3, 1.25L, 2.0, 0.5L, 4.0f, 1e-10L);
    printf("many %.21Lg\n", m);
    long double third = 1.0L / 3;
    printf("third %.21Lg %d %d\n", third, third < 0.3333333333333333L, third > (double)third);
    printf("sqrtl %.21Lg expl %.21Lg\n", sqrtl(2.0L), expl(1.0L));
    unsigned long long big = 18446744073709551615ULL;
    long double b = big;
    printf("u64 %.21Lg back %llu\n", b, (unsigned long long)b);
    return 0;
}
