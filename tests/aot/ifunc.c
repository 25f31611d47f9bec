/* An ifunc (STT_GNU_IFUNC) whose resolver picks an implementation. */
#include <stdio.h>
#include <stdlib.h>
static int impl_a(int x) { return x * 2; }
static int impl_b(int x) { return x * 3; }
static void *resolve_f(void) { return getenv("USE_B") ? (void *)impl_b : (void *)impl_a; }
int f(int) __attribute__((ifunc("resolve_f")));
int main(void) { printf("%d\n", f(21)); return 0; }
