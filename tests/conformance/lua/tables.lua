-- tables: arrays, hashes, length, insert/remove/sort/concat/move, metatables

local function sorted_keys(t)
  local ks = {}
  for k in pairs(t) do ks[#ks + 1] = k end
  table.sort(ks, function(a, b)
    local ta, tb = type(a), type(b)
    if ta ~= tb then return ta < tb end
    return a < b
  end)
  return ks
end

local function dump(t)
  local out = {}
  for _, k in ipairs(sorted_keys(t)) do
    out[#out + 1] = tostring(k) .. "=" .. tostring(t[k])
  end
  return "{" .. table.concat(out, ", ") .. "}"
end

local t = {10, 20, 30, x = 1, y = 2, [100] = "hundred", [2.0] = "two?"}
print(#t >= 3, t[2], dump(t))

local a = {}
for i = 1, 10 do table.insert(a, i * i) end
table.insert(a, 1, 0)
print(#a, table.concat(a, " "))
print(table.remove(a), table.remove(a, 1), #a, table.concat(a, " "))
print(table.concat(table.move(a, 2, 4, 1, {}), ","), table.unpack({1, 2, 3}))
print(select("#", table.unpack({1, nil, 3}, 1, 3)), select(2, "a", "b", "c"))

-- counting words with a hash table
local text = "one two three two three three four four four four"
local count = {}
for w in text:gmatch("%a+") do count[w] = (count[w] or 0) + 1 end
print(dump(count))

-- sort with comparator, stability not assumed: keys are unique
local people = {
  {name = "ada", age = 36}, {name = "bob", age = 25}, {name = "cy", age = 36},
  {name = "dee", age = 19}, {name = "eve", age = 25},
}
table.sort(people, function(p, q)
  if p.age ~= q.age then return p.age > q.age end
  return p.name < q.name
end)
for _, p in ipairs(people) do io.write(p.name, ":", p.age, " ") end
print()

-- metatables: vectors with arithmetic and tostring
local V = {}
V.__index = V
local function vec(x, y) return setmetatable({x = x, y = y}, V) end
V.__add = function(p, q) return vec(p.x + q.x, p.y + q.y) end
V.__mul = function(p, k) return vec(p.x * k, p.y * k) end
V.__eq = function(p, q) return p.x == q.x and p.y == q.y end
V.__lt = function(p, q) return p:len2() < q:len2() end
V.__le = function(p, q) return p:len2() <= q:len2() end
V.__tostring = function(p) return "(" .. p.x .. "," .. p.y .. ")" end
V.__len = function(p) return 2 end
V.__call = function(p, k) return p.x * k + p.y end
function V:len2() return self.x * self.x + self.y * self.y end
local p, q = vec(1, 2), vec(3, -1)
print(tostring(p + q), tostring(p * 3), p == vec(1, 2), p < q, q <= p, #p, p(10))

-- __index / __newindex proxies and rawget/rawset
local log = {}
local store = {}
local proxy = setmetatable({}, {
  __index = function(_, k) log[#log + 1] = "get " .. k; return store[k] end,
  __newindex = function(_, k, v) log[#log + 1] = "set " .. k; store[k] = v end,
})
proxy.a = 1; proxy.b = proxy.a + 1; local _ = proxy.c
print(table.concat(log, "; "), rawget(proxy, "a"), store.b)

-- inheritance chain
local Base = {}; Base.__index = Base
function Base.new(n) return setmetatable({n = n}, Base) end
function Base:describe() return "base " .. self.n end
function Base:twice() return self:describe() .. " / " .. self:describe() end
local Derived = setmetatable({}, {__index = Base}); Derived.__index = Derived
function Derived.new(n) return setmetatable(Base.new(n), Derived) end
function Derived:describe() return "derived " .. self.n end
print(Base.new(1):twice(), Derived.new(2):twice())

-- large array and hash, integer/float keys
local big = {}
for i = 1, 50000 do big[i] = i % 7 end
local h = {}
for i = 1, 20000 do h["k" .. (i % 5000)] = i end
local s = 0
for i = 1, #big do s = s + big[i] end
local hs = 0
for _, v in pairs(h) do hs = hs + v end
print(#big, s, hs, h.k0, h.k4999, big[1.0], math.type(next({}, nil)))

-- next / ipairs stop at nil / pairs with __pairs
local holes = {1, 2, nil, 4}
local n = 0
for _ in ipairs(holes) do n = n + 1 end
print(n)
local mp = setmetatable({}, {__pairs = function(t)
  local i = 0
  return function() i = i + 1; if i <= 3 then return i, i * i end end, t, nil
end})
for k, v in pairs(mp) do io.write(k, "->", v, " ") end
print()
