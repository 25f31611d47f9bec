#!/usr/bin/env python3
"""Generates random_N.ll: random but UB-free integer/floating-point programs
(a differential test against the native build). Each function takes four
i64 arguments, computes with random instructions at random widths (i1 i8
i16 i32 i64 i128, odd widths, double), with diamonds, counted loops with
phis, selects, switches, calls to earlier functions and a local array
accessed with masked indices, and returns an i64 hash. Divisors are made
non-zero (and never -1 for signed division), shift amounts are masked,
NaNs are canonicalised before hashing, no poison-generating flags are used.
usage (from tests/run): python3 gen/gen_random.py SEED [SEED...]
Seeds >= 100 also generate vector code in every other function."""
import random, sys, subprocess, os

WIDTHS = [8, 16, 32, 64, 1, 3, 17, 33, 128]

class Fn:
    def __init__(self, rng, name, callees, vectors=False):
        self.r, self.name, self.callees, self.vectors = rng, name, callees, vectors
        self.lines, self.n, self.blk = [], 0, 0
        self.vals = {}  # type -> list of value names (in the current scope)

    def new(self):
        self.n += 1
        return f'%v{self.n}'

    def emit(self, s):
        self.lines.append('  ' + s)

    def pick(self, t):
        vs = self.vals.get(t)
        if vs and self.r.random() < 0.85:
            return self.r.choice(vs)
        return self.const(t)

    def const(self, t):
        if t == 'double':
            return self.r.choice(['0.0', '1.0', '-2.5', '1.0e10', '3.0e-5', '7.0'])
        w = int(t[1:])
        if w == 1:
            return self.r.choice(['true', 'false'])
        v = self.r.choice([0, 1, -1, 2, 7, -128, 255, 1 << (w - 1), (1 << (w - 1)) - 1, self.r.getrandbits(w)])
        v &= (1 << w) - 1
        return str(v - (1 << w) if v >> (w - 1) else v)

    def add(self, t, v):
        self.vals.setdefault(t, []).append(v)

    def cast_to(self, v, src, dst):
        if src == dst:
            return v
        out = self.new()
        if src == 'double':
            # double -> int: through bits (no poison)
            b = self.new()
            self.emit(f'{b} = bitcast double {v} to i64')
            return self.cast_to(b, 'i64', dst)
        if dst == 'double':
            self.emit(f'{out} = {self.r.choice(["sitofp", "uitofp"])} {src} {v} to double')
            return out
        ws, wd = int(src[1:]), int(dst[1:])
        if ws > wd:
            self.emit(f'{out} = trunc {src} {v} to {dst}')
        else:
            self.emit(f'{out} = {self.r.choice(["zext", "sext"])} {src} {v} to {dst}')
        return out

    def int_op(self, t):
        w = int(t[1:])
        a, b = self.pick(t), self.pick(t)
        op = self.r.choice(['add', 'sub', 'mul', 'and', 'or', 'xor', 'shl', 'lshr', 'ashr', 'udiv', 'sdiv', 'urem', 'srem', 'select', 'icmp'])
        out = self.new()
        if op in ('shl', 'lshr', 'ashr'):
            if w == 1:
                op = 'xor'
            else:
                m = self.new()
                # mask to width-1 bits when the width is a power of two, else urem
                if w & (w - 1) == 0:
                    self.emit(f'{m} = and {t} {b}, {w - 1}')
                else:
                    self.emit(f'{m} = urem {t} {b}, {w}')
                b = m
        if op in ('udiv', 'urem', 'sdiv', 'srem'):
            if w == 1:
                op = 'and'
            else:
                nz = self.new()
                self.emit(f'{nz} = or {t} {b}, 1')
                if op in ('sdiv', 'srem'):
                    neg = self.new()
                    self.emit(f'{neg} = icmp eq {t} {nz}, -1')
                    d = self.new()
                    self.emit(f'{d} = select i1 {neg}, {t} 3, {t} {nz}')
                    nz = d
                b = nz
        if op == 'select':
            c = self.pick('i1')
            self.emit(f'{out} = select i1 {c}, {t} {a}, {t} {b}')
        elif op == 'icmp':
            p = self.r.choice(['eq', 'ne', 'ugt', 'uge', 'ult', 'ule', 'sgt', 'sge', 'slt', 'sle'])
            self.emit(f'{out} = icmp {p} {t} {a}, {b}')
            self.add('i1', out)
            return
        else:
            self.emit(f'{out} = {op} {t} {a}, {b}')
        self.add(t, out)

    VT = {'v4i32': (4, 'i32'), 'v2i64': (2, 'i64'), 'v8i16': (8, 'i16'), 'v16i8': (16, 'i8')}

    def vty(self, v):
        n, e = self.VT[v]
        return f'<{n} x {e}>'

    def vec_op(self):
        v = self.r.choice(sorted(self.VT))
        n, e = self.VT[v]
        ty = self.vty(v)
        have = self.vals.get(v)
        if not have or self.r.random() < 0.3:
            # build from scalars
            cur = 'poison'
            for i in range(n):
                s = self.cast_to(self.pick('i64'), 'i64', e) if e != 'i64' else self.pick('i64')
                nx = self.new()
                self.emit(f'{nx} = insertelement {ty} {cur}, {e} {s}, i32 {i}')
                cur = nx
            self.add(v, cur)
            return
        a, b = self.r.choice(have), self.r.choice(have)
        op = self.r.choice(['add', 'sub', 'mul', 'and', 'or', 'xor', 'shl', 'lshr', 'ashr', 'icmp', 'shuffle', 'extract', 'insert'])
        out = self.new()
        w = int(e[1:])
        if op in ('shl', 'lshr', 'ashr'):
            m = self.new()
            self.emit(f'{m} = and {ty} {b}, splat ({e} {w - 1})')
            self.emit(f'{out} = {op} {ty} {a}, {m}')
        elif op == 'icmp':
            p = self.r.choice(['eq', 'ne', 'sgt', 'slt', 'ugt', 'ule'])
            if e == 'i64' and p not in ('eq', 'ne'):
                p = 'eq'  # keep to what SSE2 does directly
            c = self.new()
            self.emit(f'{c} = icmp {p} {ty} {a}, {b}')
            if self.r.random() < 0.5:
                self.emit(f'{out} = sext <{n} x i1> {c} to {ty}')
            else:
                self.emit(f'{out} = select <{n} x i1> {c}, {ty} {a}, {ty} {b}')
        elif op == 'shuffle':
            mask = ', '.join(f'i32 {self.r.randrange(2 * n)}' for _ in range(n))
            self.emit(f'{out} = shufflevector {ty} {a}, {ty} {b}, <{n} x i32> <{mask}>')
        elif op == 'extract':
            self.emit(f'{out} = extractelement {ty} {a}, i32 {self.r.randrange(n)}')
            self.add(e, out)
            return
        elif op == 'insert':
            s = self.pick(e)
            self.emit(f'{out} = insertelement {ty} {a}, {e} {s}, i32 {self.r.randrange(n)}')
        else:
            self.emit(f'{out} = {op} {ty} {a}, {b}')
        self.add(v, out)

    def fp_op(self):
        a, b = self.pick('double'), self.pick('double')
        op = self.r.choice(['fadd', 'fsub', 'fmul', 'fdiv', 'fneg', 'fcmp', 'select'])
        out = self.new()
        if op == 'fneg':
            self.emit(f'{out} = fneg double {a}')
        elif op == 'fcmp':
            p = self.r.choice(['oeq', 'one', 'olt', 'ole', 'ogt', 'oge', 'ueq', 'une', 'ult', 'ule', 'ugt', 'uge', 'ord', 'uno'])
            self.emit(f'{out} = fcmp {p} double {a}, {b}')
            self.add('i1', out)
            return
        elif op == 'select':
            self.emit(f'{out} = select i1 {self.pick("i1")}, double {a}, double {b}')
        else:
            self.emit(f'{out} = {op} double {a}, {b}')
        self.add('double', out)

    def straight(self, k):
        for _ in range(k):
            x = self.r.random()
            if x < 0.55:
                self.int_op(self.r.choice(['i' + str(w) for w in WIDTHS]))
            elif x < 0.7:
                if self.vectors and x < 0.63:
                    self.vec_op()
                else:
                    self.fp_op()
            elif x < 0.85:
                ts = ['i' + str(w) for w in WIDTHS] + ['double']
                src = self.r.choice([t for t in ts if self.vals.get(t)] or ['i64'])
                dst = self.r.choice(ts)
                v = self.cast_to(self.pick(src), src, dst)
                self.add(dst, v)
            elif x < 0.93 and self.callees:
                f = self.r.choice(self.callees)
                out = self.new()
                args = ', '.join(f'i64 {self.pick("i64")}' for _ in range(4))
                self.emit(f'{out} = call i64 @{f}({args})')
                self.add('i64', out)
            else:
                # local array store/load with a masked index
                i = self.new()
                self.emit(f'{i} = and i64 {self.pick("i64")}, 7')
                p = self.new()
                self.emit(f'{p} = getelementptr [8 x i64], ptr %arr, i64 0, i64 {i}')
                if self.r.random() < 0.5:
                    self.emit(f'store i64 {self.pick("i64")}, ptr {p}')
                else:
                    out = self.new()
                    self.emit(f'{out} = load i64, ptr {p}')
                    self.add('i64', out)

    def label(self):
        self.blk += 1
        return f'b{self.blk}'

    def hash_all(self):
        """fold every live value into an i64"""
        acc = self.new()
        self.emit(f'{acc} = add i64 0, 0')
        for t, vs in sorted(self.vals.items()):
            for v in vs[-6:]:
                if t in self.VT:
                    n, e = self.VT[t]
                    for i in range(n):
                        x = self.new()
                        self.emit(f'{x} = extractelement {self.vty(t)} {v}, i32 {i}')
                        xx = self.cast_to(x, e, 'i64') if e != 'i64' else x
                        m = self.new(); self.emit(f'{m} = mul i64 {acc}, 1099511628211')
                        nn = self.new(); self.emit(f'{nn} = xor i64 {m}, {xx}')
                        acc = nn
                    continue
                if t == 'double':
                    nan = self.new(); self.emit(f'{nan} = fcmp uno double {v}, 0.0')
                    bits = self.new(); self.emit(f'{bits} = bitcast double {v} to i64')
                    x = self.new(); self.emit(f'{x} = select i1 {nan}, i64 9221120237041090560, i64 {bits}')
                else:
                    x = self.cast_to(v, t, 'i64') if t != 'i64' else v
                    if t not in ('i64', 'i128') and self.r.random() < 2:
                        pass
                m = self.new(); self.emit(f'{m} = mul i64 {acc}, 1099511628211')
                n = self.new(); self.emit(f'{n} = xor i64 {m}, {x}')
                acc = n
        return acc

    def build(self):
        r = self.r
        self.lines.append(f'define internal i64 @{self.name}(i64 %a, i64 %b, i64 %c, i64 %d) noinline {{')
        self.lines.append('entry:')
        self.emit('%arr = alloca [8 x i64], align 16')
        for i in range(8):
            self.emit(f'%init{i} = getelementptr [8 x i64], ptr %arr, i64 0, i64 {i}')
            self.emit(f'store i64 {i * 1000 + 1}, ptr %init{i}')
        for p in 'abcd':
            self.add('i64', f'%{p}')
        self.straight(r.randint(5, 15))
        for _ in range(r.randint(1, 3)):
            shape = r.choice(['diamond', 'loop', 'switch'])
            if shape == 'diamond':
                c = self.pick('i1')
                t, e, j = self.label(), self.label(), self.label()
                self.lines.append(f'  br i1 {c}, label %{t}, label %{e}')
                saved = {k: list(v) for k, v in self.vals.items()}
                self.lines.append(f'{t}:')
                self.straight(r.randint(2, 8))
                tv = self.hash_all()
                tend = self.cur_label = t
                self.lines.append(f'  br label %{j}')
                self.vals = {k: list(v) for k, v in saved.items()}
                self.lines.append(f'{e}:')
                self.straight(r.randint(2, 8))
                ev = self.hash_all()
                self.lines.append(f'  br label %{j}')
                self.vals = saved
                self.lines.append(f'{j}:')
                phi = self.new()
                # the branches may have ended in other blocks: track the last label
                self.lines.append(f'  {phi} = phi i64 [ {tv}, %{self.last_label_before(j, t)} ], [ {ev}, %{self.last_label_before(j, e)} ]')
                self.add('i64', phi)
            elif shape == 'loop':
                pre = self.current_label()
                h, body, ex = self.label(), self.label(), self.label()
                n = r.randint(1, 12)
                init = self.pick('i64')
                self.lines.append(f'  br label %{h}')
                self.lines.append(f'{h}:')
                i, acc, acc2 = self.new(), self.new(), self.new()
                i1, accn, acc2n = self.new(), self.new(), self.new()
                self.lines.append(f'  {i} = phi i32 [ 0, %{pre} ], [ {i1}, %{body}X ]')
                self.lines.append(f'  {acc} = phi i64 [ {init}, %{pre} ], [ {accn}, %{body}X ]')
                self.lines.append(f'  {acc2} = phi i64 [ 1, %{pre} ], [ {acc2n}, %{body}X ]')
                self.lines.append(f'  br label %{body}')
                self.lines.append(f'{body}:')
                saved = {k: list(v) for k, v in self.vals.items()}
                self.add('i64', acc); self.add('i64', acc2)
                self.straight(r.randint(2, 8))
                x = self.pick('i64')
                self.emit(f'{accn} = add i64 {acc2}, {x}')
                self.emit(f'{acc2n} = xor i64 {acc}, {self.pick("i64")}')  # swap-like phis
                self.emit(f'{i1} = add i32 {i}, 1')
                cnd = self.new()
                self.emit(f'{cnd} = icmp slt i32 {i1}, {n}')
                last = self.current_label()
                self.lines.append(f'  br i1 {cnd}, label %{h}, label %{ex}')
                # fix the back-edge labels
                self.lines = [l.replace(f'%{body}X', f'%{last}') for l in self.lines]
                self.vals = saved
                self.lines.append(f'{ex}:')
                self.add('i64', accn); self.add('i64', acc)
            else:
                v = self.pick('i32')
                cases = sorted(set(r.sample(range(-4, 12), r.randint(1, 6))))
                labels = [self.label() for _ in cases]
                dflt, j = self.label(), self.label()
                self.lines.append(f'  switch i32 {v}, label %{dflt} [ ' + ' '.join(f'i32 {c}, label %{l}' for c, l in zip(cases, labels)) + ' ]')
                incoming = []
                saved = {k: list(vv) for k, vv in self.vals.items()}
                for l in labels + [dflt]:
                    self.vals = {k: list(vv) for k, vv in saved.items()}
                    self.lines.append(f'{l}:')
                    self.straight(r.randint(0, 3))
                    incoming.append((self.pick('i64'), self.current_label()))
                    self.lines.append(f'  br label %{j}')
                self.vals = saved
                self.lines.append(f'{j}:')
                phi = self.new()
                self.lines.append(f'  {phi} = phi i64 ' + ', '.join(f'[ {val}, %{lab} ]' for val, lab in incoming))
                self.add('i64', phi)
            self.straight(r.randint(1, 6))
        res = self.hash_all()
        self.emit(f'ret i64 {res}')
        self.lines.append('}')
        return self.lines

    def current_label(self):
        for l in reversed(self.lines):
            if l.endswith(':') and not l.startswith(' '):
                return l[:-1]
        return 'entry'

    def last_label_before(self, j, start):
        # the block that branches to j from the arm starting at `start`: the
        # last label before the 'br label %j' line that follows `start`
        idx = self.lines.index(f'{start}:')
        lab = start
        for l in self.lines[idx:]:
            if l.endswith(':') and not l.startswith(' '):
                lab = l[:-1]
            if l.strip() == f'br label %{j}':
                return lab
        return start

def gen(seed):
    rng = random.Random(seed)
    out = [f'; Random UB-free program (seed {seed}), generated by gen/gen_random.py:',
           '; integer ops at i1 i3 i8 i16 i17 i32 i33 i64 i128, double arithmetic,',
           '; casts, selects, icmp/fcmp, diamonds, loops with swapping phis, switches,',
           *(['; calls and a local array; every other function also uses <4 x i32>',
              '; <2 x i64> <8 x i16> <16 x i8> ops, compares, selects and shuffles;',
              '; main prints one hash per call.'] if seed >= 100 else
             ['; calls and a local array; main prints one hash per call.']),
           'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"',
           'target triple = "x86_64-unknown-linux-gnu"', '', 'declare i32 @printf(ptr, ...)', '',
           '@fmt = private unnamed_addr constant [13 x i8] c"f%d(%d) %llx\\0A\\00"', '']
    names = []
    for k in range(12):
        f = Fn(rng, f'f{k}', list(names[-3:]), vectors=seed >= 100 and k % 2 == 0)
        out += f.build() + ['']
        names.append(f'f{k}')
    out.append('define i32 @main() {')
    n = 0
    for k, name in enumerate(names):
        for j in range(3):
            args = ', '.join(f'i64 {rng.choice([0, 1, -1, rng.getrandbits(63), -rng.getrandbits(40), rng.randint(-100, 100)])}' for _ in range(4))
            n += 1
            out.append(f'  %r{n} = call i64 @{name}({args})')
            out.append(f'  call i32 (ptr, ...) @printf(ptr @fmt, i32 {k}, i32 {j}, i64 %r{n})')
    out += ['  ret i32 0', '}']
    path = f'random_{seed}.ll'
    open(path, 'w').write('\n'.join(out) + '\n')
    subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), 'fixlen.py'), path], check=True)
    print(path)

for s in sys.argv[1:]:
    gen(int(s))
