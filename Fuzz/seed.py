#!/usr/bin/env python3
"""Writes the seed inputs of Fuzz/Corpus/<target>/ from the examples and the tests.

Seeds are named seed-<sha1 of the content>, so running this again adds only new ones and
never duplicates an input the fuzzer kept (libFuzzer names its finds by the bare sha1).

  visual-format    every VFL string of the tests and of Examples/*.yaml
  layout-equation  every equation of the tests and of Examples/*.yaml
  layout-file      Examples/*.yaml and the YAML files written in the CLI tests
  solver           programs of solver operations (SolverFuzzProgram's encoding) made by a
                   fixed pseudo-random generator, the same on every run
"""
import glob
import hashlib
import os
import re

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = os.path.join(root, "Fuzz", "Corpus")


def write(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    folder = os.path.join(corpus, target)
    os.makedirs(folder, exist_ok=True)
    digest = hashlib.sha1(data).hexdigest()
    if not any(os.path.exists(os.path.join(folder, p + digest)) for p in ("", "seed-")):
        with open(os.path.join(folder, "seed-" + digest), "wb") as f:
            f.write(data)


def swift_strings(text):
    """The one-line string literals of Swift source, unescaped, without interpolations."""
    for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', text):
        s = m.group(1)
        if "\\(" in s:
            continue
        yield s.replace('\\"', '"').replace("\\\\", "\\")


def yaml_constraint_lines(text):
    """The constraints of a layout file: `- text`, `format: text` and `equation: text`."""
    inside = False
    for line in text.splitlines():
        if re.match(r"^constraints:", line):
            inside = True
            continue
        if inside and re.match(r"^\S", line):
            inside = False
        if not inside:
            continue
        m = re.match(r'^\s*-?\s*(?:format:|equation:)?\s*(["\']?)(.*?)\1\s*$', line)
        if m and m.group(2) and not m.group(2).endswith(":"):
            yield m.group(2)


tests = "".join(open(p, encoding="utf-8").read() for p in glob.glob(os.path.join(root, "Tests", "**", "*.swift"), recursive=True))
examples = [open(p, encoding="utf-8").read() for p in sorted(glob.glob(os.path.join(root, "Examples", "*.yaml")))]

vfl = re.compile(r"^\s*(H:|V:)?\s*[|\[(]")
equation = re.compile(r"^\s*('[^']*'\s*)?[A-Za-z_]\w*(\.\w+)+\s*(==|<=|>=)")
for s in swift_strings(tests):
    if vfl.match(s) and ("[" in s):
        write("visual-format", s)
    elif equation.match(s):
        write("layout-equation", s)
for text in examples:
    for line in yaml_constraint_lines(text):
        if vfl.match(line):
            write("visual-format", line)
        elif equation.match(line):
            write("layout-equation", line)
    write("layout-file", text)

# The YAML files of the CLI tests: multi-line literals that look like layout files.
for path in glob.glob(os.path.join(root, "Tests", "TautCLITests", "*.swift")):
    for m in re.finditer(r'"""\n(.*?)\n\s*"""', open(path, encoding="utf-8").read(), re.S):
        block = m.group(1)
        if "\\(" in block or not re.search(r"^\s*(views|constraints|canvas):", block, re.M):
            continue
        indent = min(len(l) - len(l.lstrip()) for l in block.splitlines() if l.strip())
        write("layout-file", "\n".join(l[indent:] for l in block.splitlines()) + "\n")


class LCG:
    """Knuth's MMIX constants, as the solver's randomized tests."""

    def __init__(self, seed):
        self.state = (seed * 2862933555777941757 + 3037000493) % 2**64

    def byte(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2**64
        return (self.state >> 33) & 0xFF


for seed in range(40):
    rng = LCG(seed)
    length = 16 + (seed * 37) % 400
    write("solver", bytes(rng.byte() for _ in range(length)))
