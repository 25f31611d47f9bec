-- string library: find/match/gsub/format/rep/byte/char, patterns, pack/unpack

local s = "The quick brown fox jumps over the lazy dog"
print(#s, s:upper(), s:lower())
print(s:sub(5, 9), s:sub(-3), s:sub(-8, -5), s:rep(2, "|"):len())
print(s:find("fox"), s:find("o", 20, true), s:find("%s(%a+)%s"))
print(s:match("(%a+) dog$"), s:match("^(%a+)"), s:match("(%d+)"))

local words = {}
for w in s:gmatch("%a+") do words[#words + 1] = w end
print(#words, table.concat(words, ","))

print((s:gsub("o", "0")))
print(s:gsub("%a+", function(w) return #w > 4 and w:upper() or nil end))
print(("hello world"):gsub("(%w+) (%w+)", "%2 %1"))
print(("abc"):gsub("", "-"))
print(("x=1, y=22, z=333"):gsub("(%w+)=(%d+)", { x = "ex", z = false }))

print(string.byte("ABCDE", 1, -1))
print(string.char(72, 105, 33, 0, 10):len())
print(("%q"):format("tab\there\nnewline \"quoted\" \0 nul"))
print(string.format("%5d|%-5d|%05d|%x|%X|%o|%c", 42, 42, 42, 255, 255, 8, 65))
print(string.format("%s %10s %-10s|", "a", "right", "left"))
print(string.format("%.3s|%5.1s|", "abcdef", "xyz"))

-- balanced matches, frontier patterns, captures of positions
print(("f(a(b)c)d"):match("%b()"), ("THE (quick) fox"):find("%f[%a]%a+%f[%A]"))
print(("hello"):match("()ll()"))

-- reverse, comparison, concatenation of numbers
print(("stressed"):reverse(), "a" < "b", "abc" < "abd", "Z" < "a", 10 .. 20)

-- string.pack / unpack
local packed = string.pack("<i4 >i2 z s1 d", -2, 513, "zero", "len", 0.5)
print(#packed, string.unpack("<i4 >i2 z s1 d", packed))
print(string.packsize("i4 i8 d"), string.pack(">I3", 0x010203):byte(1, -1))

-- utf8
local u = "añ€😀"
print(#u, utf8.len(u), utf8.char(72, 228, 8364, 128512) == "H" .. "ä€😀")
for p, c in utf8.codes(u) do io.write(p, ":", c, " ") end
print()
print(utf8.codepoint(u, 1, -1))

-- tostring / tonumber conversions
print(tonumber("0x1F"), tonumber("  12  "), tonumber("1e3"), tonumber("z", 36), tonumber("7", 8))
print(tonumber("abc"), tonumber(""), tostring(nil), tostring(true), math.type(tonumber("3")))
print(("%d items"):format(3), "10" + 5, "3" * "4", 10 // 3, "7.5" // 2)

-- building a big string
local parts = {}
for i = 1, 2000 do parts[i] = string.format("%04d", (i * 7919) % 10000) end
local big = table.concat(parts, ";")
local sum = 0
for n in big:gmatch("%d+") do sum = sum + tonumber(n) end
print(#big, sum, big:sub(1, 24))
