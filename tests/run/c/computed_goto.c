// Computed goto (GNU labels as values): an interpreter dispatching through
// a static table of label addresses, labels reached from several places
// (their phis need moves on the indirect edges), a table of label offsets
// (`&&l - &&base`, the idiom for position-independent tables, computed in
// code), and label addresses that must be real code addresses: inside
// their function, distinct, and equal when taken twice.
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static long interp(const unsigned char *prog, long acc) {
    static void *const ops[] = {&&op_inc, &&op_dbl, &&op_neg, &&op_add3, &&op_halt};
    long steps = 0;
    const unsigned char *pc = prog;
    goto *ops[*pc++];
op_inc:
    acc += 1;
    steps++;
    goto *ops[*pc++];
op_dbl:
    acc *= 2;
    steps++;
    if (acc > 1000)
        goto op_neg;
    goto *ops[*pc++];
op_neg:
    acc = -acc;
    steps++;
    goto *ops[*pc++];
op_add3:
    acc += 3;
    steps++;
    goto *ops[*pc++];
op_halt:
    return acc * 100 + steps;
}

__attribute__((noinline)) static int offsets(int which) {
    int offs[] = {(int)(&&l0 - &&l0), (int)(&&l1 - &&l0), (int)(&&l2 - &&l0)};
    int r = 0;
    goto *(&&l0 + offs[which]);
l0:
    r += 1;
l1:
    r += 10;
l2:
    r += 100;
    return r;
}

static void *volatile keep;

__attribute__((noinline)) static int addresses(void) {
    void *a = &&first, *b = &&second, *a2 = &&first;
    keep = b;
    uintptr_t f = (uintptr_t)&addresses;
    int inside = (uintptr_t)a > f && (uintptr_t)a < f + 65536 && (uintptr_t)b > f &&
                 (uintptr_t)b < f + 65536;
    int ok = inside && a != b && a == a2;
    goto *keep;
first:
    return -1;
second:
    return ok;
}

int main(void) {
    static const unsigned char p1[] = {0, 1, 1, 0, 2, 3, 4};
    static const unsigned char p2[] = {3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 4};
    static const unsigned char p3[] = {4};
    printf("interp %ld %ld %ld\n", interp(p1, 3), interp(p2, -1), interp(p3, 7));
    printf("offsets %d %d %d\n", offsets(0), offsets(1), offsets(2));
    printf("addresses %d\n", addresses());
    return 0;
}
