// Structs by value in C: many shapes passed and returned (clang coerces
// them to the SysV classes), large structs (byval/sret), unions,
// bit-fields, arrays inside structs, nested structs, many struct
// arguments (some on the stack), and function pointers taking structs.
#include <stdio.h>
#include <string.h>

struct I2 { int a, b; };
struct L2 { long a, b; };
struct D2 { double x, y; };
struct F2 { float x, y; };
struct F3 { float x, y, z; };
struct DL { double d; long l; };
struct LD { long l; double d; };
struct C3 { char a, b, c; };
struct S5 { short s[5]; };
struct Big { long a, b, c, d; int e; };
struct Mixed { char c; double d; short s; float f; };
union U { long l; double d; char c[8]; };
struct Bits { unsigned a : 3; signed b : 5; unsigned c : 12; unsigned long d : 40; };
struct Nest { struct I2 i; struct F2 f; };

__attribute__((noinline)) struct I2 mk_i2(int a, int b) { struct I2 r = {a, b}; return r; }
__attribute__((noinline)) struct L2 mk_l2(long a) { struct L2 r = {a, -a}; return r; }
__attribute__((noinline)) struct D2 mk_d2(double x) { struct D2 r = {x, x * 2}; return r; }
__attribute__((noinline)) struct F2 mk_f2(float x) { struct F2 r = {x, -x}; return r; }
__attribute__((noinline)) struct F3 mk_f3(float x) { struct F3 r = {x, x + 1, x + 2}; return r; }
__attribute__((noinline)) struct DL mk_dl(double d, long l) { struct DL r = {d, l}; return r; }
__attribute__((noinline)) struct LD mk_ld(long l, double d) { struct LD r = {l, d}; return r; }
__attribute__((noinline)) struct C3 mk_c3(char a) { struct C3 r = {a, (char)(a + 1), (char)(a + 2)}; return r; }
__attribute__((noinline)) struct S5 mk_s5(short x) { struct S5 r; for (int i = 0; i < 5; i++) r.s[i] = x * i; return r; }
__attribute__((noinline)) struct Big mk_big(long x) { struct Big r = {x, x + 1, x + 2, x + 3, (int)x * 10}; return r; }
__attribute__((noinline)) struct Mixed mk_mixed(char c) { struct Mixed r = {c, c * 1.5, (short)(c * 3), c / 4.0f}; return r; }
__attribute__((noinline)) union U mk_u(double d) { union U u; u.d = d; return u; }
__attribute__((noinline)) struct Bits mk_bits(int x) { struct Bits b; b.a = x; b.b = -x; b.c = x * 100; b.d = (unsigned long)x << 33; return b; }
__attribute__((noinline)) struct Nest mk_nest(int a) { struct Nest n = {{a, a * 2}, {a / 2.0f, a * 1.5f}}; return n; }

__attribute__((noinline)) long take_all(struct I2 i, struct L2 l, struct D2 d, struct F2 f, struct F3 f3,
                                        struct DL dl, struct LD ld, struct C3 c, struct S5 s, struct Big big,
                                        struct Mixed m, union U u, struct Bits b, struct Nest n) {
    long h = 0;
    h = h * 31 + i.a + i.b;
    h = h * 31 + l.a - l.b;
    h = h * 31 + (long)(d.x * 10 + d.y);
    h = h * 31 + (long)(f.x * 4 - f.y);
    h = h * 31 + (long)(f3.x + f3.y * 2 + f3.z * 3);
    h = h * 31 + (long)dl.d + dl.l;
    h = h * 31 + ld.l + (long)(ld.d * 8);
    h = h * 31 + c.a + c.b * 2 + c.c * 3;
    h = h * 31 + s.s[0] + s.s[4];
    h = h * 31 + big.a + big.d + big.e;
    h = h * 31 + m.c + (long)m.d + m.s + (long)(m.f * 4);
    h = h * 31 + (u.l & 0xffff);
    h = h * 31 + b.a + b.b + b.c + (long)(b.d >> 30);
    h = h * 31 + n.i.a + n.i.b + (long)(n.f.x * 2 + n.f.y * 2);
    return h;
}

// 10 struct arguments: later ones go on the stack
__attribute__((noinline)) double many_d2(struct D2 a, struct D2 b, struct D2 c, struct D2 d, struct D2 e,
                                         struct D2 f, struct L2 g, struct L2 h, struct L2 i, struct L2 j) {
    return a.x + b.y + c.x + d.y + e.x + f.y + g.a + h.b + i.a + j.b;
}

__attribute__((noinline)) struct Big modify(struct Big b) { b.a = -1; b.e++; return b; }

typedef struct DL (*dl_fn)(double, long);

int main(void) {
    struct I2 i = mk_i2(3, -4);
    struct L2 l = mk_l2(1234567890123L);
    struct D2 d = mk_d2(1.25);
    struct F2 f = mk_f2(2.5f);
    struct F3 f3 = mk_f3(0.5f);
    struct DL dl = mk_dl(-7.5, 99);
    struct LD ld = mk_ld(-99, 7.25);
    struct C3 c = mk_c3('a');
    struct S5 s = mk_s5(-300);
    struct Big big = mk_big(1000);
    struct Mixed m = mk_mixed(40);
    union U u = mk_u(1.0);
    struct Bits b = mk_bits(5);
    struct Nest n = mk_nest(9);
    printf("i2 %d %d\n", i.a, i.b);
    printf("l2 %ld %ld\n", l.a, l.b);
    printf("d2 %g %g\n", d.x, d.y);
    printf("f2 %g %g\n", f.x, f.y);
    printf("f3 %g %g %g\n", f3.x, f3.y, f3.z);
    printf("dl %g %ld\n", dl.d, dl.l);
    printf("ld %ld %g\n", ld.l, ld.d);
    printf("c3 %c%c%c\n", c.a, c.b, c.c);
    printf("s5 %d %d %d\n", s.s[0], s.s[2], s.s[4]);
    printf("big %ld %ld %ld %ld %d\n", big.a, big.b, big.c, big.d, big.e);
    printf("mixed %d %g %d %g\n", m.c, m.d, m.s, m.f);
    printf("union %016lx\n", u.l);
    printf("bits %u %d %u %lu\n", b.a, b.b, b.c, (unsigned long)b.d);
    printf("nest %d %d %g %g\n", n.i.a, n.i.b, n.f.x, n.f.y);
    printf("take_all %ld\n", take_all(i, l, d, f, f3, dl, ld, c, s, big, m, u, b, n));
    printf("many %g\n", many_d2(d, d, d, d, d, d, l, l, l, l));
    struct Big big2 = modify(big);
    printf("modify %ld %d / %ld %d\n", big.a, big.e, big2.a, big2.e);
    dl_fn fp = mk_dl;
    struct DL r = fp(0.5, 5);
    printf("fnptr %g %ld\n", r.d, r.l);
    struct Big arr[3];
    memset(arr, 0, sizeof arr);
    arr[1] = mk_big(7);
    arr[2] = arr[1];
    printf("array %ld %ld %d\n", arr[0].a, arr[2].c, arr[2].e);
    return 0;
}
