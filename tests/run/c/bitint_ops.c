// CFLAGS: -fno-slp-vectorize
// Every integer operator and the overflow builtins on _BitInt(N) of odd and
// wide sizes, on edge values and pseudo-random ones; printed as hex words.
#include <stdio.h>
#include <string.h>

static unsigned long long seed = 0x9e3779b97f4a7c15ULL;
static unsigned long long next64(void) {
  seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
  return seed;
}

// clang has signed __builtin_mul_overflow on _BitInt only up to 128 bits.
#define SMUL_yes(N)                                                            \
  o = __builtin_mul_overflow(sa, sb, &sr);                                     \
  put##N(o ? "smul!" : "smul", (u##N)sr);
#define SMUL_no(N)

// Each operation's results over all pairs are folded into one hash per
// width, printed by report() in the order the operations first appear.
static const char *tags[64];
static unsigned long long sums[64];
static int ntags;
static unsigned long long mix(unsigned long long h, unsigned long long v) {
  return (h ^ v) * 0x100000001b3ULL + (h >> 29);
}
static unsigned long long hash_tag(const char *t) {
  unsigned long long h = 0xcbf29ce484222325ULL;
  while (*t) h = mix(h, (unsigned char)*t++);
  return h;
}
static void record(const char *tag, unsigned long long h) {
  int k = 0;
  while (k < ntags && strcmp(tags[k], tag)) k++;
  if (k == ntags) tags[ntags++] = tag;
  sums[k] = mix(sums[k], h);
}
static void report(void) {
  for (int k = 0; k < ntags; k++) printf("  %-6s %016llx\n", tags[k], sums[k]);
  ntags = 0;
  memset(sums, 0, sizeof sums);
}

#define OPS(N, SM)                                                             \
  typedef unsigned _BitInt(N) u##N;                                            \
  typedef signed _BitInt(N) s##N;                                              \
  static void put##N(const char *tag, u##N v) {                                \
    unsigned long long h = hash_tag(tag);                                      \
    for (int i = 0; i <= ((N) - 1) / 64; i++)                                  \
      h = mix(h, (unsigned long long)(v >> (64 * i)));                         \
    record(tag, h);                                                            \
  }                                                                            \
  static u##N rnd##N(void) {                                                   \
    unsigned long long w[((N) + 63) / 64];                                     \
    for (int i = 0; i < ((N) + 63) / 64; i++) w[i] = next64();                 \
    u##N v;                                                                    \
    memcpy(&v, w, sizeof w < sizeof v ? sizeof w : sizeof v);                  \
    if (next64() & 1) v >>= next64() % (N);                                    \
    return v;                                                                  \
  }                                                                            \
  __attribute__((noinline)) static void test##N(void) {                        \
    u##N vals[12];                                                             \
    vals[0] = 0; vals[1] = 1; vals[2] = ~(u##N)0; vals[3] = (u##N)1 << ((N)-1); \
    vals[4] = vals[3] - 1; vals[5] = 7; vals[6] = (u##N)(s##N)-7;              \
    for (int i = 7; i < 12; i++) vals[i] = rnd##N();                           \
    printf("i%d\n", N);                                                        \
    for (int i = 0; i < 12; i++)                                               \
      for (int j = 0; j < 12; j++) {                                           \
        u##N a = vals[i], b = vals[j], r;                                      \
        s##N sa = (s##N)a, sb = (s##N)b, sr;                                   \
        put##N("add", a + b); put##N("sub", a - b); put##N("mul", a * b);      \
        put##N("and", a & b); put##N("or", a | b); put##N("xor", a ^ b);       \
        if (b) { put##N("udiv", a / b); put##N("urem", a % b); }               \
        if (sb && !(sb == -1 && a == vals[3])) {                               \
          put##N("sdiv", (u##N)(sa / sb)); put##N("srem", (u##N)(sa % sb));    \
        }                                                                      \
        unsigned k = (unsigned)(b % (N));                                      \
        put##N("shl", a << k); put##N("lshr", a >> k);                         \
        put##N("ashr", (u##N)(sa >> k));                                       \
        put##N("rotl", k ? (a << k) | (a >> ((N) - k)) : a);                   \
        put##N("cmp", a < b | (a == b) << 1 | (a >= b) << 2 | (sa < sb) << 3 |   \
                          (sa > sb) << 4 | (sa <= sb) << 5);                   \
        put##N("umin", a < b ? a : b); put##N("umax", a > b ? a : b);          \
        put##N("smin", (u##N)(sa < sb ? sa : sb));                             \
        put##N("smax", (u##N)(sa > sb ? sa : sb));                             \
        put##N("abs", sa < 0 ? -a : a);                            \
        put##N("ucmp", (u##N)(s##N)((a > b) - (a < b)));                       \
        put##N("scmp", (u##N)(s##N)((sa > sb) - (sa < sb)));                   \
        int o;                                                                 \
        o = __builtin_add_overflow(a, b, &r); put##N(o ? "uadd!" : "uadd", r); \
        o = __builtin_sub_overflow(a, b, &r); put##N(o ? "usub!" : "usub", r); \
        o = __builtin_mul_overflow(a, b, &r); put##N(o ? "umul!" : "umul", r); \
        o = __builtin_add_overflow(sa, sb, &sr);                               \
        put##N(o ? "sadd!" : "sadd", (u##N)sr);                                \
        o = __builtin_sub_overflow(sa, sb, &sr);                               \
        put##N(o ? "ssub!" : "ssub", (u##N)sr);                                \
        SMUL_##SM(N)                                                           \
        put##N("sext", (u##N)(s##N)(signed _BitInt(N + 9))sa);                 \
        put##N("trunc", (unsigned char)a); put##N("strunc", (u##N)(signed char)sa); \
      }                                                                        \
    report();                                                                  \
  }

OPS(7, yes)
OPS(65, yes)
OPS(127, yes)
OPS(129, no)
OPS(136, no)
OPS(200, no)
OPS(256, no)
OPS(512, no)
OPS(1000, no)

int main(void) {
  test7(); test65(); test127(); test129(); test136(); test200(); test256();
  test512(); test1000();
  return 0;
}
