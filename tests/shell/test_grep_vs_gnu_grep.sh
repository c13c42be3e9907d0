#!/usr/bin/env bash
# grep as expand simulates it against GNU grep, on a fixed seed of generated grep lines
# (tests/shell/grep_vs_gnu_grep.py; any seed and count: run it by hand).
# Usage: test_grep_vs_gnu_grep.sh CLI PYTHON
set -u
cli=${1:?usage: test_grep_vs_gnu_grep.sh CLI PYTHON}
python=${2:?usage: test_grep_vs_gnu_grep.sh CLI PYTHON}
exec "$python" "$(dirname "${BASH_SOURCE[0]}")/grep_vs_gnu_grep.py" "$cli"
