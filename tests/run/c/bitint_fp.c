// Conversions between _BitInt(N) and floating point on edge and
// pseudo-random values (results printed as bits): to N-bit integers from
// every floating-point type; from N-bit integers to double (llc-19, the
// reference, rounds wider-than-128-bit integers to float, half, x86_fp80
// and fp128 wrongly: uitofp i129 2^129-1 to float gives -0.0).
#include <stdio.h>
#include <string.h>

static unsigned long long seed = 0x2545f4914f6cdd1dULL;
static unsigned long long next64(void) {
  seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
  return seed;
}
static void bits(const char *tag, const void *p, int n) {
  unsigned char b[16] = {0};
  memcpy(b, p, n);
  printf(" %s:", tag);
  for (int i = n - 1; i >= 0; i--) printf("%02x", b[i]);
}

#define CONV(N)                                                                \
  typedef unsigned _BitInt(N) u##N;                                            \
  typedef signed _BitInt(N) s##N;                                              \
  static void out##N(u##N v) {                                                 \
    for (int i = ((N) - 1) / 64; i >= 0; i--)                                  \
      printf("%016llx", (unsigned long long)(v >> (64 * i)));                  \
  }                                                                            \
  __attribute__((noinline)) static void to_fp##N(u##N a) {                     \
    s##N s = (s##N)a;                                                          \
    double d = a, ds = s;                                                      \
    printf("i%d ", N); out##N(a);                                              \
    bits("d", &d, 8); bits("ds", &ds, 8);                                      \
    printf("\n");                                                              \
  }                                                                            \
  __attribute__((noinline)) static void from_fp##N(double d) {                 \
    double lim = 1.0;                                                          \
    for (int i = 0; i < (N) - 1 && i < 1100; i++) lim *= 2;                    \
    printf("i%d %a ->", N, d);                                                 \
    if (d > -lim && d < lim) {                                                 \
      s##N s = (s##N)d; printf(" sd "); out##N((u##N)s);                       \
      s = (s##N)(float)d; printf(" sf "); out##N((u##N)s);                     \
      s = (s##N)(long double)d; printf(" sl "); out##N((u##N)s);               \
      s = (s##N)(__float128)d; printf(" sq "); out##N((u##N)s);                \
      if (d > -65504 && d < 65504) {                                           \
        s = (s##N)(_Float16)d; printf(" sh "); out##N((u##N)s);                \
      }                                                                        \
    }                                                                          \
    if (d > -1 && d < lim * 2) {                                               \
      u##N u = (u##N)d; printf(" ud "); out##N(u);                             \
      u = (u##N)(long double)d; printf(" ul "); out##N(u);                     \
      u = (u##N)(__float128)d; printf(" uq "); out##N(u);                      \
    }                                                                          \
    printf("\n");                                                              \
  }                                                                            \
  static void test##N(void) {                                                  \
    /* Element by element: clang-19 copies an initialized array of      */   \
    /* _BitInt(129) with a memcpy longer than the array.                  */   \
    u##N v[8];                                                                 \
    v[0] = 0; v[1] = 1; v[2] = ~(u##N)0; v[3] = (u##N)1 << ((N) - 1);          \
    v[4] = v[3] - 1; v[5] = (u##N)(s##N)-3;                                    \
    for (int i = 6; i < 8; i++) {                                              \
      unsigned long long w[((N) + 63) / 64];                                   \
      for (int k = 0; k < ((N) + 63) / 64; k++) w[k] = next64();               \
      memcpy(&v[i], w, sizeof w < sizeof v[i] ? sizeof w : sizeof v[i]);       \
      v[i] >>= next64() % (N);                                                 \
    }                                                                          \
    for (int i = 0; i < 8; i++) to_fp##N(v[i]);                                \
    double ds[] = {0.0, -0.0, 0.75, -0.75, 1.5, -2.5, 12345.678, -98765.4321,  \
                   0x1.fffffffffffffp+62, 0x1p+64, 0x1.23456789abcdep+100,      \
                   -0x1.fedcba9876543p+120, 0x1.5p+150, -0x1.9p+199, 0x1p+254,  \
                   0x1.234p+500, -0x1.8p+998};                                 \
    for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) from_fp##N(ds[i]); \
  }

CONV(65)
CONV(100)
CONV(127)
CONV(129)
CONV(136)
CONV(200)
CONV(256)
CONV(512)
CONV(1000)

int main(void) {
  test65(); test100(); test127(); test129(); test136(); test200(); test256();
  test512(); test1000();
  return 0;
}
