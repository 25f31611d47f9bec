/*
 * kiln conformance driver for zstd (sources from zstd-sys).
 *
 * Generates deterministic data (text-like, repetitive binary, noisy),
 * compresses it at several levels with the one-shot and the streaming
 * APIs, decompresses, verifies the round trip and prints sizes and checksums.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ZSTD_STATIC_LINKING_ONLY
#include "zstd.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static uint64_t rng(void) {
    /* splitmix64 */
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint32_t fnv1a(const unsigned char *p, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 16777619u;
    }
    return h;
}

static const char *const words[] = {
    "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "register",
    "allocator", "spill", "reload", "block", "edge", "phi", "value", "lowering",
    "selection", "encoding", "relocation", "section", "symbol", "frame", "stack",
};

static size_t gen_text(unsigned char *buf, size_t n) {
    size_t i = 0;
    while (i < n) {
        const char *w = words[rng() % (sizeof words / sizeof *words)];
        size_t len = strlen(w);
        if (i + len + 1 > n)
            break;
        memcpy(buf + i, w, len);
        i += len;
        buf[i++] = (rng() % 11 == 0) ? '\n' : ' ';
    }
    while (i < n)
        buf[i++] = '.';
    return n;
}

static size_t gen_binary(unsigned char *buf, size_t n) {
    /* records with slowly changing fields, like a table of structs */
    uint32_t a = 1000, b = 7;
    for (size_t i = 0; i + 8 <= n; i += 8) {
        a += (uint32_t)(rng() % 5);
        if (rng() % 64 == 0)
            b = (uint32_t)rng();
        memcpy(buf + i, &a, 4);
        memcpy(buf + i + 4, &b, 4);
    }
    for (size_t i = n & ~(size_t)7; i < n; i++)
        buf[i] = 0;
    return n;
}

static size_t gen_noise(unsigned char *buf, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint64_t r = rng();
        /* biased bytes: compressible only by entropy coding */
        buf[i] = (unsigned char)((r & 0xff) & ((r >> 8) & 0xff) & ((r >> 16) | 0x0f));
    }
    return n;
}

static int check(int ok, const char *what) {
    if (!ok) {
        printf("FAILED: %s\n", what);
        exit(1);
    }
    return ok;
}

static void one_shot(const char *name, const unsigned char *src, size_t n, int level) {
    size_t bound = ZSTD_compressBound(n);
    unsigned char *comp = malloc(bound);
    unsigned char *back = malloc(n);
    size_t csize = ZSTD_compress(comp, bound, src, n, level);
    check(!ZSTD_isError(csize), ZSTD_isError(csize) ? ZSTD_getErrorName(csize) : "compress");
    unsigned long long content = ZSTD_getFrameContentSize(comp, csize);
    check(content == n, "frame content size");
    size_t dsize = ZSTD_decompress(back, n, comp, csize);
    check(!ZSTD_isError(dsize) && dsize == n, "decompress");
    check(memcmp(src, back, n) == 0, "round trip");
    printf("%-6s level %2d: %7zu -> %7zu bytes, ratio %.3f, crc %08x\n", name, level, n, csize,
           (double)n / (double)csize, fnv1a(comp, csize));
    free(comp);
    free(back);
}

static void streaming(const char *name, const unsigned char *src, size_t n, int level) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    ZSTD_DCtx *dctx = ZSTD_createDCtx();
    size_t cap = ZSTD_compressBound(n) + 1024;
    unsigned char *comp = malloc(cap);
    unsigned char *back = malloc(n + 1);
    check(!ZSTD_isError(ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, level)), "level");
    check(!ZSTD_isError(ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1)), "checksum");
    check(!ZSTD_isError(ZSTD_CCtx_setParameter(cctx, ZSTD_c_windowLog, 17)), "windowLog");

    /* feed input in uneven chunks, drain output through a small window */
    size_t pos = 0, csize = 0, chunk = 777;
    while (pos < n) {
        size_t take = n - pos < chunk ? n - pos : chunk;
        ZSTD_inBuffer in = {src + pos, take, 0};
        while (in.pos < in.size) {
            size_t room = cap - csize < 4096 ? cap - csize : 4096;
            ZSTD_outBuffer out = {comp + csize, room, 0};
            size_t r = ZSTD_compressStream2(cctx, &out, &in, ZSTD_e_continue);
            check(!ZSTD_isError(r), "compressStream2");
            csize += out.pos;
        }
        pos += take;
        chunk = chunk * 3 % 5003 + 100;
    }
    for (;;) {
        ZSTD_inBuffer in = {NULL, 0, 0};
        ZSTD_outBuffer out = {comp + csize, cap - csize < 4096 ? cap - csize : 4096, 0};
        size_t left = ZSTD_compressStream2(cctx, &out, &in, ZSTD_e_end);
        check(!ZSTD_isError(left), "end");
        csize += out.pos;
        if (left == 0)
            break;
    }

    ZSTD_inBuffer in = {comp, csize, 0};
    size_t dsize = 0;
    size_t last = 1;
    while (in.pos < in.size) {
        ZSTD_outBuffer out = {back + dsize, (n + 1 - dsize) < 1500 ? (n + 1 - dsize) : 1500, 0};
        last = ZSTD_decompressStream(dctx, &out, &in);
        check(!ZSTD_isError(last), "decompressStream");
        dsize += out.pos;
    }
    check(last == 0, "frame complete");
    check(dsize == n && memcmp(src, back, n) == 0, "stream round trip");
    printf("%-6s stream %2d: %7zu -> %7zu bytes, crc %08x\n", name, level, n, csize,
           fnv1a(comp, csize));
    ZSTD_freeCCtx(cctx);
    ZSTD_freeDCtx(dctx);
    free(comp);
    free(back);
}

int main(void) {
    enum { N = 192 * 1024 };
    static unsigned char text[N], bin[N], noise[N / 4];
    static const int levels[] = {-5, 1, 3, 7, 12};

    printf("zstd %s\n", ZSTD_versionString());
    gen_text(text, sizeof text);
    gen_binary(bin, sizeof bin);
    gen_noise(noise, sizeof noise);
    printf("inputs: text %08x, binary %08x, noise %08x\n", fnv1a(text, sizeof text),
           fnv1a(bin, sizeof bin), fnv1a(noise, sizeof noise));

    for (size_t i = 0; i < sizeof levels / sizeof *levels; i++) {
        one_shot("text", text, sizeof text, levels[i]);
        one_shot("binary", bin, sizeof bin, levels[i]);
        one_shot("noise", noise, sizeof noise, levels[i]);
    }
    streaming("text", text, sizeof text, 3);
    streaming("binary", bin, sizeof bin, 9);
    streaming("noise", noise, sizeof noise, 1);

    /* error paths */
    unsigned char junk[64];
    memset(junk, 0xA5, sizeof junk);
    size_t r = ZSTD_decompress(text, sizeof text, junk, sizeof junk);
    printf("junk frame: %s\n", ZSTD_isError(r) ? ZSTD_getErrorName(r) : "accepted?!");
    printf("done\n");
    return 0;
}
