#!/usr/bin/env bash
# `ddpwizard-cli validate` and `explain` as a process: exit codes (0 clean, 1 errors, 2 usage/IO),
# the text and JSON formats, --explain/--list-codes, docs/validate.md in sync with the table,
# invalid UTF-8, and --shellcheck (merged SC codes, or the DDP190 "skipped" note without it).
# Usage: test_validate_cli.sh CLI [PYTHON]
set -euo pipefail
# English whatever the caller's locale: the messages below and docs/validate.md are English.
export DDPW_LANG=en
cli=${1:?usage: test_validate_cli.sh CLI [PYTHON]}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
expect_rc() { local want=$1; shift; local rc=0; "$@" >"$work/out" 2>"$work/err" || rc=$?; [[ $rc == "$want" ]] || { cat "$work/out" "$work/err"; fail "exit $rc, wanted $want: $*"; }; }

cat >"$work/guide.sh" <<'SNIPPET'
export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`
torchrun \
    --rdzv-id=0 \
    --rdzv-backend=c10d \
    --rdzv-endpoint=${MASTER}:29500 \
    --nnodes=2 \
    --nproc_per_node=8 \
    train.py --epochs 3
SNIPPET

# 2.6: only a warning -> exit 0; the text format names file, line, column, severity and code.
expect_rc 0 "$cli" validate --torch 2.6 --nodes 2 --gpus-per-node 8 "$work/guide.sh"
grep -q "^$work/guide.sh:1:8: warning: .*\[DDP104\]$" "$work/out" || fail "text format: $(cat "$work/out")"
grep -q '^    fix: insert .\\n: "${MASTER:?' "$work/out" || fail "fix line missing"
# 1.13 rejects the dash spellings -> exit 1 with DDP601 and the underscore fix.
expect_rc 1 "$cli" validate --torch 1.13 "$work/guide.sh"
grep -q "error: unrecognized arguments: --rdzv-id=0 .*\[DDP601\]" "$work/out" || fail "1.13: $(cat "$work/out")"
grep -q "fix: replace '--rdzv-id' with '--rdzv_id'" "$work/out" || fail "1.13 fix"
# stdin and "-"
expect_rc 1 "$cli" validate --torch 1.13 - <"$work/guide.sh"
grep -q "^<stdin>:" "$work/out" || fail "stdin name"
expect_rc 0 "$cli" validate <"$work/guide.sh"
# usage and IO errors -> 2
expect_rc 2 "$cli" validate "$work/missing.sh"
expect_rc 2 "$cli" validate --format yaml "$work/guide.sh"
expect_rc 2 "$cli" validate --torch banana "$work/guide.sh"
expect_rc 2 "$cli" validate --nodes 0 "$work/guide.sh"
expect_rc 2 "$cli" validate --explain DDP999
expect_rc 0 "$cli" validate --explain ddp401
grep -q "^DDP401 (error)" "$work/out" || fail "--explain"

# JSON: the exact shape docs/ddpwizard-cli.1 documents.
expect_rc 1 "$cli" validate --torch 1.13 --format json "$work/guide.sh"
python3 - "$work/out" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
assert set(doc) == {"torch", "invocations", "diagnostics"}, doc.keys()
assert doc["torch"] == "1.13"
inv = doc["invocations"][0]
assert set(inv) == {"launcher", "line", "column", "args", "training_script", "training_script_args"}, inv.keys()
assert inv["launcher"] == "torchrun" and inv["line"] == 2 and inv["column"] == 1
assert inv["args"]["nproc_per_node"] == "8" and inv["args"]["max_restarts"] == 0, inv["args"]
assert inv["training_script"] == "train.py" and inv["training_script_args"] == ["--epochs", "3"]
for d in doc["diagnostics"]:
    assert set(d) == {"code", "severity", "line", "column", "end_line", "end_column", "message", "fix", "more_fixes"}, d
    assert d["severity"] in ("error", "warning", "info")
assert any(d["code"] == "DDP601" and d["severity"] == "error" and d["fix"]["replacement"] == "--rdzv_id"
           for d in doc["diagnostics"])
PY

# Invalid UTF-8 is read leniently with a diagnostic, never a crash.
printf 'torchrun --nproc_per_node=8 \xff\xfe train.py\n' >"$work/bad.sh"
expect_rc 0 "$cli" validate "$work/bad.sh"
grep -q "\[DDP107\]" "$work/out" || fail "invalid UTF-8 not reported"
# A byte-order mark at the start of the file is part of bash's first word: that line assigns
# nothing (bash: "\xef\xbb\xbfDATA=/mnt/d: No such file or directory"), as validate and expand say.
printf '\xef\xbb\xbfDATA=/mnt/d\ntorchrun --nproc_per_node=8 train.py --data "$DATA"\n' >"$work/bom.sh"
head -n 1 "$work/bom.sh" >"$work/bom-line.sh"
rc=0; bash "$work/bom-line.sh" >/dev/null 2>"$work/bash-err" || rc=$?
grep -q 'DATA=/mnt/d: No such file or directory' "$work/bash-err" || fail "bash read the mark differently: $(cat "$work/bash-err")"
expect_rc 0 "$cli" validate --torch 1.13 "$work/bom.sh"
grep -q "invisible character (U+FEFF" "$work/out" || { cat "$work/out"; fail "the byte-order mark's line not named"; }
head -c 4096 /dev/urandom >"$work/random.bin"
rc=0; "$cli" validate "$work/random.bin" >/dev/null 2>&1 || rc=$?
[[ $rc == 0 || $rc == 1 ]] || fail "random bytes: exit $rc"

# The catalogue in docs/ is generated from the code table.
"$cli" validate --list-codes --format markdown >"$work/diagnostics.md"
diff -u "$source_dir/docs/validate.md" "$work/diagnostics.md" || fail "docs/validate.md is stale: regenerate with 'ddpwizard-cli validate --list-codes --format markdown > docs/validate.md'"

# ShellCheck merged (SC codes with wiki links) or reported as skipped.
printf 'cd $dir\ntorchrun --standalone --nproc_per_node=8 train.py\n' >"$work/sc.sh"
expect_rc 0 "$cli" validate --shellcheck "$work/sc.sh"
if command -v shellcheck >/dev/null; then
    grep -q "(https://www.shellcheck.net/wiki/SC2086) \\[SC2086\\]" "$work/out" || fail "shellcheck not merged: $(cat "$work/out")"
fi
PATH=/nonexistent expect_rc 0 "$cli" validate --shellcheck "$work/sc.sh"
grep -q "info: ShellCheck skipped: .*\[DDP190\]" "$work/out" || fail "skipped note: $(cat "$work/out")"

# explain: every option with its meaning and default; the script with the worker environment.
expect_rc 0 "$cli" explain --torch 1.13 "$work/guide.sh"
grep -q "VC_WORKER_HOSTS" "$work/out" || fail "explain: platform variable"
grep -q "nproc_per_node" "$work/out" || fail "explain: option"
grep -q "LOCAL_RANK" "$work/out" || fail "explain: worker environment"
expect_rc 0 "$cli" explain --format json "$work/guide.sh"
python3 -c 'import json,sys; l=json.load(open(sys.argv[1])); assert l and all("meaning" in e for e in l)' "$work/out"
expect_rc 2 "$cli" explain --format xml "$work/guide.sh"
echo "PASS: validate/explain CLI"
