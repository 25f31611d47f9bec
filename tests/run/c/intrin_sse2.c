// CFLAGS: -msse2
// SSE and SSE2 intrinsics that clang keeps as llvm.x86.* calls, on edge
// inputs (NaN, infinities, denormals, signed zeros, saturating values);
// every result lane printed in hex.
#include <emmintrin.h>
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
    {0x7f800000, 0xff800000, 0x80000000, 0x00000000},   /* inf -inf -0 0 */
    {0x7fa00000, 0x4f000000, 0xcf000001, 0x3f000000},   /* sNaN 2^31 <-2^31 0.5 */
    {0x40200000, 0xc0600000, 0x3fc00000, 0x00800000},   /* 2.5 -3.5 1.5 FLT_MIN */
};
static const unsigned long long dbits[][2] = {
    {0x3ff0000000000000ull, 0x7ff8000000000000ull},     /* 1 qNaN */
    {0x8000000000000000ull, 0x0000000000000001ull},     /* -0 denormal */
    {0xfff0000000000000ull, 0x41e0000000000000ull},     /* -inf 2^31 */
    {0x4004000000000000ull, 0xc00c000000000000ull},     /* 2.5 -3.5 */
    {0x7ff4000000000000ull, 0x3fe0000000000000ull},     /* sNaN 0.5 */
};
static const short words[][8] = {
    {32767, -32768, 1, -1, 300, -300, 255, 0},
    {-32768, 32767, 2, 3, -4, 5, 128, -129},
};
static const int dwords[][4] = {
    {2147483647, -2147483647 - 1, 65535, -65536},
    {70000, -70000, 1, 0},
};
static const unsigned char bytes[][16] = {
    {0, 1, 2, 127, 128, 129, 200, 255, 7, 9, 11, 13, 250, 3, 64, 192},
    {255, 0, 3, 128, 127, 1, 100, 254, 6, 9, 12, 14, 251, 2, 63, 193},
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

volatile int shift_counts[] = {0, 1, 7, 15, 16, 31, 32, 63, 64, 255, 256, -1};

int main(void) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            __m128 a = fv(i), b = fv(j);
            printf("f %d %d\n", i, j);
            SHOW(_mm_max_ps(a, b));
            SHOW(_mm_min_ps(a, b));
            SHOW(_mm_max_ss(a, b));
            SHOW(_mm_min_ss(a, b));
            SHOW(_mm_cmpord_ss(a, b));
            SHOW(_mm_cmpnle_ss(a, b));
            printf("comi %d%d%d%d%d%d ucomi %d%d%d%d%d%d\n", _mm_comieq_ss(a, b),
                   _mm_comineq_ss(a, b), _mm_comilt_ss(a, b), _mm_comile_ss(a, b),
                   _mm_comigt_ss(a, b), _mm_comige_ss(a, b), _mm_ucomieq_ss(a, b),
                   _mm_ucomineq_ss(a, b), _mm_ucomilt_ss(a, b), _mm_ucomile_ss(a, b),
                   _mm_ucomigt_ss(a, b), _mm_ucomige_ss(a, b));
        }
    for (int i = 0; i < 4; i++) {
        __m128 a = fv(i);
        __m128 sh = _mm_shuffle_ps(a, a, 0x39);
        printf("movmsk %x cvt %d %d %lld %lld | %d %d\n", _mm_movemask_ps(a), _mm_cvtss_si32(a),
               _mm_cvttss_si32(a), _mm_cvtss_si64(a), _mm_cvttss_si64(a), _mm_cvtss_si32(sh),
               _mm_cvttss_si32(sh));
        SHOW(_mm_cvtps_epi32(a));
        SHOW(_mm_cvttps_epi32(a));
        /* rcp/rsqrt are approximations: compare only their top bits. */
        SHOW(_mm_and_si128((__m128i)_mm_rcp_ps(a), _mm_set1_epi32(0xfff00000)));
        SHOW(_mm_and_si128((__m128i)_mm_rsqrt_ps(a), _mm_set1_epi32(0xfff00000)));
        SHOW(_mm_and_si128((__m128i)_mm_rcp_ss(a), _mm_set1_epi32(0xfff00000)));
        SHOW(_mm_and_si128((__m128i)_mm_rsqrt_ss(a), _mm_set1_epi32(0xfff00000)));
    }
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            __m128d a = dv(i), b = dv(j);
            printf("d %d %d\n", i, j);
            SHOW(_mm_max_pd(a, b));
            SHOW(_mm_min_pd(a, b));
            SHOW(_mm_max_sd(a, b));
            SHOW(_mm_min_sd(a, b));
            SHOW(_mm_cmpunord_sd(a, b));
            SHOW(_mm_cmpnlt_sd(a, b));
            SHOW(_mm_cvtsd_ss(fv(j % 4), a));
            printf("comi %d%d%d%d%d%d ucomi %d%d%d%d%d%d\n", _mm_comieq_sd(a, b),
                   _mm_comineq_sd(a, b), _mm_comilt_sd(a, b), _mm_comile_sd(a, b),
                   _mm_comigt_sd(a, b), _mm_comige_sd(a, b), _mm_ucomieq_sd(a, b),
                   _mm_ucomineq_sd(a, b), _mm_ucomilt_sd(a, b), _mm_ucomile_sd(a, b),
                   _mm_ucomigt_sd(a, b), _mm_ucomige_sd(a, b));
        }
    for (int i = 0; i < 5; i++) {
        __m128d a = dv(i);
        __m128d sh = _mm_shuffle_pd(a, a, 1);
        printf("movmskpd %x cvt %d %d %lld %lld | %d %lld\n", _mm_movemask_pd(a),
               _mm_cvtsd_si32(a), _mm_cvttsd_si32(a), _mm_cvtsd_si64(a), _mm_cvttsd_si64(a),
               _mm_cvtsd_si32(sh), _mm_cvttsd_si64(sh));
        SHOW(_mm_cvtpd_epi32(a));
        SHOW(_mm_cvttpd_epi32(a));
        SHOW(_mm_cvtpd_ps(a));
    }
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) {
            __m128i w = wv(i), x = wv(j), d = dwv(i), e = dwv(j), b = bv(i), c = bv(j);
            printf("i %d %d\n", i, j);
            SHOW(_mm_packs_epi16(w, x));
            SHOW(_mm_packs_epi32(d, e));
            SHOW(_mm_packus_epi16(w, x));
            SHOW(_mm_avg_epu8(b, c));
            SHOW(_mm_avg_epu16(w, x));
            SHOW(_mm_madd_epi16(w, x));
            SHOW(_mm_mulhi_epi16(w, x));
            SHOW(_mm_mulhi_epu16(w, x));
            SHOW(_mm_sad_epu8(b, c));
            printf("movemask %x\n", _mm_movemask_epi8(b));
        }
    for (int k = 0; k < (int)(sizeof shift_counts / sizeof shift_counts[0]); k++) {
        int n = shift_counts[k];
        __m128i w = wv(0), d = dwv(0), q = _mm_set_epi64x(-5, 0x123456789abcdefll);
        __m128i cnt = _mm_cvtsi32_si128(n);
        printf("shift %d\n", n);
        SHOW(_mm_slli_epi16(w, n));
        SHOW(_mm_srli_epi16(w, n));
        SHOW(_mm_srai_epi16(w, n));
        SHOW(_mm_slli_epi32(d, n));
        SHOW(_mm_srli_epi32(d, n));
        SHOW(_mm_srai_epi32(d, n));
        SHOW(_mm_slli_epi64(q, n));
        SHOW(_mm_srli_epi64(q, n));
        SHOW(_mm_sll_epi16(w, cnt));
        SHOW(_mm_srl_epi32(d, cnt));
        SHOW(_mm_sra_epi16(w, cnt));
        SHOW(_mm_sra_epi32(d, cnt));
        SHOW(_mm_sll_epi64(q, cnt));
        SHOW(_mm_srl_epi64(q, cnt));
        SHOW(_mm_sll_epi32(d, cnt));
        SHOW(_mm_srl_epi16(w, cnt));
    }
    /* Constant counts, including ones past the lane width. */
    SHOW(_mm_slli_epi16(wv(1), 3));
    SHOW(_mm_srai_epi16(wv(1), 20));
    SHOW(_mm_srli_epi32(dwv(0), 40));
    SHOW(_mm_srai_epi32(dwv(0), 300));
    SHOW(_mm_slli_epi64(dwv(1), 64));
    SHOW(_mm_srli_epi64(dwv(1), 13));
    return 0;
}
