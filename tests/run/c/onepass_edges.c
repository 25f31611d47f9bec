/* Edge cases of kiln's one-pass -O0 code generator (isel/src/onepass):
   phis from && and ||, switches of every width, calls with stack
   arguments and values live across them, division and shifts of narrow
   types, i1 arithmetic, small memcpy/memmove/memset, selects and indirect
   calls. Compared with the native build. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

typedef long (*binop)(long, long);
static long add(long a, long b) { return a + b; }
static long sub(long a, long b) { return a - b; }

__attribute__((noinline)) long eight(long a, long b, long c, long d, long e, long f, long g, long h) {
  return a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8;
}
__attribute__((noinline)) int narrow_args(signed char a, unsigned char b, short c, unsigned short d, _Bool e) {
  return a * 1000 + b * 100 + c * 10 + d + (e ? 7 : 0);
}
__attribute__((noinline)) signed char ret_sc(int x) { return (signed char)x; }
__attribute__((noinline)) unsigned short ret_us(int x) { return (unsigned short)x; }
__attribute__((noinline)) _Bool ret_b(int x) { return x & 4; }

static int sw8(unsigned char c) {
  switch (c) { case 0: return 1; case 200: return 2; case 255: return 3; default: return 4; }
}
static int sw64(int64_t x) {
  switch (x) {
  case -1: return 10; case 0x7fffffffffffLL: return 11; case INT64_MIN: return 12;
  case 5: case 6: case 7: return 13; default: return 14;
  }
}
static int swb(_Bool b) { switch ((int)b) { case 1: return 20; default: return 21; } }

static unsigned div_mix(unsigned char a, signed char b, short c, unsigned short d, int e, long f) {
  unsigned r = 0;
  r += a / 7 + a % 7;
  r += (unsigned)(b / 3) + (unsigned)(b % 3);
  r += (unsigned)(c / -5) + (unsigned)(c % -5);
  r += d / 9u + d % 9u;
  r += (unsigned)(e / 11) + (unsigned)(e % 11);
  r += (unsigned)(f / 13) + (unsigned)(f % 13);
  r += (unsigned)((unsigned long)f / 17u);
  return r;
}

static long shifts(unsigned char a, signed char b, short c, int n, long m) {
  long r = 0;
  r += (unsigned char)(a >> (n & 7));
  r += (signed char)(b >> (n & 7));
  r += (short)(c >> (n & 15));
  r += (unsigned char)(a << (n & 7));
  r += (long)((unsigned long)m >> (n & 63));
  r += m >> (n & 63);
  r += (long)(1u << (n & 31));
  return r;
}

struct S { char c[13]; int x; };
/* A constant first operand of a commutative operation whose second
   operand is a load folded into it ('0' + p->x): the constant cannot
   move second. */
__attribute__((noinline)) int const_first(struct S *p) {
  return ('0' + p->x) * 1000000 + (0xf0 & p->x) * 1000 + (3 | p->x) + (5 ^ p->x);
}

int main(int argc, char **argv) {
  (void)argv;
  long live1 = argc * 3, live2 = argc * 5, live3 = argc * 7;
  long t = eight(1, 2, 3, 4, 5, 6, 7, 8);
  /* values live across calls, more than the callee-saved registers */
  long a = live1 + 1, b = live2 + 2, c = live3 + 3, d = t + 4, e = t + 5, f = t + 6, g = t + 7;
  long t2 = eight(a, b, c, d, e, f, g, t);
  printf("%ld %ld %ld %ld %ld %ld %ld %ld %ld\n", t, t2, a, b, c, d, e, f, g);
  printf("%d %d %d %d\n", narrow_args(-5, 250, -300, 65000, 1), ret_sc(300), ret_us(-1), ret_b(12));
  for (int i = -3; i < 260; i += 37) printf("%d/%d ", sw8((unsigned char)i), sw64(i));
  printf("%d %d %d %d %d\n", sw64(-1), sw64(0x7fffffffffffLL), sw64(INT64_MIN), swb(argc > 0), swb(argc < 0));
  for (int i = 0; i < 6; i++) {
    int x = i * 37 - 90;
    int land = x > 0 && x < 50, lor = x < -50 || x > 100;
    printf("[%d %d %u %ld] ", land, lor, div_mix(x, x, x * 91, x * 300, x * 1001, x * 100003L),
           shifts(x, x, x * 50, i * 13 + 1, x * 1234567L));
  }
  printf("\n");
  struct S s1, s2;
  memset(&s1, 0x5a, sizeof s1);
  memcpy(&s2, &s1, sizeof s1);
  s2.x = 77;
  char buf[16] = "abcdefghijklmno";
  memmove(buf + 1, buf, 8);
  memmove(buf + 9, buf + 10, 4);
  printf("%d %d %s\n", s2.c[12], s2.x, buf);
  printf("%d\n", const_first(&s2));
  binop ops[2] = {add, sub};
  long acc = 0;
  for (int i = 0; i < 10; i++) acc = ops[i & 1](acc, i) * (i % 3 == 0 ? 2 : 1);
  _Bool b1 = argc, b2 = !argc;
  int bits = (b1 + b2) + (b1 ^ b2) * 2 + (b1 & b2) * 4 + (b1 < b2) * 8 + ((signed char)b1 > (signed char)b2) * 16;
  printf("%ld %d %d\n", acc, bits, argc > 1 ? 100 : argc == 1 ? 200 : 300);
  return 0;
}
