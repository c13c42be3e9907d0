#!/usr/bin/env bash
# explain's values are the command's own (ctest: shell.test_explain_vs_expand).
#
# For every start script of the platform and shell corpora, node 0's argv comes from
# `ddpwizard-cli expand` (the interpreter's evaluation, checked against bash by the corpus
# tests), torch's argparse parses it (tests/torch/launcher_oracle.py: the real torch 1.13, and
# the 2.x parsers rebuilt from torch's sources), and `ddpwizard-cli explain` on the same script
# must show what torch makes of it in its "on the nodes" summary: the node count, processes per
# node and world size, the rendezvous address, TORCHELASTIC_RUN_ID and TORCHELASTIC_MAX_RESTARTS,
# MASTER_ADDR/MASTER_PORT of the static rendezvous; or that torch stops, where it does. Never the
# values of a default job, and no launcher explained as written. For accelerate launch and
# deepspeed (tests/data/wrapper-scripts) explain must give the torchrun settings expand works out
# for the node it shows: the node count of the hostfile the snippet writes, --no_ssh where written.
# Usage: test_explain_vs_expand.sh CLI PYTHON
set -euo pipefail
cli=${1:?usage: test_explain_vs_expand.sh CLI PYTHON}
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
source "$here/lib/common.sh"
skip_without_torch "$python"
exec "$python" "$here/explain_vs_expand.py" "$cli" "$source_dir"
