#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

typedef void (*ld_fn)(void *, unsigned, void *, void *);
typedef void (*st_fn)(void *, unsigned, void *);
typedef void (*ga_fn)(void *, unsigned, void *, void *, void *);
typedef void (*sc_fn)(void *, unsigned, void *, void *);
#define DECL(nm) \
  void load_##nm(void *, unsigned, void *, void *); \
  void store_##nm(void *, unsigned, void *); \
  void expand_##nm(void *, unsigned, void *, void *); \
  void compress_##nm(void *, unsigned, void *); \
  void gather_##nm(void *, unsigned, void *, void *, void *); \
  void scatter_##nm(void *, unsigned, void *, void *);
DECL(b16) DECL(b32) DECL(h8) DECL(w4) DECL(w3) DECL(q2) DECL(f4) DECL(d2) DECL(d4) DECL(w8)
void *load_ptrs(void *, void *, void *);
void store_const_mask(int *, int *);

struct ty { const char *name; int n, size; ld_fn ld; st_fn st; ld_fn ex; st_fn co; ga_fn ga; sc_fn sc; };
#define T(nm, n, s) { #nm, n, s, load_##nm, store_##nm, expand_##nm, compress_##nm, gather_##nm, scatter_##nm }
static const struct ty types[] = {
  T(b16, 16, 1), T(b32, 32, 1), T(h8, 8, 2), T(w4, 4, 4), T(w3, 3, 4),
  T(q2, 2, 8), T(f4, 4, 4), T(d2, 2, 8), T(d4, 4, 8), T(w8, 8, 4),
};

static unsigned char *page_end; /* first byte of a PROT_NONE page */
static unsigned long hash;
static void mix(const void *p, int n) {
  const unsigned char *b = p;
  for (int i = 0; i < n; i++) hash = (hash ^ b[i]) * 1099511628211UL;
}
static void fill(unsigned char *p, int n, int seed) {
  for (int i = 0; i < n; i++) p[i] = (unsigned char)(seed * 37 + i * 11 + 1);
}
static int highest(unsigned m) { int h = 0; while (m) { h++; m >>= 1; } return h; }

int main(void) {
  long pg = sysconf(_SC_PAGESIZE);
  unsigned char *map = mmap(0, 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED || mprotect(map + pg, pg, PROT_NONE)) return 2;
  page_end = map + pg;
  unsigned seed = 12345;
  for (unsigned t = 0; t < sizeof types / sizeof types[0]; t++) {
    const struct ty *y = &types[t];
    unsigned all = y->n == 32 ? 0xffffffffu : (1u << y->n) - 1;
    for (int k = 0; k < 10; k++) {
      unsigned m;
      switch (k) {
      case 0: m = 0; break;
      case 1: m = all; break;
      case 2: m = 1; break;
      case 3: m = 1u << (y->n - 1); break;
      case 4: m = 0x55555555u & all; break;
      case 5: m = 0xaaaaaaaau & all; break;
      default: seed = seed * 1103515245u + 12345u; m = (seed >> 3) & all; break;
      }
      unsigned char pt[128], out[128], data[128];
      int bytes = y->n * y->size, hi = highest(m), pop = __builtin_popcount(m);
      /* load: lanes from the highest enabled one up lie in the guard page */
      unsigned char *base = page_end - hi * y->size;
      fill(map, pg, k);
      fill(pt, bytes, k + 7);
      hash = 14695981039346656037UL;
      y->ld(base, m, pt, out);
      mix(out, bytes);
      unsigned long h_ld = hash;
      /* store */
      fill(map, pg, k + 1);
      fill(data, bytes, k + 3);
      y->st(base, m, data);
      hash = 14695981039346656037UL;
      mix(page_end - 256, 256);
      unsigned long h_st = hash;
      /* expandload / compressstore: exactly popcount elements before the guard */
      base = page_end - pop * y->size;
      fill(map, pg, k + 2);
      hash = 14695981039346656037UL;
      y->ex(base, m, pt, out);
      mix(out, bytes);
      unsigned long h_ex = hash;
      fill(map, pg, k + 4);
      y->co(base, m, data);
      hash = 14695981039346656037UL;
      mix(page_end - 256, 256);
      unsigned long h_co = hash;
      /* gather: masked-off lanes index into the guard page */
      int idx[32];
      base = page_end - 64 * y->size;
      for (int l = 0; l < y->n; l++) idx[l] = (m >> l & 1) ? (l * 7 + k) % 64 : 64 + l;
      fill(map, pg, k + 5);
      hash = 14695981039346656037UL;
      y->ga(base, m, idx, pt, out);
      mix(out, bytes);
      unsigned long h_ga = hash;
      /* scatter: enabled lanes overlap (later lanes win) */
      for (int l = 0; l < y->n; l++) idx[l] = (m >> l & 1) ? l % 3 : 64 + l;
      fill(map, pg, k + 6);
      y->sc(base, m, idx, data);
      hash = 14695981039346656037UL;
      mix(base, 64 * y->size);
      unsigned long h_sc = hash;
      printf("%s mask %08x: load %016lx store %016lx expand %016lx compress %016lx gather %016lx scatter %016lx\n",
             y->name, m, h_ld, h_st, h_ex, h_co, h_ga, h_sc);
    }
  }
  void *a[2] = { &pg, &seed }, *b[2] = { 0, &hash };
  void *r = load_ptrs(a, b[0], b[1]);
  printf("ptrs %d\n", r == (void *)&seed);
  int v[4] = { 1, 2, 3, 4 };
  int w[4] = { 10, 20, 30, 40 };
  store_const_mask(v, w);
  printf("const %d %d %d %d\n", v[0], v[1], v[2], v[3]);
  return 0;
}
