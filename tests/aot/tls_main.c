// Driver of tests/aot_tls.rs: defines the extern thread-local @ext_tls and
// calls tls_step (kiln-compiled, tls_models.ll) from main and two threads;
// each thread must see its own, freshly initialised copies.
#include <pthread.h>
#include <stdio.h>

_Thread_local int ext_tls = 50;
long tls_step(long by);
long *tls_addr_gd(void);

static long res[3][2];

static void *run(void *arg) {
    long id = (long)arg;
    long r = 0;
    for (int i = 0; i < 3; i++)
        r = tls_step(id + 1);
    res[id][0] = r;
    res[id][1] = *tls_addr_gd() == 1000 + 3 * (id + 1) && ext_tls == 71;
    return NULL;
}

int main(void) {
    pthread_t t[2];
    long m = tls_step(100);
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, run, (void *)(i + 1));
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    printf("main %ld\n", m);
    for (int i = 1; i <= 2; i++)
        printf("thread %d: %ld %ld\n", i, res[i][0], res[i][1]);
    long again = tls_step(0);
    printf("main again %ld ext=%d gd=%ld\n", again, ext_tls, *tls_addr_gd());
    return 0;
}
