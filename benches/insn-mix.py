#!/usr/bin/env python3
"""Executed instructions of one program, by kind and by function.

Joins a callgrind profile taken with per-instruction counts with the
program's disassembly, so that two builds of one program (kiln's and
llc's, say) can be compared kind by kind:

    valgrind --tool=callgrind --dump-instr=yes --compress-pos=no \\
        --compress-strings=no --callgrind-out-file=cg.out ./prog ARGS
    benches/insn-mix.py cg.out ./prog              # kinds, most executed first
    benches/insn-mix.py cg.out ./prog 'stack mov'  # that kind: per function,
                                                   # then the hottest instructions

Only the program's own code is counted (not the C library's). Kinds:
`stack mov` (a move with an rsp/rbp-relative operand), `rip mov`, `mem mov`
(other memory operands), `reg mov`, `mov imm->reg`, `lea rip`, else the
mnemonic.
"""
import collections
import re
import subprocess
import sys


def counts_by_address(profile, binary):
    """Self cost per instruction address of `binary`'s code."""
    name = binary.rsplit("/", 1)[-1]
    counts = collections.Counter()
    ours = skip = False
    with open(profile) as f:
        for line in f:
            if line.startswith("ob="):
                ours = line.rstrip().endswith(name) or f"/{name}" in line
            elif line.startswith("calls="):
                skip = True  # the next line is the call's inclusive cost
            elif skip:
                skip = False
            elif ours:
                m = re.match(r"^(0x[0-9a-f]+)\s+\S+\s+(\d+)", line)
                if m:
                    counts[int(m.group(1), 16)] += int(m.group(2))
    return counts


def disassembly(binary):
    """Per address: (function, instruction text)."""
    out = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", binary],
        capture_output=True, text=True, check=True,
    ).stdout
    insns, func = {}, None
    for line in out.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.*)>:", line)
        if m:
            func = m.group(1)
            continue
        m = re.match(r"^\s*([0-9a-f]+):\s+(.*)$", line)
        if m:
            insns[int(m.group(1), 16)] = (func, m.group(2).strip())
    return insns


def kind(text):
    """The class of one instruction (see the module comment)."""
    op = text.split()[0]
    if op.startswith("lea") and "(%rip)" in text:
        return "lea rip"
    if not op.startswith("mov"):
        return op
    if "$" in text and "(" not in text:
        return "mov imm->reg"
    if "(%rsp)" in text or "(%rbp)" in text:
        return "stack mov"
    if "(%rip)" in text:
        return "rip mov"
    return "mem mov" if "(" in text else "reg mov"


def main():
    profile, binary = sys.argv[1], sys.argv[2]
    only = sys.argv[3] if len(sys.argv) > 3 else None
    insns = disassembly(binary)
    by_kind, by_func, by_insn = (collections.Counter() for _ in range(3))
    for addr, n in counts_by_address(profile, binary).items():
        if addr not in insns:
            continue
        func, text = insns[addr]
        k = kind(text)
        by_kind[k] += n
        if k == only:
            by_func[func] += n
            by_insn[(func, text)] += n
    total = sum(by_kind.values())
    if only is None:
        for k, n in by_kind.most_common(30):
            print(f"{k:14s} {n / 1e6:9.1f} M {100 * n / total:5.1f}%")
        print(f"{'total':14s} {total / 1e6:9.1f} M")
        return
    for func, n in by_func.most_common(10):
        print(f"{n / 1e6:9.1f} M  {func}")
    print("hottest:")
    for (func, text), n in by_insn.most_common(20):
        print(f"{n / 1e6:9.1f} M  {func}: {text}")


if __name__ == "__main__":
    main()
