// CFLAGS: -mavx2
// AVX and AVX2 intrinsics that clang keeps as llvm.x86.* calls (kiln runs
// them on 16-byte halves), on edge inputs; every predicate of the
// compares; every result lane printed in hex.
#include <immintrin.h>
#include <stdio.h>
#include <string.h>

static void show(const char *what, const void *p, int n) {
    const unsigned char *b = p;
    printf("%s ", what);
    for (int i = n - 1; i >= 0; i--)
        printf("%02x%s", b[i], i % 4 == 0 && i ? "_" : "");
    printf("\n");
}
#define SHOW(x)                                                                               \
    do {                                                                                      \
        __typeof__(x) v_ = (x);                                                               \
        show(#x, &v_, sizeof v_);                                                             \
    } while (0)

static const unsigned fbits[] = {0x3f800000, 0xbf800000, 0x7fc00000, 0x00000001, 0x7f800000,
                                 0xff800000, 0x80000000, 0x40200000, 0xc0600000, 0x3fc00000,
                                 0xbf000000, 0x7fa00000, 0x4f000000, 0x00000000, 0x3f000000,
                                 0xcf000001};
static const unsigned long long dbits[] = {
    0x3ff0000000000000ull, 0x7ff8000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull,
    0x4004000000000000ull, 0xc00c000000000000ull, 0xbfe0000000000000ull, 0x7ff0000000000000ull,
    0x41e0000000000000ull, 0xfff0000000000000ull};
static const short words[] = {32767, -32768, 1,  -1, 300, -300, 255, 0,   -32768, 32767, 2,
                              3,     -4,     5,  128, -129, 16384, -16384, 0, 7, 7, 32767, -1, 2,
                              9,     -9,     99, -99, 1000, -1000, 10000, -10000};
static const int dwords[] = {2147483647, -2147483647 - 1, 65535, -65536, 70000, -70000, 1, 0,
                             5, -5, 123456, -123456, 0x7fff, -0x8000, 3, -3};

static __m256 fv(int i) {
    float f[8];
    for (int k = 0; k < 8; k++)
        memcpy(&f[k], &fbits[(i + k * 3) % 16], 4);
    return _mm256_loadu_ps(f);
}
static __m256d dv(int i) {
    double d[4];
    for (int k = 0; k < 4; k++)
        memcpy(&d[k], &dbits[(i + k * 3) % 10], 8);
    return _mm256_loadu_pd(d);
}
static __m256i wv(int i) {
    short w[16];
    for (int k = 0; k < 16; k++)
        w[k] = words[(i + k * 5) % 32];
    return _mm256_loadu_si256((const __m256i *)w);
}
static __m256i dwv(int i) {
    int d[8];
    for (int k = 0; k < 8; k++)
        d[k] = dwords[(i + k * 3) % 16];
    return _mm256_loadu_si256((const __m256i *)d);
}
static __m256i bv(int i) {
    unsigned char b[32];
    for (int k = 0; k < 32; k++)
        b[k] = (unsigned char)(k * 37 + i * 101 + (k & 4 ? 0x80 : 0));
    return _mm256_loadu_si256((const __m256i *)b);
}

volatile int shift_counts[] = {0, 1, 15, 16, 31, 33, 63, 64, 1000};

#define CMP_ALL(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) \
    X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23) X(24) X(25) X(26) X(27)     \
    X(28) X(29) X(30) X(31)

int main(void) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            __m256 a = fv(i), b = fv(j + 5);
            __m256d c = dv(i), d = dv(j + 3);
            __m128 a4 = _mm256_castps256_ps128(a), b4 = _mm256_extractf128_ps(b, 1);
            __m128d c2 = _mm256_castpd256_pd128(c), d2 = _mm256_extractf128_pd(d, 1);
            printf("f %d %d\n", i, j);
            SHOW(_mm256_max_ps(a, b));
            SHOW(_mm256_min_ps(a, b));
            SHOW(_mm256_max_pd(c, d));
            SHOW(_mm256_min_pd(c, d));
            SHOW(_mm256_addsub_ps(a, b));
            SHOW(_mm256_addsub_pd(c, d));
            SHOW(_mm256_hadd_ps(a, b));
            SHOW(_mm256_hsub_pd(c, d));
            SHOW(_mm256_hsub_ps(a, b));
            SHOW(_mm256_hadd_pd(c, d));
            SHOW(_mm256_dp_ps(a, b, 0xf1));
            SHOW(_mm256_dp_ps(a, b, 0x3c));
            SHOW(_mm256_blendv_ps(a, b, fv(i + j)));
            SHOW(_mm256_blendv_pd(c, d, dv(i * j)));
#define CS(p) SHOW(_mm_cmp_ss(a4, b4, p)); SHOW(_mm_cmp_sd(c2, d2, p));
            CMP_ALL(CS)
#define CP(p) SHOW(_mm256_cmp_ps(a, b, p)); SHOW(_mm_cmp_pd(c2, d2, p));
            CMP_ALL(CP)
            printf("vtest %d %d %d %d %d %d | %d %d %d %d %d %d\n", _mm256_testz_ps(a, b),
                   _mm256_testc_ps(a, b), _mm256_testnzc_ps(a, b), _mm_testz_ps(a4, b4),
                   _mm_testc_ps(a4, b4), _mm_testnzc_ps(a4, b4), _mm256_testz_pd(c, d),
                   _mm256_testc_pd(c, d), _mm256_testnzc_pd(c, d), _mm_testz_pd(c2, d2),
                   _mm_testc_pd(c2, d2), _mm_testnzc_pd(c2, d2));
        }
    for (int i = 0; i < 8; i++) {
        __m256 a = fv(i);
        __m256d c = dv(i);
        printf("u %d movmsk %x %x\n", i, _mm256_movemask_ps(a), _mm256_movemask_pd(c));
        SHOW(_mm256_cvtps_epi32(a));
        SHOW(_mm256_cvttps_epi32(a));
        SHOW(_mm256_cvtpd_epi32(c));
        SHOW(_mm256_cvttpd_epi32(c));
        SHOW(_mm256_cvtpd_ps(c));
        SHOW(_mm256_round_ps(a, _MM_FROUND_TO_NEAREST_INT));
        SHOW(_mm256_round_ps(a, _MM_FROUND_TO_NEG_INF));
        SHOW(_mm256_round_pd(c, _MM_FROUND_TO_POS_INF));
        SHOW(_mm256_round_pd(c, _MM_FROUND_TO_ZERO));
        SHOW(_mm256_and_si256(_mm256_castps_si256(_mm256_rcp_ps(a)),
                              _mm256_set1_epi32((int)0xfff00000)));
        SHOW(_mm256_and_si256(_mm256_castps_si256(_mm256_rsqrt_ps(a)),
                              _mm256_set1_epi32((int)0xfff00000)));
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            __m256i w = wv(i), x = wv(j + 7), d = dwv(i), e = dwv(j + 2), b = bv(i), c = bv(j + 1);
            printf("i %d %d\n", i, j);
            SHOW(_mm256_packs_epi16(w, x));
            SHOW(_mm256_packs_epi32(d, e));
            SHOW(_mm256_packus_epi16(w, x));
            SHOW(_mm256_packus_epi32(d, e));
            SHOW(_mm256_avg_epu8(b, c));
            SHOW(_mm256_avg_epu16(w, x));
            SHOW(_mm256_madd_epi16(w, x));
            SHOW(_mm256_maddubs_epi16(b, c));
            SHOW(_mm256_mulhi_epi16(w, x));
            SHOW(_mm256_mulhi_epu16(w, x));
            SHOW(_mm256_mulhrs_epi16(w, x));
            SHOW(_mm256_sad_epu8(b, c));
            SHOW(_mm256_shuffle_epi8(b, c));
            SHOW(_mm256_hadd_epi16(w, x));
            SHOW(_mm256_hadd_epi32(d, e));
            SHOW(_mm256_hadds_epi16(w, x));
            SHOW(_mm256_hsub_epi16(w, x));
            SHOW(_mm256_hsub_epi32(d, e));
            SHOW(_mm256_hsubs_epi16(w, x));
            SHOW(_mm256_sign_epi8(b, c));
            SHOW(_mm256_sign_epi16(w, x));
            SHOW(_mm256_sign_epi32(d, e));
            SHOW(_mm256_mpsadbw_epu8(b, c, 0x00));
            SHOW(_mm256_mpsadbw_epu8(b, c, 0x2d));
            SHOW(_mm256_blendv_epi8(b, c, bv(i + j + 2)));
            printf("movemask %x ptest %d %d %d %d\n", _mm256_movemask_epi8(b),
                   _mm256_testz_si256(b, c), _mm256_testc_si256(b, c),
                   _mm256_testnzc_si256(b, c), _mm256_testc_si256(b, b));
        }
    for (int k = 0; k < (int)(sizeof shift_counts / sizeof shift_counts[0]); k++) {
        int n = shift_counts[k];
        __m256i w = wv(k), d = dwv(k), q = _mm256_set_epi64x(-5, 77, 0x123456789abcdefll, -1);
        __m128i cnt = _mm_cvtsi32_si128(n);
        printf("shift %d\n", n);
        SHOW(_mm256_slli_epi16(w, n));
        SHOW(_mm256_srli_epi16(w, n));
        SHOW(_mm256_srai_epi16(w, n));
        SHOW(_mm256_slli_epi32(d, n));
        SHOW(_mm256_srli_epi32(d, n));
        SHOW(_mm256_srai_epi32(d, n));
        SHOW(_mm256_slli_epi64(q, n));
        SHOW(_mm256_srli_epi64(q, n));
        SHOW(_mm256_sll_epi16(w, cnt));
        SHOW(_mm256_srl_epi16(w, cnt));
        SHOW(_mm256_sra_epi16(w, cnt));
        SHOW(_mm256_sll_epi32(d, cnt));
        SHOW(_mm256_srl_epi32(d, cnt));
        SHOW(_mm256_sra_epi32(d, cnt));
        SHOW(_mm256_sll_epi64(q, cnt));
        SHOW(_mm256_srl_epi64(q, cnt));
    }
    SHOW(_mm256_srai_epi32(dwv(1), 40));
    SHOW(_mm256_slli_epi16(wv(2), 3));
    unsigned char buf[64];
    for (int i = 0; i < 64; i++)
        buf[i] = (unsigned char)(i * 29 + 3);
    SHOW(_mm256_lddqu_si256((const __m256i *)(buf + 5)));
    return 0;
}
