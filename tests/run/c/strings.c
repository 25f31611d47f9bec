// Library-heavy C: malloc/realloc/free, string functions, sprintf/sscanf,
// strtol/strtod, a hash table with chaining, a linked list reversal, and
// command-line arguments (argc/argv given by RUN-ARGS).
// RUN-ARGS: alpha beta 42
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

struct Node { char *key; int value; struct Node *next; };

static unsigned hash(const char *s) {
    unsigned h = 5381;
    while (*s) h = h * 33 ^ (unsigned char)*s++;
    return h;
}

static struct Node *table[64];

static void put(const char *k, int v) {
    unsigned b = hash(k) % 64;
    for (struct Node *n = table[b]; n; n = n->next)
        if (strcmp(n->key, k) == 0) { n->value += v; return; }
    struct Node *n = malloc(sizeof *n);
    n->key = strdup(k);
    n->value = v;
    n->next = table[b];
    table[b] = n;
}

static int get(const char *k) {
    for (struct Node *n = table[hash(k) % 64]; n; n = n->next)
        if (strcmp(n->key, k) == 0) return n->value;
    return -1;
}

int main(int argc, char **argv) {
    printf("argc %d\n", argc);
    for (int i = 1; i < argc; i++) printf("argv[%d] %s %zu\n", i, argv[i], strlen(argv[i]));
    if (argc > 3) printf("atoi %d\n", atoi(argv[3]) * 2);
    const char *text = "the quick brown fox jumps over the lazy dog the fox";
    char *copy = strdup(text);
    int words = 0;
    for (char *tok = strtok(copy, " "); tok; tok = strtok(NULL, " ")) { put(tok, 1); words++; }
    printf("words %d the %d fox %d cat %d\n", words, get("the"), get("fox"), get("cat"));
    free(copy);
    char buf[128];
    int n = snprintf(buf, sizeof buf, "%08.3f|%-6s|%+d|%#x|%e", 3.14159, "ab", 42, 255, 12345.678);
    printf("%s %d\n", buf, n);
    int a, b;
    char w[16];
    double d;
    int got = sscanf("12 -34 word 2.5e3", "%d %d %15s %lf", &a, &b, w, &d);
    printf("sscanf %d %d %d %s %g\n", got, a, b, w, d);
    char *end;
    long l = strtol("0x1fZ", &end, 16);
    printf("strtol %ld rest %s\n", l, end);
    printf("strtod %a\n", strtod("-1.25e-3", NULL));
    int cap = 4, len = 0;
    int *v = malloc(cap * sizeof *v);
    for (int i = 0; i < 1000; i++) {
        if (len == cap) { cap *= 2; v = realloc(v, cap * sizeof *v); }
        v[len++] = i * i % 997;
    }
    long s = 0;
    for (int i = 0; i < len; i++) s += v[i];
    printf("vector %d %d %ld\n", len, cap, s);
    free(v);
    char up[32];
    strcpy(up, "Mixed Case 123");
    for (char *p = up; *p; p++) *p = (char)toupper((unsigned char)*p);
    printf("%s %d %d\n", up, (int)(strchr(up, 'C') - up), strncmp(up, "MIXED", 5));
    char big[200];
    memset(big, 'x', sizeof big - 1);
    big[199] = 0;
    memmove(big + 10, big, 50);
    memcpy(big, "head", 4);
    printf("%.20s %zu\n", big, strlen(big));
    return 0;
}
