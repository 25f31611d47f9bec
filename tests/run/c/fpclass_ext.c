// isinf/isnan/isfinite/signbit/isnormal/fpclassify (llvm.is.fpclass) on
// long double, __float128 and _Float16, and libm long double calls.
#include <math.h>
#include <stdio.h>
__attribute__((noinline)) int cls(long double x) { return isinf(x) | isnan(x) << 1 | isfinite(x) << 2 | signbit(x) << 3 | isnormal(x) << 4 | fpclassify(x) << 5; }
__attribute__((noinline)) int clq(__float128 x) { return __builtin_isinf(x) | __builtin_isnan(x) << 1 | __builtin_isfinite(x) << 2 | __builtin_signbit(x) << 3; }
__attribute__((noinline)) int clh(_Float16 x) { return __builtin_isinf(x) | __builtin_isnan(x) << 1 | __builtin_isfinite(x) << 2 | __builtin_signbit(x) << 3; }
int main(void) {
  long double v[] = {1.0L, -0.0L, 1e-4940L, __builtin_infl(), -__builtin_nanl("")};
  for (int i = 0; i < 5; i++) printf("%d %d %d\n", cls(v[i]), clq((__float128)v[i]), clh((_Float16)v[i]));
  printf("%.6Lf %.6Lf\n", sinl(1.0L), atan2l(1.0L, 2.0L));
  return 0;
}
