// Built with -g: the IR carries llvm.dbg.declare/llvm.dbg.value calls (or
// debug records) and metadata, which must not change the generated code's
// behaviour. Structs, loops, inlined helpers at -O2.
// CFLAGS: -g
#include <stdio.h>

struct point { int x, y; };

static int manhattan(struct point a, struct point b) {
    int dx = a.x - b.x, dy = a.y - b.y;
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

int main(void) {
    struct point pts[5] = {{0, 0}, {3, 4}, {-2, 7}, {10, -1}, {5, 5}};
    int total = 0;
    for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 5; j++) {
            int d = manhattan(pts[i], pts[j]);
            total += d;
            printf("%d-%d %d\n", i, j, d);
        }
    printf("total %d\n", total);
    return total % 7;
}
