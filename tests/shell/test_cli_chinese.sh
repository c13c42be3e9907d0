#!/usr/bin/env bash
# ddpwizard-cli speaks Chinese under a Chinese locale (LANG=zh_CN.UTF-8, even where the C library
# lacks that locale) or with DDPW_LANG=zh_CN, and English with DDPW_LANG=en; machine-readable
# output (--format json, --list-codes --format markdown) is the English bytes in every language.
# Usage: test_cli_chinese.sh CLI [PYTHON]
set -euo pipefail
cli=${1:?usage: test_cli_chinese.sh CLI [PYTHON]}
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
ts="$source_dir/resources/translations/ddpwizard_zh_CN.ts"
command -v "$python" >/dev/null || { echo "SKIP: no python at $python"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Every run starts from a clean language environment; each case sets what it tests.
clean=(env -u LC_ALL -u LC_MESSAGES -u LANGUAGE -u LANG -u DDPW_LANG)
zh=("${clean[@]}" LANG=zh_CN.UTF-8)
en=("${clean[@]}" LANG=C.UTF-8 DDPW_LANG=en)
# Outputs are captured before they are searched: `writer | grep -q` under pipefail turns the
# writer's SIGPIPE (grep stops at the first match) into a failure on a busy machine.
locales=$(locale -a 2>/dev/null) || true
if grep -qix 'zh_CN\.utf-\?8' <<<"$locales"; then
    echo "the C library has zh_CN.UTF-8"
else
    echo "the C library lacks zh_CN.UTF-8 (QLocale reads LANG anyway)"
fi

# The expected Chinese comes from the .ts, so a better wording does not break the test.
translation() {
    "$python" - "$ts" "$1" "$2" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
for context in root.iter('context'):
    if context.findtext('name') == sys.argv[2]:
        for message in context.iter('message'):
            if message.findtext('source') == sys.argv[3]:
                print(message.findtext('translation'))
                sys.exit(0)
sys.exit('not in the .ts: ' + sys.argv[3])
PY
}
title_en='--nproc_per_node disagrees with the GPUs per node'
title_zh=$(translation CommandDiagnosticCatalog "$title_en")
[[ -n $title_zh && $title_zh != "$title_en" ]] || fail "no Chinese title in $ts"

# 1. --explain under LANG=zh_CN.UTF-8: the catalogue's Chinese title, nothing on stderr
#    (no locale warning from Qt or the C library).
"${zh[@]}" "$cli" validate --explain DDP503 >"$work/out" 2>"$work/err" || fail "explain exited $?"
first=$(head -n 1 "$work/out")
grep -qF -- "DDP503（error）：$title_zh" <<<"$first" || fail "LANG=zh_CN.UTF-8 explain: $first"
[[ ! -s $work/err ]] || fail "stderr under LANG=zh_CN.UTF-8: $(cat "$work/err")"
# LC_ALL and LC_MESSAGES beat LANG, as in every other program.
out=$("${clean[@]}" LANG=C.UTF-8 LC_MESSAGES=zh_CN.UTF-8 "$cli" validate --explain DDP503)
grep -qF -- "$title_zh" <<<"$out" || fail "LC_MESSAGES=zh_CN.UTF-8 is not Chinese"
out=$("${clean[@]}" LANG=zh_CN.UTF-8 LC_ALL=C.UTF-8 "$cli" validate --explain DDP503)
grep -qF -- "$title_en" <<<"$out" || fail "LC_ALL=C.UTF-8 over LANG=zh_CN.UTF-8 is not English"

# 2. DDPW_LANG: zh_CN in the C.UTF-8 locale, en in a Chinese one.
"${clean[@]}" LC_ALL=C.UTF-8 LANG=C.UTF-8 DDPW_LANG=zh_CN "$cli" validate --explain DDP503 >"$work/out"
first=$(head -n 1 "$work/out")
grep -qF -- "$title_zh" <<<"$first" || fail "DDPW_LANG=zh_CN: $first"
"${zh[@]}" DDPW_LANG=en "$cli" validate --explain DDP503 >"$work/out"
first=$(head -n 1 "$work/out")
grep -qxF -- "DDP503 (error): $title_en" <<<"$first" || fail "DDPW_LANG=en: $first"

# 3. A diagnostic of validate and its fix line are Chinese; the English run has the source text.
printf 'torchrun --nnodes=2 --nproc_per_node=16 train.py\n' >"$work/start.sh"
flags=(validate --torch 2.6 --nodes 2 --gpus-per-node 8 "$work/start.sh")
rc=0; "${zh[@]}" "$cli" "${flags[@]}" >"$work/zh.txt" || rc=$?
[[ $rc == 1 ]] || fail "validate exited $rc under zh_CN"
rc=0; "${en[@]}" "$cli" "${flags[@]}" >"$work/en.txt" || rc=$?
[[ $rc == 1 ]] || fail "validate exited $rc under DDPW_LANG=en"
grep -q "error: --nproc_per_node is 16 but a node has 8 GPUs.*\[DDP503\]$" "$work/en.txt" || fail "English: $(cat "$work/en.txt")"
line=$(grep '\[DDP503\]$' "$work/zh.txt") || fail "no DDP503 under zh_CN: $(cat "$work/zh.txt")"
[[ $line == *"error: --nproc_per_node"* && $line != *"but a node has"* ]] || fail "DDP503 not translated: $line"
LC_ALL=C.UTF-8 grep -qP '[\x{4e00}-\x{9fff}]' <<<"$line" || fail "no Chinese in: $line"
grep -qF -- "$(translation CliValidateCommand "    fix: replace '%1' with '%2'" | sed "s/%1/16/; s/%2/8/")" "$work/zh.txt" ||
    fail "fix line not translated: $(cat "$work/zh.txt")"

# 4. diagnose: a finding's summary, fix and the total line are Chinese; the kind slug stays.
rc=0; "${zh[@]}" "$cli" diagnose "$source_dir/tests/data/diagnose-corpus/recorded/port-in-use.log" >"$work/dz.txt" || rc=$?
[[ $rc == 1 ]] || fail "diagnose exited $rc under zh_CN"
first=$(head -n 1 "$work/dz.txt")
[[ $first == "error: port-in-use: "* ]] || fail "diagnose under zh_CN: $first"
LC_ALL=C.UTF-8 grep -qP '[\x{4e00}-\x{9fff}]' <<<"$first" || fail "no Chinese in: $first"
fix_zh=$(translation LogFindingCatalog "Pick another port, or stop what listens there (another job, a stale torchrun); on one node, --rdzv_backend=c10d with --rdzv_endpoint=localhost:0 lets the kernel choose a free port.")
grep -qF -- "$fix_zh" "$work/dz.txt" || fail "diagnose's fix not translated: $(cat "$work/dz.txt")"

# 5. Machine-readable output: the same bytes in Chinese as in English.
same() {
    local name=$1; shift
    local rc_zh=0 rc_en=0
    "${zh[@]}" "$cli" "$@" >"$work/$name.zh" 2>/dev/null || rc_zh=$?
    "${en[@]}" "$cli" "$@" >"$work/$name.en" 2>/dev/null || rc_en=$?
    [[ $rc_zh == "$rc_en" ]] || fail "$name: exit $rc_zh in Chinese, $rc_en in English"
    [[ -s $work/$name.en ]] || fail "$name: no output"
    if ! cmp -s "$work/$name.zh" "$work/$name.en"; then
        diff -u "$work/$name.en" "$work/$name.zh" >"$work/$name.diff" || true
        head -n 20 "$work/$name.diff"
        fail "$name differs in Chinese"
    fi
}
same validate-json "${flags[@]}" --format json
same list-codes-json validate --list-codes --format json
same list-codes-markdown validate --list-codes --format markdown
same explain-json explain --torch 2.6 --format json "$work/start.sh"
same expand-json expand --hosts a.job,b.job --node 1 --format json "$work/start.sh"
diagnose_log=$source_dir/tests/data/diagnose-corpus/recorded/port-in-use.log
same diagnose-json diagnose --format json "$diagnose_log"
same diagnose-kinds-json diagnose --list-kinds --format json
# ... and the docs generated from it stay what docs/validate.md holds.
cmp -s "$work/list-codes-markdown.zh" "$source_dir/docs/validate.md" || fail "markdown in Chinese is not docs/validate.md"
# The human list of codes is translated.
out=$("${zh[@]}" "$cli" validate --list-codes)
grep -qxF -- "DDP503 error $title_zh" <<<"$out" || fail "--list-codes text not translated"

echo "ok: Chinese under LANG=zh_CN.UTF-8 and DDPW_LANG=zh_CN, English with DDPW_LANG=en, JSON/markdown unchanged"
