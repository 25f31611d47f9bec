// Division and remainder by constants (magic multipliers, power-of-two
// shifts) for every integer width, signed and unsigned, over edge values.
#include <stdio.h>
#include <stdint.h>

static unsigned long long h = 1469598103934665603ULL;
static void mix(unsigned long long v) { h = (h ^ v) * 1099511628211ULL; }

#define DIVS(T, NAME, D)                                                       \
    __attribute__((noinline)) static void NAME(T x) {                          \
        mix((unsigned long long)(T)(x / (T)(D)));                              \
        mix((unsigned long long)(T)(x % (T)(D)));                              \
    }
#define ALL(T, P)                                                              \
    DIVS(T, P##3, 3) DIVS(T, P##5, 5) DIVS(T, P##6, 6) DIVS(T, P##7, 7)        \
    DIVS(T, P##10, 10) DIVS(T, P##12, 12) DIVS(T, P##25, 25)                   \
    DIVS(T, P##100, 100) DIVS(T, P##641, 641) DIVS(T, P##2, 2)                 \
    DIVS(T, P##4, 4) DIVS(T, P##64, 64) DIVS(T, P##m2, -2) DIVS(T, P##m3, -3)  \
    DIVS(T, P##m7, -7) DIVS(T, P##m8, -8) DIVS(T, P##m100, -100)               \
    DIVS(T, P##big, 1000000007) DIVS(T, P##max, (~0ULL) >> (65 - sizeof(T) * 8))         \
    DIVS(T, P##one, 1) DIVS(T, P##mone, -1)                                    \
    static void P##all(T x) {                                                  \
        P##3(x); P##5(x); P##6(x); P##7(x); P##10(x); P##12(x); P##25(x);     \
        P##100(x); P##641(x); P##2(x); P##4(x); P##64(x); P##m2(x); P##m3(x);  \
        P##m7(x); P##m8(x); P##m100(x); P##big(x); P##max(x); P##one(x);      \
        if ((T)-1 > 0 || x != (T)((unsigned long long)1 << (sizeof(T) * 8 - 1))) P##mone(x); \
    }
ALL(int8_t, s8_) ALL(uint8_t, u8_) ALL(int16_t, s16_) ALL(uint16_t, u16_)
ALL(int32_t, s32_) ALL(uint32_t, u32_) ALL(int64_t, s64_) ALL(uint64_t, u64_)

int main(void) {
    unsigned long long s = 88172645463325252ULL;
    for (int i = 0; i < 3000; i++) {
        unsigned long long x;
        if (i < 600) x = (unsigned long long)(i - 300);
        else if (i < 700) x = 0x7fffffffffffffffULL - (i - 600);
        else if (i < 800) x = 0x8000000000000000ULL + (i - 700);
        else if (i < 900) x = 0x7fffffffULL + (i - 850);
        else if (i < 1000) x = 0xffffffffULL - (i - 900);
        else { s ^= s << 13; s ^= s >> 7; s ^= s << 17; x = s >> (i % 50); }
        s8_all((int8_t)x); u8_all((uint8_t)x); s16_all((int16_t)x); u16_all((uint16_t)x);
        s32_all((int32_t)x); u32_all((uint32_t)x); s64_all((int64_t)x); u64_all((uint64_t)x);
        if (i % 500 == 0) printf("%d %016llx\n", i, h);
    }
    printf("hash %016llx\n", h);
    return 0;
}
