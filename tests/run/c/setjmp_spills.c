/* Values spilled across setjmp: a..h are computed before setjmp, are dead
   on the path that calls longjmp and are read after setjmp returns the
   second time. Their stack homes must not be shared with the values of the
   longjmp path (p..w2), although their extents, ending at setjmp's first
   return, are disjoint: the allocator sees no edge from longjmp back to
   setjmp. The C standard keeps unmodified locals' values here. */
#include <setjmp.h>
#include <stdio.h>

jmp_buf jb;
__attribute__((noinline)) int opaque(int x) { return x * 3 + 1; }
__attribute__((noinline)) void jump(void) { longjmp(jb, 1); }

int main(int argc, char **argv) {
  (void)argv;
  int a = opaque(argc), b = opaque(a), c = opaque(b), d = opaque(c), e = opaque(d), f = opaque(e),
      g = opaque(f), h = opaque(g);
  if (setjmp(jb) != 0) {
    printf("%d %d %d %d %d %d %d %d\n", a, b, c, d, e, f, g, h);
    return 0;
  }
  int p = opaque(1), q = opaque(p), r = opaque(q), s = opaque(r), t = opaque(s), u = opaque(t),
      v = opaque(u), w = opaque(v);
  int p2 = opaque(p), q2 = opaque(q), r2 = opaque(r), s2 = opaque(s), t2 = opaque(t),
      u2 = opaque(u), v2 = opaque(v), w2 = opaque(w);
  printf("%d %d\n", p + q + r + s + t + u + v + w, p2 + q2 + r2 + s2 + t2 + u2 + v2 + w2);
  jump();
  return 1;
}
