/* Code-model test: a 2.25 GiB zero array puts the data after it more than
 * 2 GiB away from the code, which only the medium and large models reach.
 * Also function pointers, a jump table, strings, floating-point constants,
 * thread-local data, libc calls and an unwinder walk (backtrace). */
#include <execinfo.h>
#include <stdio.h>
#include <string.h>

static char huge[9UL << 28];
static int table[8] = {1, 2, 3, 5, 8, 13, 21, 34};
int counter = 7;
static const char *names[] = {"zero", "one", "two", "three"};
static _Thread_local int tls_counter = 3;

static int add(int a, int b) { return a + b; }
int mul(int a, int b) { return a * b; }
static int (*ops[])(int, int) = {add, mul};

static double scale(double x) { return x * 1.5 + 0.25; }

int pick(int i) {
    switch (i) {
    case 0: return 11;
    case 1: return 22;
    case 2: return 33;
    case 3: return 44;
    case 4: return 55;
    default: return -1;
    }
}

__attribute__((noinline)) int depth(int n) {
    if (n == 0) {
        void *frames[32];
        return backtrace(frames, 32);
    }
    return depth(n - 1) + 0 * counter;
}

int main(int argc, char **argv) {
    (void)argv;
    long sum = 0;
    for (int i = 0; i < 8; i++)
        sum += table[i] * counter;
    huge[0] = 'a';
    huge[sizeof huge - 1] = 'z';
    memset(huge + (2UL << 30), 'm', 4096);
    for (int i = 0; i < 4; i++)
        printf("%s %d %d\n", names[i], ops[i & 1](i, 3), pick(i));
    tls_counter += argc;
    printf("sum %ld %.3f %c%c%c %d\n", sum, scale((double)sum), huge[0],
           huge[(2UL << 30) + 100], huge[sizeof huge - 1], tls_counter);
    printf("frames %d\n", depth(5));
    printf("table at +%s2 GiB from main\n",
           (unsigned long)((char *)table - (char *)main) > (2UL << 30) ? ">" : "<");
    return (int)(sum & 0x7f);
}
