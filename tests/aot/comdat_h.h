#include <cstdio>
template <class T> struct Box { static int count; T v; __attribute__((noinline)) T get() const { return v + count; } };
template <class T> int Box<T>::count = 10;
inline int shared_inline(int x) { static int calls; return x + ++calls; }
