// 256-bit GCC vector extensions (split into two SSE halves without AVX):
// int and double arithmetic, shifts, comparisons, element access, and
// vectors passed to and returned from functions.
#include <stdio.h>

typedef int v8si __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));

__attribute__((noinline)) v8si vwide(v8si a, v8si b) { return a * b - (a >> 2); }
__attribute__((noinline)) v8si vcmp(v8si a, v8si b) { return a < b; }
__attribute__((noinline)) v4df vd(v4df a, v4df b) { return a / b + a; }

int main(void) {
    v8si wa = {1, 2, 3, 4, -5, -6, -7, -8}, wb = {8, 7, 6, 5, 4, 3, 2, 1};
    v8si wr = vwide(wa, wb);
    printf("wide");
    for (int i = 0; i < 8; i++) printf(" %d", wr[i]);
    printf("\n");
    v8si c = vcmp(wa, wb);
    printf("cmp");
    for (int i = 0; i < 8; i++) printf(" %d", c[i]);
    printf("\n");
    v4df x = {1.0, -2.0, 0.5, 1e300}, y = {4.0, 8.0, -0.25, 1e-10};
    v4df z = vd(x, y);
    printf("double %a %a %a %a\n", z[0], z[1], z[2], z[3]);
    return 0;
}
