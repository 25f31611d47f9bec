// Source for tests/bitcode.rs (see features.c): templates, namespaces,
// classes with virtual functions, exceptions (invoke, landingpad), enum
// classes, thread-locals and the debug info they bring.
#include <vector>
#include <string>
#include <stdexcept>
#include <map>
namespace ns { template <typename T, int N> struct Box { T v[N]; virtual ~Box() {} virtual T get(int i) const { if (i >= N) throw std::out_of_range("x"); return v[i]; } }; }
enum class Color : unsigned char { Red = 1, Green = 200 };
struct Base { virtual int f() { return 1; } virtual ~Base() = default; };
struct Derived : Base { int f() override { return 2; } };
thread_local int tls = 3;
int use(int k) {
  ns::Box<int, 3> b{}; b.v[0] = k;
  std::vector<std::string> vs{"a", "bb"};
  std::map<int, long> m; m[k] = 5;
  int r = 0;
  try { r += b.get(k); } catch (const std::exception &e) { r += (int)e.what()[0]; }
  Base *p = k ? new Derived : new Base; r += p->f(); delete p;
  return r + (int)vs.size() + (int)m.size() + (int)Color::Green + tls;
}
int main(int argc, char **) { return use(argc); }
