/* float and double through kiln's one-pass -O0 path: arithmetic, negation,
   every comparison with NaNs, conversions of every width, many arguments
   (some on the stack), variadic calls, values live across calls. Compared
   with the native build. */
#include <stdio.h>
#include <string.h>
#include <math.h>

__attribute__((noinline)) double mix(double a, float b, int c, double d, float e, long f,
                                     double g, double h, double i, double j, double k,
                                     float l, double m) {
  return a + b * c - d / e + f + g * h - i + j * k + l - m;
}
__attribute__((noinline)) float half(float x) { return x * 0.5f; }
__attribute__((noinline)) double neg(double x) { return -x; }
__attribute__((noinline)) float negf(float x) { return -x; }

static void compare(double a, double b) {
  printf("%d%d%d%d%d%d ", a == b, a != b, a < b, a <= b, a > b, a >= b);
  printf("%d%d%d%d ", !(a < b), !(a >= b), isunordered(a, b), !isunordered(a, b));
  float fa = (float)a, fb = (float)b;
  printf("%d%d%d%d%d%d\n", fa == fb, fa != fb, fa < fb, fa <= fb, fa > fb, fa >= fb);
}

/* Only conversions whose result is in range (others are undefined). */
static void convert(double x) {
  double a = x < 0 ? -x : x;
  signed char sc = a < 127 ? (signed char)x : 0;
  short ss = a < 32767 ? (short)x : 0;
  int si = a < 2147483647.0 ? (int)x : 0;
  long sl = (long)x;
  unsigned char uc = a < 255 ? (unsigned char)a : 0;
  unsigned short us = a < 65535 ? (unsigned short)a : 0;
  unsigned ui = a < 4294967295.0 ? (unsigned)a : 0;
  float f = (float)x;
  printf("%d %d %d %ld %u %u %u %.9g %.17g %.9g %.17g\n", sc, ss, si, sl, uc, us, ui, f,
         (double)f, (float)si, (double)sl);
  printf("%.9g %.9g %.17g %.17g %.17g\n", (float)sc, (float)ss, (double)uc, (double)us,
         (double)ui);
}

int main(int argc, char **argv) {
  (void)argv;
  double vals[] = {0.0, -0.0, 1.5, -2.75, 1e300, -1e-300, 123456.789, NAN, INFINITY, -INFINITY};
  int n = sizeof vals / sizeof vals[0];
  for (int i = 0; i < n; i++) {
    double neg_v = neg(vals[i]);
    float negf_v = negf((float)vals[i]);
    printf("%g %g %d %d\n", neg_v, negf_v, signbit(neg_v) != 0, signbit(negf_v) != 0);
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j += 3) compare(vals[i], vals[j]);
  double xs[] = {0.0, 0.4, -0.6, 1.5, -127.9, 200.25, 70000.5, -40000.75, 3e9, 12345678.9};
  for (int i = 0; i < 10; i++) convert(xs[i]);
  double acc = argc, prod = 1.0;
  float facc = 0.25f;
  for (int i = 1; i <= 20; i++) {
    acc += mix(acc, facc, i, 3.0, 2.0f, i * 7L, 0.5, 4.0, 1.0, 2.0, 3.0, 0.125f, acc / 8);
    prod *= 1.0 + half((float)i);
    facc = half(facc) + (float)i;
  }
  printf("%.17g %.17g %.9g\n", acc, prod, facc);
  unsigned long bits;
  double d = -1234.5e-7;
  memcpy(&bits, &d, sizeof d);
  unsigned fbits;
  float fl = 3.25f;
  memcpy(&fbits, &fl, sizeof fl);
  printf("%lx %x %.17g\n", bits, fbits, (double)fl * d);
  return 0;
}
