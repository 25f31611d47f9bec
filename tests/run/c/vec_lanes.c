// Vector lanes by constant index: extract, insert, build, shuffle, for every
// 32- and 64-bit lane type and the 8/16-bit ones, checked lane by lane.
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <emmintrin.h>

typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef int32_t v4i __attribute__((vector_size(16)));
typedef int64_t v2l __attribute__((vector_size(16)));
typedef int16_t v8s __attribute__((vector_size(16)));
typedef int8_t v16b __attribute__((vector_size(16)));
typedef float v2f __attribute__((vector_size(8)));
typedef float v8f __attribute__((vector_size(32)));

static unsigned long long h = 1469598103934665603ULL;
static void mix(const void *p, size_t n) {
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 1099511628211ULL;
}
#define MIX(x) mix(&(x), sizeof(x))

__attribute__((noinline)) v4f mk(float a, float b) { return (v4f){0.0f, a, b, 0.0f}; }
__attribute__((noinline)) v4f mk4(float a, float b, float c, float d) { return (v4f){a, b, c, d}; }
__attribute__((noinline)) v2d mk2(double a, double b) { return (v2d){a, b}; }
__attribute__((noinline)) v4i mki(int a, int b, int c, int d) { return (v4i){a, b, c, d}; }
__attribute__((noinline)) v2l mkl(int64_t a, int64_t b) { return (v2l){a, b}; }
__attribute__((noinline)) v8s mks(short a, short b) { return (v8s){a, b, a, b, b, a, 7, -9}; }
__attribute__((noinline)) v16b mkb(signed char a, signed char b) {
    return (v16b){a, b, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, b, a};
}
__attribute__((noinline)) v2f mkf2(float a, float b) { return (v2f){b, a}; }
__attribute__((noinline)) v8f mk8(float a, float b) { return (v8f){a, 1, 2, 3, 4, 5, b, 7}; }

__attribute__((noinline)) float ex4(v4f v, int k) {
    switch (k) { case 0: return v[0]; case 1: return v[1]; case 2: return v[2]; default: return v[3]; }
}
__attribute__((noinline)) double ex2(v2d v, int k) { return k ? v[1] : v[0]; }
__attribute__((noinline)) int exi(v4i v, int k) {
    switch (k) { case 0: return v[0]; case 1: return v[1]; case 2: return v[2]; default: return v[3]; }
}
__attribute__((noinline)) int64_t exl(v2l v, int k) { return k ? v[1] : v[0]; }
__attribute__((noinline)) int exs(v8s v) { return v[0] + v[3] * 3 + v[7] * 5; }
__attribute__((noinline)) int exb(v16b v) { return v[0] + v[5] * 3 + v[15] * 5; }
__attribute__((noinline)) float exf8(v8f v) { return v[1] + v[6] * 2 + v[7]; }

__attribute__((noinline)) v4f ins4(v4f v, float x, int k) {
    switch (k) { case 0: v[0] = x; break; case 1: v[1] = x; break; case 2: v[2] = x; break; default: v[3] = x; }
    return v;
}
__attribute__((noinline)) v2d ins2(v2d v, double x, int k) { if (k) v[1] = x; else v[0] = x; return v; }
__attribute__((noinline)) v4i insi(v4i v, int x, int k) {
    switch (k) { case 0: v[0] = x; break; case 1: v[1] = x; break; case 2: v[2] = x; break; default: v[3] = x; }
    return v;
}
__attribute__((noinline)) v2l insl(v2l v, int64_t x, int k) { if (k) v[1] = x; else v[0] = x; return v; }
__attribute__((noinline)) v8s inss(v8s v, short x) { v[2] = x; v[7] = x + 1; return v; }
__attribute__((noinline)) v16b insb(v16b v, signed char x) { v[1] = x; v[14] = x - 1; return v; }
__attribute__((noinline)) v4f varins(v4f v, float x, int k) { v[k & 3] = x; return v; }
__attribute__((noinline)) float varex(v4f v, int k) { return v[k & 3]; }

#define SH4(a, b, i, j, k, l) __builtin_shufflevector(a, b, i, j, k, l)
__attribute__((noinline)) v4f shuf(v4f a, v4f b, int k) {
    switch (k) {
    case 0: return SH4(a, b, 0, 1, 4, 5);
    case 1: return SH4(a, b, 3, 2, 1, 0);
    case 2: return SH4(a, b, 7, 0, 5, 2);
    case 3: return SH4(a, b, 4, 4, 4, 4);
    case 4: return SH4(a, b, 1, 6, 3, 4);
    case 5: return SH4(a, b, 6, 7, 0, 1);
    default: return SH4(a, b, 2, 3, 6, 7);
    }
}
__attribute__((noinline)) v4i shufi(v4i a, v4i b, int k) {
    switch (k) {
    case 0: return SH4(a, b, 0, 4, 1, 5);
    case 1: return SH4(a, b, 2, 6, 3, 7);
    default: return SH4(a, b, 5, 1, 7, 0);
    }
}
__attribute__((noinline)) v2d shufd(v2d a, v2d b, int k) {
    switch (k) {
    case 0: return __builtin_shufflevector(a, b, 1, 2);
    case 1: return __builtin_shufflevector(a, b, 3, 0);
    default: return __builtin_shufflevector(a, b, 1, 1);
    }
}
__attribute__((noinline)) v2l shufl(v2l a, v2l b) { return __builtin_shufflevector(a, b, 2, 1); }
__attribute__((noinline)) v8s shufs(v8s a, v8s b) { return __builtin_shufflevector(a, b, 0, 8, 1, 9, 7, 15, 3, 3); }


__attribute__((noinline)) int masks(v16b a, v16b b, v4f x, v4f y, v2d p, v2d q, v8s s, v8s t) {
    int m = _mm_movemask_epi8(_mm_cmpeq_epi8((__m128i)a, (__m128i)b));
    m ^= _mm_movemask_epi8((__m128i)a) << 3;
    m ^= _mm_movemask_ps(_mm_cmplt_ps((__m128)x, (__m128)y)) << 16;
    m ^= _mm_movemask_pd(_mm_cmpge_pd((__m128d)p, (__m128d)q)) << 20;
    m ^= _mm_movemask_epi8(_mm_packs_epi16(_mm_cmpgt_epi16((__m128i)s, (__m128i)t), _mm_setzero_si128())) << 22;
    return m;
}
__attribute__((noinline)) v16b splat8(v16b v, signed char c) {
    v16b s = __builtin_shufflevector(v, v, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3);
    return s + (v16b){c, c, c, c, c, c, c, c, c, c, c, c, c, c, c, c};
}
__attribute__((noinline)) v8s splat16(v8s v, short c) {
    return __builtin_shufflevector(v, v, 5, 5, 5, 5, 5, 5, 5, 5) - (v8s){c, c, c, c, c, c, c, c};
}
__attribute__((noinline)) v16b revbytes(v16b v, v16b w) {
    v16b r = __builtin_shufflevector(v, v, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    return r + __builtin_shufflevector(v, w, 16, 1, 18, 3, 20, 5, 22, 7, 24, 9, 26, 11, 28, 13, 30, 15);
}
__attribute__((noinline)) v8s swapwords(v8s v, v8s w) {
    return __builtin_shufflevector(v, w, 1, 0, 3, 2, 12, 13, 14, 15);
}

__attribute__((noinline)) v16b build16(const signed char *p) {
    return (v16b){p[3], p[1], p[4], p[1], p[5], p[9], p[2], p[6], p[5], p[3], p[5], p[8], p[9], p[7], p[9], p[3]};
}
__attribute__((noinline)) v8s build8(const short *p) {
    return (v8s){p[7], p[0], p[6], p[1], p[5], p[2], p[4], p[3]};
}
__attribute__((noinline)) v4i build4(const int *p) { return (v4i){p[2], p[0], p[3], p[1]}; }

__attribute__((noinline)) v8s wperm(v8s s, v8s t, int k) {
    switch (k) {
    case 0: return __builtin_shufflevector(s, s, 3, 2, 1, 0, 7, 6, 5, 4);
    case 1: return __builtin_shufflevector(s, s, 4, 5, 6, 7, 0, 1, 2, 3);
    case 2: return __builtin_shufflevector(t, s, 13, 12, 15, 14, 9, 9, 10, 8);
    case 3: return __builtin_shufflevector(s, t, 0, 8, 1, 9, 2, 10, 3, 11);
    default: return __builtin_shufflevector(s, t, 0, 4, 1, 5, 2, 6, 3, 7);
    }
}
__attribute__((noinline)) v16b bperm(v16b v, v16b w, int k) {
    switch (k) {
    case 0: return __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14);
    case 1: return __builtin_shufflevector(v, w, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    case 2: return __builtin_shufflevector(v, v, 9, 8, 11, 10, 13, 12, 15, 14, 1, 0, 3, 2, 5, 4, 7, 6);
    default: return __builtin_shufflevector(v, v, 0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15);
    }
}

static float fsum(v4f v) { return v[0] + v[1] + v[2] + v[3]; }

int main(void) {
    v4f x = {0, 0, 0, 0};
    for (int i = 0; i < 1000; ++i) x += mk(1.0f, 2.0f);
    printf("%g %g %g %g\n", x[0], x[1], x[2], x[3]);
    MIX(x);
    float fs[] = {0.0f, -0.0f, 1.5f, -3.25f, 1e30f, __builtin_nanf(""), __builtin_inff(), 1e-40f};
    for (int i = 0; i < 8; i++) {
        float a = fs[i], b = fs[(i + 3) % 8];
        v4f v = mk4(a, b, a * 2, b - 1);
        for (int k = 0; k < 4; k++) {
            float e = ex4(v, k);
            MIX(e);
            v4f w = ins4(v, b + k, k);
            MIX(w);
            w = varins(w, a, i + k);
            MIX(w);
            e = varex(w, k + i);
            MIX(e);
        }
        for (int k = 0; k < 7; k++) { v4f s = shuf(v, mk4(b, a, 9, -9), k); MIX(s); }
        v2d d = mk2(a, b);
        for (int k = 0; k < 2; k++) {
            double e = ex2(d, k);
            MIX(e);
            v2d w = ins2(d, (double)b * 3 + k, k);
            MIX(w);
        }
        for (int k = 0; k < 3; k++) { v2d s = shufd(d, mk2(7, b), k); MIX(s); }
        v2f f2 = mkf2(a, b); MIX(f2);
        v8f f8 = mk8(a, b); float e8 = exf8(f8); MIX(f8); MIX(e8);
        printf("%d %a %a\n", i, (double)fsum(v), (double)(d[0] - d[1]));
    }
    int is[] = {0, 1, -1, 0x7fffffff, (int)0x80000000, 12345, -777, 42};
    for (int i = 0; i < 8; i++) {
        int a = is[i], b = is[(i + 5) % 8];
        v4i v = mki(a, b, a ^ b, a - b);
        for (int k = 0; k < 4; k++) {
            int e = exi(v, k); MIX(e);
            v4i w = insi(v, b + k, k); MIX(w);
        }
        for (int k = 0; k < 3; k++) { v4i s = shufi(v, mki(b, a, 3, 4), k); MIX(s); }
        v2l l = mkl((int64_t)a << 20, b);
        for (int k = 0; k < 2; k++) {
            int64_t e = exl(l, k); MIX(e);
            v2l w = insl(l, (int64_t)b * 1000003 + k, k); MIX(w);
        }
        v2l sl = shufl(l, mkl(5, 6)); MIX(sl);
        v8s s = mks((short)a, (short)b); int es = exs(s); MIX(es);
        s = inss(s, (short)b); MIX(s);
        v8s ss = shufs(s, mks(1, 2)); MIX(ss);
        v16b bb = mkb((signed char)a, (signed char)b); int eb = exb(bb); MIX(eb);
        bb = insb(bb, (signed char)a); MIX(bb);
        v16b b2 = mkb((signed char)b, (signed char)(a >> 3));
        int mk = masks(bb, b2, (v4f){a, b, 1, -1}, (v4f){b, a, 1, 2}, (v2d){a, b}, (v2d){b, 0}, s, ss); MIX(mk);
        v16b sp = splat8(bb, (signed char)b); MIX(sp);
        v8s s16 = splat16(s, (short)a); MIX(s16);
        v16b rv = revbytes(bb, b2); MIX(rv);
        v8s sw = swapwords(s, ss); MIX(sw);
        signed char bytes[16]; short words[8]; int ints[4];
        for (int k = 0; k < 16; k++) bytes[k] = (signed char)(a * (k + 1) + b);
        for (int k = 0; k < 8; k++) words[k] = (short)(a * 3 - b * k);
        for (int k = 0; k < 4; k++) ints[k] = a + b * k;
        v16b b16 = build16(bytes); MIX(b16);
        v8s w8 = build8(words); MIX(w8);
        v4i i4 = build4(ints); MIX(i4);
        for (int k = 0; k < 5; k++) { v8s pw = wperm(w8, s, k); MIX(pw); }
        for (int k = 0; k < 4; k++) { v16b pb = bperm(b16, bb, k); MIX(pb); }
    }
    printf("hash %016llx\n", h);
    return 0;
}
