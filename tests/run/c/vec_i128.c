// Vectors of 128-bit integers (ext_vector_type of _BitInt(128) and
// unsigned __int128 with vector_size): arithmetic, shifts, division,
// compares, selects, lane access, shuffles, conversions and calls.
// The functions are static: kiln refuses these vectors in signatures that
// code built by LLVM may see (LLVM passes their lanes as integers).
#include <stdio.h>

typedef _BitInt(128) s2 __attribute__((ext_vector_type(2)));
typedef unsigned _BitInt(128) u2 __attribute__((ext_vector_type(2)));
typedef _BitInt(128) s4 __attribute__((ext_vector_type(4)));
typedef long long l2 __attribute__((ext_vector_type(2)));
typedef int i4 __attribute__((ext_vector_type(4)));
typedef unsigned __int128 v2u __attribute__((vector_size(32)));

static void put(const char *name, unsigned _BitInt(128) x) {
  printf("%s %016llx%016llx\n", name, (unsigned long long)(x >> 64), (unsigned long long)x);
}

static __attribute__((noinline)) s2 arith(s2 a, s2 b) { return (a + b) * (a - b) ^ (a | b); }
static __attribute__((noinline)) u2 shifts(u2 a, u2 n) { return (a << n) + (a >> (n + 1)); }
static __attribute__((noinline)) s2 sshift(s2 a, s2 n) { return a >> n; }
static __attribute__((noinline)) s2 divs(s2 a, s2 b) { return a / b + a % b; }
static __attribute__((noinline)) u2 divu(u2 a, u2 b) { return a / b * 3 + a % b; }
static __attribute__((noinline)) s2 cmpsel(s2 a, s2 b) { return a < b ? a : b - a; }
static __attribute__((noinline)) s2 cmpmask(u2 a, u2 b) { return (s2)(a >= b) + (s2)(a == b); }
static __attribute__((noinline)) s4 shuffle(s4 a, s2 b) { return __builtin_shufflevector(a, a, 3, 1, 0, 2) + (s4){b.x, b.y, b.y, b.x}; }
static __attribute__((noinline)) s2 widen(l2 a, i4 b) { return __builtin_convertvector(a, s2) * __builtin_convertvector(b.xy, s2); }
static __attribute__((noinline)) l2 narrow(s2 a) { return __builtin_convertvector(a >> 7, l2); }
static __attribute__((noinline)) _BitInt(128) lane(s4 a, int i) { return a[i & 3]; }
static __attribute__((noinline)) s4 setlane(s4 a, int i, _BitInt(128) v) { a[i & 3] = v; return a; }
static __attribute__((noinline)) v2u gnu(v2u a, v2u b) { return (a * b) ^ (b - a); }

int main(void) {
  static const unsigned long long seeds[][2] = {
    {0, 1}, {~0ull, ~0ull}, {0x8000000000000000ull, 0}, {12345, 0x7fffffffffffffffull},
    {0x0123456789abcdefull, 0xfedcba9876543210ull}, {3, ~0ull}, {~0ull, 0x8000000000000000ull},
  };
  int ns = sizeof seeds / sizeof seeds[0];
  for (int i = 0; i < ns; i++) {
    for (int j = 0; j < ns; j++) {
      unsigned _BitInt(128) x = ((unsigned _BitInt(128))seeds[i][1] << 64) | seeds[i][0];
      unsigned _BitInt(128) y = ((unsigned _BitInt(128))seeds[j][1] << 64) | seeds[j][0];
      s2 a = {(_BitInt(128))x, (_BitInt(128))(y ^ 0x55)};
      s2 b = {(_BitInt(128))y, (_BitInt(128))(x + 7)};
      s2 r = arith(a, b);
      put("arith0", r.x); put("arith1", r.y);
      u2 n = {(unsigned)(i * 19 + j) % 127, (unsigned)(j * 23 + 5) % 127};
      u2 s = shifts((u2)a, n);
      put("shl0", s.x); put("shl1", s.y);
      s2 sa = sshift(a, (s2)n);
      put("sar0", sa.x); put("sar1", sa.y);
      s2 bz = b;
      if (bz.x == 0) bz.x = 3;
      if (bz.y == 0) bz.y = -5;
      if (bz.x == -1) bz.x = 9;
      if (bz.y == -1) bz.y = 11;
      s2 d = divs(a, bz);
      put("divs0", d.x); put("divs1", d.y);
      u2 du = divu((u2)a, (u2)bz);
      put("divu0", du.x); put("divu1", du.y);
      s2 c = cmpsel(a, b);
      put("sel0", c.x); put("sel1", c.y);
      s2 m = cmpmask((u2)a, (u2)b);
      put("mask0", m.x); put("mask1", m.y);
      s4 q = {a.x, a.y, b.x, b.y};
      s4 sh = shuffle(q, a);
      put("shuf0", sh.x); put("shuf3", sh.w);
      l2 l = {(long long)seeds[i][0], (long long)seeds[j][1]};
      i4 k = {i - 3, j * 1000 - 2, 7, 8};
      s2 w = widen(l, k);
      put("widen0", w.x); put("widen1", w.y);
      l2 nr = narrow(a);
      printf("narrow %lld %lld\n", nr.x, nr.y);
      put("lane", lane(q, i + j));
      s4 st = setlane(q, i * j, (_BitInt(128))x * 3);
      put("set0", st.x); put("set1", st.y); put("set2", st.z); put("set3", st.w);
      v2u g = gnu((v2u){x, y}, (v2u){y, x + 1});
      put("gnu0", g[0]); put("gnu1", g[1]);
    }
  }
  return 0;
}
