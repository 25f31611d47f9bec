// GCC/clang vector extensions: 128-bit int/float/double vectors (256-bit
// ones are in vectors_wide.c), element access,
// arithmetic, comparisons producing masks, __builtin_shufflevector,
// conversions, and a dot product loop the -O2 build vectorises.
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef unsigned char v16qu __attribute__((vector_size(16)));

__attribute__((noinline)) v4si vmadd(v4si a, v4si b, v4si c) { return a * b + c; }
__attribute__((noinline)) v4sf vfops(v4sf a, v4sf b) { return (a + b) * (a - b) / b; }
__attribute__((noinline)) v2df vdops(v2df a, v2df b) { return a * b - a; }
__attribute__((noinline)) v8hi vshift(v8hi a) { return (a << 3) ^ (a >> 1); }
__attribute__((noinline)) v16qu vbytes(v16qu a, v16qu b) { return a + b * 3; }
__attribute__((noinline)) v4si vcmp(v4si a, v4si b) { return a > b; }
__attribute__((noinline)) v4si vshuf(v4si a, v4si b) { return __builtin_shufflevector(a, b, 7, 0, 5, 2); }
__attribute__((noinline)) v4sf vconv(v4si a) { return __builtin_convertvector(a, v4sf); }
__attribute__((noinline)) int dot(const int *a, const int *b, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
__attribute__((noinline)) void saxpy(float *y, const float *x, float a, int n) {
    for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

int main(void) {
    v4si a = {1, -2, 3, 2147483647}, b = {5, 6, -7, 2}, c = {100, 200, 300, 400};
    v4si r = vmadd(a, b, c);
    printf("madd %d %d %d %d\n", r[0], r[1], r[2], r[3]);
    v4sf fa = {1.5f, -2.0f, 8.0f, 0.25f}, fb = {0.5f, 4.0f, -2.0f, 1.0f};
    v4sf fr = vfops(fa, fb);
    printf("fops %a %a %a %a\n", fr[0], fr[1], fr[2], fr[3]);
    v2df da = {1.5, -1e10}, db = {3.0, 1e-10};
    v2df dr = vdops(da, db);
    printf("dops %a %a\n", dr[0], dr[1]);
    v8hi h = {1, -1, 32767, -32768, 100, -100, 7, 0};
    v8hi hr = vshift(h);
    printf("shift");
    for (int i = 0; i < 8; i++) printf(" %d", hr[i]);
    printf("\n");
    v16qu qa, qb;
    for (int i = 0; i < 16; i++) { qa[i] = (unsigned char)(i * 17); qb[i] = (unsigned char)(250 - i); }
    v16qu qr = vbytes(qa, qb);
    printf("bytes");
    for (int i = 0; i < 16; i++) printf(" %d", qr[i]);
    printf("\n");
    v4si m = vcmp(a, b);
    printf("cmp %d %d %d %d\n", m[0], m[1], m[2], m[3]);
    v4si s = vshuf(a, c);
    printf("shuf %d %d %d %d\n", s[0], s[1], s[2], s[3]);
    v4sf cv = vconv(a);
    printf("conv %a %a %a %a\n", cv[0], cv[1], cv[2], cv[3]);
    int x[100], y[100];
    for (int i = 0; i < 100; i++) { x[i] = i * 3 - 50; y[i] = 7 - i; }
    printf("dot %d\n", dot(x, y, 100));
    float fx[37], fy[37];
    for (int i = 0; i < 37; i++) { fx[i] = i * 0.5f; fy[i] = 1.0f / (i + 1); }
    saxpy(fy, fx, 2.5f, 37);
    float t = 0;
    for (int i = 0; i < 37; i++) t += fy[i];
    printf("saxpy %a\n", t);
    return 0;
}
