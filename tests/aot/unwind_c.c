/* Compiled by kiln (from clang-19's IR): frames that backtrace(), gdb and
   C++ exceptions must unwind through. Values kept live across the calls make
   the optimized build save callee-saved registers. */
#include <execinfo.h>
#include <stdio.h>

void thrower(int); /* C++, throws */
void leaf_hook(void); /* C++, a place for breakpoints */

__attribute__((noinline)) int kiln_leaf(int x) {
  void *buf[64];
  int n = backtrace(buf, 64);
  backtrace_symbols_fd(buf, n, 1);
  leaf_hook();
  return x + 1;
}

__attribute__((noinline)) int kiln_middle(int x) {
  volatile long pad[9];
  pad[2] = x;
  return kiln_leaf((int)pad[2] + 1) * 3;
}

int kiln_outer(int x) { return kiln_middle(x + 1) + 7; }

__attribute__((noinline)) int kiln_through(int a, int b, int c, int d) {
  int p = a * b, q = b * c, r = c * d, s = d * a, t = a + b + c + d;
  thrower(a);
  return p + q + r + s + t;
}

int kiln_pass(int a, int b) {
  int u = a * 3 + b, v = b * 5 - a;
  int w = kiln_through(a, b, u, v);
  return w + u * v;
}
