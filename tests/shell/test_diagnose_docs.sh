#!/usr/bin/env bash
# docs/diagnose.md documents every kind of diagnose's catalogue (`diagnose --list-kinds`): a
# section per slug with an example log and the kind's upstream issue; and the research table
# names at least 40 public threads.
# Usage: test_diagnose_docs.sh CLI [PYTHON]
set -euo pipefail
cli=${1:?usage: test_diagnose_docs.sh CLI [PYTHON]}
python=${2:-python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
kinds=$("$cli" diagnose --list-kinds --format json)
"$python" - "$source_dir/docs/diagnose.md" "$kinds" <<'PY'
import json, re, sys
doc = open(sys.argv[1], encoding="utf-8").read()
kinds = json.loads(sys.argv[2])
problems = []
sections = re.split(r"^### ", doc, flags=re.M)
by_slug = {s.split("\n", 1)[0].strip("` "): s for s in sections[1:]}
for kind in kinds:
    slug = kind["kind"]
    section = by_slug.get(slug)
    if section is None:
        problems.append(f"no section '### `{slug}`'")
        continue
    if "```text" not in section:
        problems.append(f"{slug}: no example log")
    if kind["reference"] and kind["reference"] not in section:
        problems.append(f"{slug}: the upstream issue {kind['reference']} is not named")
    if kind["title"] not in section:
        problems.append(f"{slug}: the catalogue's title is not in its section")
threads = set(re.findall(r"^\| (https://github\.com/\S+) \|", doc, flags=re.M))
if len(threads) < 40:
    problems.append(f"only {len(threads)} threads in the research table")
for p in problems:
    print("FAIL:", p)
if problems:
    sys.exit(1)
print(f"PASS: {len(kinds)} kinds documented, {len(threads)} threads")
PY
