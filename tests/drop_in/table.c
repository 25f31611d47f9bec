const char *const greetings[] = {"hello", "bonjour", "hallo", "ciao"};
int greeting_count = sizeof greetings / sizeof greetings[0];

unsigned checksum(const char *s) {
    unsigned h = 2166136261u;
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}
