#!/usr/bin/env bash
# Start scripts nobody wrote for the tests (ctest: shell.test_generated_vs_bash_torch).
#
# tests/shell/generated_scripts.py writes start scripts from a fixed seed out of the idioms real
# scripts use (variables, arrays, quoting right and wrong, branches and functions on the node
# index, set -euo pipefail, here-documents, command substitution, node-only values, exports,
# pasted dashes and Windows line endings, both launchers, every option spelling, values right and
# wrong), runs each under real bash on every node of a simulated job of 1 to 16 nodes, judges
# what each node's launcher receives with torch 1.13's own parser (2.6: its argparse model) and a
# model of the rendezvous, and requires of ddpwizard-cli:
#   validate   an error exactly where the job cannot start or hangs;
#   expand     bash's argv and environment on every node (or "known only on the node");
#   explain    torch's values for node 0's argv, or that torch stops.
# Any disagreement fails, with the script. tools/differential-search.sh runs other seeds.
# Usage: test_generated_vs_bash_torch.sh CLI PYTHON
set -euo pipefail
cli=${1:?usage: test_generated_vs_bash_torch.sh CLI PYTHON}
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/lib/common.sh"
skip_without_torch "$python"
# The disagreements found so far, fixed: each must agree.
"$python" "$here/generated_scripts.py" "$cli" --cases "$here/../data/generated-cases" --jobs 2
# The seed and count CI runs: every family must agree on every script (docs/validate-generated.md).
exec "$python" "$here/generated_scripts.py" "$cli" --seed 20261204 --count 300 --jobs 2
