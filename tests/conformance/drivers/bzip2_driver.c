/*
 * kiln conformance driver for bzip2 (sources from bzip2-sys, built with
 * BZ_NO_STDIO as the crate does, so this file provides bz_internal_error).
 *
 * Compresses deterministic data at several block sizes with the one-shot
 * and the streaming APIs, decompresses (normal and "small" mode), verifies
 * the round trip and prints sizes and checksums.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bzlib.h"

void bz_internal_error(int errcode) {
    printf("bzip2 internal error %d\n", errcode);
    exit(3);
}

static uint32_t rng_state = 12345u;

static uint32_t rng(void) {
    /* 32-bit LCG, top bits */
    rng_state = rng_state * 1664525u + 1013904223u;
    return rng_state >> 8;
}

static uint32_t adler32(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + p[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

static void fill(unsigned char *buf, size_t n) {
    static const char *const syll[] = {"ka", "lo", "mi", "nu", "pe", "ra", "si", "to",
                                       "ve", "zu", "an", "or", "il", "eth"};
    size_t i = 0;
    while (i < n) {
        uint32_t r = rng();
        if (r % 97 == 0) {
            /* a run, exercising bzip2's RLE stage */
            size_t len = 4 + r % 300;
            unsigned char c = (unsigned char)('A' + r % 26);
            while (len-- && i < n)
                buf[i++] = c;
        } else if (r % 13 == 0) {
            if (i < n)
                buf[i++] = (unsigned char)(r >> 5);
        } else {
            const char *s = syll[r % 14];
            while (*s && i < n)
                buf[i++] = (unsigned char)*s++;
            if (r % 5 == 0 && i < n)
                buf[i++] = ' ';
        }
    }
}

static void fail(const char *what, int rc) {
    printf("FAILED: %s (%d)\n", what, rc);
    exit(1);
}

static void one_shot(const unsigned char *src, unsigned n, int block) {
    unsigned cap = n + n / 100 + 600;
    char *comp = malloc(cap);
    char *back = malloc(n);
    unsigned clen = cap;
    int rc = BZ2_bzBuffToBuffCompress(comp, &clen, (char *)src, n, block, 0, 30);
    if (rc != BZ_OK)
        fail("compress", rc);
    for (int small = 0; small <= 1; small++) {
        unsigned dlen = n;
        rc = BZ2_bzBuffToBuffDecompress(back, &dlen, comp, clen, small, 0);
        if (rc != BZ_OK || dlen != n || memcmp(back, src, n) != 0)
            fail("decompress", rc);
    }
    printf("block %d00k: %u -> %u bytes, adler %08x\n", block, n, clen,
           adler32((unsigned char *)comp, clen));
    free(comp);
    free(back);
}

static void streaming(const unsigned char *src, unsigned n) {
    bz_stream s;
    unsigned cap = n + n / 100 + 600;
    char *comp = malloc(cap);
    char *back = malloc(n);
    memset(&s, 0, sizeof s);
    int rc = BZ2_bzCompressInit(&s, 3, 0, 0);
    if (rc != BZ_OK)
        fail("compress init", rc);
    unsigned pos = 0, clen = 0;
    int action = BZ_RUN;
    for (;;) {
        unsigned take = n - pos < 1000 ? n - pos : 1000;
        s.next_in = (char *)src + pos;
        s.avail_in = take;
        if (pos + take == n)
            action = BZ_FINISH;
        do {
            s.next_out = comp + clen;
            s.avail_out = cap - clen < 512 ? cap - clen : 512;
            unsigned before = s.avail_out;
            rc = BZ2_bzCompress(&s, action);
            clen += before - s.avail_out;
        } while (rc == BZ_FINISH_OK || (action == BZ_RUN && s.avail_in > 0));
        pos += take;
        if (action == BZ_FINISH)
            break;
        if (rc != BZ_RUN_OK)
            fail("compress run", rc);
    }
    if (rc != BZ_STREAM_END)
        fail("compress end", rc);
    BZ2_bzCompressEnd(&s);

    memset(&s, 0, sizeof s);
    rc = BZ2_bzDecompressInit(&s, 0, 0);
    if (rc != BZ_OK)
        fail("decompress init", rc);
    s.next_in = comp;
    s.avail_in = clen;
    unsigned dlen = 0;
    do {
        s.next_out = back + dlen;
        s.avail_out = n - dlen < 700 ? n - dlen : 700;
        unsigned before = s.avail_out;
        rc = BZ2_bzDecompress(&s);
        dlen += before - s.avail_out;
    } while (rc == BZ_OK && (s.avail_out == 0 || s.avail_in > 0));
    if (rc != BZ_STREAM_END || dlen != n || memcmp(back, src, n) != 0)
        fail("stream decompress", rc);
    BZ2_bzDecompressEnd(&s);
    printf("stream 300k: %u -> %u bytes, adler %08x\n", n, clen,
           adler32((unsigned char *)comp, clen));
    free(comp);
    free(back);
}

int main(void) {
    enum { N = 256 * 1024 };
    static unsigned char data[N];
    printf("bzip2 %s\n", BZ2_bzlibVersion());
    fill(data, N);
    printf("input: %u bytes, adler %08x\n", (unsigned)N, adler32(data, N));
    one_shot(data, N, 1);
    one_shot(data, N, 5);
    one_shot(data, N, 9);
    one_shot(data, 1000, 9);
    streaming(data, N);

    /* corrupt a byte in the middle of a stream: must be rejected or differ */
    unsigned cap = N + N / 100 + 600, clen = cap;
    char *comp = malloc(cap), *back = malloc(N);
    if (BZ2_bzBuffToBuffCompress(comp, &clen, (char *)data, N, 2, 0, 0) != BZ_OK)
        fail("compress", 0);
    comp[clen / 2] ^= 0x10;
    unsigned dlen = N;
    int rc = BZ2_bzBuffToBuffDecompress(back, &dlen, comp, clen, 0, 0);
    printf("corrupted stream: rc %d\n", rc);
    free(comp);
    free(back);
    printf("done\n");
    return 0;
}
