-- small benchmarks: fib, sorting, sieve, string building, n-queens, matrix multiply

local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
print("fib(24)", fib(24))

local function fib_iter(n)
  local a, b = 0, 1
  for _ = 1, n do a, b = b, a + b end
  return a
end
print("fib(90)", fib_iter(90))

-- sort: table.sort and a hand-written quicksort on the same data
local seed = 12345
local function lcg() seed = (seed * 1103515245 + 12345) % 2147483648; return seed end
local data = {}
for i = 1, 20000 do data[i] = lcg() % 100000 end
local copy = table.move(data, 1, #data, 1, {})
table.sort(data)
local function qsort(a, lo, hi)
  while lo < hi do
    local p = a[(lo + hi) // 2]
    local i, j = lo, hi
    while i <= j do
      while a[i] < p do i = i + 1 end
      while a[j] > p do j = j - 1 end
      if i <= j then a[i], a[j] = a[j], a[i]; i = i + 1; j = j - 1 end
    end
    if j - lo < hi - i then qsort(a, lo, j); lo = i else qsort(a, i, hi); hi = j end
  end
end
qsort(copy, 1, #copy)
local same, sum = true, 0
for i = 1, #data do
  if data[i] ~= copy[i] then same = false end
  sum = sum + data[i] * (i % 10)
end
print("sort", same, data[1], data[#data], data[10000], sum)

-- sieve of Eratosthenes
local function sieve(n)
  local composite, count, last = {}, 0, 0
  for i = 2, n do
    if not composite[i] then
      count = count + 1; last = i
      for j = i * i, n, i do composite[j] = true end
    end
  end
  return count, last
end
print("sieve", sieve(200000))

-- n-queens
local function queens(n)
  local cols, d1, d2, solutions = {}, {}, {}, 0
  local function place(r)
    if r > n then solutions = solutions + 1; return end
    for c = 1, n do
      if not cols[c] and not d1[r + c] and not d2[r - c + n] then
        cols[c], d1[r + c], d2[r - c + n] = true, true, true
        place(r + 1)
        cols[c], d1[r + c], d2[r - c + n] = nil, nil, nil
      end
    end
  end
  place(1)
  return solutions
end
print("queens(8)", queens(8))

-- matrix multiply (floats)
local function matrix(n, f)
  local m = {}
  for i = 1, n do m[i] = {} for j = 1, n do m[i][j] = f(i, j) end end
  return m
end
local N = 60
local A = matrix(N, function(i, j) return (i - j) / N end)
local B = matrix(N, function(i, j) return (i + j) / N end)
local C = matrix(N, function() return 0.0 end)
for i = 1, N do
  local Ai, Ci = A[i], C[i]
  for k = 1, N do
    local a, Bk = Ai[k], B[k]
    for j = 1, N do Ci[j] = Ci[j] + a * Bk[j] end
  end
end
local trace = 0
for i = 1, N do trace = trace + C[i][i] end
print("matmul", string.format("%.6f %.6f %.6f", trace, C[1][N], C[N][1]))

-- string building and hashing
local buf = {}
for i = 1, 20000 do buf[#buf + 1] = string.char(97 + (i * 31) % 26) end
local str = table.concat(buf)
local h = 0
for i = 1, #str do h = (h * 31 + str:byte(i)) & 0xffffffff end
print("strhash", #str, h, str:sub(1, 20))

-- closures + table churn (exercises the GC without printing anything GC-dependent)
local total = 0
for round = 1, 200 do
  local objs = {}
  for i = 1, 100 do objs[i] = {id = i, f = function() return i + round end} end
  for i = 1, 100, 7 do total = total + objs[i].f() end
end
print("churn", total)
