// Integer arithmetic from C: all operators on signed/unsigned char, short,
// int, long and __int128 (division through compiler-rt/libgcc helpers),
// promotions, shifts, overflow builtins, bit builtins, saturating idioms,
// and a hash over many values (so -O2's optimiser and kiln's code
// generator both get real work).
#include <stdio.h>
#include <stdint.h>

static void p128(const char *name, __int128 v) {
    unsigned __int128 u = (unsigned __int128)v;
    printf("%s %016llx%016llx\n", name, (unsigned long long)(u >> 64), (unsigned long long)u);
}

__attribute__((noinline)) uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ULL; }

volatile int vzero = 0;

int main(void) {
    signed char sc[] = {0, 1, -1, 127, -128, 100, -7};
    unsigned char uc[] = {0, 1, 255, 128, 200, 7};
    short ss[] = {0, 1, -1, 32767, -32768, 1234, -999};
    int si[] = {0, 1, -1, 2147483647, -2147483647 - 1, 123456789, -987654321};
    unsigned ui[] = {0, 1, 4294967295u, 2147483648u, 3000000000u, 7};
    long sl[] = {0, 1, -1, 9223372036854775807L, -9223372036854775807L - 1, 1234567890123456789L, -5};
    uint64_t h = 14695981039346656037ULL;
    for (unsigned i = 0; i < sizeof sc; i++)
        for (unsigned j = 0; j < sizeof sc; j++) {
            signed char a = sc[i], b = sc[j];
            h = mix(h, (uint64_t)(a + b)); h = mix(h, (uint64_t)(a - b)); h = mix(h, (uint64_t)(a * b));
            if (b) { h = mix(h, (uint64_t)(a / b)); h = mix(h, (uint64_t)(a % b)); }
            h = mix(h, (uint64_t)(signed char)(a + b)); h = mix(h, (uint64_t)(a >> (j % 8)));
            h = mix(h, (uint64_t)(a < b) + 2 * (uint64_t)(a == b));
        }
    printf("char %016llx\n", (unsigned long long)h);
    for (unsigned i = 0; i < sizeof uc; i++)
        for (unsigned j = 0; j < sizeof uc; j++) {
            unsigned char a = uc[i], b = uc[j];
            h = mix(h, (uint64_t)(unsigned char)(a + b)); h = mix(h, (uint64_t)(a * b));
            if (b) { h = mix(h, a / b); h = mix(h, a % b); }
            h = mix(h, (uint64_t)(unsigned char)(a << (j % 8))); h = mix(h, a >> (i % 8));
        }
    printf("uchar %016llx\n", (unsigned long long)h);
    for (unsigned i = 0; i < sizeof ss / sizeof ss[0]; i++)
        for (unsigned j = 0; j < sizeof ss / sizeof ss[0]; j++) {
            short a = ss[i], b = ss[j];
            h = mix(h, (uint64_t)(short)(a + b)); h = mix(h, (uint64_t)(a * b));
            if (b) { h = mix(h, (uint64_t)(a / b)); h = mix(h, (uint64_t)(a % b)); }
            h = mix(h, (uint64_t)(a ^ b)); h = mix(h, (uint64_t)(a >> (j % 16)));
        }
    printf("short %016llx\n", (unsigned long long)h);
    for (unsigned i = 0; i < sizeof si / sizeof si[0]; i++)
        for (unsigned j = 0; j < sizeof si / sizeof si[0]; j++) {
            int a = si[i], b = si[j];
            h = mix(h, (uint64_t)(unsigned)a + (unsigned)b); h = mix(h, (unsigned)a * (unsigned)b);
            if (b && !(a == -2147483647 - 1 && b == -1)) { h = mix(h, (uint64_t)(a / b)); h = mix(h, (uint64_t)(a % b)); }
            h = mix(h, (uint64_t)(a >> (j * 5 % 32))); h = mix(h, (uint64_t)((unsigned)a << (i * 7 % 32)));
            h = mix(h, (uint64_t)(a < b) | (uint64_t)((unsigned)a < (unsigned)b) << 1);
        }
    printf("int %016llx\n", (unsigned long long)h);
    for (unsigned i = 0; i < sizeof ui / sizeof ui[0]; i++)
        for (unsigned j = 0; j < sizeof ui / sizeof ui[0]; j++) {
            unsigned a = ui[i], b = ui[j];
            if (b) { h = mix(h, a / b); h = mix(h, a % b); }
            h = mix(h, a >> (j * 5 % 32)); h = mix(h, (uint64_t)a * b);
        }
    printf("unsigned %016llx\n", (unsigned long long)h);
    for (unsigned i = 0; i < sizeof sl / sizeof sl[0]; i++)
        for (unsigned j = 0; j < sizeof sl / sizeof sl[0]; j++) {
            long a = sl[i], b = sl[j];
            h = mix(h, (uint64_t)a + (uint64_t)b); h = mix(h, (uint64_t)a * (uint64_t)b);
            if (b && !(a == -9223372036854775807L - 1 && b == -1)) { h = mix(h, (uint64_t)(a / b)); h = mix(h, (uint64_t)(a % b)); }
            if (b) { h = mix(h, (uint64_t)a / (uint64_t)b); h = mix(h, (uint64_t)a % (uint64_t)b); }
            h = mix(h, (uint64_t)(a >> (j * 9 % 64))); h = mix(h, (uint64_t)a >> (i * 11 % 64));
            long r;
            h = mix(h, (uint64_t)__builtin_add_overflow(a, b, &r) + (uint64_t)r);
            h = mix(h, (uint64_t)__builtin_sub_overflow(a, b, &r) + (uint64_t)r);
            h = mix(h, (uint64_t)__builtin_mul_overflow(a, b, &r) + (uint64_t)r);
            unsigned long ur;
            h = mix(h, (uint64_t)__builtin_umull_overflow((unsigned long)a, (unsigned long)b, &ur) + ur);
        }
    printf("long %016llx\n", (unsigned long long)h);
    for (unsigned i = 0; i < sizeof sl / sizeof sl[0]; i++) {
        unsigned long v = (unsigned long)sl[i];
        h = mix(h, (uint64_t)__builtin_popcountl(v));
        if (v) { h = mix(h, (uint64_t)__builtin_clzl(v)); h = mix(h, (uint64_t)__builtin_ctzl(v)); }
        h = mix(h, __builtin_bswap64(v)); h = mix(h, __builtin_bswap32((uint32_t)v)); h = mix(h, __builtin_bswap16((uint16_t)v));
        h = mix(h, (v << 13) | (v >> 51));
        h = mix(h, (uint64_t)__builtin_parityl(v));
    }
    printf("bits %016llx\n", (unsigned long long)h);
    __int128 a = (__int128)0x0123456789abcdefLL << 64 | 0xfedcba9876543210ULL;
    __int128 b = -((__int128)12345 << 70) - 987654321;
    p128("add", a + b);
    p128("sub", a - b);
    p128("mul", a * b);
    p128("div", a / b);
    p128("rem", a % b);
    p128("udiv", (__int128)((unsigned __int128)a / (unsigned __int128)(b + vzero)));
    p128("urem", (__int128)((unsigned __int128)a % 1000000007u));
    p128("shl", a << 67);
    p128("ashr", b >> 100);
    p128("lshr", (__int128)((unsigned __int128)b >> 100));
    p128("cmp", (__int128)((a < b) * 4 + ((unsigned __int128)a < (unsigned __int128)b) * 2 + (a == a)));
    p128("from double", (__int128)-1.5e30);
    printf("to double %.17g\n", (double)b);
    printf("to float %.9g\n", (float)(unsigned __int128)a);
    return 0;
}
