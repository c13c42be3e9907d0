#!/bin/bash
# Every C++ source of the repository is formatted with the checked-in .clang-format (tables that
# read better as one entry per line are fenced with "// clang-format off/on").
# argv: CLI path (unused), python path (unused).
set -euo pipefail
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
command -v clang-format >/dev/null || { echo "clang-format is not installed"; exit 77; }
cd "$root"
if [ -d .git ] || git rev-parse --git-dir >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files '*.cpp' '*.h')
else
    mapfile -t files < <(find app core ui tests -name '*.cpp' -o -name '*.h')
fi
[ "${#files[@]}" -gt 50 ] || { echo "found only ${#files[@]} sources"; exit 1; }
if ! clang-format --dry-run -Werror "${files[@]}" 2>/tmp/clang-format.$$; then
    grep -E '^[^ ].*error:' /tmp/clang-format.$$ | cut -d: -f1 | sort | uniq -c
    echo "run: clang-format -i \$(git ls-files '*.cpp' '*.h')"
    rm -f /tmp/clang-format.$$
    exit 1
fi
rm -f /tmp/clang-format.$$
echo "${#files[@]} sources formatted"
