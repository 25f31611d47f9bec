/* 16-byte atomics: LLVM calls libatomic for them (x86-64 without cx16). */
#include <stdio.h>
static __int128 g __attribute__((aligned(16)));
static _Atomic int counter;
int main(void) {
  __int128 v = ((__int128)0x0123456789abcdefLL << 64) | 0xfedcba9876543210ULL;
  __atomic_store_n(&g, v, __ATOMIC_SEQ_CST);
  __int128 r = __atomic_load_n(&g, __ATOMIC_ACQUIRE);
  __atomic_store_n(&g, r + 1, __ATOMIC_RELEASE);
  __int128 s = __atomic_load_n(&g, __ATOMIC_RELAXED);
  counter = 41;
  int c = counter + 1;
  printf("%016llx%016llx %d\n", (unsigned long long)(s >> 64), (unsigned long long)s, c);
  return 0;
}
