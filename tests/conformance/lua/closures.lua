-- closures, upvalues, varargs, recursion, error handling

local function counter(start)
  local n = start
  return function(step) n = n + (step or 1); return n end,
         function() return n end
end
local inc, get = counter(10)
inc(); inc(5); inc(-2)
print(get())

-- closures capturing loop variables (fresh per iteration)
local fs = {}
for i = 1, 5 do fs[i] = function() return i * i end end
local out = {}
for i = 1, 5 do out[i] = fs[i]() end
print(table.concat(out, " "))

-- shared upvalue between closures
local function pair()
  local v = 0
  return function(x) v = x end, function() return v end
end
local set, read = pair()
set(42)
print(read())

-- varargs
local function va(...)
  local n = select("#", ...)
  local t = {...}
  local packed = table.pack(...)
  return n, #t, packed.n, (select(n > 0 and n or 1, ...))
end
print(va())
print(va(1, nil, 3))
print(va("a", "b", "c", "d"))

-- higher order functions
local function map(f, t) local r = {} for i, v in ipairs(t) do r[i] = f(v) end return r end
local function filter(p, t) local r = {} for _, v in ipairs(t) do if p(v) then r[#r + 1] = v end end return r end
local function reduce(f, acc, t) for _, v in ipairs(t) do acc = f(acc, v) end return acc end
local nums = {}
for i = 1, 20 do nums[i] = i end
local evsq = map(function(x) return x * x end, filter(function(x) return x % 2 == 0 end, nums))
print(table.concat(evsq, ","), reduce(function(a, b) return a + b end, 0, evsq))

-- compose and curry
local function compose(f, g) return function(...) return f(g(...)) end end
local function curry(f) return function(a) return function(b) return f(a, b) end end end
local add = curry(function(a, b) return a + b end)
print(compose(add(1), add(10))(100), compose(tostring, math.abs)(-7))

-- recursion: mutual and deep
local is_even, is_odd
function is_even(n) if n == 0 then return true end return is_odd(n - 1) end
function is_odd(n) if n == 0 then return false end return is_even(n - 1) end
print(is_even(1000), is_odd(777))
local function depth(n) if n == 0 then return 0 end return 1 + depth(n - 1) end
print(depth(10000))
-- proper tail calls do not grow the stack
local function loop(n, acc) if n == 0 then return acc end return loop(n - 1, acc + n) end
print(loop(1000000, 0))

-- error handling
print(pcall(error, "plain"))
print(select(2, pcall(error, {code = 7})).code)
print(select(2, pcall(error, setmetatable({}, {__tostring = function() return "custom" end}))) ~= nil)
local ok, msg = pcall(function() local x = nil; return x.field end)
print(ok, (msg:gsub("^.-:%d+: ", "")))
ok, msg = pcall(function() return 1 + {} end)
print(ok, (msg:gsub("^.-:%d+: ", "")))
print(xpcall(function() error("deep", 0) end, function(m) return "handled: " .. m end))
print(pcall(string.rep))
print(select("#", pcall(function() return 1, 2, 3 end)))

-- error with levels and rethrow
local function checked(x)
  if type(x) ~= "number" then error("expected number, got " .. type(x), 2) end
  return x * 2
end
print(pcall(checked, 4), (select(2, pcall(checked, "s")):gsub("^.-:%d+: ", "")))

-- goto
local i = 1
::top::
if i < 4 then io.write("g", i, " "); i = i + 1; goto top end
print()

-- integer / float semantics
print(7 // 2, -7 // 2, 7 % -3, -7 % 3, 7.0 // 2, 2^10, 1 / 0, -1 / 0, math.maxinteger + 1 == math.mininteger)
print(3 | 5, 3 & 5, 3 ~ 5, ~0, 1 << 62, 1 << 64, -1 >> 60, 5 // 0.0, math.tointeger(3.0), 3 == 3.0)
