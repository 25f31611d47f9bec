// Atomic loads and stores of every scalar width and of float and double,
// at every memory order (seq_cst stores of floating point go through a
// general register and xchg), and atomic read-modify-write on float and
// double (compare-exchange loops); two threads add to a shared double.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static _Atomic float af;
static _Atomic double ad;
static _Atomic char ac;
static _Atomic short as;
static _Atomic int ai;
static _Atomic long al;
static _Atomic(void *) ap;
static _Atomic double shared;

static void *adder(void *arg) {
  double step = *(double *)arg;
  for (int i = 0; i < 20000; i++) {
    double old = atomic_load_explicit(&shared, memory_order_relaxed);
    while (!atomic_compare_exchange_weak(&shared, &old, old + step)) {
    }
  }
  return NULL;
}

int main(void) {
  atomic_store(&af, 1.5f);
  atomic_store(&ad, -2.25);
  atomic_store(&ac, (char)-7);
  atomic_store(&as, (short)30000);
  atomic_store(&ai, 123456789);
  atomic_store(&al, -1234567890123L);
  atomic_store(&ap, (void *)&af);
  printf("%g %g %d %d %d %ld %d\n", atomic_load(&af), atomic_load(&ad), atomic_load(&ac),
         atomic_load(&as), atomic_load(&ai), atomic_load(&al), atomic_load(&ap) == (void *)&af);
  atomic_store_explicit(&af, 3.25f, memory_order_release);
  atomic_store_explicit(&ad, 1e300, memory_order_relaxed);
  printf("%g %g\n", atomic_load_explicit(&af, memory_order_acquire),
         atomic_load_explicit(&ad, memory_order_relaxed));
  float f = atomic_exchange(&af, -0.0f);
  double d = atomic_exchange(&ad, 0.5);
  printf("%g %g %g %g\n", f, d, atomic_load(&af), atomic_load(&ad));
  af += 2.0f;
  ad *= 3.0;
  printf("%g %g\n", (double)af, (double)ad);
  double s1 = 0.5, s2 = 0.25;
  pthread_t t1, t2;
  pthread_create(&t1, NULL, adder, &s1);
  pthread_create(&t2, NULL, adder, &s2);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  printf("%g\n", atomic_load(&shared));
  return 0;
}
