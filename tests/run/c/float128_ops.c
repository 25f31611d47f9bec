// __float128 (fp128): soft-float arithmetic and comparisons, conversions
// to and from integers, float, double and long double, arguments in XMM
// registers and on the stack, records, printing through double and the
// bits.
#include <stdio.h>
#include <string.h>

typedef __float128 q;

struct qr { q v; long n; };

__attribute__((noinline)) static q qpoly(q x) { return (x * x - 2) / (x + 0.5Q); }

__attribute__((noinline)) static q qsum(q a, q b, q c, q d, q e, q f, q g, q i, q j, q k) {
    return a + b + c + d + e + f + g + i + j + k;
}

__attribute__((noinline)) static struct qr qscale(struct qr r, int k) {
    r.v *= k;
    r.n += k;
    return r;
}

__attribute__((noinline)) static int qcmp(q a, q b) {
    return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 |
           (a != b) << 5 | __builtin_isunordered(a, b) << 6;
}

static void pbits(const char *s, q x) {
    unsigned long long w[2];
    memcpy(w, &x, 16);
    printf("%s %016llx%016llx\n", s, w[1], w[0]);
}

int main(void) {
    q a = 1.5Q, b = -3.25Q;
    printf("ops %.17g %.17g %.17g %.17g\n", (double)(a + b), (double)(a - b), (double)(a * b),
           (double)(a / b));
    pbits("third", (q)1 / 3);
    pbits("poly", qpoly(3));
    q arr[12];
    for (int i = 0; i < 12; i++)
        arr[i] = (q)i / 7;
    pbits("sum", qsum(arr[1], arr[2], arr[3], arr[4], arr[5], arr[6], arr[7], arr[8], arr[9],
                      arr[10]));
    struct qr r = {2.5Q, 10};
    r = qscale(r, 3);
    printf("rec %.17g %ld\n", (double)r.v, r.n);
    q nan = __builtin_nanf128("");
    q vals[] = {1, -1, 0, -0.0Q, nan};
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++)
            printf("%x%c", qcmp(vals[i], vals[j]), j == 4 ? '\n' : ' ');
    volatile long long s = -123456789012345LL;
    volatile unsigned long long u = 18446744073709551615ULL;
    volatile int i32 = -42;
    volatile unsigned u32 = 4000000000u;
    q qs = s, qu = u;
    pbits("from-ll", qs);
    pbits("from-ull", qu);
    printf("back %lld %llu %d %u\n", (long long)qs, (unsigned long long)qu, (int)(q)i32,
           (unsigned)(q)u32);
    __int128 w = (__int128)qu * 1000;
    q qw = (q)w;
    pbits("from-i128", qw);
    printf("to-i128 %llx\n", (unsigned long long)((__int128)(qw / 1000) >> 32));
    float f = (float)(a / 7);
    long double ld = (long double)(a / 7);
    printf("narrow %.9g %.21Lg\n", f, ld);
    pbits("from-ld", (q)ld);
    pbits("from-f", (q)f);
    pbits("neg", -a);
    return 0;
}
