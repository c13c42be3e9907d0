#!/bin/bash
# accelerate launch and deepspeed vs real bash: every snippet of tests/data/wrapper-scripts/ runs
# under real bash on each node of a simulated 2-node platform (VC_* variables), with stand-in
# `accelerate`, `accelerate-launch`, `deepspeed`, `ds` and `python3` on PATH that record their
# argv (NUL-separated) and the hostfile the snippet wrote. Then:
#  - `ddpwizard-cli expand --format json` must give bash's argv on every node;
#  - `ddpwizard-cli validate --nodes 2 --gpus-per-node 8` must report exactly the DDP701-707
#    codes that the bash runs show to be wrong (tests/wrappers/bash_truth.py reads the recorded
#    argv with Python's argparse: machine count, processes, rank, master, ssh fan-out, hostfile),
#    and the snippet's `# expect:` header must say the same.
# Usage: test_wrappers_vs_bash.sh PATH/TO/ddpwizard-cli PATH/TO/python3
set -u
cli=$1
python=/usr/bin/python3
[ -x "$python" ] || python=$2
source_dir=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
corpus=$source_dir/tests/data/wrapper-scripts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/bin"
for name in accelerate accelerate-launch deepspeed ds python3; do
    cat > "$work/bin/$name" <<'STUB'
#!/bin/bash
# Records the first launch only: argv (with $0), and the hostfile the snippet wrote in its cwd.
[ -e "$DDPW_RECORD/argv" ] && exit 0
printf '%s\0' "$0" "$@" > "$DDPW_RECORD/argv"
[ -f ddpw-hostfile ] && cp ddpw-hostfile "$DDPW_RECORD/hostfile"
exit 0
STUB
    chmod +x "$work/bin/$name"
done

cat > "$work/same_argv.py" <<'PY'
import json, os, sys
tool = json.load(open(sys.argv[1], encoding="utf-8"))
argv = open(sys.argv[2], "rb").read().split(b"\0")[:-1]
tool_argv = [a.encode("utf-8", "surrogateescape") for a in tool["argv"]]
if not tool_argv or os.path.basename(argv[0]) != os.path.basename(tool_argv[0]) or argv[1:] != tool_argv[1:]:
    print("argv: bash %r\n      tool %r" % (argv, tool_argv))
    sys.exit(1)
PY

hosts=node-0.job,node-1.job
total=0
argv_same=0
verdicts_same=0
failed=0
for case in "$corpus"/*.sh; do
    name=$(basename "$case" .sh)
    total=$((total + 1))
    records=()
    ok=1
    for node in 0 1; do
        record="$work/record-$name-$node"
        mkdir -p "$record" "$work/cwd-$name-$node"
        (cd "$work/cwd-$name-$node" && timeout 20 env -i PATH="$work/bin:/usr/bin:/bin" DDPW_RECORD="$record" \
            VC_WORKER_HOSTS="$hosts" VC_WORKER_NUM=2 VC_TASK_INDEX="$node" /bin/bash "$case") \
            < /dev/null > /dev/null 2>&1
        records+=("$record")
        if [ ! -e "$record/argv" ]; then
            echo "FAIL $name: bash never started the launcher on node $node"
            ok=0
            continue
        fi
        "$cli" expand "$case" --hosts "$hosts" --node "$node" --format json > "$work/$name-$node.json" 2>&1
        if ! diff=$("$python" "$work/same_argv.py" "$work/$name-$node.json" "$record/argv"); then
            echo "FAIL $name node $node:"
            echo "$diff"
            ok=0
        fi
    done
    [ "$ok" = 1 ] && argv_same=$((argv_same + 1))
    truth=$("$python" "$source_dir/tests/wrappers/bash_truth.py" 8 "$hosts" "${records[@]}")
    expected=$(sed -n 's/^# expect: *//p;T;q' "$case" | tr ' ' '\n' | grep . | sort | tr '\n' ' ' | sed 's/ $//')
    "$cli" validate "$case" --nodes 2 --gpus-per-node 8 --format json > "$work/$name.validate.json"
    reported=$("$python" -c '
import json, sys
codes = sorted({d["code"] for d in json.load(open(sys.argv[1]))["diagnostics"] if "DDP701" <= d["code"] <= "DDP707"})
print(" ".join(codes))' "$work/$name.validate.json")
    if [ "$truth" != "$reported" ] || [ "$truth" != "$expected" ]; then
        echo "FAIL $name: bash shows [$truth], validate reports [$reported], the header expects [$expected]"
        ok=0
    else
        verdicts_same=$((verdicts_same + 1))
    fi
    [ "$ok" = 1 ] || failed=$((failed + 1))
done

echo "wrappers vs bash: $total snippets on 2 nodes; argv identical on every node: $argv_same; platform verdicts identical to bash's truth: $verdicts_same; failed: $failed"
[ "$total" -ge 20 ] || { echo "the corpus must hold at least 20 snippets"; exit 1; }
[ "$failed" = 0 ]
