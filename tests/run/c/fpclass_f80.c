// llvm.is.fpclass (__builtin_isfpclass with every one of the 1024 masks) and
// the classification macros on every x86_fp80 encoding class: zeros,
// denormals, pseudo-denormals (exponent 0, integer bit set), normals,
// unnormals (integer bit clear), infinities, pseudo-infinities, quiet and
// signalling NaNs, pseudo-NaNs; both signs. Also comparisons, conversions and
// printing of the non-canonical values, and the float/double/_Float16/
// __float128 edge cases (signalling and quiet NaNs, subnormals, infinities,
// signed zeros).
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define M1(x, m) r[m] = __builtin_isfpclass(x, m);
#define M4(x, m) M1(x, m) M1(x, m + 1) M1(x, m + 2) M1(x, m + 3)
#define M16(x, m) M4(x, m) M4(x, m + 4) M4(x, m + 8) M4(x, m + 12)
#define M64(x, m) M16(x, m) M16(x, m + 16) M16(x, m + 32) M16(x, m + 48)
#define M256(x, m) M64(x, m) M64(x, m + 64) M64(x, m + 128) M64(x, m + 192)
#define M1024(x) M256(x, 0) M256(x, 256) M256(x, 512) M256(x, 768)

// Every mask, 4 masks a hex digit (mask 4k+3 is the digit's high bit).
static void print_masks(const unsigned char *r) {
  for (int i = 0; i < 1024; i += 4) putchar("0123456789abcdef"[r[i] | r[i + 1] << 1 | r[i + 2] << 2 | r[i + 3] << 3]);
  putchar('\n');
}

// The single-class masks, their complements and the named tests, as a word
// of bits (readable when a line differs).
#define SINGLE(x)                                                                       \
  (__builtin_isfpclass(x, 1) | __builtin_isfpclass(x, 2) << 1 | __builtin_isfpclass(x, 4) << 2 | \
   __builtin_isfpclass(x, 8) << 3 | __builtin_isfpclass(x, 16) << 4 | __builtin_isfpclass(x, 32) << 5 | \
   __builtin_isfpclass(x, 64) << 6 | __builtin_isfpclass(x, 128) << 7 | __builtin_isfpclass(x, 256) << 8 | \
   __builtin_isfpclass(x, 512) << 9)
#define COMPL(x)                                                                              \
  (__builtin_isfpclass(x, 1022) | __builtin_isfpclass(x, 1021) << 1 | __builtin_isfpclass(x, 1019) << 2 | \
   __builtin_isfpclass(x, 1015) << 3 | __builtin_isfpclass(x, 1007) << 4 | __builtin_isfpclass(x, 991) << 5 | \
   __builtin_isfpclass(x, 959) << 6 | __builtin_isfpclass(x, 895) << 7 | __builtin_isfpclass(x, 767) << 8 | \
   __builtin_isfpclass(x, 511) << 9)
#define NAMED(x)                                                                         \
  (!!isnan(x) | !!isinf(x) << 1 | !!isfinite(x) << 2 | !!isnormal(x) << 3 | !!signbit(x) << 4 | \
   __builtin_issignaling(x) << 5 | (x != x) << 6 | (x == x) << 7 | (x < 1) << 8 | (x >= -1) << 9 | \
   __builtin_isless(x, 1) << 10 | __builtin_isunordered(x, x) << 11 | !!__builtin_isinf_sign(x) << 12 | \
   (__builtin_isinf_sign(x) < 0) << 13 | fpclassify(x) << 14)

#define NAMED_FN(T, name)                                                                             \
  __attribute__((noinline)) void named_##name(T x) { printf("%03x %03x %05x\n", SINGLE(x), COMPL(x), NAMED(x)); }
#define MASKS_FN(T, name)                                                                             \
  __attribute__((noinline)) void masks_##name(T x) {                                                 \
    unsigned char r[1024];                                                                          \
    M1024(x)                                                                                        \
    print_masks(r);                                                                                 \
  }

// Every mask on x86_fp80 and on double (the other formats share double's
// mask logic and differ in the field widths, which the single-class masks
// and their complements cover).
NAMED_FN(long double, f80)
MASKS_FN(long double, f80)
NAMED_FN(double, f64)
MASKS_FN(double, f64)
NAMED_FN(float, f32)
NAMED_FN(_Float16, f16)
NAMED_FN(__float128, f128)

// x86_fp80 encodings: significand (bit 63 is the explicit integer bit) and
// exponent; each also with the sign bit set.
static const struct { uint64_t m; uint16_t e; const char *what; } f80[] = {
    {0, 0, "zero"},
    {1, 0, "smallest denormal"},
    {0x7fffffffffffffffull, 0, "largest denormal"},
    {0x8000000000000000ull, 0, "pseudo-denormal 1.0p-16382"},
    {0x8000000000000001ull, 0, "pseudo-denormal"},
    {0xffffffffffffffffull, 0, "largest pseudo-denormal"},
    {0x8000000000000000ull, 1, "smallest normal"},
    {0x8000000000000000ull, 0x3fff, "one"},
    {0xffffffffffffffffull, 0x7ffe, "largest normal"},
    {0, 1, "unnormal zero significand"},
    {0x4000000000000000ull, 0x3fff, "unnormal 0.5"},
    {0x7fffffffffffffffull, 0x7ffe, "largest unnormal"},
    {0x8000000000000000ull, 0x7fff, "infinity"},
    {0, 0x7fff, "pseudo-infinity"},
    {1, 0x7fff, "pseudo-NaN smallest"},
    {0x3fffffffffffffffull, 0x7fff, "pseudo-NaN signalling pattern"},
    {0x4000000000000000ull, 0x7fff, "pseudo-NaN quiet pattern"},
    {0x7fffffffffffffffull, 0x7fff, "pseudo-NaN largest"},
    {0x8000000000000001ull, 0x7fff, "signalling NaN smallest"},
    {0xbfffffffffffffffull, 0x7fff, "signalling NaN largest"},
    {0xc000000000000000ull, 0x7fff, "quiet NaN (indefinite)"},
    {0xffffffffffffffffull, 0x7fff, "quiet NaN largest"},
};

static const uint64_t f64[] = {0, 1, 0x000fffffffffffffull, 0x0010000000000000ull, 0x3ff0000000000000ull,
                               0x7fefffffffffffffull, 0x7ff0000000000000ull, 0x7ff0000000000001ull,
                               0x7ff7ffffffffffffull, 0x7ff8000000000000ull, 0x7fffffffffffffffull};
static const uint32_t f32[] = {0, 1, 0x007fffff, 0x00800000, 0x3f800000, 0x7f7fffff,
                               0x7f800000, 0x7f800001, 0x7fbfffff, 0x7fc00000, 0x7fffffff};
static const uint16_t f16[] = {0, 1, 0x03ff, 0x0400, 0x3c00, 0x7bff, 0x7c00, 0x7c01, 0x7dff, 0x7e00, 0x7fff};
// __float128: high 64 bits (the low 64 bits are 1 for the *1 entries).
static const struct { uint64_t hi, lo; } f128[] = {
    {0, 0}, {0, 1}, {0x0000ffffffffffffull, ~0ull}, {0x0001000000000000ull, 0}, {0x3fff000000000000ull, 0},
    {0x7ffeffffffffffffull, ~0ull}, {0x7fff000000000000ull, 0}, {0x7fff000000000000ull, 1},
    {0x7fff7fffffffffffull, ~0ull}, {0x7fff800000000000ull, 0}, {0x7fffffffffffffffull, ~0ull}};

int main(void) {
  for (unsigned i = 0; i < sizeof f80 / sizeof f80[0]; i++) {
    for (int neg = 0; neg < 2; neg++) {
      unsigned char b[16] = {0};
      uint16_t se = f80[i].e | (uint16_t)(neg << 15);
      memcpy(b, &f80[i].m, 8);
      memcpy(b + 8, &se, 2);
      volatile long double vx;
      memcpy((void *)&vx, b, 16);
      long double x = vx;
      printf("f80 %c%s: ", neg ? '-' : '+', f80[i].what);
      named_f80(x);
      masks_f80(x);
      // Neighbours: arithmetic, conversions and printing of the encoding.
      volatile double d = (double)x;
      volatile float f = (float)x;
      long double y = x + 0.0L;
      uint64_t dbits, ybits;
      uint32_t fbits;
      memcpy(&dbits, (void *)&d, 8);
      memcpy(&fbits, (void *)&f, 4);
      memcpy(&ybits, &y, 8);
      uint16_t yse;
      memcpy(&yse, (char *)&y + 8, 2);
      printf("  double %016llx float %08x x+0 %04x:%016llx %Lg %La\n", (unsigned long long)dbits, fbits, yse,
             (unsigned long long)ybits, x, x);
    }
  }
  for (unsigned i = 0; i < sizeof f64 / sizeof f64[0]; i++)
    for (int neg = 0; neg < 2; neg++) {
      uint64_t u = f64[i] | (uint64_t)neg << 63;
      volatile double v;
      memcpy((void *)&v, &u, 8);
      printf("f64 %016llx: ", (unsigned long long)u);
      named_f64(v);
      masks_f64(v);
      long double w = v;
      printf("  fpext ");
      named_f80(w);
    }
  for (unsigned i = 0; i < sizeof f32 / sizeof f32[0]; i++)
    for (int neg = 0; neg < 2; neg++) {
      uint32_t u = f32[i] | (uint32_t)neg << 31;
      volatile float v;
      memcpy((void *)&v, &u, 4);
      printf("f32 %08x: ", u);
      named_f32(v);
    }
  for (unsigned i = 0; i < sizeof f16 / sizeof f16[0]; i++)
    for (int neg = 0; neg < 2; neg++) {
      uint16_t u = f16[i] | (uint16_t)(neg << 15);
      volatile _Float16 v;
      memcpy((void *)&v, &u, 2);
      printf("f16 %04x: ", u);
      named_f16(v);
    }
  for (unsigned i = 0; i < sizeof f128 / sizeof f128[0]; i++)
    for (int neg = 0; neg < 2; neg++) {
      uint64_t w[2] = {f128[i].lo, f128[i].hi | (uint64_t)neg << 63};
      volatile __float128 v;
      memcpy((void *)&v, w, 16);
      printf("f128 %016llx%016llx: ", (unsigned long long)w[1], (unsigned long long)w[0]);
      named_f128(v);
    }
  return 0;
}
