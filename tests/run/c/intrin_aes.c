// CFLAGS: -maes -mpclmul -msse4.1
// AES-NI (one FIPS-197 AES-128 block: key expansion with
// aeskeygenassist, encryption, the inverse key schedule with aesimc and
// decryption) and PCLMULQDQ (every half selection).
#include <wmmintrin.h>
#include <smmintrin.h>
#include <stdio.h>
#include <string.h>

static void show(const char *what, __m128i v) {
    unsigned char b[16];
    memcpy(b, &v, 16);
    printf("%s ", what);
    for (int i = 0; i < 16; i++)
        printf("%02x", b[i]);
    printf("\n");
}
#define SHOW(x) show(#x, (__m128i)(x))

static __m128i expand(__m128i k, __m128i t) {
    t = _mm_shuffle_epi32(t, 0xff);
    k = _mm_xor_si128(k, _mm_slli_si128(k, 4));
    k = _mm_xor_si128(k, _mm_slli_si128(k, 4));
    k = _mm_xor_si128(k, _mm_slli_si128(k, 4));
    return _mm_xor_si128(k, t);
}

int main(void) {
    /* FIPS-197 appendix C.1. */
    const unsigned char key[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    const unsigned char pt[16] = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
                                  0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff};
    __m128i rk[11], dk[11];
    rk[0] = _mm_loadu_si128((const __m128i *)key);
#define R(i, c) rk[i] = expand(rk[i - 1], _mm_aeskeygenassist_si128(rk[i - 1], c));
    R(1, 0x01) R(2, 0x02) R(3, 0x04) R(4, 0x08) R(5, 0x10)
    R(6, 0x20) R(7, 0x40) R(8, 0x80) R(9, 0x1b) R(10, 0x36)
    for (int i = 0; i < 11; i++)
        SHOW(rk[i]);
    __m128i s = _mm_xor_si128(_mm_loadu_si128((const __m128i *)pt), rk[0]);
    for (int i = 1; i < 10; i++)
        s = _mm_aesenc_si128(s, rk[i]);
    s = _mm_aesenclast_si128(s, rk[10]);
    SHOW(s);
    dk[0] = rk[10];
    for (int i = 1; i < 10; i++)
        dk[i] = _mm_aesimc_si128(rk[10 - i]);
    dk[10] = rk[0];
    __m128i d = _mm_xor_si128(s, dk[0]);
    for (int i = 1; i < 10; i++)
        d = _mm_aesdec_si128(d, dk[i]);
    d = _mm_aesdeclast_si128(d, dk[10]);
    SHOW(d);
    SHOW(_mm_aeskeygenassist_si128(_mm_set1_epi8((char)0xa5), 0xff));
    const unsigned long long q[] = {0, 1, 3, 0x8000000000000000ull, ~0ull, 0x87, 0x123456789abcdefull};
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++) {
            __m128i a = _mm_set_epi64x((long long)q[j], (long long)q[i]);
            __m128i b = _mm_set_epi64x((long long)q[i], (long long)q[(j + 3) % 7]);
            SHOW(_mm_clmulepi64_si128(a, b, 0x00));
            SHOW(_mm_clmulepi64_si128(a, b, 0x01));
            SHOW(_mm_clmulepi64_si128(a, b, 0x10));
            SHOW(_mm_clmulepi64_si128(a, b, 0x11));
        }
    return 0;
}
