#!/usr/bin/env python3
"""What a newcomer reads in the tree is true and speaks of the product (run by test_tree_clean.sh).

Prints one line per problem and exits 1 when there is any:
- a reference to a tracker outside the repository ("issue 21", "(#23)") or to how the work was
  organised (a work-notes path, a branch name such as h/fixes, "the lead's build") anywhere in
  code, tests, docs or tools; links to public trackers (github.com/.../issues/N, pytorch/pytorch#N)
  are sources and stay;
- a test named in the tree (tst_Name, test_name.sh) that no test file defines;
- an inline accessor of core/ or ui/ (`T name() const { return m_x; }`) that nothing calls;
- a row of docs/CONTRIBUTING.md's layer table whose "uses" differs from the DEPENDS of its
  folder in core/CMakeLists.txt, or a core folder the table lacks.

argv: the repository's root."""
import re
import subprocess
import sys

root = sys.argv[1]


def tracked(*paths):
    out = subprocess.run(["git", "-C", root, "ls-files", "--", *paths], capture_output=True, text=True, check=True)
    return [f for f in out.stdout.split("\n") if f]


def read(path):
    with open(f"{root}/{path}", encoding="utf-8", errors="replace") as handle:
        return handle.read()


TEXT_SUFFIXES = (".cpp", ".h", ".in", ".md", ".sh", ".py", ".txt", ".cmake", ".1", ".json", ".yaml", ".desktop", ".xml")
# Third-party material modelled in tests/data keeps its own words (a log may say "see issue 12").
SKIPPED = ("tests/data/", "tests/fuzz/corpus/", "resources/translations/", "tests/shell/tree_references.py")
problems = []

TRACKER = re.compile(
    r"\b[Ii]ssues? ?#?\d+\b"  # issue 21, Issue 15's, issues 3
    r"|\(#\d+(?:, ?#\d+)*\)"  # (#3, #23)
    r"|[Rr]esearch for \w+"
    r"|/work/(?:notes|baseline)\b"
    r"|\b(?:the|a) lead\b|\blead's\b"
    r"|(?<![\w.\-/])h/[a-z]{3,}\b"  # a branch name
    r"|\b(?:in|of) the session (?:that|which)\b"
)
PUBLIC_TRACKER = re.compile(r"github\.com/\S*/issues/\d+|\w+/\w+#\d+")
files = [f for f in tracked(".") if f.endswith(TEXT_SUFFIXES) or "/" not in f and f.endswith(".md")]
texts = {f: read(f) for f in files if not f.startswith(SKIPPED)}
for path, text in texts.items():
    for number, line in enumerate(text.split("\n"), 1):
        cleaned = PUBLIC_TRACKER.sub("", line)
        match = TRACKER.search(cleaned)
        if match:
            problems.append(f"{path}:{number}: work-process or tracker reference '{match.group(0)}': say what it means")

# Tests named in the tree exist.
defined = {re.sub(r"\.(cpp|sh)$", "", f.rsplit("/", 1)[-1]) for f in tracked("tests") if re.search(r"/(tst|test)_\w+\.(cpp|sh)$", f)}
for path, text in texts.items():
    for match in re.finditer(r"(?<![\w/])(tst_[A-Z]\w+|test_\w+(?=\.sh))", text):
        if match.group(1) not in defined:
            number = text.count("\n", 0, match.start()) + 1
            problems.append(f"{path}:{number}: names the test {match.group(1)}, which does not exist")

# Inline accessors nothing calls.
code = {f: t for f, t in texts.items() if f.endswith((".h", ".cpp"))}
accessor = re.compile(r"^\s+[^(){};=\n]*?\b(\w+)\(\)\s*const\s*\{\s*return\s+m_\w+;\s*\}", re.M)
for path, text in code.items():
    if not path.startswith(("core/", "ui/")) or not path.endswith(".h"):
        continue
    for match in accessor.finditer(text):
        call = re.compile(r"\b" + match.group(1) + r"\(")
        if sum(len(call.findall(other)) for other in code.values()) <= 1:
            number = text.count("\n", 0, match.start()) + 1
            problems.append(f"{path}:{number}: {match.group(1)}() is never called: remove it")

# CONTRIBUTING.md's layer table against core/CMakeLists.txt.
cmake = read("core/CMakeLists.txt")
order, depends = [], {}
for match in re.finditer(r"^ddpw_core_library\((\w+)([^)]*)\)", cmake, re.M):
    body = match.group(2).split("EXTERNAL")[0]
    words = body.split()
    order.append(match.group(1))
    depends[match.group(1)] = set(words[1:]) if words[:1] == ["DEPENDS"] else set()
rows = {}
for match in re.finditer(r"^\s*\| `(\w+)/` \|.*\| ([^|]+) \|\s*$", read("docs/CONTRIBUTING.md"), re.M):
    if match.group(1) in depends:
        rows[match.group(1)] = match.group(2).strip()


def expand(uses):
    """'util ... validate, ssh' -> every folder from util to validate in declaration order, and ssh."""
    if uses.startswith("nothing"):
        return set()
    folders = set()
    for part in re.split(r",\s*", re.sub(r";.*", "", uses)):
        ends = [word.strip() for word in part.split("...")]
        if len(ends) == 2 and ends[0] in order and ends[1] in order:
            folders.update(order[order.index(ends[0]) : order.index(ends[1]) + 1])
        else:
            folders.add(part.strip().split()[0] if part.strip() else "")
    return folders - {""}


for folder in order:
    if folder not in rows:
        problems.append(f"docs/CONTRIBUTING.md: the layer table has no row for core/{folder}/")
    elif expand(rows[folder]) != depends[folder]:
        problems.append(
            f"docs/CONTRIBUTING.md: core/{folder}/ uses {', '.join(sorted(expand(rows[folder])))} in the layer table, "
            f"but core/CMakeLists.txt declares {', '.join(sorted(depends[folder]))}"
        )

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
