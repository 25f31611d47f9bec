// CFLAGS: -msse4.1
// The lane tests of vec_lanes.c where SSE4.1 allows insertps.
#include "vec_lanes.c"
