// RUN-ARGS: -1 3
// Vector kernels for issue 20: FFT butterflies, dot product, matrix multiply,
// byte shuffles and an SSE2 string search. Usage: kernels WHICH REPS
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <emmintrin.h>

typedef float v4f __attribute__((vector_size(16)));
typedef int8_t v16b __attribute__((vector_size(16)));

#define N 1024
static float re[N], im[N], a[N], b[N], m1[64 * 64], m2[64 * 64], m3[64 * 64];
static char text[1 << 16];
static v16b blocks[4096];

// Radix-2 FFT on interleaved complex pairs held two per v4f.
__attribute__((noinline)) static void fft(v4f *x, int n) {
    for (int len = 2; len <= n; len <<= 1) {
        for (int i = 0; i < n; i += len) {
            for (int j = 0; j < len / 2; j += 2) {
                v4f u = x[(i + j) / 2];
                v4f t = x[(i + j + len / 2) / 2];
                float w = 1.0f / (float)(len + j);
                v4f tw = (v4f){w, -w, w * 0.5f, -w * 0.5f};
                v4f ts = __builtin_shufflevector(t, t, 1, 0, 3, 2);
                v4f prod = t * __builtin_shufflevector(tw, tw, 0, 0, 2, 2) + ts * __builtin_shufflevector(tw, tw, 1, 1, 3, 3) * (v4f){-1, 1, -1, 1};
                x[(i + j) / 2] = u + prod;
                x[(i + j + len / 2) / 2] = u - prod;
            }
        }
    }
}

__attribute__((noinline)) static float dot(const float *p, const float *q, int n) {
    float s = 0;
    for (int i = 0; i < n; i++) s += p[i] * q[i];
    return s;
}

__attribute__((noinline)) static void matmul(const float *p, const float *q, float *r, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) r[i * n + j] = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            float s = p[i * n + k];
            for (int j = 0; j < n; j++) r[i * n + j] += s * q[k * n + j];
        }
}

__attribute__((noinline)) static void byteshuf(v16b *x, int n) {
    for (int i = 0; i < n; i++) {
        v16b v = x[i];
        v = __builtin_shufflevector(v, v, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        x[i] = v + __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14);
    }
}

__attribute__((noinline)) static long search(const char *s, size_t n, char c) {
    __m128i needle = _mm_set1_epi8(c);
    long count = 0;
    for (size_t i = 0; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(s + i));
        int mask = _mm_movemask_epi8(_mm_cmpeq_epi8(v, needle));
        count += __builtin_popcount(mask);
    }
    return count;
}

int main(int argc, char **argv) {
    int which = argc > 1 ? atoi(argv[1]) : -1;
    int reps = argc > 2 ? atoi(argv[2]) : 1;
    for (int i = 0; i < N; i++) { re[i] = (float)(i % 17) - 8; im[i] = (float)(i % 5); a[i] = (float)i / N; b[i] = 1.0f - a[i]; }
    for (int i = 0; i < 64 * 64; i++) { m1[i] = (float)(i % 13) / 7; m2[i] = (float)(i % 11) / 5; }
    for (int i = 0; i < (int)sizeof text; i++) text[i] = (char)('a' + (i * 7) % 26);
    for (int i = 0; i < 4096; i++) for (int k = 0; k < 16; k++) blocks[i][k] = (int8_t)(i + k * 3);
    double check = 0;
    if (which < 0 || which == 0) {
        static v4f x[N / 2];
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < N / 2; i++) x[i] = (v4f){re[2 * i], im[2 * i], re[2 * i + 1], im[2 * i + 1]};
            fft(x, N);
        }
        for (int i = 0; i < N / 2; i++) check += x[i][0] + x[i][1] * 3 + x[i][2] * 5 + x[i][3] * 7;
        printf("fft %.6g\n", check);
    }
    if (which < 0 || which == 1) {
        float s = 0;
        for (int r = 0; r < reps * 20; r++) { s += dot(a, b, N); a[r % N] += 0.001f; }
        printf("dot %.6g\n", (double)s);
    }
    if (which < 0 || which == 2) {
        for (int r = 0; r < reps; r++) { matmul(m1, m2, m3, 64); m1[r % 4096] = m3[(r * 7) % 4096] * 0.001f; }
        double t = 0;
        for (int i = 0; i < 64 * 64; i++) t += m3[i];
        printf("matmul %.6g\n", t);
    }
    if (which < 0 || which == 3) {
        for (int r = 0; r < reps; r++) byteshuf(blocks, 4096);
        unsigned long t = 1469598103934665603UL;
        for (int i = 0; i < 4096; i++) for (int k = 0; k < 16; k++) t = (t ^ (uint8_t)blocks[i][k]) * 1099511628211UL;
        printf("byteshuf %016lx\n", t);
    }
    if (which < 0 || which == 4) {
        long t = 0;
        for (int r = 0; r < reps * 10; r++) t += search(text, sizeof text, (char)('a' + r % 26));
        printf("search %ld\n", t);
    }
    return 0;
}
