/* kiln's line table against llc-19's (tests/debug_lines.rs): loops,
   branches, a switch, calls, an atomic read-modify-write loop (which splits
   a block during selection) and a function from another file. */
#include <stdio.h>
#include "lines_h.h"

static int counter;

static int square(int x) {
  int y = x * x;
  return y;
}

int sum_to(int n) {
  int total = 0;
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0)
      total += square(i);
    else
      total -= i;
  }
  return total;
}

int classify(int k) {
  int r;
  switch (k) {
  case 0:
    r = 10;
    break;
  case 1:
    r = 20;
    break;
  case 5:
    r = 30;
    break;
  case 9:
    r = 40;
    break;
  default:
    r = -1;
  }
  int old = __atomic_fetch_nand(&counter, r, __ATOMIC_SEQ_CST);
  r += old & 1;
  return clamp(r, 0, 35);
}

int main(int argc, char **argv) {
  int a = sum_to(10);
  int b = a + argc;
  for (int k = 0; k < 10; k++)
    b += classify(k);
  printf("%d %d\n", a, b);
  return b > 1000;
}
