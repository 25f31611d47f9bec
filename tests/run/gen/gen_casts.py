#!/usr/bin/env python3
"""Generates casts.ll: every conversion instruction on edge values.
Run from tests/run: python3 gen/gen_casts.py."""
import struct, subprocess, sys, os

def dbl(x):
    return '0x%016X' % struct.unpack('<Q', struct.pack('<d', x))[0]
def flt(x):
    f = struct.unpack('<f', struct.pack('<f', x))[0]
    return dbl(f)
def fbits(x):  # float given as raw 32-bit pattern
    f = struct.unpack('<f', struct.pack('<I', x))[0]
    return dbl(f)

def const(t, v):
    if t == 'double': return dbl(v) if not isinstance(v, str) else v
    if t == 'float': return flt(v) if not isinstance(v, str) else v
    return str(v)

def bits(t):
    return int(t[1:])

def sx(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v

INF = float('inf')
NAN = float('nan')
I = lambda w: [0, 1, -1, -(1 << (w - 1)), (1 << (w - 1)) - 1, sx(0x0123456789ABCDEF_FEDCBA9876543210 >> (128 - w), w) if w > 1 else 0]
CASES = [
    # (op, src, dst, inputs)
    ('trunc', 'i64', 'i32', [0, -1, 0x123456789ABCDEF0, 0x80000000, -0x80000001]),
    ('trunc', 'i64', 'i16', [0x12345678ABCD, -1, 0x8000]),
    ('trunc', 'i64', 'i8', [0x1FF, 0x180, -1]),
    ('trunc', 'i64', 'i1', [0, 1, 2, 3, -1]),
    ('trunc', 'i32', 'i8', [0x12345678, 0x7F, 0x80]),
    ('trunc', 'i32', 'i1', [6, 7]),
    ('trunc', 'i16', 'i8', [0x1234, -2]),
    ('trunc', 'i128', 'i64', [(1 << 64) + 5, -1, 0x123456789ABCDEF0_0FEDCBA987654321]),
    ('trunc', 'i128', 'i32', [0x123456789ABCDEF0_0FEDCBA987654321, -2]),
    ('trunc', 'i64', 'i33', [-1, 0x1_0000_0000, 0x2_8000_0000]),
    ('trunc', 'i48', 'i24', [0x123456789ABC, -1]),
    ('trunc', 'i32', 'i3', [0xF, 0x5, 0x8]),
    ('zext', 'i1', 'i32', [0, -1]),
    ('zext', 'i1', 'i64', [0, -1]),
    ('zext', 'i8', 'i16', I(8)),
    ('zext', 'i8', 'i32', I(8)),
    ('zext', 'i8', 'i64', I(8)),
    ('zext', 'i16', 'i32', I(16)),
    ('zext', 'i16', 'i64', I(16)),
    ('zext', 'i32', 'i64', I(32)),
    ('zext', 'i64', 'i128', I(64)),
    ('zext', 'i8', 'i128', I(8)),
    ('zext', 'i3', 'i32', I(3)),
    ('zext', 'i17', 'i64', I(17)),
    ('zext', 'i33', 'i64', I(33)),
    ('zext', 'i24', 'i48', I(24)),
    ('sext', 'i1', 'i32', [0, -1]),
    ('sext', 'i1', 'i64', [0, -1]),
    ('sext', 'i8', 'i16', I(8)),
    ('sext', 'i8', 'i32', I(8)),
    ('sext', 'i8', 'i64', I(8)),
    ('sext', 'i16', 'i32', I(16)),
    ('sext', 'i16', 'i64', I(16)),
    ('sext', 'i32', 'i64', I(32)),
    ('sext', 'i64', 'i128', I(64)),
    ('sext', 'i8', 'i128', I(8)),
    ('sext', 'i3', 'i32', I(3)),
    ('sext', 'i17', 'i64', I(17)),
    ('sext', 'i33', 'i64', I(33)),
    ('sext', 'i24', 'i48', I(24)),
    ('fptrunc', 'double', 'float', [1.1, -0.0, 1e40, -1e40, 1e-50, INF, -INF, '0x7FF8000000000000', '0xFFF8000000000000',
                                    3.4028235677973366e38, 1.401298464324817e-45, 2.0**-149 * 1.5, 16777217.0, 0.1]),
    ('fpext', 'float', 'double', [1.1, -0.0, 0.1, 3.4028234663852886e38, 1.401298464324817e-45, INF, -INF, '0x7FF8000000000000']),
    ('fptosi', 'double', 'i32', [-0.9, 0.9, 2147483647.0, -2147483648.0, 1e9, -1.5, 2.5, -0.0]),
    ('fptosi', 'double', 'i64', [-9.223372036854775808e18, 9.2233720368547748e18, -1.0, 123456789012.75]),
    ('fptosi', 'double', 'i8', [-128.0, 127.9, -5.5]),
    ('fptosi', 'double', 'i16', [-32768.0, 32767.0, 300.7]),
    ('fptosi', 'double', 'i1', [-1.0, 0.0, -0.5]),
    ('fptosi', 'double', 'i128', [1e30, -1e30, -1.0, 1.7e38]),
    ('fptosi', 'float', 'i32', [-2147483648.0, 2147483520.0, 3.75, -3.75]),
    ('fptosi', 'float', 'i64', [-9.223372036854775808e18, 1e18, -1e18]),
    ('fptosi', 'float', 'i16', [-32768.0, 1234.5]),
    ('fptoui', 'double', 'i32', [4294967295.0, 3e9, 0.99, 2147483648.0]),
    ('fptoui', 'double', 'i64', [9223372036854775808.0, 18446744073709549568.0, 1.0, 9223372036854774784.0, 1.2e19]),
    ('fptoui', 'double', 'i8', [255.0, 128.5, 0.0]),
    ('fptoui', 'double', 'i16', [65535.0, 40000.9]),
    ('fptoui', 'double', 'i1', [1.0, 0.0]),
    ('fptoui', 'double', 'i128', [3e38, 1.8446744073709552e19, 5.0]),
    ('fptoui', 'float', 'i32', [4294967040.0, 3e9, 1.5]),
    ('fptoui', 'float', 'i64', [1.8446742974197924e19, 9.223372036854775808e18, 7.0]),
    ('uitofp', 'i64', 'double', [-1, -(1 << 63), -(1 << 63) + 0x401, -(1 << 63) + 0x400, -(1 << 63) + 0xC00, 1, 0, (1 << 53) + 1, (1 << 63) - 1]),
    ('uitofp', 'i64', 'float', [-1, -(1 << 63), -(1 << 63) + (1 << 39) + 1, 1, (1 << 24) + 1, 0x7FFFFFBFFFFFFFFF]),
    ('uitofp', 'i32', 'double', [-1, -(1 << 31), 1, 0]),
    ('uitofp', 'i32', 'float', [-1, (1 << 24) + 1, -(1 << 31) + 129, 3]),
    ('uitofp', 'i16', 'float', [-1, 12345]),
    ('uitofp', 'i8', 'double', [-1, 7]),
    ('uitofp', 'i1', 'double', [0, -1]),
    ('uitofp', 'i128', 'double', [-1, 1 << 127, (1 << 64) + 1, 12345]),
    ('uitofp', 'i128', 'float', [-1, 1 << 100]),
    ('sitofp', 'i64', 'double', [-(1 << 63), -1, (1 << 53) + 1, (1 << 63) - 1, -12345]),
    ('sitofp', 'i64', 'float', [-(1 << 63), -1, (1 << 24) + 1, (1 << 63) - 1]),
    ('sitofp', 'i32', 'double', [-(1 << 31), -1, (1 << 31) - 1]),
    ('sitofp', 'i32', 'float', [-(1 << 31), (1 << 24) + 1, -(1 << 24) - 3, (1 << 31) - 1]),
    ('sitofp', 'i16', 'double', [-32768, 32767]),
    ('sitofp', 'i8', 'float', [-128, 127]),
    ('sitofp', 'i1', 'double', [0, -1]),
    ('sitofp', 'i128', 'double', [-(1 << 127), -1, (1 << 127) - 1, (1 << 64) + 3]),
    ('sitofp', 'i128', 'float', [-(1 << 100), 5]),
    ('sitofp', 'i33', 'double', [-(1 << 32), (1 << 32) - 1, -1]),
    ('uitofp', 'i33', 'double', [-(1 << 32), -1]),
    ('sitofp', 'i3', 'float', [-4, 3]),
]

out = ['; Casts: trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp on edge',
       '; values (INT_MIN/MAX, -1, rounding boundaries, +-0, inf, nan, subnormals,',
       '; u64 >= 2^63, i128, odd widths i3 i17 i24 i33 i48). Out-of-range float->int',
       '; conversions (poison) are avoided. Each line: op src->dst input -> result',
       '; (ints in hex; floats as %a). Generated by gen/gen_casts.py; bitcast,',
       '; ptrtoint, inttoptr and addrspacecast are in casts_misc.ll.',
       'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"',
       'target triple = "x86_64-unknown-linux-gnu"', '',
       'declare i32 @printf(ptr, ...)', '',
       '@fi = private unnamed_addr constant [6 x i8] c"%llx\\0A\\00"',
       '@fi128 = private unnamed_addr constant [14 x i8] c"%016llx%016llx\\0A\\00"',
       '@ff = private unnamed_addr constant [4 x i8] c"%a\\0A\\00"',
       '@hdr = private unnamed_addr constant [3 x i8] c"%s\\00"', '']
strs = []
funcs = []
body = []
k = 0
for op, s, d, ins in CASES:
    fn = f'@{op}_{s}_{d}'
    funcs.append(f'define internal {d} {fn}({s} %x) noinline {{\n  %r = {op} {s} %x to {d}\n  ret {d} %r\n}}\n')
    for v in ins:
        k += 1
        if s.startswith('i'):
            w = bits(s)
            v = sx(v, w) if w > 1 else (-1 if v & 1 else 0)
            c = str(v) if w > 1 else ('true' if v else 'false')
            shown = '%x' % (v & ((1 << w) - 1))
        else:
            c = const(s, v)
            shown = c
        label = f'{op} {s}->{d} {shown} -> '
        strs.append(f'@s{k} = private unnamed_addr constant [{len(label)+1} x i8] c"{label}\\00"')
        body.append(f'  call i32 (ptr, ...) @printf(ptr @hdr, ptr @s{k})')
        body.append(f'  %r{k} = call {d} {fn}({s} {c})')
        if d == 'double':
            body.append(f'  call i32 (ptr, ...) @printf(ptr @ff, double %r{k})')
        elif d == 'float':
            body.append(f'  %e{k} = fpext float %r{k} to double')
            body.append(f'  call i32 (ptr, ...) @printf(ptr @ff, double %e{k})')
        elif d == 'i128':
            body.append(f'  %h{k} = lshr i128 %r{k}, 64')
            body.append(f'  %hh{k} = trunc i128 %h{k} to i64')
            body.append(f'  %l{k} = trunc i128 %r{k} to i64')
            body.append(f'  call i32 (ptr, ...) @printf(ptr @fi128, i64 %hh{k}, i64 %l{k})')
        else:
            w = bits(d)
            if w < 64:
                body.append(f'  %z{k} = zext {d} %r{k} to i64')
                body.append(f'  call i32 (ptr, ...) @printf(ptr @fi, i64 %z{k})')
            else:
                body.append(f'  call i32 (ptr, ...) @printf(ptr @fi, i64 %r{k})')
out += strs + [''] + funcs + ['define i32 @main() {'] + body + ['  ret i32 0', '}']
open('casts.ll', 'w').write('\n'.join(out) + '\n')
subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), 'fixlen.py'), 'casts.ll'], check=True)
print(k, 'cases')
