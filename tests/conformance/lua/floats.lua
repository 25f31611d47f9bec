-- numbers: float formatting, math library, integer/float conversions

local vals = {0.0, -0.0, 1.0, 0.1, 1 / 3, 2 / 3, 1e-7, 123456789.125, 1e21, 2^53, 2^63,
              -1.5e-300, 5e-324, 1.7976931348623157e308, math.pi, -math.huge, math.huge}
for _, v in ipairs(vals) do
  print(string.format("%g | %.3f | %.17g | %e | %a", v, v, v, v, v), tostring(v))
end
print(string.format("%10.4f|%-10.2e|%+.0f|% .5g|%#.0f", math.pi, 12345.678, 2.5, 1 / 7, 3.0))
print(0 / 0 ~= 0 / 0, tostring(0 / 0):match("nan") ~= nil, math.huge > math.maxinteger)

-- math library
print(math.floor(3.7), math.ceil(3.2), math.floor(-3.5), math.ceil(-3.5), math.abs(-4), math.abs(-4.5))
print(math.max(3, 9.5, -1), math.min(3, 9.5, -1), math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7.5, 2))
print(string.format("%.12f %.12f %.12f %.12f", math.sqrt(2), math.exp(1), math.log(10), math.log(8, 2)))
print(string.format("%.12f %.12f %.12f %.12f", math.sin(1), math.cos(1), math.tan(1), math.atan(1, 2)))
print(string.format("%.12f %.12f %.12f", math.asin(0.5), math.acos(0.5), math.log(100, 10)))
print(math.modf(3.75), math.modf(-3.75), math.modf(5))
print(math.tointeger(5.0), math.tointeger(5.5), math.type(1), math.type(1.0), math.type("1"))
print(math.ult(1, -1), math.maxinteger, math.mininteger, math.maxinteger // -1, math.mininteger // -1)
print(3 / 2, 4 / 2, 2^0.5, 10 // 3.0, -0.0 == 0.0, 1e15, 1e16, 123456789012)
print(string.format("%d", 3.0), pcall(string.format, "%d", 3.5))
print(8 // 3 * 3 + 8 % 3, 8.5 % -2, -8.5 % 2, 2^-1074 > 0)

-- seeded pseudo-random numbers (xoshiro256**): deterministic given a seed
math.randomseed(42)
local r = {}
for i = 1, 8 do r[i] = math.random(1, 1000) end
print(table.concat(r, " "))
print(string.format("%.10f", math.random()), math.random(3))

-- numeric for loops with float steps and overflow safety
local acc = {}
for x = 0, 1, 0.25 do acc[#acc + 1] = x end
print(table.concat(acc, " "))
local n = 0
for i = math.maxinteger - 2, math.maxinteger do n = n + 1 end
for i = 3, 1 do n = n + 100 end
print(n)

-- a numeric kernel: Simpson integration and Newton iteration
local function simpson(f, a, b, steps)
  local h = (b - a) / steps
  local s = f(a) + f(b)
  for i = 1, steps - 1 do s = s + f(a + i * h) * (i % 2 == 1 and 4 or 2) end
  return s * h / 3
end
print(string.format("%.12f", simpson(math.sin, 0, math.pi, 1000)))
print(string.format("%.12f", simpson(function(x) return x * x * x end, 0, 2, 10)))
local function newton_sqrt(a)
  local x = a
  for _ = 1, 30 do x = 0.5 * (x + a / x) end
  return x
end
print(string.format("%.15g %.15g", newton_sqrt(2), newton_sqrt(1e10)))

-- string <-> number round trips
for _, v in ipairs({0.1, 1 / 3, 1e100, 123.456, 2^-20}) do
  local s = string.format("%.17g", v)
  io.write(s, tonumber(s) == v and " ok  " or " BAD  ")
end
print()
print(tostring(1e100), tostring(-1e-100), tostring(2^63), tostring(-2^63), math.tointeger(-2^63))
