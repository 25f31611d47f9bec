// Loops over arrays of bit operations that clang -O2 vectorizes into vector
// llvm.bitreverse / ctlz / cttz / ctpop / bswap / fshl / fshr / abs / smax /
// umin intrinsics (and scalar forms at -O0), plus clang's element-wise vector
// builtins (saturating add/sub, bitreverse, min/max, abs) on vector
// types; each result array is folded into a checksum and printed.
#include <stdint.h>
#include <stdio.h>

#define N 67
static uint64_t a64[N], b64[N], r64[N];
static uint32_t a32[N], b32[N], r32[N];
static uint16_t a16[N], b16[N], r16[N];
static uint8_t a8[N], b8[N], r8[N];

static uint64_t sum(const void *p, int bytes) {
  const uint8_t *q = p;
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < bytes; i++) h = (h ^ q[i]) * 1099511628211ull;
  return h;
}
#define REPORT(name, arr) printf("%-14s %016llx\n", name, (unsigned long long)sum(arr, sizeof arr))

__attribute__((noinline)) static void kernels(void) {
  for (int i = 0; i < N; i++) r64[i] = __builtin_bitreverse64(a64[i]);
  REPORT("bitrev64", r64);
  for (int i = 0; i < N; i++) r32[i] = __builtin_bitreverse32(a32[i]);
  REPORT("bitrev32", r32);
  for (int i = 0; i < N; i++) r16[i] = __builtin_bitreverse16(a16[i]);
  REPORT("bitrev16", r16);
  for (int i = 0; i < N; i++) r8[i] = __builtin_bitreverse8(a8[i]);
  REPORT("bitrev8", r8);
  for (int i = 0; i < N; i++) r64[i] = a64[i] ? __builtin_clzll(a64[i]) : 64;
  REPORT("clz64", r64);
  for (int i = 0; i < N; i++) r32[i] = a32[i] ? __builtin_ctz(a32[i]) : 32;
  REPORT("ctz32", r32);
  for (int i = 0; i < N; i++) r16[i] = __builtin_popcount(a16[i]);
  REPORT("popcount16", r16);
  for (int i = 0; i < N; i++) r64[i] = __builtin_bswap64(a64[i]);
  REPORT("bswap64", r64);
  for (int i = 0; i < N; i++) r32[i] = (a32[i] << (b32[i] & 31)) | (a32[i] >> (-b32[i] & 31));
  REPORT("rotl32", r32);
  for (int i = 0; i < N; i++) r16[i] = (uint16_t)((a16[i] >> (b16[i] & 15)) | (a16[i] << (-b16[i] & 15)));
  REPORT("rotr16", r16);
  for (int i = 0; i < N; i++) r8[i] = (uint8_t)((a8[i] << (b8[i] & 7)) | (a8[i] >> (-b8[i] & 7)));
  REPORT("rotl8", r8);
  for (int i = 0; i < N; i++) r64[i] = (a64[i] << 13) | (b64[i] >> 51);
  REPORT("funnel64", r64);
  for (int i = 0; i < N; i++) {
    int32_t x = (int32_t)a32[i];
    r32[i] = (uint32_t)(x < 0 ? -(int64_t)x : x);
  }
  REPORT("abs32", r32);
  for (int i = 0; i < N; i++) r64[i] = (int64_t)a64[i] > (int64_t)b64[i] ? a64[i] : b64[i];
  REPORT("smax64", r64);
  for (int i = 0; i < N; i++) r8[i] = a8[i] < b8[i] ? a8[i] : b8[i];
  REPORT("umin8", r8);
  for (int i = 0; i < N; i++) {
    uint32_t s = a32[i] + b32[i];
    r32[i] = s < a32[i] ? UINT32_MAX : s;
  }
  REPORT("uaddsat32", r32);
}

typedef int64_t v2i64 __attribute__((vector_size(16)));
typedef uint64_t v2u64 __attribute__((vector_size(16)));
typedef int32_t v4i32 __attribute__((vector_size(16)));
typedef uint16_t v8u16 __attribute__((vector_size(16)));
typedef int8_t v16i8 __attribute__((vector_size(16)));

__attribute__((noinline)) static void elementwise(void) {
  uint64_t h = 0;
  for (int i = 0; i + 2 <= N; i += 2) {
    v2i64 x = {(int64_t)a64[i], (int64_t)a64[i + 1]}, y = {(int64_t)b64[i], (int64_t)b64[i + 1]};
    v2i64 s = __builtin_elementwise_add_sat(x, y), d = __builtin_elementwise_sub_sat(x, y);
    v2u64 u = __builtin_elementwise_add_sat((v2u64)x, (v2u64)y), v = __builtin_elementwise_sub_sat((v2u64)x, (v2u64)y);
    v2i64 br = __builtin_elementwise_bitreverse(x);
    v2i64 mx = __builtin_elementwise_max(x, y), ab = __builtin_elementwise_abs(x);
    for (int k = 0; k < 2; k++)
      h = h * 31 + (uint64_t)s[k] + 3 * (uint64_t)d[k] + 5 * u[k] + 7 * v[k] + 11 * (uint64_t)br[k] +
          17 * (uint64_t)mx[k] + 19 * (uint64_t)ab[k];
  }
  printf("%-14s %016llx\n", "elementwise64", (unsigned long long)h);
  h = 0;
  for (int i = 0; i + 4 <= N; i += 4) {
    v4i32 x = {(int32_t)a32[i], (int32_t)a32[i + 1], (int32_t)a32[i + 2], (int32_t)a32[i + 3]};
    v4i32 y = {(int32_t)b32[i], (int32_t)b32[i + 1], (int32_t)b32[i + 2], (int32_t)b32[i + 3]};
    v4i32 s = __builtin_elementwise_add_sat(x, y), br = __builtin_elementwise_bitreverse(x);
    v4i32 mn = __builtin_elementwise_min(x, y);
    for (int k = 0; k < 4; k++) h = h * 31 + (uint32_t)s[k] + 3 * (uint32_t)br[k] + 7 * (uint32_t)mn[k];
  }
  printf("%-14s %016llx\n", "elementwise32", (unsigned long long)h);
  h = 0;
  for (int i = 0; i + 16 <= N; i += 16) {
    v16i8 x, y;
    for (int k = 0; k < 16; k++) x[k] = (int8_t)a8[i + k], y[k] = (int8_t)b8[i + k];
    v16i8 s = __builtin_elementwise_sub_sat(x, y), br = __builtin_elementwise_bitreverse(x);
    v8u16 w = __builtin_elementwise_add_sat((v8u16)x, (v8u16)y);
    for (int k = 0; k < 16; k++) h = h * 31 + (uint8_t)s[k] + 3 * (uint8_t)br[k];
    for (int k = 0; k < 8; k++) h = h * 31 + w[k];
  }
  printf("%-14s %016llx\n", "elementwise8", (unsigned long long)h);
}

int main(void) {
  uint64_t x = 0x9e3779b97f4a7c15ull;
  for (int i = 0; i < N; i++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    uint64_t y = x * 0x2545f4914f6cdd1dull;
    // Edge values every few lanes: 0, all ones, the sign bit, one.
    static const uint64_t edge[] = {0, ~0ull, 1ull << 63, 1, 0x7fffffffffffffffull};
    a64[i] = i % 7 < 5 && i % 3 == 0 ? edge[i % 5] : x;
    b64[i] = i % 5 == 1 ? edge[(i + 2) % 5] : y;
    a32[i] = (uint32_t)a64[i] ^ (uint32_t)(a64[i] >> 32);
    b32[i] = (uint32_t)b64[i];
    a16[i] = (uint16_t)a32[i];
    b16[i] = (uint16_t)(b32[i] >> 7);
    a8[i] = (uint8_t)(a32[i] >> 3);
    b8[i] = (uint8_t)b16[i];
  }
  kernels();
  elementwise();
  return 0;
}
