#!/usr/bin/env bash
# What explain states about torchrun is read in torch's own source (ctest:
# shell.test_torch_launcher_facts): every row of resources/explain/torch-launcher-facts.tsv read in
# torch 1.13 must still be the line it names in the installed torch, and every fact the tool knows
# must have a row. Rows of other releases are checked where their sources are given
# (tools/torch-launcher-facts.py --check --source 2.6=DIR).
# Usage: test_torch_launcher_facts.sh CLI PYTHON
set -euo pipefail
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
source "$here/lib/common.sh"
skip_without_torch "$python"
exec "$python" "$source_dir/tools/torch-launcher-facts.py" --check
