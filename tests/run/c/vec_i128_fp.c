// Conversions between vectors of 128-bit integers and of float/double
// (__builtin_convertvector: sitofp, uitofp, fptosi, fptoui on <2 x i128>,
// <4 x i128>), over small, large, negative and fractional values.
// The functions are static: kiln refuses these vectors in signatures that
// code built by LLVM may see (LLVM passes their lanes as integers).
#include <stdio.h>

typedef _BitInt(128) s2 __attribute__((ext_vector_type(2)));
typedef unsigned _BitInt(128) u2 __attribute__((ext_vector_type(2)));
typedef _BitInt(128) s4 __attribute__((ext_vector_type(4)));
typedef double d2 __attribute__((ext_vector_type(2)));
typedef float f2 __attribute__((ext_vector_type(2)));
typedef float f4 __attribute__((ext_vector_type(4)));

static __attribute__((noinline)) d2 s_to_d(s2 a) { return __builtin_convertvector(a, d2); }
static __attribute__((noinline)) f2 u_to_f(u2 a) { return __builtin_convertvector(a, f2); }
static __attribute__((noinline)) s2 d_to_s(d2 a) { return __builtin_convertvector(a, s2); }
static __attribute__((noinline)) u2 f_to_u(f2 a) { return __builtin_convertvector(a, u2); }
static __attribute__((noinline)) s4 f4_to_s(f4 a) { return __builtin_convertvector(a, s4); }

static void put(const char *n, unsigned _BitInt(128) x) {
  printf("%s %016llx%016llx\n", n, (unsigned long long)(x >> 64), (unsigned long long)x);
}

int main(void) {
  static const double ds[] = {0.0, 1.5, -2.75, 1e20, -1e30, 123456789.0, 3.0e37, -0.5, 1.7e38, 65536.0};
  for (int i = 0; i < 10; i++) {
    double x = ds[i], y = ds[(i + 3) % 10];
    s2 s = d_to_s((d2){x, y});
    put("d_to_s0", s.x); put("d_to_s1", s.y);
    d2 back = s_to_d(s);
    printf("s_to_d %a %a\n", back.x, back.y);
    f2 fx = {(float)(x < 0 ? -x : x), (float)(y < 0 ? -y : y)};
    u2 u = f_to_u(fx);
    put("f_to_u0", u.x); put("f_to_u1", u.y);
    f2 fu = u_to_f(u + (u2){(unsigned _BitInt(128))i << 100, 7});
    printf("u_to_f %a %a\n", fu.x, fu.y);
    s4 q = f4_to_s((f4){(float)x, (float)-y, 2.5f, -(float)i});
    put("f4_to_s0", q.x); put("f4_to_s3", q.w);
  }
  return 0;
}
