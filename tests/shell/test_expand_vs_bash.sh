#!/bin/bash
# expand vs real bash: every case of tests/data/expand-corpus/ runs under real bash with
# stand-in `torchrun`, `python`, `python3` on PATH that record their argv (NUL-separated) and
# environment; `ddpwizard-cli expand --format json` must report the same bytes for that node.
# A case header may set `# hosts: a,b,c`, `# node: K`, `# env: NAME=VALUE` (repeatable) and
# `# args: A B` (the script's own arguments, blank-separated: bash gets them, expand --args).
# Cases the tool reports as unresolved (exit 1) are skipped and counted; most must resolve.
# Usage: test_expand_vs_bash.sh PATH/TO/ddpwizard-cli PATH/TO/python3
set -u
cli=$1
python=$2
source_dir=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
corpus=$source_dir/tests/data/expand-corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/cwd"
# The stand-ins and the comparison every bash-truth test shares.
lib=$(cd "$(dirname "$0")" && pwd)/lib
# shellcheck source=lib/recording_stubs.sh
source "$lib/recording_stubs.sh"
make_recording_stubs "$work/bin" torchrun python python3

compare=$lib/compare_argv.py

total=0
matched=0
skipped=0
failed=0
for case in "$corpus"/*.sh; do
    name=$(basename "$case" .sh)
    total=$((total + 1))
    hosts=$(sed -n 's/^# hosts: //p;T;q' "$case")
    node=$(sed -n 's/^# node: //p;T;q' "$case")
    hosts=${hosts:-node-0.job,node-1.job}
    node=${node:-1}
    args=$(sed -n 's/^# args: //p;T;q' "$case")
    read -ra script_args <<< "$args"
    args_flag=()
    [ -n "$args" ] && args_flag=(--args "$args")
    count=$(awk -F, '{print NF}' <<< "$hosts")
    env_args=()
    bash_env=()
    while IFS= read -r assignment; do
        env_args+=(--env "$assignment")
        bash_env+=("$assignment")
    done < <(sed -n 's/^# env: //p' "$case")

    record="$work/record-$name"
    # The pod's own name is its host name (Volcano's svc plugin): the node's host up to the first dot.
    pod=$(cut -d, -f$((node + 1)) <<< "$hosts")
    pod=${pod%%.*}
    mkdir -p "$record"
    (cd "$work/cwd" && timeout 20 env -i PATH="$work/bin:/usr/bin:/bin" DDPW_RECORD="$record" \
        VC_WORKER_HOSTS="$hosts" VC_WORKER_NUM="$count" VC_TASK_INDEX="$node" VK_TASK_INDEX="$node" \
        HOSTNAME="$pod" "${bash_env[@]}" \
        /bin/bash "$case" "${script_args[@]}") < /dev/null > /dev/null 2>&1

    "$cli" expand "$case" --hosts "$hosts" --node "$node" --format json "${env_args[@]}" "${args_flag[@]}" \
        > "$work/$name.json" 2> "$work/$name.err"
    rc=$?
    if [ "$rc" = 1 ]; then
        skipped=$((skipped + 1))
        echo "SKIP $name (unresolved: $("$python" -c 'import json,sys; print("; ".join(json.load(open(sys.argv[1]))["unresolved"]))' "$work/$name.json"))"
        continue
    fi
    if [ "$rc" != 0 ]; then
        failed=$((failed + 1))
        echo "FAIL $name: ddpwizard-cli exited $rc: $(cat "$work/$name.err")"
        continue
    fi
    if [ ! -e "$record/argv" ]; then
        failed=$((failed + 1))
        echo "FAIL $name: bash never started the launcher"
        continue
    fi
    if diff=$("$python" "$compare" "$work/$name.json" "$record/argv" "$record/env"); then
        matched=$((matched + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $name:"
        echo "$diff"
    fi
done

echo "expand vs bash: $total cases, $matched identical, $skipped unresolved (skipped), $failed different"
if [ "$total" -lt 60 ]; then
    echo "the corpus must hold at least 60 cases"
    exit 1
fi
# Most cases must resolve: at most one in ten may be skipped.
if [ "$failed" -ne 0 ] || [ $((skipped * 10)) -gt "$total" ]; then
    exit 1
fi
exit 0
