// __builtin_isfpclass on vectors of _Float16 and __bf16 (llvm.is.fpclass
// on <8 x half> / <8 x bfloat> / <4 x half>): every class bit alone and
// common combinations, over zeros, subnormals, normals, infinities, quiet
// and signalling NaNs of both signs (given as bit patterns).
#include <stdio.h>
#include <string.h>

typedef _Float16 h8 __attribute__((vector_size(16)));
typedef __bf16 b8 __attribute__((vector_size(16)));
typedef _Float16 h4 __attribute__((vector_size(8)));
typedef short s8 __attribute__((vector_size(16)));
typedef short s4 __attribute__((vector_size(8)));

static const unsigned short half_bits[16] = {
  0x0000, 0x8000, 0x0001, 0x83ff, 0x0400, 0x3c00, 0xfbff, 0x7c00,
  0xfc00, 0x7e00, 0x7d00, 0xfe01, 0x7fff, 0xfd55, 0x8400, 0x0200,
};
static const unsigned short bf_bits[16] = {
  0x0000, 0x8000, 0x0001, 0x807f, 0x0080, 0x3f80, 0xff7f, 0x7f80,
  0xff80, 0x7fc0, 0x7fa0, 0xffc1, 0x7fff, 0xffa5, 0x8080, 0x0040,
};

static unsigned bits8(s8 r) {
  unsigned b = 0;
  for (int i = 0; i < 8; i++) b |= (r[i] != 0) << i;
  return b;
}
static unsigned bits4(s4 r) {
  unsigned b = 0;
  for (int i = 0; i < 4; i++) b |= (r[i] != 0) << i;
  return b;
}

#define MASKS(X) X(0x001) X(0x002) X(0x003) X(0x004) X(0x008) X(0x010) X(0x020) \
  X(0x040) X(0x080) X(0x100) X(0x200) X(0x204) X(0x1f8) X(0x060) X(0x090) X(0x3fc) X(0x3ff)

__attribute__((noinline)) static void test_half(const unsigned short *p) {
  h8 v;
  h4 w;
  memcpy(&v, p, 16);
  memcpy(&w, p + 8, 8);
#define H(m) printf("half %03x %02x %x\n", m, bits8((s8)__builtin_isfpclass(v, m)), bits4((s4)__builtin_isfpclass(w, m)));
  MASKS(H)
}
__attribute__((noinline)) static void test_bf(const unsigned short *p) {
  b8 v;
  memcpy(&v, p, 16);
#define B(m) printf("bf16 %03x %02x\n", m, bits8((s8)__builtin_isfpclass(v, m)));
  MASKS(B)
}

int main(void) {
  test_half(half_bits);
  test_half(half_bits + 8);
  test_bf(bf_bits);
  test_bf(bf_bits + 8);
  return 0;
}
