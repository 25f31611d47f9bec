// CFLAGS: -mavx2
// Conditional loops that clang's -O2 vectorizer turns into llvm.masked.load,
// llvm.masked.store and llvm.masked.gather (AVX2 target).
#include <stdio.h>

#define N 203
static int a[N], b[N], c[N], idx[N];
static double d[N], e[N];
static float f[N];
static long long q[N];

__attribute__((noinline)) void cond_copy(int *restrict dst, const int *restrict src, const int *restrict cond, int n) {
  for (int i = 0; i < n; i++)
    if (cond[i] > 3) dst[i] = src[i] * 3 + 1;
}
__attribute__((noinline)) void cond_add_d(double *restrict x, const double *restrict y, const int *restrict cond, int n) {
  for (int i = 0; i < n; i++)
    if (cond[i] & 1) x[i] += y[i] * 0.5;
}
__attribute__((noinline)) long long cond_gather(const int *restrict src, const int *restrict ix, const int *restrict cond, int n) {
  long long s = 0;
  for (int i = 0; i < n; i++)
    if (cond[i] != 2) s += src[ix[i]];
  return s;
}
__attribute__((noinline)) void cond_float(float *restrict x, const int *restrict cond, int n) {
  for (int i = 0; i < n; i++)
    if (cond[i] < 5) x[i] = x[i] * 2.0f - 1.0f;
}
__attribute__((noinline)) void cond_i64(long long *restrict x, const long long *restrict y, int n) {
  for (int i = 0; i < n; i++)
    if (y[i] > 100) x[i] = y[i] - x[i];
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i * 7 - 300;
    b[i] = (i * 13) ^ 0x55;
    c[i] = (i * 2654435761u) >> 28;
    idx[i] = (i * 37) % N;
    d[i] = i * 0.25 - 10;
    e[i] = 3.5 - i;
    f[i] = i * 1.5f;
    q[i] = (long long)i * i - 50 * i;
  }
  long long h = 0;
  for (int n = 0; n <= N; n += 29) {
    cond_copy(a, b, c, n);
    cond_add_d(d, e, c, n);
    h += cond_gather(b, idx, c, n);
    cond_float(f, c, n);
    cond_i64(q, q + 1, n > 0 ? n - 1 : 0);
  }
  double sd = 0;
  float sf = 0;
  for (int i = 0; i < N; i++) {
    h = h * 31 + a[i] + q[i];
    sd += d[i] * (i + 1);
    sf += f[i];
  }
  printf("%lld %.6f %.3f\n", h, sd, sf);
  return 0;
}
