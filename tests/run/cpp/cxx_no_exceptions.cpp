// CFLAGS: -fno-exceptions
// C++ without exceptions: the standard library (std::vector, std::string,
// std::map, std::sort, std::unique_ptr, virtual calls) from libstdc++, which
// `kiln run` finds as a C++ driver links it.
#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

struct Shape {
    virtual ~Shape() = default;
    virtual double area() const = 0;
    virtual const char *name() const = 0;
};
struct Square : Shape {
    double side;
    explicit Square(double s) : side(s) {}
    double area() const override { return side * side; }
    const char *name() const override { return "square"; }
};
struct Circle : Shape {
    double r;
    explicit Circle(double r) : r(r) {}
    double area() const override { return 3.14159265358979 * r * r; }
    const char *name() const override { return "circle"; }
};

static std::vector<std::unique_ptr<Shape>> shapes() {
    std::vector<std::unique_ptr<Shape>> v;
    for (int i = 1; i <= 6; i++) {
        if (i % 2)
            v.push_back(std::make_unique<Square>(i * 1.5));
        else
            v.push_back(std::make_unique<Circle>(i * 0.5));
    }
    return v;
}

int main() {
    std::vector<std::string> words = {"kiln", "runs", "c++", "without", "exceptions", "kiln"};
    std::sort(words.begin(), words.end());
    std::map<std::string, int> counts;
    for (const auto &w : words)
        counts[w]++;
    std::string joined;
    for (const auto &[w, n] : counts)
        joined += w + "=" + std::to_string(n) + " ";
    std::printf("%s(%zu chars)\n", joined.c_str(), joined.size());

    auto v = shapes();
    std::stable_sort(v.begin(), v.end(),
                     [](const auto &a, const auto &b) { return a->area() < b->area(); });
    double total = 0;
    for (const auto &s : v) {
        std::printf("%-6s %8.3f\n", s->name(), s->area());
        total += s->area();
    }
    std::printf("total %.6f\n", total);
    return static_cast<int>(total) % 100;
}
