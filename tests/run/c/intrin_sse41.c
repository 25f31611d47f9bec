// CFLAGS: -msse4.1
// SSE3, SSSE3 and SSE4.1 intrinsics that clang keeps as llvm.x86.* calls,
// on edge inputs (NaN, infinities, denormals, halfway values, saturating
// lanes); every result lane printed in hex.
#include <smmintrin.h>
#include <stdio.h>
#include <string.h>

static void show(const char *what, __m128i v) {
    unsigned char b[16];
    memcpy(b, &v, 16);
    printf("%s ", what);
    for (int i = 15; i >= 0; i--)
        printf("%02x%s", b[i], i % 4 == 0 && i ? "_" : "");
    printf("\n");
}
#define SHOW(x) show(#x, (__m128i)(x))

static const unsigned fbits[][4] = {
    {0x3f800000, 0xbf800000, 0x7fc00000, 0x00000001},   /* 1 -1 qNaN denormal */
    {0x7f800000, 0xff800000, 0x80000000, 0x3f000000},   /* inf -inf -0 0.5 */
    {0x40200000, 0xc0600000, 0x3fc00000, 0xbf000000},   /* 2.5 -3.5 1.5 -0.5 */
    {0x7fa00000, 0x4b000001, 0xcb7fffff, 0x3effffff},   /* sNaN 2^23+1 -(2^24-1) <0.5 */
};
static const unsigned long long dbits[][2] = {
    {0x3ff0000000000000ull, 0x7ff8000000000000ull},     /* 1 qNaN */
    {0x8000000000000000ull, 0x0000000000000001ull},     /* -0 denormal */
    {0x4004000000000000ull, 0xc00c000000000000ull},     /* 2.5 -3.5 */
    {0xbfe0000000000000ull, 0x7ff0000000000000ull},     /* -0.5 inf */
};
static const short words[][8] = {
    {32767, -32768, 1, -1, 300, -300, 255, 0},
    {-32768, 32767, 2, 3, -4, 5, 128, -129},
    {16384, -16384, 0, 7, 7, 32767, -1, 2},
};
static const int dwords[][4] = {
    {2147483647, -2147483647 - 1, 65535, -65536},
    {70000, -70000, 1, 0},
};
static const unsigned char bytes[][16] = {
    {0, 1, 2, 127, 128, 129, 200, 255, 7, 9, 11, 13, 250, 3, 64, 192},
    {255, 0, 3, 128, 127, 1, 100, 254, 6, 9, 12, 14, 251, 2, 63, 193},
    {15, 14, 0x80, 3, 0x8f, 5, 6, 7, 16, 31, 1, 0xff, 2, 9, 12, 4},
};

static __m128 fv(int i) {
    __m128 v;
    memcpy(&v, fbits[i], 16);
    return v;
}
static __m128d dv(int i) {
    __m128d v;
    memcpy(&v, dbits[i], 16);
    return v;
}
static __m128i wv(int i) {
    __m128i v;
    memcpy(&v, words[i], 16);
    return v;
}
static __m128i dwv(int i) {
    __m128i v;
    memcpy(&v, dwords[i], 16);
    return v;
}
static __m128i bv(int i) {
    __m128i v;
    memcpy(&v, bytes[i], 16);
    return v;
}

int main(void) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            __m128 a = fv(i), b = fv(j);
            __m128d c = dv(i), d = dv(j);
            printf("f %d %d\n", i, j);
            SHOW(_mm_addsub_ps(a, b));
            SHOW(_mm_hadd_ps(a, b));
            SHOW(_mm_hsub_ps(a, b));
            SHOW(_mm_addsub_pd(c, d));
            SHOW(_mm_hadd_pd(c, d));
            SHOW(_mm_hsub_pd(c, d));
            SHOW(_mm_dp_ps(a, b, 0xff));
            SHOW(_mm_dp_ps(a, b, 0x35));
            SHOW(_mm_dp_pd(c, d, 0x31));
            SHOW(_mm_dp_pd(c, d, 0x22));
            SHOW(_mm_insert_ps(a, b, 0x00));
            SHOW(_mm_insert_ps(a, b, 0xd9));
            SHOW(_mm_round_ss(a, b, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
            SHOW(_mm_round_sd(c, d, _MM_FROUND_TO_ZERO));
            SHOW(_mm_blendv_ps(a, b, fv((i + j) % 4)));
            SHOW(_mm_blendv_pd(c, d, dv((i + 2 * j) % 4)));
        }
    for (int i = 0; i < 4; i++) {
        __m128 a = fv(i);
        __m128d c = dv(i);
        printf("round %d\n", i);
        SHOW(_mm_round_ps(a, _MM_FROUND_TO_NEAREST_INT));
        SHOW(_mm_round_ps(a, _MM_FROUND_TO_NEG_INF));
        SHOW(_mm_round_ps(a, _MM_FROUND_TO_POS_INF));
        SHOW(_mm_round_ps(a, _MM_FROUND_TO_ZERO));
        SHOW(_mm_round_ps(a, _MM_FROUND_CUR_DIRECTION));
        SHOW(_mm_round_pd(c, _MM_FROUND_TO_NEAREST_INT));
        SHOW(_mm_round_pd(c, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC));
        SHOW(_mm_round_pd(c, _MM_FROUND_TO_POS_INF));
        SHOW(_mm_round_pd(c, _MM_FROUND_TO_ZERO));
        SHOW(_mm_floor_ps(a));
        SHOW(_mm_ceil_pd(c));
        SHOW(_mm_floor_ss(fv((i + 1) % 4), a));
        SHOW(_mm_ceil_sd(dv((i + 1) % 4), c));
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            __m128i w = wv(i), x = wv(j), b = bv(i), c = bv(j);
            __m128i d = dwv(i % 2), e = dwv(j % 2);
            printf("i %d %d\n", i, j);
            SHOW(_mm_shuffle_epi8(b, c));
            SHOW(_mm_hadd_epi16(w, x));
            SHOW(_mm_hadd_epi32(d, e));
            SHOW(_mm_hadds_epi16(w, x));
            SHOW(_mm_hsub_epi16(w, x));
            SHOW(_mm_hsub_epi32(d, e));
            SHOW(_mm_hsubs_epi16(w, x));
            SHOW(_mm_maddubs_epi16(b, c));
            SHOW(_mm_mulhrs_epi16(w, x));
            SHOW(_mm_sign_epi8(b, c));
            SHOW(_mm_sign_epi16(w, x));
            SHOW(_mm_sign_epi32(d, e));
            SHOW(_mm_packus_epi32(d, e));
            SHOW(_mm_minpos_epu16(w));
            SHOW(_mm_mpsadbw_epu8(b, c, 0));
            SHOW(_mm_mpsadbw_epu8(b, c, 5));
            SHOW(_mm_blendv_epi8(b, c, bv((i + j) % 3)));
            printf("test %d %d %d\n", _mm_testz_si128(b, c), _mm_testc_si128(b, c),
                   _mm_testnzc_si128(b, c));
            printf("test0 %d %d %d\n", _mm_testz_si128(b, _mm_setzero_si128()),
                   _mm_testc_si128(b, b), _mm_test_all_ones(_mm_cmpeq_epi8(b, b)));
        }
    unsigned char buf[40];
    for (int i = 0; i < 40; i++)
        buf[i] = (unsigned char)(i * 37 + 1);
    for (int off = 0; off < 20; off += 7)
        SHOW(_mm_lddqu_si128((const __m128i *)(buf + off)));
    return 0;
}
