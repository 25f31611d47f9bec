// Patterns the -O2 selection rules fold, with their edge cases: bit-field
// indices scaled by 16/32-byte elements (masked or not, 32 and 64 bits,
// shift equal to the scale), branches on && / || with phis, compares
// branched on in later blocks, count-zeros whose zero input is undefined,
// zext of loaded bytes, switches on loaded opcodes, struct fields reached
// by read-modify-write from several blocks, phi constants on split edges.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct { int64_t a, b; } Pair;
typedef struct { int64_t v[4]; } Quad;
typedef struct { int count, total; unsigned char tag, pad[3]; int hist[8]; } Stats;

__attribute__((noinline)) static int64_t field16(const Pair *base, uint32_t i) {
    return base[(i >> 7) & 255].a + base[(i >> 16) & 15].b + base[i >> 28].a;
}

__attribute__((noinline)) static int64_t field32(const Quad *base, uint64_t i) {
    return base[(i >> 5) & 7].v[1] + base[(i >> 40) & 3].v[3] + base[i >> 62].v[0];
}

__attribute__((noinline)) static int both(int a, int b, int c) {
    int r = 0;
    if (a < b && b != c) r += 1;
    if (a > c || b == 0) r += 10;
    if ((a & 1) && (b & 2) && c > 3) r += 100;
    return r;
}

__attribute__((noinline)) static int later(unsigned a, unsigned b, int *p) {
    int big = a > b;
    int r = 0;
    if (*p) {
        *p += 1;
        if (big) r = 5;
    } else {
        if (!big) r = 7;
    }
    return r;
}

__attribute__((noinline)) static int zeros(uint64_t x, uint32_t y) {
    return __builtin_ctzll(x) + __builtin_clz(y) * 100 + __builtin_clzll(x) * 10000;
}

__attribute__((noinline)) static int bytes(const unsigned char *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        unsigned c = p[i];
        s += c * 3 + (int)(c >> 7);
        if (c == 200) s ^= (int)c;
    }
    return s;
}

__attribute__((noinline)) static int dispatch(const unsigned char *ops, int n) {
    int acc = 1;
    for (int i = 0; i < n; i++) {
        switch (ops[i]) {
        case 10: acc += 3; break;
        case 11: acc *= 2; break;
        case 12: acc -= 7; break;
        case 13: acc ^= 0x55; break;
        case 14: acc = acc % 1000; break;
        case 15: acc += i; break;
        default: acc -= 1;
        }
    }
    return acc;
}

__attribute__((noinline)) static void record(Stats *s, int v) {
    s->count++;
    if (v > 0) s->total += v;
    else s->total -= 1;
    s->hist[v & 7]++;
    s->tag = (unsigned char)(s->tag + v);
}

__attribute__((noinline)) static int pick(int a, int b) {
    int r;
    if (a < b) r = 12345;
    else if (a == b) r = -6;
    else r = a * b;
    return r + 1;
}

int main(void) {
    Pair pairs[256];
    Quad quads[8];
    for (int i = 0; i < 256; i++) pairs[i] = (Pair){i * 3 - 100, i * 7 + 1};
    for (int i = 0; i < 8; i++)
        for (int k = 0; k < 4; k++) quads[i].v[k] = i * 10 + k;
    int64_t h = 0;
    for (uint32_t i = 1; i; i = i * 2654435761u + 12345u) {
        h = h * 31 + field16(pairs, i);
        if ((i & 0xfff) == 0x123) break;
        if (h == 42) break;
        static int n;
        if (++n > 5000) break;
    }
    printf("field16 %lld\n", (long long)h);
    h = 0;
    uint64_t w = 7;
    for (int k = 0; k < 200; k++, w = w * 3 + 0x123456789ull) h = h * 7 + field32(quads, w);
    printf("field32 %lld %lld\n", (long long)h, (long long)field32(quads, ~0ull));
    int t = 0;
    for (int a = -3; a < 6; a++)
        for (int b = -3; b < 6; b++)
            for (int c = -3; c < 6; c++) t = t * 3 + both(a, b, c);
    printf("both %d\n", t);
    int cell = 0;
    t = 0;
    for (unsigned a = 0; a < 20; a++)
        for (unsigned b = 0; b < 20; b++) {
            cell = (int)((a ^ b) & 1);
            t = t * 5 + later(a, b, &cell) + cell;
        }
    printf("later %d\n", t);
    t = 0;
    for (uint64_t x = 1; x; x <<= 1) t += zeros(x | (x << 7), (uint32_t)(x >> 3) | 1u);
    printf("zeros %d\n", t);
    unsigned char buf[300];
    for (int i = 0; i < 300; i++) buf[i] = (unsigned char)(i * 37 + 11);
    printf("bytes %d\n", bytes(buf, 300));
    for (int i = 0; i < 300; i++) buf[i] = (unsigned char)(8 + (i * 7) % 10);
    printf("dispatch %d\n", dispatch(buf, 300));
    Stats s;
    memset(&s, 0, sizeof s);
    for (int v = -20; v < 50; v++) record(&s, v * 3);
    printf("record %d %d %d %d %d\n", s.count, s.total, s.tag, s.hist[0], s.hist[5]);
    t = 0;
    for (int a = -4; a < 4; a++)
        for (int b = -4; b < 4; b++) t = t * 3 + pick(a, b);
    printf("pick %d\n", t);
    return 0;
}
