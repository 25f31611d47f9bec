// CFLAGS: -mavx2 -mfma -mf16c
// AVX/AVX2 masked loads and stores (masked-off lanes reach into a
// PROT_NONE page and must not fault), FMA fmaddsub/fmsubadd on inputs
// where one rounding differs from two, F16C float→half in every rounding
// mode, and vzeroupper/vzeroall between live vector values.
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

static float fbits(unsigned u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* Masks from memory: constant masks would let LLVM turn the intrinsics
   into generic llvm.masked.load/store at -O2. */
volatile int mask_src[8] = {-1, 0, -1, (int)0x80000000, 0, -1, 0x7fffffff, -1};
volatile long long qmask_src[4] = {-1, 1, 0, -1};

int main(void) {
    long page = sysconf(_SC_PAGESIZE);
    unsigned char *mem = mmap(0, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem == MAP_FAILED)
        return 2;
    mprotect(mem + page, page, PROT_NONE);
    /* The last 16 bytes of the readable page, then the guard page. */
    float *edge = (float *)(mem + page - 16);
    double *dedge = (double *)(mem + page - 16);
    int *iedge = (int *)(mem + page - 16);
    long long *qedge = (long long *)(mem + page - 16);
    for (int i = 0; i < 4; i++)
        edge[i] = (float)(i + 1) * 1.5f;
    __m256i m8 = _mm256_setr_epi32(mask_src[0], mask_src[1], mask_src[2], mask_src[3],
                                   mask_src[4], mask_src[4], mask_src[4], mask_src[4]);
    __m128i m4 = _mm_setr_epi32(mask_src[4], mask_src[5], mask_src[6], mask_src[7]);
    __m256i q2 = _mm256_setr_epi64x(qmask_src[0], qmask_src[1], qmask_src[2], qmask_src[2]);
    __m256i q2b = _mm256_setr_epi64x(qmask_src[2], qmask_src[3], qmask_src[2], qmask_src[2]);
    __m128i q1 = _mm_set_epi64x(qmask_src[2], qmask_src[0]);
    __m128i q1b = _mm_set_epi64x(qmask_src[0], qmask_src[2]);
    SHOW(_mm256_maskload_ps(edge, m8));
    SHOW(_mm_maskload_ps(edge, m4));
    SHOW(_mm256_maskload_pd(dedge, q2));
    SHOW(_mm_maskload_pd(dedge, q1b));
    SHOW(_mm256_maskload_epi32(iedge, m8));
    SHOW(_mm_maskload_epi32(iedge, m4));
    SHOW(_mm256_maskload_epi64(qedge, q2));
    SHOW(_mm_maskload_epi64(qedge, q1));
    _mm256_maskstore_ps(edge, m8, _mm256_set1_ps(-7.0f));
    SHOW(_mm_loadu_ps(edge));
    _mm_maskstore_ps(edge, m4, _mm_set1_ps(9.0f));
    SHOW(_mm_loadu_ps(edge));
    _mm256_maskstore_pd(dedge, q2b, _mm256_set1_pd(3.25));
    _mm_maskstore_pd(dedge, q1, _mm_set1_pd(-0.5));
    SHOW(_mm_loadu_pd(dedge));
    _mm256_maskstore_epi32(iedge, m8, _mm256_set1_epi32(0x11223344));
    _mm_maskstore_epi32(iedge, m4, _mm_set1_epi32(0x55667788));
    _mm256_maskstore_epi64(qedge, q2b, _mm256_set1_epi64x(-2));
    _mm_maskstore_epi64(qedge, q1, _mm_set1_epi64x(0x0102030405060708ll));
    SHOW(_mm_loadu_si128((const __m128i *)iedge));

    /* (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46 fused, 0 with two roundings. */
    float e = fbits(0x34000000);
    __m256 a = _mm256_setr_ps(1 + e, 1 + e, 3, -0.0f, fbits(0x7fc00001), 1e30f, 2, 0.1f);
    __m256 b = _mm256_setr_ps(1 - e, 1 - e, fbits(0x7f800000), 0.0f, 1, 1e30f, 3, 10);
    __m256 c = _mm256_setr_ps(1, -1, -1, 0.0f, 2, fbits(0xff800000), fbits(0x7fa00002), -1);
    SHOW(_mm256_fmaddsub_ps(a, b, c));
    SHOW(_mm256_fmsubadd_ps(a, b, c));
    SHOW(_mm_fmaddsub_ps(_mm256_castps256_ps128(a), _mm256_castps256_ps128(b),
                         _mm256_extractf128_ps(c, 1)));
    double de = 0x1p-52;
    __m256d da = _mm256_setr_pd(1 + de, 1 + de, 0.1, -3);
    __m256d db = _mm256_setr_pd(1 - de, 1 - de, 10, 0.0);
    __m256d dc = _mm256_setr_pd(1, -1, -1, -0.0);
    SHOW(_mm256_fmaddsub_pd(da, db, dc));
    SHOW(_mm256_fmsubadd_pd(da, db, dc));
    SHOW(_mm_fmaddsub_pd(_mm256_castpd256_pd128(da), _mm256_castpd256_pd128(db),
                         _mm256_extractf128_pd(dc, 1)));

    __m256 h = _mm256_setr_ps(1.0f / 3, 65519.0f, 65520.0f, fbits(0x7f800000), fbits(0x7fc12345),
                              fbits(0x33000001), -2.5f * 0.000061035156f, 1.0009765f);
    __m128 h4 = _mm256_extractf128_ps(h, 1);
    SHOW(_mm256_cvtps_ph(h, _MM_FROUND_TO_NEAREST_INT));
    SHOW(_mm256_cvtps_ph(h, _MM_FROUND_TO_NEG_INF));
    SHOW(_mm256_cvtps_ph(h, _MM_FROUND_TO_POS_INF));
    SHOW(_mm256_cvtps_ph(h, _MM_FROUND_TO_ZERO));
    SHOW(_mm256_cvtps_ph(h, _MM_FROUND_CUR_DIRECTION));
    SHOW(_mm_cvtps_ph(h4, _MM_FROUND_TO_NEAREST_INT));
    SHOW(_mm_cvtps_ph(h4, _MM_FROUND_TO_ZERO));
    SHOW(_mm256_cvtph_ps(_mm256_cvtps_ph(h, 0)));

    __m256 keep = _mm256_add_ps(a, b);
    __m128i keep2 = _mm_set1_epi32((int)iedge[0]);
    _mm256_zeroupper();
    SHOW(keep);
    _mm256_zeroall();
    SHOW(keep);
    SHOW(keep2);
    return 0;
}
