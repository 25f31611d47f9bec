// Control flow from C: switch (dense, sparse, fallthrough, on char and
// long long), loops with break/continue, goto, computed goto (GNU labels as
// values), recursion (mutual, deep), setjmp/longjmp out of nested calls,
// a small bytecode interpreter, sorting with qsort and a hand-written
// quicksort, and the program's exit code (7).
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf env;
static int depth_reached;

__attribute__((noinline)) void dive(int d) {
    if (d == 50) { depth_reached = d; longjmp(env, d); }
    dive(d + 1);
}

__attribute__((noinline)) const char *classify(int c) {
    switch (c) {
    case 0: return "zero";
    case 1: case 2: case 3: return "small";
    case 4: return "four";
    case 5: return "five";
    case 6: return "six";
    case 7: return "seven";
    case 8: return "eight";
    case 100: return "hundred";
    case -1: return "minus one";
    case 1000000: return "million";
    default: return "other";
    }
}

__attribute__((noinline)) int fall(int x) {
    int r = 0;
    switch (x) {
    case 0: r += 1; /* fallthrough */
    case 1: r += 10; /* fallthrough */
    case 2: r += 100; break;
    case 3: r = -1;
    }
    return r;
}

__attribute__((noinline)) int llswitch(long long v) {
    switch (v) {
    case 0x100000000LL: return 1;
    case -0x100000000LL: return 2;
    case 5: return 3;
    case 0x7fffffffffffffffLL: return 4;
    default: return 0;
    }
}

__attribute__((noinline)) int run(const unsigned char *code, int acc) {
    static void *labels[] = {&&op_inc, &&op_dbl, &&op_neg, &&op_halt, &&op_jnz};
    int pc = 0, counter = 3;
#define NEXT goto *labels[code[pc++]]
    NEXT;
op_inc: acc++; NEXT;
op_dbl: acc *= 2; NEXT;
op_neg: acc = -acc; NEXT;
op_jnz: if (--counter) { pc = code[pc]; } else pc++; NEXT;
op_halt: return acc;
}

static int cmp(const void *a, const void *b) { return (*(const int *)a > *(const int *)b) - (*(const int *)a < *(const int *)b); }

static void quick(int *a, int lo, int hi) {
    if (lo >= hi) return;
    int p = a[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (a[i] < p) i++;
        while (a[j] > p) j--;
        if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    quick(a, lo, j);
    quick(a, i, hi);
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

int main(void) {
    int cases[] = {0, 1, 3, 4, 5, 6, 7, 8, 9, 100, -1, 1000000, 99};
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) printf("%d %s\n", cases[i], classify(cases[i]));
    for (int i = 0; i < 5; i++) printf("fall %d %d\n", i, fall(i));
    printf("ll %d %d %d %d %d\n", llswitch(0x100000000LL), llswitch(-0x100000000LL), llswitch(5), llswitch(0x7fffffffffffffffLL), llswitch(6));
    int s = 0;
    for (int i = 0; i < 100; i++) {
        if (i % 3 == 0) continue;
        if (i > 80) break;
        s += i;
    }
    printf("loop %d\n", s);
    int k = 0;
again:
    k += 2;
    if (k < 11) goto again;
    printf("goto %d\n", k);
    static const unsigned char prog[] = {0, 1, 4, 0, 2, 3};
    printf("interp %d\n", run(prog, 1));
    int r = setjmp(env);
    if (r == 0) dive(0);
    printf("longjmp %d %d\n", r, depth_reached);
    int a[64], b[64];
    unsigned x = 12345;
    for (int i = 0; i < 64; i++) { x = x * 1103515245u + 12345u; a[i] = b[i] = (int)(x >> 8) % 1000 - 500; }
    qsort(a, 64, sizeof a[0], cmp);
    quick(b, 0, 63);
    printf("sorted %d %d %d %d\n", a[0], a[63], memcmp(a, b, sizeof a) == 0, b[31]);
    printf("evenodd %d %d\n", is_even(1001), is_odd(100001));
    return 7;
}
