// CFLAGS: -fstack-protector-strong
// Stack protectors (-fstack-protector-strong: clang marks functions
// sspstrong): a function with a local array keeps a guard word from
// %fs:0x28 in its frame and checks it before returning. safe() passes the
// check; smash() overflows its buffer over the guard, and the program must
// end in __stack_chk_fail (SIGABRT), as the native build does, instead of
// returning through a clobbered frame.
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static void fill(char *dst, const char *src, int n) { memcpy(dst, src, n); }

__attribute__((noinline)) int safe(const char *s) {
  char b[16];
  fill(b, s, 8);
  return b[0] + b[7];
}

__attribute__((noinline)) int smash(const char *s, int n) {
  char b[16];
  fill(b, s, n);
  return b[0];
}

int main(int argc, char **argv) {
  (void)argv;
  char src[64];
  memset(src, 'A', sizeof src);
  printf("%d\n", safe(src));
  fflush(stdout);
  printf("%d\n", smash(src, argc * 40));
  return 0;
}
