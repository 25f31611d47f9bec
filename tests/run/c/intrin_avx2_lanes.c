// CFLAGS: -mavx2
// AVX/AVX2 intrinsics whose lanes cross or shift by their own counts:
// permutevar8x32 (epi32/ps), permutevar (ps/pd, 128 and 256 bits, index
// bits above the used ones set), sllv/srlv/srav with counts 0..70 and
// negative ones.
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

volatile int idx_src[16] = {7, 0, 13, -1, 2, 0x7ffffffd, 4, 9, 1, 6, 3, 5, -6, 8, 2, 11};
volatile int cnt_src[16] = {0, 1, 31, 32, 33, -1, 63, 64, 65, 70, 5, 16, 8, 2, 40, 7};

int main(void) {
    __m256i a = _mm256_setr_epi32(0x11111111, -2, 0x33333333, (int)0x80000000, 5, -6,
                                  0x7fffffff, 0x01020304);
    __m256 af = _mm256_castsi256_ps(a);
    __m256d ad = _mm256_setr_pd(1.5, -2.25, 3e100, -0.0);
    __m256i q = _mm256_setr_epi64x(-1, 0x123456789abcdefll, (long long)0x8000000000000000ull, 3);
    for (int r = 0; r < 8; r++) {
        int ix[8], cn[8];
        for (int k = 0; k < 8; k++) {
            ix[k] = idx_src[(k + r) % 16];
            cn[k] = cnt_src[(k * 3 + r) % 16];
        }
        __m256i i8 = _mm256_loadu_si256((const __m256i *)ix);
        __m256i c8 = _mm256_loadu_si256((const __m256i *)cn);
        __m128i i4 = _mm256_castsi256_si128(i8), c4 = _mm256_castsi256_si128(c8);
        __m256i c4q = _mm256_setr_epi64x(cn[0], cn[1], (unsigned)cn[2], cn[3]);
        printf("round %d\n", r);
        SHOW(_mm256_permutevar8x32_epi32(a, i8));
        SHOW(_mm256_permutevar8x32_ps(af, i8));
        SHOW(_mm256_permutevar_ps(af, i8));
        SHOW(_mm_permutevar_ps(_mm256_castps256_ps128(af), i4));
        SHOW(_mm256_permutevar_pd(ad, _mm256_setr_epi64x(ix[0], ix[1], ix[2], ix[3])));
        SHOW(_mm_permutevar_pd(_mm256_castpd256_pd128(ad), _mm_set_epi64x(ix[5], ix[4])));
        SHOW(_mm256_sllv_epi32(a, c8));
        SHOW(_mm256_srlv_epi32(a, c8));
        SHOW(_mm256_srav_epi32(a, c8));
        SHOW(_mm_sllv_epi32(_mm256_castsi256_si128(a), c4));
        SHOW(_mm_srlv_epi32(_mm256_castsi256_si128(a), c4));
        SHOW(_mm_srav_epi32(_mm256_castsi256_si128(a), c4));
        SHOW(_mm256_sllv_epi64(q, c4q));
        SHOW(_mm256_srlv_epi64(q, c4q));
        SHOW(_mm_sllv_epi64(_mm256_castsi256_si128(q), _mm256_castsi256_si128(c4q)));
        SHOW(_mm_srlv_epi64(_mm256_castsi256_si128(q), _mm256_castsi256_si128(c4q)));
    }
    return 0;
}
