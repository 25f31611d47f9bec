#!/usr/bin/env python3
"""Moves the cases of a straight-line `main` that use functions matching a
regex (by name or body) into a new file, so that a feature a back-end does
not support yet does not hide the results of the rest of the file.
usage: split.py SRC.ll NEW.ll REGEX 'header comment line' ...
Both files keep all globals; each keeps only the functions its main needs."""
import re, sys

src, new, pat = sys.argv[1], sys.argv[2], re.compile(sys.argv[3])
comment = sys.argv[4:]
text = open(src).read().split('\n')
# split into top-level items
items = []  # (kind, name, lines)
i = 0
while i < len(text):
    line = text[i]
    m = re.match(r'define .*?@([\w.$]+)\(', line)
    if m:
        j = i
        while text[j] != '}':
            j += 1
        items.append(('fn', m.group(1), text[i:j + 1]))
        i = j + 1
    else:
        items.append(('other', None, [line]))
        i += 1
fns = {n: l for k, n, l in items if k == 'fn'}
main = fns['main']
body = main[1:-1]
moved_fns = {n for n, l in fns.items() if n != 'main' and (pat.search(n) or pat.search('\n'.join(l)))}
# declared functions (intrinsics) are matched by name
moved_fns |= {m.group(1) for k, n, l in items if k == 'other' for m in [re.match(r'declare .*?@([\w.$]+)\(', l[0])] if m and pat.search(m.group(1))}
def refs(lines):
    return set(re.findall(r'@([\w.$]+)', '\n'.join(lines)))
def vals(line):
    return set(re.findall(r'%([\w.]+)', line))
# values defined by moved lines
moved, movedvals = set(), set()
for idx, line in enumerate(body):
    d = re.match(r'\s*%([\w.]+) =', line)
    r = vals(line) - ({d.group(1)} if d else set())
    if (refs([line]) & moved_fns) or (r & movedvals):
        moved.add(idx)
        if d:
            movedvals.add(d.group(1))
# a line with no operands and no result (e.g. printing a label before a
# case) goes with the line after it
for idx in range(len(body) - 2, -1, -1):
    line = body[idx]
    if idx + 1 in moved and not vals(line) and not re.match(r'\s*%', line) and not line.strip().startswith('ret'):
        moved.add(idx)
# lines the moved ones depend on (backwards)
need = set()
for idx in sorted(moved):
    need |= vals(body[idx])
newkeep = set(moved)
for idx in range(len(body) - 1, -1, -1):
    d = re.match(r'\s*%([\w.]+) =', body[idx])
    if idx not in moved and d and d.group(1) in need:
        newkeep.add(idx)
        need |= vals(body[idx])
term = [idx for idx, l in enumerate(body) if l.strip().startswith('ret ')]
oldbody = [l for idx, l in enumerate(body) if idx not in moved]
newbody = [l for idx, l in enumerate(body) if idx in newkeep or idx in term]
def closure(lines):
    keep = set()
    # functions used by main, and by global initialisers (kept in both files)
    work = refs(lines) | refs([l for k, n, ls in items if k == 'other' for l in ls if not l.startswith(';')])
    while work:
        n = work.pop()
        if n in fns and n not in keep and n != 'main':
            keep.add(n)
            work |= refs(fns[n])
    return keep
def emit(path, mainbody, extra_comment):
    keepf = closure(mainbody)
    out = []
    for k, n, l in items:
        if k == 'fn':
            if n == 'main':
                out += [main[0]] + mainbody + [main[-1]]
            elif n in keepf:
                out += l
        else:
            out += l
    if extra_comment:
        # replace the leading comment block
        j = 0
        while out[j].startswith(';'):
            j += 1
        out = [';' + (' ' + c if c else '') for c in extra_comment] + out[j:]
    txt = '\n'.join(out)
    txt = re.sub(r'\n{3,}', '\n\n', txt)
    open(path, 'w').write(txt)
emit(src, oldbody, None)
emit(new, newbody, comment)
print(f'moved {len(moved)} lines, functions {sorted(moved_fns)}')
