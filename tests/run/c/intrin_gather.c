// CFLAGS: -mavx2
// AVX2 gathers of every element and index width, with negative indexes,
// every scale, and masked-off lanes whose addresses lie in a PROT_NONE
// page (they must not be touched: the pass-through lane is kept).
#include <immintrin.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

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

volatile int mask_bits[8] = {-1, 0, (int)0x80000000, 1, -1, 0x7fffffff, -2, 0};

int main(void) {
    long page = sysconf(_SC_PAGESIZE);
    unsigned char *mem = mmap(0, 3 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem == MAP_FAILED)
        return 2;
    mprotect(mem, page, PROT_NONE);
    mprotect(mem + 2 * page, page, PROT_NONE);
    unsigned char *mid = mem + page + page / 2;
    for (long i = -page / 2; i < page / 2; i++)
        mid[i] = (unsigned char)(i * 7 + 3);
    int *p = (int *)mid;
    long long *q = (long long *)mid;
    float *f = (float *)mid;
    double *d = (double *)mid;
    /* Lanes 1, 3, 5 and 7 are masked off and point far outside the mapping. */
    int far = (int)(page * 4);
    __m256i i8 = _mm256_setr_epi32(0, far, -3, -far, 17, far, -100, far);
    __m128i i4 = _mm256_castsi256_si128(i8);
    __m256i q4 = _mm256_setr_epi64x(5, far, -7, -(long long)far);
    __m128i q2 = _mm256_castsi256_si128(q4);
    __m256i m8 = _mm256_setr_epi32(mask_bits[0], mask_bits[1], mask_bits[2], mask_bits[3],
                                   mask_bits[4], mask_bits[5], mask_bits[6], mask_bits[7]);
    __m128i m4 = _mm256_castsi256_si128(m8);
    __m256i m64 = _mm256_setr_epi64x(-1, 0, (long long)mask_bits[2] << 32, 5);
    __m128i m64s = _mm256_castsi256_si128(m64);
    __m256i s8 = _mm256_set1_epi32(0x5a5a5a5a);
    __m128i s4 = _mm256_castsi256_si128(s8);
    SHOW(_mm_mask_i32gather_epi32(s4, p, i4, m4, 4));
    SHOW(_mm256_mask_i32gather_epi32(s8, p, i8, m8, 4));
    SHOW(_mm256_mask_i32gather_epi32(s8, p, i8, m8, 1));
    SHOW(_mm_mask_i32gather_epi64(s4, q, i4, m64s, 8));
    SHOW(_mm256_mask_i32gather_epi64(s8, q, i4, m64, 8));
    SHOW(_mm256_mask_i32gather_epi64(s8, q, i4, m64, 2));
    SHOW(_mm_mask_i64gather_epi32(s4, p, q2, m4, 4));
    SHOW(_mm256_mask_i64gather_epi32(s4, p, q4, m4, 4));
    SHOW(_mm_mask_i64gather_epi64(s4, q, q2, m64s, 8));
    SHOW(_mm256_mask_i64gather_epi64(s8, q, q4, m64, 8));
    SHOW(_mm_mask_i32gather_ps(_mm_castsi128_ps(s4), f, i4, _mm_castsi128_ps(m4), 4));
    SHOW(_mm256_mask_i32gather_ps(_mm256_castsi256_ps(s8), f, i8, _mm256_castsi256_ps(m8), 4));
    SHOW(_mm_mask_i64gather_ps(_mm_castsi128_ps(s4), f, q2, _mm_castsi128_ps(m4), 4));
    SHOW(_mm256_mask_i64gather_ps(_mm_castsi128_ps(s4), f, q4, _mm_castsi128_ps(m4), 4));
    SHOW(_mm_mask_i32gather_pd(_mm_castsi128_pd(s4), d, i4, _mm_castsi128_pd(m64s), 8));
    SHOW(_mm256_mask_i32gather_pd(_mm256_castsi256_pd(s8), d, i4, _mm256_castsi256_pd(m64), 8));
    SHOW(_mm_mask_i64gather_pd(_mm_castsi128_pd(s4), d, q2, _mm_castsi128_pd(m64s), 8));
    SHOW(_mm256_mask_i64gather_pd(_mm256_castsi256_pd(s8), d, q4, _mm256_castsi256_pd(m64), 4));
    /* All lanes on. */
    __m256i small = _mm256_setr_epi32(0, 1, 2, -1, -2, 7, 100, -100);
    SHOW(_mm256_i32gather_epi32(p, small, 4));
    SHOW(_mm256_i32gather_ps(f, small, 2));
    SHOW(_mm256_i64gather_pd(d, _mm256_setr_epi64x(0, -1, 3, 10), 8));
    return 0;
}
