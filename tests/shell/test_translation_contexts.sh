#!/bin/bash
# Each class translates in its own context: a message declared in another class's context is
# orphaned (its translation silently lost) the day that class is renamed or its string edited.
# Fails on `Other::tr(` in a file that does not define Other, on Q_DECLARE_TR_FUNCTIONS(Other)
# inside a class of another name, and on QCoreApplication::translate("Other", ...) where Other
# is a class of another file. QT_TRANSLATE_NOOP("Table", ...) marks a catalogue's entries for the
# class that translates them (LauncherOptionTable's option help) and stays allowed.
# argv: CLI path (unused), python path. Skips (77) outside a git checkout.
set -euo pipefail
python=${2:-/usr/bin/python3}
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"
enter_git_checkout "$root"

while IFS= read -r problem; do
    fail "$problem"
done < <("$python" - "$root" <<'PY'
import os, re, subprocess, sys
root = sys.argv[1]
listed = subprocess.run(["git", "-C", root, "ls-files", "--", "core", "ui", "app"], capture_output=True, text=True,
                        check=True).stdout.split("\n")
text = {}
for path in listed:
    if path.endswith((".h", ".cpp")) and os.path.exists(os.path.join(root, path)):
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
            text[path] = handle.read()
# A class or struct definition (not a forward declaration): its name.
CLASS = re.compile(r"\b(?:class|struct)\s+(?:\w+\s+)?(\w+)\s*(?:final\s*)?(?::[^;{()]*)?\{")
defined = {path: set(CLASS.findall(body)) for path, body in text.items()}
anywhere = set().union(*defined.values())


def own(path):
    # The classes of a file and of its header or source beside it.
    stem = os.path.splitext(path)[0]
    return defined.get(stem + ".h", set()) | defined.get(stem + ".cpp", set())


for path, body in sorted(text.items()):
    mine = own(path)

    def at(match):
        return f"{path}:{body.count(chr(10), 0, match.start()) + 1}"

    for match in re.finditer(r"\b(\w+)::tr\(", body):
        if match.group(1) not in mine:
            print(f"{at(match)}: {match.group(1)}::tr( translates in another class's context")
    for match in re.finditer(r"Q_DECLARE_TR_FUNCTIONS\((\w+)\)", body):
        enclosing = list(CLASS.finditer(body, 0, match.start()))
        if not enclosing or enclosing[-1].group(1) != match.group(1):
            print(f"{at(match)}: Q_DECLARE_TR_FUNCTIONS({match.group(1)}) inside a class of another name")
    for match in re.finditer(r"\bQCoreApplication::translate\(\s*\"(\w+)\"", body):
        if match.group(1) in anywhere and match.group(1) not in mine:
            print(f"{at(match)}: translates in {match.group(1)}'s context, a class of another file")
PY
)

echo "checked: every class translates in its own context"
finish
