// C varargs: clang's inline va_arg expansion at -O0 and -O2 (register save
// area vs. overflow area), ints, longs, doubles, pointers and structs
// (small and large) in variable arguments, va_copy, passing va_list to
// vfprintf-style helpers, and calls to printf with many arguments.
#include <stdarg.h>
#include <stdio.h>

struct P { int x, y; };
struct Q { double a; long b; };
struct R { long a, b, c; };

__attribute__((noinline)) long sum_ints(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) s = s * 3 + va_arg(ap, int);
    va_end(ap);
    return s;
}

__attribute__((noinline)) double sum_mixed(const char *fmt, ...) {
    va_list ap, aq;
    va_start(ap, fmt);
    va_copy(aq, ap);
    double s = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': s = s * 2 + va_arg(ap, int); break;
        case 'l': s = s * 2 + va_arg(ap, long); break;
        case 'd': s = s * 2 + va_arg(ap, double); break;
        case 'p': s = s * 2 + *va_arg(ap, int *); break;
        case 'P': { struct P v = va_arg(ap, struct P); s = s * 2 + v.x - v.y; break; }
        case 'Q': { struct Q v = va_arg(ap, struct Q); s = s * 2 + v.a + v.b; break; }
        case 'R': { struct R v = va_arg(ap, struct R); s = s * 2 + v.a + v.b + v.c; break; }
        }
    }
    // the copy starts over: first argument again
    double first = fmt[0] == 'd' ? va_arg(aq, double) : (double)va_arg(aq, int);
    va_end(aq);
    va_end(ap);
    return s + first / 1000;
}

__attribute__((noinline)) int my_snprintf(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return r;
}

int main(void) {
    int cell = 17;
    struct P p = {5, 2};
    struct Q q = {0.5, 10};
    struct R r = {1, 2, 3};
    printf("ints %ld\n", sum_ints(3, 1, 2, 3));
    printf("ints %ld\n", sum_ints(10, 1, -2, 3, -4, 5, -6, 7, -8, 9, -10));
    printf("mixed %.6f\n", sum_mixed("idlp", 1, 2.5, 3L, &cell));
    printf("mixed %.6f\n", sum_mixed("dddddddddddi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12));
    printf("mixed %.6f\n", sum_mixed("iiiiiiiPQRdl", 1, 2, 3, 4, 5, 6, 7, p, q, r, 0.25, -1L));
    printf("mixed %.6f\n", sum_mixed("PQRPQR", p, q, r, p, q, r));
    char buf[100];
    int n = my_snprintf(buf, sizeof buf, "%s|%d|%5.2f|%c|%lx|%p", "str", -42, 3.14159, 'Z', 0xdeadbeefUL, (void *)0);
    printf("%s (%d)\n", buf, n);
    printf("%d %d %d %d %d %d %d %d %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %s %ld\n",
           1, 2, 3, 4, 5, 6, 7, 8, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, "end", -1L);
    return 0;
}
