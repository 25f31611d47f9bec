// _Float16 (half): arithmetic through float, comparisons, conversions,
// arguments in XMM registers and on the stack, arrays, printing through
// double.
#include <stdio.h>
#include <string.h>

typedef _Float16 h;

__attribute__((noinline)) static h hpoly(h x) { return (x * x - (h)2.5) / (x + (h)1); }

__attribute__((noinline)) static h hsum(h a, h b, h c, h d, h e, h f, h g, h i, h j, h k,
                                        int n) {
    return a + b + c + d + e + f + g + i + j + k + (h)n;
}

__attribute__((noinline)) static int hcmp(h a, h b) {
    return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 |
           (a != b) << 5;
}

static unsigned bits(h x) {
    unsigned short u;
    memcpy(&u, &x, 2);
    return u;
}

int main(void) {
    h a = (h)1.5, b = (h)-3.25;
    printf("ops %g %g %g %g\n", (double)(a + b), (double)(a - b), (double)(a * b),
           (double)(a / b));
    printf("poly %g %04x\n", (double)hpoly((h)3.0), bits(hpoly((h)3.0)));
    h arr[16];
    for (int i = 0; i < 16; i++)
        arr[i] = (h)i / (h)3;
    h acc = 0;
    for (int i = 0; i < 16; i++)
        acc += arr[i];
    printf("acc %g %04x\n", (double)acc, bits(acc));
    printf("sum %g\n", (double)hsum(arr[1], arr[2], arr[3], arr[4], arr[5], arr[6], arr[7],
                                    arr[8], arr[9], arr[10], 7));
    printf("cmp %x %x %x\n", hcmp(a, b), hcmp(b, a), hcmp(a, a));
    volatile double big = 70000.0, tiny = 1e-8, sub = 3e-6;
    printf("round %04x %04x %04x %04x\n", bits((h)big), bits((h)tiny), bits((h)sub),
           bits((h)(float)0.1));
    volatile int n = -1234;
    volatile unsigned long long u = 40000;
    printf("int %g %g %d %u\n", (double)(h)n, (double)(h)u, (int)(h)-77.75, (unsigned)(h)65504.0);
    h neg = -a;
    printf("neg %g %04x\n", (double)neg, bits(neg));
    return 0;
}
