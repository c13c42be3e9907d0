#!/bin/bash
# The shell reader against real bash, on snippets written after reading public launch scripts
# (tests/data/shell-corpus/, sources in docs/shell-corpus.md) and on the grammar probes of
# tests/data/shell-grammar-probes.txt (short constructs separated by lines of %%%).
#
# 1. Verdict: `validate` reports DDP100 exactly when bash rejects the text. bash's verdict is
#    `bash -nv` on the text plus a sentinel comment line: rejected when it exits non-zero or never
#    echoes the sentinel (bash 5.2 stops silently, with status 0, on some [[ ]] errors).
# 2. argv: every corpus snippet bash accepts runs under real bash with stand-in torchrun,
#    python, python3 and the launchers that wrap torchrun (accelerate, accelerate-launch,
#    deepspeed, ds) that record their argv and environment; `expand` must report the same
#    bytes. A header line `# expect: unresolved` marks a snippet whose launcher depends on the node
#    at run time (the tool must say so and give no argv), `# expect: no-launch` one where bash
#    starts no launcher (the tool must find none). Any other outcome fails.
# Usage: test_shell_corpus_vs_bash.sh PATH/TO/ddpwizard-cli PATH/TO/python3
set -u
cli=$1
python=$2
source_dir=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
corpus=$source_dir/tests/data/shell-corpus
probes=$source_dir/tests/data/shell-grammar-probes.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The stand-ins and the comparison every bash-truth test shares.
lib=$(cd "$(dirname "$0")" && pwd)/lib
# shellcheck source=lib/recording_stubs.sh
source "$lib/recording_stubs.sh"
make_recording_stubs "$work/bin" torchrun python python3 accelerate accelerate-launch deepspeed ds

# bash's verdict on a file: prints "accept" or "reject".
bash_verdict() {
    { cat "$1"; printf '\n# __DDPW_CORPUS_END__\n'; } > "$work/sentinel.sh"
    local out rc
    out=$(cd "$work" && /bin/bash -nv "$work/sentinel.sh" 2>&1)
    rc=$?
    if [ "$rc" = 0 ] && grep -qx '# __DDPW_CORPUS_END__' <<< "$out"; then
        echo accept
    else
        echo reject
    fi
}

# The tool's verdict: "reject" when validate reports DDP100.
tool_verdict() {
    "$cli" validate "$1" --format json > "$work/validate.json" 2> "$work/validate.err"
    "$python" - "$work/validate.json" <<'PY'
import json, sys
try:
    diagnostics = json.load(open(sys.argv[1], encoding="utf-8"))["diagnostics"]
except Exception as error:
    print("broken: %s" % error)
    sys.exit(0)
print("reject" if any(d["code"] == "DDP100" for d in diagnostics) else "accept")
PY
}

compare=$lib/compare_argv.py

total=0
agree=0
rejected=0
failed=0
launched=0
identical=0
unresolved=0
nolaunch=0
hosts=node-0.job,node-1.job
node=1
for case in "$corpus"/*.sh; do
    name=$(basename "$case" .sh)
    total=$((total + 1))
    expected=$(bash_verdict "$case")
    actual=$(tool_verdict "$case")
    [ "$expected" = reject ] && rejected=$((rejected + 1))
    if [ "$expected" = "$actual" ]; then
        agree=$((agree + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $name: bash says $expected, the tool says $actual"
        continue
    fi
    [ "$expected" = reject ] && continue
    expect=$(sed -n 's/^# expect: //p' "$case")
    record="$work/record-$name"
    # The pod's own name is its host name (Volcano's svc plugin): the node's host up to the first dot.
    pod=$(cut -d, -f$((node + 1)) <<< "$hosts")
    pod=${pod%%.*}
    mkdir -p "$record" "$work/cwd-$name"
    (cd "$work/cwd-$name" && timeout 20 env -i PATH="$work/bin:/usr/bin:/bin" DDPW_RECORD="$record" \
        VC_WORKER_HOSTS="$hosts" VC_WORKER_NUM=2 VC_TASK_INDEX="$node" VK_TASK_INDEX="$node" \
        HOSTNAME="$pod" /bin/bash "$case") \
        < /dev/null > /dev/null 2>&1
    "$cli" expand "$case" --hosts "$hosts" --node "$node" --format json > "$work/$name.json" 2> "$work/$name.err"
    rc=$?
    ran=no
    [ -e "$record/argv" ] && ran=yes && launched=$((launched + 1))
    reasons=$("$python" -c 'import json,sys; print("; ".join(json.load(open(sys.argv[1]))["unresolved"]))' \
        "$work/$name.json" 2> /dev/null)
    case "$expect" in
    unresolved)
        if [ "$ran" = yes ] && [ "$rc" = 1 ]; then
            unresolved=$((unresolved + 1))
        else
            failed=$((failed + 1))
            echo "FAIL $name: expected unresolved (bash launches: $ran; expand exit $rc: $reasons)"
        fi
        ;;
    no-launch)
        if [ "$ran" = no ] && [ "$rc" = 1 ] && grep -q 'no torchrun' <<< "$reasons"; then
            nolaunch=$((nolaunch + 1))
        else
            failed=$((failed + 1))
            echo "FAIL $name: expected no launcher (bash launches: $ran; expand exit $rc: $reasons)"
        fi
        ;;
    *)
        if [ "$ran" != yes ]; then
            failed=$((failed + 1))
            echo "FAIL $name: bash never started the launcher"
        elif [ "$rc" != 0 ]; then
            failed=$((failed + 1))
            echo "FAIL $name: expand exited $rc: $reasons $(cat "$work/$name.err")"
        elif diff=$("$python" "$compare" "$work/$name.json" "$record/argv" "$record/env"); then
            identical=$((identical + 1))
        else
            failed=$((failed + 1))
            echo "FAIL $name:"
            echo "$diff"
        fi
        ;;
    esac
done

# The grammar probes: verdicts only (they are fragments, not start commands).
probe_total=0
probe_agree=0
probe_rejected=0
"$python" - "$probes" "$work/probes" <<'PY'
import os, sys
os.makedirs(sys.argv[2], exist_ok=True)
text = open(sys.argv[1], encoding="utf-8").read()
for n, snippet in enumerate(text.split("\n%%%\n"), 1):
    with open(os.path.join(sys.argv[2], "%03d.sh" % n), "w", encoding="utf-8") as out:
        out.write(snippet + "\n")
PY
for probe in "$work"/probes/*.sh; do
    probe_total=$((probe_total + 1))
    expected=$(bash_verdict "$probe")
    actual=$(tool_verdict "$probe")
    [ "$expected" = reject ] && probe_rejected=$((probe_rejected + 1))
    if [ "$expected" = "$actual" ]; then
        probe_agree=$((probe_agree + 1))
    else
        failed=$((failed + 1))
        echo "FAIL probe $(basename "$probe"): bash says $expected, the tool says $actual:"
        sed 's/^/    | /' "$probe"
    fi
done

accepted=$((total - rejected))
echo "shell corpus: $total snippets ($rejected rejected by bash -n, $accepted accepted);" \
    "DDP100 agrees with bash -n on $agree/$total"
echo "shell corpus argv: bash starts a launcher in $launched; expand gives bash's argv and environment in" \
    "$identical, says unresolved where the value is only known on the node in $unresolved (marked)," \
    "finds no launcher where bash starts none in $nolaunch (marked)"
echo "grammar probes: $probe_total ($probe_rejected rejected by bash -n); DDP100 agrees on $probe_agree/$probe_total"
if [ "$total" -lt 150 ] || [ "$rejected" -lt 30 ]; then
    echo "the corpus must hold at least 150 snippets, at least 30 of them rejected by bash"
    exit 1
fi
[ "$failed" -eq 0 ]
