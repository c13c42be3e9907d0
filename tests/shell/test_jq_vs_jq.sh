#!/usr/bin/env bash
# jq as expand simulates it against the system's jq, on a fixed seed of generated filters
# (tests/shell/jq_vs_jq.py; any seed and count: run it by hand). Skipped without jq.
# Usage: test_jq_vs_jq.sh CLI PYTHON
set -u
cli=${1:?usage: test_jq_vs_jq.sh CLI PYTHON}
python=${2:?usage: test_jq_vs_jq.sh CLI PYTHON}
command -v jq > /dev/null || { echo "SKIP: no jq (tools/install-deps.sh installs it)"; exit 77; }
exec "$python" "$(dirname "${BASH_SOURCE[0]}")/jq_vs_jq.py" "$cli"
