#!/usr/bin/env bash
# The NGC PyTorch release table is what tools/ngc-pytorch-releases.py writes from its named
# sources: nobody edits the checked-in TSV by hand.
set -euo pipefail
python=${2:-python3}
root=$(cd "$(dirname "$0")/../.." && pwd)
"$python" "$root/tools/ngc-pytorch-releases.py" --check
echo "ngc table: current"
