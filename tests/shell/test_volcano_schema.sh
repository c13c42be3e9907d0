#!/usr/bin/env bash
# Every Volcano manifest the CLI exports for a matrix of jobs is valid against Volcano's Job CRD
# and, with the env/svc plugins played, starts the launcher right on every pod (real bash).
# Usage: test_volcano_schema.sh CLI [PYTHON]
set -euo pipefail
cli=${1:?usage: test_volcano_schema.sh CLI [PYTHON]}
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
exec "$python" "$here/volcano_manifest_check.py" "$cli" "$source_dir/tests/data/volcano/batch.volcano.sh_jobs.yaml"
