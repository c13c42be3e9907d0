#!/usr/bin/env bash
# The generated text is clean by construction: for every launcher, rendezvous backend, MASTER
# form (but the guide's text verbatim), torch version, output format and the options that change
# the text's shape, Debian's ShellCheck finds nothing at any severity (style and up; its opt-in
# checks are left off: check-unassigned-uppercase would flag the platform's own variables), and
# `validate`, told the job the command was written for (--job), finds nothing above info: the
# deprecated launcher and the local-rank spelling the job chose are info (DDP602, DDP603). The one
# warning left is the form's own: an argument spelling with an unknown torch (DDP603). The comment
# follows the language; the lines bash runs are the same in English and Chinese.
# The guide's text verbatim is the one form ShellCheck is expected to complain about.
set -uo pipefail
cli=$1
command -v shellcheck >/dev/null || { echo "shellcheck is not installed"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
passes=0

fail() { echo "FAIL $1"; failures=$((failures + 1)); }

# shape NAME FLAGS...: the options that change which lines and expansions the text holds.
shapes=(
  "plain|--script train.py"
  "nnodes from env|--nnodes-from-env --script train.py"
  "elastic, restarts|--elastic 1:4 --max-restarts 3 --script train.py"
  "module, args, env|--module pkg.train --env NCCL_DEBUG=INFO --env 'X=a b' -- --lr 0.1 'a b' '\$HOME'"
  "nproc gpu, role|--nproc-per-node gpu --role trainer --script 'my train.py'"
  "use env, python3|--use-env --python python3 --script train.py"
  "local-rank argument|--local-rank-from local-rank --script train.py"
  "local_rank argument|--local-rank-from local_rank --script train.py"
)

check_case() { # NAME TORCH LAUNCHER FLAGS...
  local name=$1 torch=$2 launcher=$3; shift 3
  local out="$work/out" findings codes
  for format in command script; do
    if ! eval "\"$cli\" generate --torch $torch --format $format $*" > "$out" 2> "$work/err"; then
      fail "$name/$format: generate failed: $(cat "$work/err")"; continue
    fi
    if ! findings=$(shellcheck --shell=bash --severity=style --format=gcc "$out" 2>&1); then
      fail "$name/$format: shellcheck finds:"; printf '%s\n' "$findings" | sed 's/^/  /'; sed 's/^/  | /' "$out"; continue
    fi
    if [[ $format == command ]]; then
      # Validated for the job it was generated for (its role, launcher and local-rank choice).
      eval "\"$cli\" generate --torch $torch --format json $*" > "$work/job.json"
      "$cli" validate --job "$work/job.json" --format json "$out" > "$work/validate.json"
      codes=$(python3 -c 'import json, sys
print(" ".join(sorted({d["code"] for d in json.load(open(sys.argv[1]))["diagnostics"]
                       if d["severity"] != "info"})))' "$work/validate.json")
      local allowed=""
      [[ $torch == unknown && $* == *--local-rank-from\ local* ]] && allowed="DDP603"
      if [[ $codes != "$allowed" ]]; then
        fail "$name: validate finds '$codes' above info (expected '${allowed}')"; sed 's/^/  | /' "$out"; continue
      fi
      # The same command in Chinese, but for the comment.
      if ! diff <(grep -v '^#' "$out") <(eval "DDPW_LANG=zh_CN \"$cli\" generate --torch $torch $*" | grep -v '^#') \
        > /dev/null; then
        fail "$name: the command differs between English and Chinese"; continue
      fi
    fi
    passes=$((passes + 1))
  done
}

for torch in 1.13 2.6 unknown; do
  for launcher in torchrun launch; do
    for backend in c10d static; do
      for master in awk expansion; do
        for shape in "${shapes[@]}"; do
          label=${shape%%|*} flags=${shape#*|}
          [[ $flags == *--elastic* && $backend == static ]] && continue # elastic needs c10d
          [[ $flags == *--use-env* && $launcher == torchrun ]] && continue # launch only
          [[ $flags == *--local-rank-from* && $launcher == torchrun ]] && continue
          # The spelling that torch never passes: generate refuses it (tst_GeneratedCommandsValidate).
          [[ $flags == *local-rank-from\ local-rank* && $torch == 1.13 ]] && continue
          [[ $flags == *local-rank-from\ local_rank* && $torch == 2.6 ]] && continue
          check_case "$torch/$launcher/$backend/$master/$label" "$torch" "$launcher" \
            --launcher "$launcher" --rdzv-backend "$backend" --master-from "$master" "$flags"
        done
      done
    done
  done
done

# The Chinese comment is the guide's own.
if ! DDPW_LANG=zh_CN "$cli" generate | head -n 1 | grep -qx '# 取 worker 节点组中第 1 个节点作为 rendezvous 通信的 master 节点'; then
  fail "zh_CN: not the guide's comment: $(DDPW_LANG=zh_CN "$cli" generate | head -n 1)"
else
  passes=$((passes + 1))
fi

# The guide's text verbatim is one option away, and ShellCheck still flags what the guide writes.
"$cli" generate --master-from guide --script YOUR_TRAINING_SCRIPT.py > "$work/guide"
if ! grep -qxF "export MASTER=\`echo \${VC_WORKER_HOSTS} | awk -F , '{print \$1}'\`" "$work/guide" ||
  ! grep -qxF '    --rdzv-endpoint=${MASTER}:29500 \' "$work/guide"; then
  fail "guide verbatim: not the guide's lines"; sed 's/^/  | /' "$work/guide"
elif shellcheck --shell=bash "$work/guide" > /dev/null 2>&1; then
  fail "guide verbatim: shellcheck (the oracle) finds nothing in the guide's text"
else
  passes=$((passes + 1))
fi
echo "shellcheck-clean: $passes passed, $failures failed"
((failures == 0))
