// Small algorithms whose -O2 builds exercise vectorised loops, lookup
// tables, rotates, 64-bit multiplies, recursion and malloc: SHA-256, CRC-32,
// a bignum factorial, double matrix multiply, n-queens, a prime sieve,
// base64, a binary search tree and an LCG-driven heap sort.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
    0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
    0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
    0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
    0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
    0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void sha256(const unsigned char *msg, size_t len, uint8_t out[32]) {
    uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    size_t total = ((len + 9 + 63) / 64) * 64;
    unsigned char *buf = calloc(total, 1);
    memcpy(buf, msg, len);
    buf[len] = 0x80;
    uint64_t bits = (uint64_t)len * 8;
    for (int i = 0; i < 8; i++) buf[total - 1 - i] = (unsigned char)(bits >> (8 * i));
    for (size_t off = 0; off < total; off += 64) {
        uint32_t w[64];
        for (int i = 0; i < 16; i++)
            w[i] = (uint32_t)buf[off + 4 * i] << 24 | (uint32_t)buf[off + 4 * i + 1] << 16 | (uint32_t)buf[off + 4 * i + 2] << 8 | buf[off + 4 * i + 3];
        for (int i = 16; i < 64; i++) {
            uint32_t s0 = ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^ (w[i - 15] >> 3);
            uint32_t s1 = ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
        for (int i = 0; i < 64; i++) {
            uint32_t t1 = hh + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
            uint32_t t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
    }
    free(buf);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++) out[4 * i + j] = (uint8_t)(h[i] >> (24 - 8 * j));
}

static uint32_t crc32(const unsigned char *p, size_t n) {
    static uint32_t table[256];
    if (!table[1])
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t c = i;
            for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
            table[i] = c;
        }
    uint32_t c = 0xffffffffu;
    while (n--) c = table[(c ^ *p++) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

static int queens(int n, int row, unsigned cols, unsigned d1, unsigned d2) {
    if (row == n) return 1;
    int count = 0;
    for (int c = 0; c < n; c++) {
        if (cols & 1u << c || d1 & 1u << (row + c) || d2 & 1u << (row - c + n)) continue;
        count += queens(n, row + 1, cols | 1u << c, d1 | 1u << (row + c), d2 | 1u << (row - c + n));
    }
    return count;
}

struct tree { int key; struct tree *l, *r; };
static struct tree *insert(struct tree *t, int k) {
    if (!t) { t = malloc(sizeof *t); t->key = k; t->l = t->r = NULL; return t; }
    if (k < t->key) t->l = insert(t->l, k); else if (k > t->key) t->r = insert(t->r, k);
    return t;
}
static int height(struct tree *t) { if (!t) return 0; int a = height(t->l), b = height(t->r); return 1 + (a > b ? a : b); }
static long inorder_sum(struct tree *t, long acc) { if (!t) return acc; acc = inorder_sum(t->l, acc); acc = acc * 31 + t->key; return inorder_sum(t->r, acc); }

static void sift(int *a, int start, int end) {
    int root = start;
    while (2 * root + 1 <= end) {
        int child = 2 * root + 1, sw = root;
        if (a[sw] < a[child]) sw = child;
        if (child + 1 <= end && a[sw] < a[child + 1]) sw = child + 1;
        if (sw == root) return;
        int t = a[root]; a[root] = a[sw]; a[sw] = t; root = sw;
    }
}

int main(void) {
    const char *msg = "The quick brown fox jumps over the lazy dog";
    uint8_t dig[32];
    sha256((const unsigned char *)msg, strlen(msg), dig);
    printf("sha256 ");
    for (int i = 0; i < 32; i++) printf("%02x", dig[i]);
    printf("\ncrc32 %08x\n", crc32((const unsigned char *)msg, strlen(msg)));
    // 100! in base 10^9
    uint32_t big[40] = {1};
    int used = 1;
    for (uint32_t f = 2; f <= 100; f++) {
        uint64_t carry = 0;
        for (int i = 0; i < used; i++) { uint64_t v = (uint64_t)big[i] * f + carry; big[i] = (uint32_t)(v % 1000000000u); carry = v / 1000000000u; }
        while (carry) { big[used++] = (uint32_t)(carry % 1000000000u); carry /= 1000000000u; }
    }
    printf("100! %u", big[used - 1]);
    for (int i = used - 2; i >= 0; i--) printf("%09u", big[i]);
    printf("\n");
    enum { N = 24 };
    static double A[N][N], B[N][N], C[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { A[i][j] = (i + 1) * 0.5 - j; B[i][j] = (i == j) + 0.25 * (j - i); }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { double s = 0; for (int k = 0; k < N; k++) s += A[i][k] * B[k][j]; C[i][j] = s; }
    double tr = 0;
    for (int i = 0; i < N; i++) tr += C[i][i] * (i % 3 - 1);
    printf("matmul %a %a\n", tr, C[N - 1][0]);
    printf("queens %d %d\n", queens(6, 0, 0, 0, 0), queens(8, 0, 0, 0, 0));
    enum { S = 10000 };
    static char comp[S];
    int primes = 0; long psum = 0;
    for (int i = 2; i < S; i++) {
        if (comp[i]) continue;
        primes++; psum += i;
        for (int j = i * i; j < S; j += i) comp[j] = 1;
    }
    printf("primes %d %ld\n", primes, psum);
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const unsigned char *in = (const unsigned char *)"kiln: LLVM IR in, machine code out!";
    size_t n = strlen((const char *)in);
    char out[64]; size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16 | (i + 1 < n ? (uint32_t)in[i + 1] << 8 : 0) | (i + 2 < n ? in[i + 2] : 0);
        out[o++] = b64[v >> 18 & 63]; out[o++] = b64[v >> 12 & 63];
        out[o++] = i + 1 < n ? b64[v >> 6 & 63] : '='; out[o++] = i + 2 < n ? b64[v & 63] : '=';
    }
    out[o] = 0;
    printf("base64 %s\n", out);
    struct tree *t = NULL;
    unsigned x = 7;
    int heap[300];
    for (int i = 0; i < 300; i++) { x = x * 1664525u + 1013904223u; heap[i] = (int)(x >> 12) % 10000; t = insert(t, heap[i]); }
    printf("tree height %d sum %ld\n", height(t), inorder_sum(t, 0));
    for (int s = 300 / 2 - 1; s >= 0; s--) sift(heap, s, 299);
    for (int e = 299; e > 0; e--) { int tmp = heap[0]; heap[0] = heap[e]; heap[e] = tmp; sift(heap, 0, e - 1); }
    int sorted = 1;
    for (int i = 1; i < 300; i++) sorted &= heap[i - 1] <= heap[i];
    printf("heapsort %d %d %d %d\n", sorted, heap[0], heap[150], heap[299]);
    return 0;
}
