#include "comdat_h.h"
int from_a();
int main() { Box<int> b{2}; int r = from_a(); r += b.get() + shared_inline(2); std::printf("%d\n", r); return r == 12 + 2 + 13 + 4 ? 0 : 1; }
