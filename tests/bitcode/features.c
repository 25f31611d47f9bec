// Source for tests/bitcode.rs: clang-19 compiles it to .bc and .ll at several
// optimisation levels; kiln must print both alike. Exercises varargs, switch,
// computed goto, vectors, atomics, inline asm, wide and x87 constants.
#include <stdarg.h>
#include <stdatomic.h>
#include <string.h>
#include <stdlib.h>
struct S { int a; double b; char c[5]; long long d : 13; };
static struct S gs = {1, 2.5, "hey", 7};
_Atomic int counter;
__int128 wide = ((__int128)1 << 100) + 5;
long double ld = 3.25L;
typedef int v4si __attribute__((vector_size(16)));
int vsum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
int sw(int x) { switch (x) { case 1: return 10; case 5: return 20; case 100: return 7; default: return -1; } }
int cg(int x) { static void *tab[] = {&&a, &&b}; goto *tab[x & 1]; a: return 1; b: return 2; }
v4si vadd(v4si a, v4si b) { return a + b * 3; }
int at(void) { atomic_fetch_add(&counter, 3); int e = 0; atomic_compare_exchange_strong(&counter, &e, 5); __atomic_thread_fence(__ATOMIC_SEQ_CST); return atomic_load(&counter); }
unsigned asmf(unsigned x) { unsigned r; __asm__ volatile("bswap %0" : "=r"(r) : "0"(x)); return r; }
double fl(double a, float b) { return a / b + __builtin_fabs(a) - (a < b ? 1.0 : 2.0); }
int main(int argc, char **argv) { char *p = malloc(10); memset(p, 0, 10); struct S t = gs; t.d += argc; free(p); return vsum(3, 1, 2, 3) + sw(argc) + cg(argc) + at() + (int)asmf(argc) + (int)fl(argc, 2.0f) + (int)t.d + (int)ld + (int)wide; }
