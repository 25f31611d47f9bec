// Thread-local storage across threads: initialised (.tdata) and zeroed
// (.tbss) thread_locals of every TLS model, an errno-like accessor
// returning a thread-local's address, arrays and a struct; four pthreads
// meet at a barrier and each writes and reads only its own copies, so the
// output is deterministic.
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define NTHREADS 4

_Thread_local int counter = 5;
static _Thread_local long acc[8];
__thread struct { int id; char name[12]; double scale; } info = {-1, "main", 1.5};
__attribute__((tls_model("initial-exec"))) _Thread_local unsigned ie_var = 100;
__attribute__((tls_model("local-exec"))) static _Thread_local short le_var = -7;
__attribute__((tls_model("local-dynamic"))) static _Thread_local int ld_var;
__attribute__((tls_model("global-dynamic"))) _Thread_local long long gd_var = 1LL << 40;
static _Thread_local int err_code;

static pthread_barrier_t barrier;
static long results[NTHREADS][4];

__attribute__((noinline)) int *my_errno(void) { return &err_code; }

__attribute__((noinline)) static long work(int id) {
    int *e = my_errno();
    *e = id * 11;
    info.id = id;
    snprintf(info.name, sizeof info.name, "worker%d", id);
    info.scale = id * 0.5;
    for (int round = 0; round < 1000; round++) {
        counter += id + 1;
        acc[round % 8] += round * (id + 1);
        ie_var ^= (unsigned)(round * 2654435761u);
        le_var = (short)(le_var + id);
        ld_var += round & 3;
        gd_var -= id;
        if (round == 500)
            pthread_barrier_wait(&barrier);
    }
    long sum = 0;
    for (int i = 0; i < 8; i++)
        sum += acc[i];
    return sum + counter + *e;
}

static void *thread_main(void *arg) {
    int id = (int)(long)arg;
    pthread_barrier_wait(&barrier);
    long r = work(id);
    results[id][0] = r;
    results[id][1] = (long)ie_var + le_var + ld_var;
    results[id][2] = (long)(gd_var - (1LL << 40));
    results[id][3] = info.id * 1000 + (long)(info.scale * 10) + (long)strlen(info.name) +
                     (my_errno() == &err_code);
    return NULL;
}

int main(void) {
    pthread_t t[NTHREADS];
    pthread_barrier_init(&barrier, NULL, NTHREADS);
    counter = 42;
    err_code = 3;
    for (long i = 0; i < NTHREADS; i++)
        pthread_create(&t[i], NULL, thread_main, (void *)i);
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < NTHREADS; i++)
        printf("thread %d: %ld %ld %ld %ld\n", i, results[i][0], results[i][1], results[i][2],
               results[i][3]);
    printf("main: counter=%d err=%d ie=%u le=%d ld=%d gd=%lld info=%d/%s/%.1f acc0=%ld\n", counter,
           *my_errno(), ie_var, le_var, ld_var, gd_var, info.id, info.name, info.scale, acc[0]);
    return counter == 42 && err_code == 3 ? 0 : 1;
}
