#!/usr/bin/env bash
# The generator's quoting, proven with real bash: hostile script arguments and env values go
# through `ddpwizard-cli generate`, the generated command runs in bash with stand-in launchers
# that record their argv (NUL-separated), and what arrives must equal what was typed, byte for
# byte, with nothing executed on the way.
set -uo pipefail
cli=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
passes=0

mkdir -p "$work/bin"
cat > "$work/bin/torchrun" <<'STUB'
#!/usr/bin/env bash
printf '%s\0' "$@" > "$RECORD_ARGV"
printf '%s' "${HOSTILE_ENV-<unset>}" > "$RECORD_ENV"
printf '%s' "${MASTER-<unset>}" > "$RECORD_MASTER"
STUB
cp "$work/bin/torchrun" "$work/bin/python"
cp "$work/bin/torchrun" "$work/bin/python3"
chmod +x "$work/bin/"*

hostile=(
  'plain' '' ' ' 'two words' "it's" 'say "hi"' '$HOME' '${HOME}' '$(touch PWNED)' '`touch PWNED`'
  'a;touch PWNED' 'a && touch PWNED' 'a|cat' '*' '*.py' '~' '~/x' '\' 'trailing\' '\n' $'line1\nline2'
  $'tab\there' $'cr\r' '!' '!!' '#comment' '--' '-m' '--nnodes=9' '{a,b}' '[ab]' '?' '=' 'a=b'
  'x=$(id)' $'\x01\x02' '数据集 路径' 'ünïcödé' '😀' "'" '"' "''" '""' '\"' "\\'" '$' '$$' '$?'
  '${IFS}' '%s' '%%' '@' ',' ':' 'a b  c   ' '  lead' '>out' '<in' '2>&1' '(sub)' '{ x; }'
)

check() {  # check NAME: compare recorded script args with the hostile list
  local name=$1 script_name=$2
  local -a argv=()
  mapfile -d '' -t argv < "$work/argv"
  local i start=-1
  for ((i = 0; i < ${#argv[@]}; i++)); do
    if [[ ${argv[i]} == "$script_name" ]]; then start=$((i + 1)); break; fi
  done
  local -a got=("${argv[@]:start}")
  if ((start < 0)) || [[ $(printf '%s\0' "${got[@]}" | od -An -tx1) != $(printf '%s\0' "${hostile[@]}" | od -An -tx1) ]]; then
    echo "FAIL $name: script arguments differ"; printf '  got: %q\n' "${got[@]:0:20}"
    failures=$((failures + 1)); return
  fi
  if [[ $(<"$work/env") != "$env_value" ]]; then
    echo "FAIL $name: env value differs: $(printf %q "$(<"$work/env")")"; failures=$((failures + 1)); return
  fi
  if [[ $(<"$work/master") != "node-a" ]]; then
    echo "FAIL $name: MASTER is $(<"$work/master")"; failures=$((failures + 1)); return
  fi
  if [[ -e $work/run/PWNED ]]; then
    echo "FAIL $name: a hostile string was executed"; failures=$((failures + 1)); return
  fi
  passes=$((passes + 1))
}

env_value=$'v $(touch PWNED) `touch PWNED` \'q\' "d" ;&| \n 中 \\'
for launcher in torchrun launch; do
  for backend in c10d static; do
    for master in awk expansion guide; do
      for format in command script; do
        name="$launcher/$backend/$master/$format"
        out=$("$cli" generate --launcher "$launcher" --rdzv-backend "$backend" --master-from "$master" \
              --format "$format" --use-env --env "HOSTILE_ENV=$env_value" --script 'my train.py' -- "${hostile[@]}") || {
          echo "FAIL $name: generate exited $?"; failures=$((failures + 1)); continue; }
        rm -rf "$work/run"; mkdir -p "$work/run"
        (cd "$work/run" && printf '%s' "$out" | env PATH="$work/bin:$PATH" RECORD_ARGV="$work/argv" RECORD_ENV="$work/env" \
           RECORD_MASTER="$work/master" VC_WORKER_HOSTS=node-a,node-b VC_WORKER_NUM=2 VC_TASK_INDEX=1 bash) || {
          echo "FAIL $name: bash exited $?"; failures=$((failures + 1)); continue; }
        check "$name" 'my train.py'
      done
    done
  done
done
echo "quoting: $passes passed, $failures failed"
((failures == 0))
