#!/bin/bash
# docs/code-catalogue.md lists every header of core/, ui/ and app/cli/ with its class's comment; it is
# generated (tools/code-catalogue.py) and must match the headers as they are now.
# argv: CLI path (unused), python path.
set -euo pipefail
python=${2:-/usr/bin/python3}
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
if ! diff -u "$root/docs/code-catalogue.md" <("$python" "$root/tools/code-catalogue.py" --stdout); then
    echo "docs/code-catalogue.md is out of date: run tools/code-catalogue.py"
    exit 1
fi
echo "code catalogue up to date ($(grep -c '^| \[' "$root/docs/code-catalogue.md") headers)"
