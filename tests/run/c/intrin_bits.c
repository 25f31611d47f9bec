// CFLAGS: -mpopcnt -mlzcnt -mbmi -mbmi2
// POPCNT, LZCNT, BMI and BMI2: bextr/bzhi/pdep/pext stay llvm.x86.*
// calls; the rest become generic IR. Edge inputs: 0, all ones, the sign
// bit, start/length/index operands past the width.
#include <immintrin.h>
#include <stdio.h>

static const unsigned long long vals[] = {
    0, 1, 0x80000000ull, 0xffffffffull, 0x8000000000000000ull, ~0ull,
    0x123456789abcdef0ull, 0x00ff00ff00ff00ffull, 0xf0f0f0f00f0f0f0full, 0x5555aaaa3333ccccull,
};
static const unsigned ctls[] = {0, 1, 7, 31, 32, 33, 63, 64, 65, 200, 255, 256, 0x0804,
                                0x2010, 0x4000, 0xff00, 0x1f1f, 0x2020, 0x4040, 0xffffffff};

int main(void) {
    const int nv = sizeof vals / sizeof vals[0], nc = sizeof ctls / sizeof ctls[0];
    for (int i = 0; i < nv; i++) {
        unsigned long long x = vals[i];
        unsigned lo = (unsigned)x;
        printf("v %016llx pop %d %lld lz %u %llu tz %u %llu blsr %x %llx blsi %x blsmsk %llx\n", x,
               _mm_popcnt_u32(lo), _mm_popcnt_u64(x), _lzcnt_u32(lo), _lzcnt_u64(x),
               _tzcnt_u32(lo), _tzcnt_u64(x), _blsr_u32(lo), _blsr_u64(x), _blsi_u32(lo),
               _blsmsk_u64(x));
        for (int j = 0; j < nc; j++) {
            unsigned c = ctls[j];
            printf(" c %x bextr %x %llx bzhi %x %llx\n", c, _bextr2_u32(lo, c),
                   _bextr2_u64(x, c), _bzhi_u32(lo, c), _bzhi_u64(x, c));
        }
        for (int j = 0; j < nv; j++) {
            unsigned long long m = vals[j];
            unsigned hi;
            unsigned long long hq;
            unsigned l = _mulx_u32(lo, (unsigned)m, &hi);
            unsigned long long lq = _mulx_u64(x, m, &hq);
            printf(" m %llx pdep %x %llx pext %x %llx andn %llx mulx %x:%x %llx:%llx\n", m,
                   _pdep_u32(lo, (unsigned)m), _pdep_u64(x, m), _pext_u32(lo, (unsigned)m),
                   _pext_u64(x, m), _andn_u64(x, m), hi, l, hq, lq);
        }
    }
    printf("bextr3 %x %llx\n", _bextr_u32(0xdeadbeef, 4, 12), _bextr_u64(~0ull, 60, 10));
    return 0;
}
