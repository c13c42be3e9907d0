#!/usr/bin/env bash
# awk as expand simulates it against the system's awk, on a fixed seed of generated awk
# programs (tests/shell/awk_vs_awk.py; any seed and count: run it by hand).
# Usage: test_awk_vs_awk.sh CLI PYTHON
set -u
cli=${1:?usage: test_awk_vs_awk.sh CLI PYTHON}
python=${2:?usage: test_awk_vs_awk.sh CLI PYTHON}
exec "$python" "$(dirname "${BASH_SOURCE[0]}")/awk_vs_awk.py" "$cli"
