// C11 atomics and threads: atomic_fetch_add/sub/or/and/xor,
// compare_exchange (weak and strong) loops, atomic flags as a spin lock,
// explicit memory orders, on int, long, _Bool and pointers; four pthreads
// increment shared counters.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_long total;
static atomic_int bits;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static long guarded;
static _Atomic(int *) ptr;
static int cells[4];

static void *worker(void *arg) {
    long id = (long)arg;
    for (int i = 0; i < 50000; i++) atomic_fetch_add_explicit(&total, 1, memory_order_relaxed);
    for (int i = 0; i < 10000; i++) {
        int old = atomic_load(&bits), next;
        do next = old + 1; while (!atomic_compare_exchange_weak(&bits, &old, next));
    }
    for (int i = 0; i < 10000; i++) {
        while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) ;
        guarded++;
        atomic_flag_clear_explicit(&lock, memory_order_release);
    }
    int *expected = NULL;
    atomic_compare_exchange_strong(&ptr, &expected, &cells[id]);
    return NULL;
}

int main(void) {
    atomic_int x = 10;
    printf("fetch_add %d ", atomic_fetch_add(&x, 5));
    printf("fetch_sub %d ", atomic_fetch_sub(&x, 3));
    printf("fetch_or %d ", atomic_fetch_or(&x, 0x100));
    printf("fetch_and %d ", atomic_fetch_and(&x, 0xff0));
    printf("fetch_xor %d ", atomic_fetch_xor(&x, 0xf));
    printf("now %d\n", atomic_load_explicit(&x, memory_order_seq_cst));
    atomic_bool flag = 0;
    _Bool was = atomic_exchange(&flag, 1);
    printf("bool %d %d\n", was, atomic_load(&flag));
    long e = 5;
    atomic_long al = 7;
    int ok = atomic_compare_exchange_strong(&al, &e, 9);
    printf("cas fail %d %ld %ld\n", ok, e, atomic_load(&al));
    ok = atomic_compare_exchange_strong(&al, &e, 9);
    printf("cas ok %d %ld %ld\n", ok, e, atomic_load(&al));
    atomic_thread_fence(memory_order_seq_cst);
    atomic_signal_fence(memory_order_acq_rel);
    pthread_t t[4];
    for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
    int *p = atomic_load(&ptr);
    printf("total %ld bits %d guarded %ld ptr set %d\n", atomic_load(&total), atomic_load(&bits), guarded, p >= cells && p < cells + 4);
    return 0;
}
