-- coroutines: generators, pipelines, status, wrap, yield across pcall

local function gen(n)
  return coroutine.wrap(function()
    for i = 1, n do coroutine.yield(i) end
  end)
end
local s = 0
for v in gen(100) do s = s + v end
print(s)

local co = coroutine.create(function(a, b)
  print("start", a, b)
  local c = coroutine.yield(a + b)
  print("got", c)
  local d, e = coroutine.yield(c * 2)
  print("got", d, e)
  return "finished", d + e
end)
print(coroutine.status(co))
print(coroutine.resume(co, 1, 2))
print(coroutine.status(co))
print(coroutine.resume(co, 10))
print(coroutine.resume(co, 3, 4))
print(coroutine.status(co), coroutine.resume(co))

-- producer / filter / consumer
local function producer()
  return coroutine.create(function()
    for i = 1, 30 do coroutine.yield(i) end
    return nil
  end)
end
local function filter(src, pred)
  return coroutine.create(function()
    while true do
      local _, v = coroutine.resume(src)
      if v == nil then return nil end
      if pred(v) then coroutine.yield(v) end
    end
  end)
end
local pipe = filter(filter(producer(), function(v) return v % 2 == 1 end),
                    function(v) return v % 3 ~= 0 end)
local got = {}
while true do
  local _, v = coroutine.resume(pipe)
  if v == nil then break end
  got[#got + 1] = v
end
print(table.concat(got, " "))

-- errors inside coroutines
local bad = coroutine.create(function() coroutine.yield(1); error("oops", 0) end)
print(coroutine.resume(bad))
print(coroutine.resume(bad))
print(coroutine.status(bad), coroutine.resume(bad))

-- yield across pcall (allowed in 5.4)
local co2 = coroutine.wrap(function()
  local ok, v = pcall(function()
    local x = coroutine.yield("inside pcall")
    error("after " .. x, 0)
  end)
  coroutine.yield(tostring(ok) .. " " .. v)
  return "end"
end)
print(co2(), co2("resume"), co2())

-- running / isyieldable
print(coroutine.isyieldable(), select(2, coroutine.running()))
coroutine.wrap(function() print(coroutine.isyieldable(), select(2, coroutine.running())) end)()

-- many coroutines alive at once (scheduler round robin)
local tasks, order = {}, {}
for id = 1, 5 do
  tasks[#tasks + 1] = coroutine.create(function()
    for step = 1, id do order[#order + 1] = id .. "." .. step; coroutine.yield() end
  end)
end
while #tasks > 0 do
  for i = #tasks, 1, -1 do
    coroutine.resume(tasks[i])
    if coroutine.status(tasks[i]) == "dead" then table.remove(tasks, i) end
  end
end
print(#order, table.concat(order, " "))

-- permutations generator
local function permgen(a, n)
  n = n or #a
  if n <= 1 then coroutine.yield(a) else
    for i = 1, n do
      a[n], a[i] = a[i], a[n]
      permgen(a, n - 1)
      a[n], a[i] = a[i], a[n]
    end
  end
end
local count, last = 0, nil
for p in coroutine.wrap(function() permgen({1, 2, 3, 4, 5}) end) do
  count = count + 1
  last = table.concat(p)
end
print(count, last)

-- coroutine.close (5.4)
local cl = coroutine.create(function() coroutine.yield() end)
coroutine.resume(cl)
print(coroutine.close(cl), coroutine.status(cl))
