#!/usr/bin/env python3
"""Rewrites every `[N x i8] c"..."` in the given .ll files so that N is the
string's real length (a convenience for writing tests by hand)."""
import re, sys
pat = re.compile(r'\[\d+ x i8\] c"((?:[^"\\]|\\[0-9A-Fa-f]{2}|\\\\)*)"')
def n(s):
    return len(re.sub(r'\\[0-9A-Fa-f]{2}|\\\\', 'x', s))
for f in sys.argv[1:]:
    t = open(f).read()
    u = pat.sub(lambda m: f'[{n(m.group(1))} x i8] c"{m.group(1)}"', t)
    if u != t:
        open(f, 'w').write(u)
