// Compiled by clang++-19: calls through kiln-compiled C frames, throws from
// below them and catches above them, checking its own callee-saved values.
#include <cstdio>
#include <cstdlib>

extern "C" int kiln_outer(int);
extern "C" int kiln_pass(int, int);

extern "C" void thrower(int a) {
  if (a > 0) throw a * 100;
}

extern "C" void leaf_hook(void) { std::fputs("hook\n", stdout); }

__attribute__((noinline)) static long spin(long k) {
  long a = k * 3, b = k * 5, c = k * 7, d = k * 11, e = k * 13, f = k * 17;
  long caught = 0;
  for (int i = 1; i <= 3; i++) {
    try {
      kiln_pass(i, i + 1);
    } catch (int v) {
      caught += v;
    }
    a += 1; b += 2; c += 3; d += 4; e += 5; f += 6;
  }
  return caught + a + b + c + d + e + f;
}

int main(int argc, char **argv) {
  if (argc > 1) {
    std::printf("outer %d\n", kiln_outer(1));
    return 0;
  }
  long r = spin(argc);
  // caught = 100 + 200 + 300; a..f start at 56 k and grow by 3 * 21
  std::printf("spin %ld\n", r);
  return r == 600 + 56 * argc + 63 ? 0 : 1;
}
