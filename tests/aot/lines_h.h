/* Part of tests/aot/lines_c.c in another file: the line table names two
   files. */
static int clamp(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}
