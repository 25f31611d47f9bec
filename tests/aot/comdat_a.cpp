#include "comdat_h.h"
int from_a() { Box<int> b{1}; Box<int>::count++; return b.get() + shared_inline(1); }
