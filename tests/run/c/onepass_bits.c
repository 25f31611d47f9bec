/* Bit intrinsics the one-pass -O0 path selects itself: llvm.ctlz/cttz on
   32 and 64 bits (with the zero case defined through __builtin_clzg's
   fallback, and poison-at-zero through __builtin_clz), and rotations
   (llvm.fshl/fshr of a value with itself) by constants and by variable
   counts, including counts of 0 and past the width. Compared with the
   native build. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static unsigned clz32(uint32_t x) { return __builtin_clzg(x, 32); }
__attribute__((noinline)) static unsigned ctz32(uint32_t x) { return __builtin_ctzg(x, 32); }
__attribute__((noinline)) static unsigned clz64(uint64_t x) { return __builtin_clzg(x, 64); }
__attribute__((noinline)) static unsigned ctz64(uint64_t x) { return __builtin_ctzg(x, 64); }
__attribute__((noinline)) static unsigned clz_nz(uint64_t x) { return __builtin_clzll(x) + __builtin_ctz((uint32_t)x | 0x80000000u); }

int main(void) {
  uint64_t vals[] = {0, 1, 2, 3, 0x80, 0xffff, 0x10000, 0x80000000u, 0xffffffffu, 0x100000000ull,
                     0x8000000000000000ull, 0xffffffffffffffffull, 0x0123456789abcdefull};
  unsigned n = sizeof vals / sizeof vals[0];
  for (unsigned i = 0; i < n; i++) {
    uint64_t v = vals[i];
    printf("%u %u %u %u", clz32((uint32_t)v), ctz32((uint32_t)v), clz64(v), ctz64(v));
    if (v) printf(" %u", clz_nz(v));
    for (unsigned c = 0; c < 70; c += 13)
      printf(" %08x/%016llx/%08x/%016llx", __builtin_rotateleft32((uint32_t)v, c),
             (unsigned long long)__builtin_rotateleft64(v, c), __builtin_rotateright32((uint32_t)v, c),
             (unsigned long long)__builtin_rotateright64(v, c));
    printf(" %08x %016llx\n", __builtin_rotateleft32((uint32_t)v, 5),
           (unsigned long long)__builtin_rotateright64(v, 17));
  }
  return 0;
}
