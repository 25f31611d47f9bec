// CFLAGS: -msse4.2
// SSE4.2: crc32 over every data width, and the string compares
// (pcmpistr*/pcmpestr*) in every aggregation mode, element format,
// polarity and output form, with lengths past 16 and negative.
#include <nmmintrin.h>
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

static const char *strs[] = {
    "hello, world!!!!", "world\0xxxxxxxxxx", "azAZ09\0.........", "lo, w",
    "\x80\xff\x01\x7f" "abcabcabcabc", "", "abc",
};

static __m128i sv(int i) {
    char b[16] = {0};
    memcpy(b, strs[i], strlen(strs[i]) < 16 ? strlen(strs[i]) + 1 : 16);
    if (i == 1 || i == 2)
        memcpy(b, strs[i], 16);
    __m128i v;
    memcpy(&v, b, 16);
    return v;
}

#define MODES(X)                                                                              \
    X(_SIDD_UBYTE_OPS | _SIDD_CMP_EQUAL_ANY)                                                  \
    X(_SIDD_UBYTE_OPS | _SIDD_CMP_RANGES)                                                     \
    X(_SIDD_SBYTE_OPS | _SIDD_CMP_RANGES)                                                     \
    X(_SIDD_UBYTE_OPS | _SIDD_CMP_EQUAL_EACH | _SIDD_NEGATIVE_POLARITY)                       \
    X(_SIDD_UBYTE_OPS | _SIDD_CMP_EQUAL_ORDERED | _SIDD_MOST_SIGNIFICANT)                     \
    X(_SIDD_UWORD_OPS | _SIDD_CMP_EQUAL_ANY | _SIDD_MASKED_NEGATIVE_POLARITY)                 \
    X(_SIDD_SWORD_OPS | _SIDD_CMP_RANGES | _SIDD_UNIT_MASK)                                   \
    X(_SIDD_UBYTE_OPS | _SIDD_CMP_EQUAL_ORDERED | _SIDD_UNIT_MASK)

volatile int lens[] = {0, 3, 5, 16, 17, -2, -20, 100};

int main(void) {
    const int n = sizeof strs / sizeof strs[0];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            __m128i a = sv(i), b = sv(j);
            int la = lens[(i + j) % 8], lb = lens[(i * 3 + j) % 8];
            printf("s %d %d (%d %d)\n", i, j, la, lb);
#define ONE(m)                                                                                \
    printf("%3d %d%d%d%d%d | %3d %d%d%d%d%d\n", _mm_cmpistri(a, b, m), _mm_cmpistra(a, b, m),   \
           _mm_cmpistrc(a, b, m), _mm_cmpistro(a, b, m), _mm_cmpistrs(a, b, m),                 \
           _mm_cmpistrz(a, b, m), _mm_cmpestri(a, la, b, lb, m),                                \
           _mm_cmpestra(a, la, b, lb, m), _mm_cmpestrc(a, la, b, lb, m),                        \
           _mm_cmpestro(a, la, b, lb, m), _mm_cmpestrs(a, la, b, lb, m),                        \
           _mm_cmpestrz(a, la, b, lb, m));                                                      \
    SHOW(_mm_cmpistrm(a, b, m));                                                                \
    SHOW(_mm_cmpestrm(a, la, b, lb, m));
            MODES(ONE)
        }
    unsigned c32 = 0xffffffffu;
    unsigned long long c64 = ~0ull;
    unsigned char data[64];
    for (int i = 0; i < 64; i++)
        data[i] = (unsigned char)(i * 73 + 5);
    for (int i = 0; i < 64; i++)
        c32 = _mm_crc32_u8(c32, data[i]);
    printf("crc8 %08x\n", c32);
    for (int i = 0; i < 64; i += 2) {
        unsigned short w;
        memcpy(&w, data + i, 2);
        c32 = _mm_crc32_u16(c32, w);
    }
    printf("crc16 %08x\n", c32);
    for (int i = 0; i < 64; i += 4) {
        unsigned d;
        memcpy(&d, data + i, 4);
        c32 = _mm_crc32_u32(c32, d);
    }
    printf("crc32 %08x\n", c32);
    for (int i = 0; i < 64; i += 8) {
        unsigned long long q;
        memcpy(&q, data + i, 8);
        c64 = _mm_crc32_u64(c64, q);
    }
    printf("crc64 %016llx\n", c64);
    c64 = _mm_crc32_u64(0xffffffff00000000ull, 1);
    printf("crc64 high %016llx\n", c64);
    return 0;
}
