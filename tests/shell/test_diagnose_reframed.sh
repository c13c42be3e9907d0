#!/usr/bin/env bash
# Every case of the diagnose corpus re-framed the ways real logs differ (tests/shell/reframed_logs.py:
# rank, glog and time-stamp prefixes, colours, CRLF, cut and wrapped lines, other ranks' lines,
# healthy noise, other values, traceback styles, other releases' wording) keeps its verdict: the
# same kind first with the transformed decisive line as evidence, healthy logs stay healthy.
# A fixed seed, one round; tools/diagnose-reframe-search.sh searches with any seed and count.
# Usage: test_diagnose_reframed.sh CLI [PYTHON]
set -euo pipefail
cli=${1:?usage: test_diagnose_reframed.sh CLI [PYTHON]}
python=${2:-python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
exec "$python" "$here/reframed_logs.py" "$cli" --seed 20261205 --count 1 --sample 3 --jobs 2 --floor 98
