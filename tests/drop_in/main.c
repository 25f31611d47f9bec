#include <stdio.h>
#include <string.h>

unsigned checksum(const char *s);
extern const char *const greetings[];
extern int greeting_count;

int main(int argc, char **argv) {
    unsigned total = 0;
    for (int i = 1; i < argc; i++) {
        unsigned c = checksum(argv[i]);
        printf("%s %s: %u\n", greetings[(unsigned)i % greeting_count], argv[i], c);
        total ^= c * (unsigned)strlen(argv[i]);
    }
    printf("total %u\n", total);
    return (int)(total % 7);
}
