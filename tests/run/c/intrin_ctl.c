// CFLAGS: -msse4.1
// MXCSR (_mm_getcsr/_mm_setcsr: every rounding mode, flush-to-zero and
// denormals-are-zero) seen by conversions, rounding and plain arithmetic;
// fences, pause, clflush and the masked byte store _mm_maskmoveu_si128.
#include <smmintrin.h>
#include <stdio.h>
#include <string.h>

volatile float fin[] = {2.5f, -2.5f, 1.5f, -0.5f, 1e-40f, 3.0f, 7.0f, 1e-38f};
volatile double din[] = {1.0, 3.0, -1e308, 2.5};

int main(void) {
    unsigned saved = _mm_getcsr();
    printf("csr %08x\n", saved & ~0x3fu);
    static const unsigned modes[] = {_MM_ROUND_NEAREST, _MM_ROUND_DOWN, _MM_ROUND_UP,
                                     _MM_ROUND_TOWARD_ZERO};
    int ints[4][8];
    unsigned fbits[4][6];
    unsigned long long dbits[4][2];
    unsigned seen[4];
    for (int m = 0; m < 4; m++) {
        _mm_setcsr((saved & ~_MM_ROUND_MASK) | modes[m]);
        seen[m] = _mm_getcsr() & _MM_ROUND_MASK;
        for (int i = 0; i < 4; i++)
            ints[m][i] = _mm_cvtss_si32(_mm_set_ss(fin[i]));
        __m128i v = _mm_cvtps_epi32(_mm_setr_ps(fin[0], fin[1], fin[2], fin[3]));
        memcpy(&ints[m][4], &v, 16);
        __m128 r = _mm_round_ps(_mm_setr_ps(fin[0], fin[1], fin[2], fin[3]),
                                _MM_FROUND_CUR_DIRECTION);
        memcpy(fbits[m], &r, 16);
        float q = fin[5] / fin[6];
        memcpy(&fbits[m][4], &q, 4);
        float s = fin[0] + 1e-8f;
        memcpy(&fbits[m][5], &s, 4);
        double d = din[0] / din[1];
        memcpy(&dbits[m][0], &d, 8);
        d = din[2] * 10.0;
        memcpy(&dbits[m][1], &d, 8);
    }
    _mm_setcsr(saved | _MM_FLUSH_ZERO_ON | 0x40 /* DAZ */);
    float tiny = fin[4] * 1.0f, ftz = fin[7] * 0.25f;
    unsigned ftzcsr = _mm_getcsr() & 0x8040;
    _mm_setcsr(saved);
    for (int m = 0; m < 4; m++) {
        printf("mode %x:", seen[m]);
        for (int i = 0; i < 8; i++)
            printf(" %d", ints[m][i]);
        for (int i = 0; i < 6; i++)
            printf(" %08x", fbits[m][i]);
        printf(" %016llx %016llx\n", dbits[m][0], dbits[m][1]);
    }
    unsigned tb, fb;
    memcpy(&tb, &tiny, 4);
    memcpy(&fb, &ftz, 4);
    printf("ftz/daz %04x %08x %08x\n", ftzcsr, tb, fb);

    unsigned char buf[32];
    for (int i = 0; i < 32; i++)
        buf[i] = (unsigned char)i;
    __m128i data = _mm_set1_epi8((char)0xee);
    __m128i mask = _mm_setr_epi8(-1, 0, 0x80, 0x7f, 1, -128, 0, 0, -1, -1, 0, 0x40, 0, 0, 0, -2);
    _mm_maskmoveu_si128(data, mask, (char *)buf + 3);
    _mm_sfence();
    _mm_lfence();
    _mm_mfence();
    _mm_pause();
    _mm_clflush(buf);
    for (int i = 0; i < 32; i++)
        printf("%02x", buf[i]);
    printf("\n");
    return 0;
}
