#!/bin/bash
# Platform start scripts, with real bash as the oracle (ctest: shell.test_platform_corpus).
#
# Every snippet of tests/data/platform-corpus/ runs under real bash on every node of a simulated
# Volcano job, as the env and svc plugins set it up (docs/research/volcano-env.md):
#   VC_<ROLE>_HOSTS=<job>-<role>-0.<job>,...  VC_<ROLE>_NUM=N  VC_TASK_INDEX=VK_TASK_INDEX=k
#   HOSTNAME=<job>-<role>-k, the same for every other role of the job, the snippet's `# env:`
#   /etc/volcano/<role>.host (newline-separated, no final newline), /etc/volcano/VC_<ROLE>_HOSTS
#   and /etc/volcano/VC_<ROLE>_NUM; /etc/hosts and /etc/hostname as the kubelet writes them.
# /etc is an overlay inside a private mount namespace (`unshare -m`, so root, as in CI): the
# snippet reads /etc/volcano/... with its own redirections and globs, nothing in it is rewritten,
# and nothing outside the namespace changes. getent, hostname, ping, nslookup, nvidia-smi and
# `python -c` answer from the node's host table (tests/shell/platform_standins.sh); no name
# lookup leaves the machine. torchrun, python/python3 -m ..., accelerate launch, deepspeed and ds
# record their argv and environment (NUL-separated) instead of starting anything.
#
# For each snippet and node the harness then checks
#   1. the truth: tests/shell/platform_oracle.py says what the recorded launcher really uses
#      (master, node rank, node count, processes per node) against the platform's truth (first
#      host, VC_TASK_INDEX, the node count, the GPUs per node); the labels it derives must be
#      the snippet's `# expect:` line, so every expectation is bash's, not the author's;
#   2. expand: `ddpwizard-cli expand FILE --hosts ... --node K --gpus-per-node G --role R --env ... --format json`
#      gives bash's argv and environment on every node (no launcher on a node: an empty argv);
#   3. validate: `ddpwizard-cli validate FILE --nodes N --gpus-per-node G --role R` (with
#      `--env` for the snippet's platform variables and the other roles' VC_* variables once
#      validate has that option) raises a
#      platform diagnostic (DDP113, DDP114, DDP401/403-406, DDP501-506, and for accelerate launch and deepspeed
#      DDP701-704/706/707/709) exactly on the snippets that are wrong.
# It fails when a header disagrees with bash, when expand gives an argv or environment other
# than bash's without saying that a value is only known on the node (never a wrong answer),
# when validate judges wrongly a snippet that expand evaluates like bash on every node, and when
# the figures fall below those recorded in docs/platform-scripts.md (the floors below).
#
# Header lines of a snippet (comments at its top):
#   # nodes: N            node count of the role (default 2)
#   # job: NAME           Volcano job name (default ddp)
#   # role: NAME          the form's worker role (default worker)
#   # gpus: G             GPUs per node (default 8)
#   # other-role: NAME=R  another task of the job with R replicas (repeatable)
#   # env: NAME=VALUE     a variable the platform sets on every node (repeatable); {node} and
#                         {ip} stand for the node's index and address
#   # launcher: ...       torchrun | run | launch | accelerate | deepspeed | ds (for the figures)
#   # idioms: a, b        what the snippet exercises (for the figures)
#   # expect: ok | wrong-master, wrong-rank, wrong-count, wrong-nproc
# Usage: test_platform_corpus.sh PATH/TO/ddpwizard-cli PATH/TO/python3
set -u
cli=${1:?usage: test_platform_corpus.sh CLI PYTHON}
# The figures this version reaches (docs/platform-scripts.md); a change may raise them, never
# lower them.
floor_expand_equal=99
floor_validate_right=98
python=${2:-/usr/bin/python3}
source_dir=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
corpus=$source_dir/tests/data/platform-corpus
standins=$source_dir/tests/shell/platform_standins.sh
oracle=$source_dir/tests/shell/platform_oracle.py
# Outside /tmp: each node gets a private /tmp, so that snippets writing /tmp/hostfile touch
# nothing of this machine's.
work=$(mktemp -d /var/tmp/ddpw-platform.XXXXXX)
trap 'rm -rf "$work"' EXIT

if ! unshare -m --propagation private /bin/true 2> /dev/null; then
    echo "SKIP: a private mount namespace (unshare -m, as root) is needed for /etc/volcano"
    exit 77
fi

private_tmp=yes
case $source_dir/ in /tmp/*) private_tmp=no ;; esac
# Runs "$@" with /etc as an overlay that holds this job's /etc/volcano and this node's
# /etc/hosts, /etc/hostname: ENTER VOLCANO_DIR NODE_DIR -- COMMAND...
cat > "$work/enter.sh" << 'ENTER'
set -e
volcano=$1
node=$2
shift 3
mount -t tmpfs tmpfs "$node/overlay"
mkdir "$node/overlay/upper" "$node/overlay/work"
mount -t overlay overlay -o "lowerdir=/etc,upperdir=$node/overlay/upper,workdir=$node/overlay/work" /etc
mkdir -p /etc/volcano
cp "$volcano"/* /etc/volcano/
cp "$node/etc-hosts" /etc/hosts
cut -d' ' -f1 "$node/self" > /etc/hostname
: > /etc/resolv.conf
case "$node/ $PRIVATE_TMP_OK" in
/tmp/*) ;;
*" yes") mount -t tmpfs tmpfs /tmp ;;
esac
cd "$node/cwd"
exec "$@"
ENTER

cat > "$work/compare.py" << 'PY'
import json, os, re, sys
tool = json.load(open(sys.argv[1], encoding="utf-8"))
record = sys.argv[2]
result = {"argv": True, "env": True, "reason": "", "kinds": []}


def kinds(messages):
    """The tool's unresolved messages without positions and names, to count them."""
    out = []
    for message in messages:
        for piece in message.split("; "):
            piece = re.sub(r"\d+:\d+: ", "", piece)
            piece = re.sub(r" at \d+:\d+", "", piece)
            while re.match(r"^[^\s]+: ", piece):
                piece = re.sub(r"^[^\s]+: ", "", piece, count=1)
            out.append(piece)
    return sorted(set(out))


if not os.path.exists(os.path.join(record, "argv")):
    if tool.get("argv"):
        result.update(argv=False, env=False, reason="bash starts no launcher here, the tool does",
                      kinds=["a launcher where bash starts none"], verdict="different")
    else:
        result["verdict"] = "equal"
    print(json.dumps(result))
    sys.exit(0)
argv = open(os.path.join(record, "argv"), "rb").read().split(b"\0")[:-1]
env = dict(i.split(b"=", 1) for i in open(os.path.join(record, "env"), "rb").read().split(b"\0")[:-1])
for name in (b"PATH", b"PWD", b"OLDPWD", b"SHLVL", b"_"):
    env.pop(name, None)
# Values only the node knows (a name's address, the node's own address or full name) come back
# as <the address of NAME>: they count as bash's when what they name, looked up in this node's
# host table, is what bash's run got.
node_dir = os.path.dirname(record)
table = {}
for line in open(os.path.join(node_dir, "hosts"), encoding="utf-8"):
    parts = line.split()
    for name in parts[1:]:
        table.setdefault(name, parts[0])
short, fqdn, ip = open(os.path.join(node_dir, "self"), encoding="utf-8").read().split()
table.setdefault(short, ip)
table.setdefault(fqdn, ip)


gpus = open(os.path.join(node_dir, "gpus"), encoding="utf-8").read().strip()
# The full name a lookup gives (the search domains' .cluster.local form, as the nslookup
# stand-in prints it) and the name server the stand-in answers for.
full_names = {}
for line in open(os.path.join(node_dir, "hosts"), encoding="utf-8"):
    parts = line.split()
    longest = next((n for n in parts[1:] if n.endswith(".cluster.local")), None)
    for name in parts[1:]:
        full_names.setdefault(name, longest or name)
name_server = "10.96.0.10"


def node_value(text):
    text = re.sub(r"<the address of ([^<>]+)>", lambda m: table.get(m.group(1), "<unresolvable " + m.group(1) + ">"), text)
    text = re.sub(r"<the full name of ([^<>]+)>", lambda m: full_names.get(m.group(1), "<unresolvable " + m.group(1) + ">"), text)
    text = text.replace("<the cluster's name server>", name_server).replace("<this node's GPU count>", gpus)
    return text.replace("<this node's address>", ip).replace("<this node's full host name>", fqdn)


origin_args = {o["argument"] for o in tool.get("origins", []) if "argument" in o}
origin_vars = {o["variable"] for o in tool.get("origins", []) if "variable" in o}
unresolved = [u for u in tool.get("unresolved", []) if "is only known on the node" not in u]
if tool.get("argv") and not unresolved and (origin_args or origin_vars):
    tool["argv"] = [node_value(a) if i in origin_args else a for i, a in enumerate(tool["argv"])]
    tool["env"] = {k: node_value(v) if k in origin_vars else v for k, v in tool.get("env", {}).items()}
    tool["unresolved"] = []
    result["origins"] = len(origin_args) + len(origin_vars)
tool_argv = [a.encode("utf-8", "surrogateescape") for a in tool.get("argv", [])]
tool_env = {k.encode(): v.encode() for k, v in tool.get("env", {}).items()}
if not tool_argv:
    result.update(argv=False, env=False,
                  reason="no argv: " + ("; ".join(tool.get("unresolved", [])) or "none given"),
                  kinds=kinds(tool.get("unresolved", [])) or ["no argv"])
else:
    ours = [os.path.basename(argv[0])] + argv[1:]
    theirs = [os.path.basename(tool_argv[0])] + tool_argv[1:]
    if ours != theirs:
        result.update(argv=False)
        i = next(i for i in range(max(len(ours), len(theirs)))
                 if i >= len(ours) or i >= len(theirs) or ours[i] != theirs[i])
        at = lambda xs: xs[i].decode("utf-8", "replace") if i < len(xs) else "<end>"
        result["reason"] = "argv[%d]: bash %r, tool %r" % (i, at(ours), at(theirs))
        if tool.get("unresolved"):
            result["reason"] += " (unresolved: " + "; ".join(tool["unresolved"]) + ")"
            result["kinds"] = kinds(tool["unresolved"])
        else:
            result["kinds"] = ["argv resolved to other words than bash's"]
    if env != tool_env:
        result.update(env=False)
        names = sorted(k.decode() for k in set(env) ^ set(tool_env)) or sorted(
            k.decode() for k in env if env[k] != tool_env.get(k))
        if not result["reason"]:
            result["reason"] = "env differs: " + ", ".join(names[:4])
        if not result["kinds"]:
            result["kinds"] = ["environment differs"]
result["verdict"] = ("equal" if result["argv"] and result["env"]
                     else "unresolved" if tool.get("unresolved") or not tool.get("argv")
                     else "different")
print(json.dumps(result))
PY

header() { sed -n "s/^# $1: //p" "$2"; }

total=0
derived_mismatch=0
expand_equal=0
argv_equal=0
nodes_total=0
nodes_equal=0
validate_right=0
validate_named=0
validate_blind=0
wrong_snippets=0
false_warnings=0
missed_warnings=0
: > "$work/reasons"
: > "$work/breakdown"
: > "$work/idioms"
different_argv=0
judged=0
judged_wrong=0
validate_has_env=0
help=$("$cli" validate --help 2>&1)
case $help in *--env*) validate_has_env=1 ;; esac

for snippet in "$corpus"/*.sh; do
    name=$(basename "$snippet" .sh)
    total=$((total + 1))
    nodes=$(header nodes "$snippet" | head -n1)
    nodes=${nodes:-2}
    job=$(header job "$snippet" | head -n1)
    job=${job:-ddp}
    role=$(header role "$snippet" | head -n1)
    role=${role:-worker}
    gpus=$(header gpus "$snippet" | head -n1)
    gpus=${gpus:-8}
    expect=$(header expect "$snippet" | head -n1)
    launcher=$(header launcher "$snippet" | head -n1)
    idioms=$(header idioms "$snippet" | head -n1 | tr -d ' ')
    mapfile -t other_roles < <(header other-role "$snippet")
    mapfile -t header_env < <(header env "$snippet")

    dir=$work/$name
    mkdir -p "$dir/volcano"
    # Roles: the form's role first, then the others; hosts as the svc plugin names them.
    roles=("$role=$nodes" "${other_roles[@]}")
    role_env=()
    host_lines=()
    for r in "${!roles[@]}"; do
        rname=${roles[r]%%=*}
        replicas=${roles[r]#*=}
        key=${rname//-/_}
        upper=${key^^}
        list=()
        for ((i = 0; i < replicas; i++)); do
            list+=("$job-$rname-$i.$job")
            host_lines+=("10.24.$r.$((10 + i)) $job-$rname-$i")
        done
        csv=$(IFS=,; echo "${list[*]}")
        [ "$r" = 0 ] && hosts_csv=$csv
        printf '%s' "$(IFS=$'\n'; echo "${list[*]}")" > "$dir/volcano/$key.host"
        printf '%s' "$csv" > "$dir/volcano/VC_${upper}_HOSTS"
        printf '%s' "$replicas" > "$dir/volcano/VC_${upper}_NUM"
        role_env+=("VC_${upper}_HOSTS=$csv" "VC_${upper}_NUM=$replicas")
    done

    node_equal_here=0
    node_known_here=0
    argv_equal_here=0
    first_reason=""
    for ((k = 0; k < nodes; k++)); do
        node=$dir/node-$k
        mkdir -p "$node/bin" "$node/cwd" "$node/overlay" "$node/record"
        short=$job-$role-$k
        fqdn=$short.$job.default.svc.cluster.local
        ip=10.24.0.$((10 + k))
        echo "$short $fqdn $ip" > "$node/self"
        echo "$gpus" > "$node/gpus"
        {
            printf '127.0.0.1 localhost\n'
            for line in "${host_lines[@]}"; do
                set -- $line
                printf '%s %s.%s %s.%s.default.svc %s.%s.default.svc.cluster.local' \
                    "$1" "$2" "$job" "$2" "$job" "$2" "$job"
                [ "$2" = "$short" ] && printf ' %s' "$2"
                printf '\n'
            done
        } > "$node/hosts"
        {
            printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n'
            printf '%s\t%s %s\n' "$ip" "$fqdn" "$short"
        } > "$node/etc-hosts"
        for tool in torchrun python python3 accelerate deepspeed ds getent hostname ping nslookup nvidia-smi; do
            printf '#!/bin/bash\nexec /bin/bash %q %q %q "$0" "$@"\n' "$standins" "$tool" "$node" > "$node/bin/$tool"
            chmod +x "$node/bin/$tool"
        done
        node_env=("VC_TASK_INDEX=$k" "VK_TASK_INDEX=$k" "HOSTNAME=$short" "${role_env[@]}")
        extra_env=("VK_TASK_INDEX=$k" "HOSTNAME=$short" "${role_env[@]:2}")
        for assignment in "${header_env[@]}"; do
            assignment=${assignment//\{node\}/$k}
            assignment=${assignment//\{ip\}/$ip}
            node_env+=("$assignment")
            extra_env+=("$assignment")
        done

        PRIVATE_TMP_OK=$private_tmp timeout 30 unshare -m --propagation private /bin/bash "$work/enter.sh" "$dir/volcano" "$node" -- \
            env -i PATH="$node/bin:/usr/bin:/bin" "${node_env[@]}" /bin/bash "$snippet" \
            < /dev/null > "$node/bash.out" 2>&1

        env_args=()
        for assignment in "${extra_env[@]}"; do env_args+=(--env "$assignment"); done
        "$cli" expand "$snippet" --hosts "$hosts_csv" --node "$k" --gpus-per-node "$gpus" --role "$role" "${env_args[@]}" \
            --format json > "$node/expand.json" 2> "$node/expand.err"
        rc=$?
        if [ "$rc" -gt 1 ] || ! "$python" -c 'import json,sys; json.load(open(sys.argv[1]))' "$node/expand.json" 2> /dev/null; then
            echo '{"argv": [], "env": {}, "unresolved": ["expand exited '"$rc"'"]}' > "$node/expand.json"
        fi
        verdict=$("$python" "$work/compare.py" "$node/expand.json" "$node/record")
        # What a wrapper's torchrun gets from a file (deepspeed's hostfile) is not in its argv: a
        # node counts as evaluated only when expand knows those settings too.
        if "$python" -c '
import json, sys
notes = (json.load(open(sys.argv[1])).get("torchrun") or {}).get("notes", [])
sys.exit(1 if any("not known statically" in note for note in notes) else 0)' "$node/expand.json" 2> /dev/null; then
            node_known_here=$((node_known_here + 1))
        fi
        read -r a e how reason < <("$python" -c 'import json,sys; v=json.loads(sys.argv[1]); print(int(v["argv"]), int(v["env"]), v["verdict"], v["reason"])' "$verdict")
        if [ "$how" = different ]; then
            different_argv=$((different_argv + 1))
            echo "DIFFERENT $name node $k: $reason"
        fi
        "$python" -c 'import json,sys; print("\n".join(json.loads(sys.argv[1])["kinds"]))' "$verdict" | sed '/^$/d' > "$node/kinds"
        nodes_total=$((nodes_total + 1))
        [ "$a" = 1 ] && argv_equal_here=$((argv_equal_here + 1))
        if [ "$a" = 1 ] && [ "$e" = 1 ]; then
            node_equal_here=$((node_equal_here + 1))
            nodes_equal=$((nodes_equal + 1))
        elif [ -z "$first_reason" ]; then
            first_reason="node $k: $reason"
            cat "$node/kinds" >> "$work/reasons"
        fi
    done

    # The truth, from the records.
    "$python" - "$dir/job.json" "$nodes" "$gpus" "$dir" << 'PY'
import json, os, sys
path, n, gpus, d = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
hosts, tables, records = [], [], []
for k in range(n):
    node = os.path.join(d, "node-%d" % k)
    short, fqdn, ip = open(os.path.join(node, "self")).read().split()
    table = {}
    for line in open(os.path.join(node, "hosts")):
        parts = line.split()
        for name in parts:
            table.setdefault(name, parts[0])
    for loop in ("localhost", "127.0.0.1", "::1"):
        table[loop] = ip  # the loopback reaches this node itself
    hosts.append({"ip": ip, "names": [short, fqdn]})
    tables.append(table)
    records.append(os.path.join(node, "record"))
json.dump({"nodes": n, "gpus": gpus, "hosts": hosts, "tables": tables, "records": records},
          open(path, "w"))
PY
    truth=$("$python" "$oracle" "$dir/job.json")
    labels=$("$python" -c 'import json,sys; t=json.loads(sys.argv[1]); print(",".join(t["labels"]) or "ok")' "$truth")
    notes=$("$python" -c 'import json,sys; print("; ".join(json.loads(sys.argv[1])["notes"]))' "$truth")
    normalised=$(tr -d ' ' <<< "$expect" | tr ',' '\n' | sort | paste -sd, -)
    integrity=""
    if [ "$normalised" != "$labels" ] || [ -n "$notes" ]; then
        derived_mismatch=$((derived_mismatch + 1))
        integrity=" CORPUS: header says '$expect', bash says '$labels' $notes"
    fi

    # validate: is there a platform diagnostic?
    validate_args=(--nodes "$nodes" --gpus-per-node "$gpus" --role "$role" --format json)
    case $help in *--job-name*) validate_args+=(--job-name "$job") ;; esac
    if [ "$validate_has_env" = 1 ]; then
        for assignment in "${header_env[@]}"; do
            case $assignment in *\{*) continue ;; esac
            validate_args+=(--env "$assignment")
        done
        # The job's other roles are part of its platform: expand is given their VC_* variables
        # (and the files under /etc/volcano that follow from them), so validate is too; the same
        # text is right on a one-role job and wrong on one with a "master" task (073, 074).
        for assignment in "${role_env[@]:2}"; do validate_args+=(--env "$assignment"); done
    fi
    "$cli" validate "$snippet" "${validate_args[@]}" > "$dir/validate.json" 2> "$dir/validate.err"
    codes=$("$python" -c '
import json, sys
# DDP701-704, 706, 707, 709: what accelerate launch and deepspeed really get (WrapperChecks).
# DDP113: a node that runs no launcher (the job has fewer nodes than its count).
# DDP114: a value bash splits, whose second word argparse takes for the script: the options
# written after it never reach the launcher (it names no one kind of mistake).
platform = {"DDP113", "DDP114", "DDP401", "DDP403", "DDP404", "DDP405", "DDP406", "DDP501", "DDP502", "DDP503",
            "DDP504", "DDP505", "DDP506", "DDP701", "DDP702", "DDP703", "DDP704", "DDP706",
            "DDP707", "DDP709"}
try:
    found = {d["code"] for d in json.load(open(sys.argv[1]))["diagnostics"]}
except Exception:
    found = {"none-parsed"}
print(",".join(sorted(found & platform)))' "$dir/validate.json")
    # Which kinds of mistake the codes name, to see whether validate names the right one.
    categories=$(tr ',' '\n' <<< "$codes" | sed -n -e 's/^DDP40[1356]$/wrong-master/p' \
        -e 's/^DDP50[46]$/wrong-master/p' -e 's/^DDP40[14]$/wrong-rank/p' -e 's/^DDP505$/wrong-rank/p' \
        -e 's/^DDP401$/wrong-count/p' -e 's/^DDP50[12]$/wrong-count/p' -e 's/^DDP113$/wrong-count/p' \
        -e 's/^DDP503$/wrong-nproc/p' \
        -e 's/^DDP70[49]$/wrong-master/p' -e 's/^DDP70[36]$/wrong-rank/p' -e 's/^DDP70[17]$/wrong-count/p' \
        -e 's/^DDP702$/wrong-nproc/p' |
        sort -u | paste -sd, -)
    if [ -n "$codes" ] && [ "$labels" != ok ]; then
        vverdict="warns ($codes): right"
        validate_right=$((validate_right + 1))
        missing=$(comm -23 <(tr ',' '\n' <<< "$labels" | sort) <(tr ',' '\n' <<< "$categories" | sort) | paste -sd, -)
        if [ -z "$missing" ]; then
            validate_named=$((validate_named + 1))
        else
            vverdict="$vverdict, but names no $missing"
        fi
    elif [ -z "$codes" ] && [ "$labels" = ok ]; then
        vverdict="no platform warning: right"
        validate_right=$((validate_right + 1))
        if grep -q '"DDP105"' "$dir/validate.json"; then
            vverdict="$vverdict (but only because it finds no launcher, DDP105)"
            validate_blind=$((validate_blind + 1))
        fi
    elif [ -n "$codes" ]; then
        vverdict="warns ($codes) on a right snippet: WRONG"
        false_warnings=$((false_warnings + 1))
    else
        vverdict="no platform warning on a wrong snippet: WRONG"
        missed_warnings=$((missed_warnings + 1))
    fi

    # Where expand evaluates the snippet like bash on every node (and knows its launcher and
    # what it reads from files), validate must judge it as bash's run does.
    if [ "$node_equal_here" = "$nodes" ] && [ "$node_known_here" = "$nodes" ] &&
        ! grep -q '"DDP105"' "$dir/validate.json"; then
        judged=$((judged + 1))
        case $vverdict in *WRONG*) judged_wrong=$((judged_wrong + 1)); vverdict="$vverdict (JUDGED)" ;; esac
    fi
    if [ "$node_equal_here" = "$nodes" ]; then
        expand_equal=$((expand_equal + 1))
        estate="equal on $nodes/$nodes nodes"
    else
        estate="equal on $node_equal_here/$nodes nodes ($first_reason)"
    fi
    [ "$argv_equal_here" = "$nodes" ] && argv_equal=$((argv_equal + 1))
    [ "$labels" != ok ] && wrong_snippets=$((wrong_snippets + 1))
    echo "$launcher $labels" >> "$work/breakdown"
    for idiom in ${idioms//,/ }; do
        echo "$idiom $([ "$node_equal_here" = "$nodes" ] && echo 1 || echo 0)" >> "$work/idioms"
    done
    echo "$name [$launcher, bash: $labels] expand: $estate; validate: $vverdict$integrity"
done

echo
echo "platform corpus: $total snippets"
echo "  by launcher:    $(cut -d' ' -f1 "$work/breakdown" | sort | uniq -c | awk '{printf "%s %s, ", $2, $1}' | sed 's/, $//')"
echo "  by truth:       $((total - wrong_snippets)) right, $wrong_snippets wrong ($(tr ',' '\n' < <(cut -d' ' -f2 "$work/breakdown") | grep -v '^ok$' | sort | uniq -c | awk '{printf "%s %s, ", $2, $1}' | sed 's/, $//'))"
echo "  header = bash:  $((total - derived_mismatch))/$total"
echo "  expand equal:   $expand_equal/$total snippets on every node (argv alone: $argv_equal/$total), $nodes_equal/$nodes_total nodes"
echo "  expand never wrong: $different_argv node(s) with an argv or environment other than bash's without saying a value is only known on the node"
echo "  validate on the snippets expand evaluates like bash with a known launcher: $((judged - judged_wrong))/$judged right"
echo "  validate right: $validate_right/$total ($false_warnings false platform warnings, $missed_warnings missed; $validate_blind of the right ones only because no launcher was found; on $validate_named of the $wrong_snippets wrong snippets the codes name every kind of mistake)"
echo "  by idiom (snippets, expand equal on every node):"
awk '{n[$1]++; e[$1]+=$2} END {for (i in n) printf "%s %d/%d\n", i, e[i], n[i]}' "$work/idioms" | sort |
    paste -sd' ' - | fold -s -w 96 | sed 's/^/    /'

echo "  why expand differs (snippets, first differing node):"
sort "$work/reasons" | uniq -c | sort -rn | head -n 12 | sed 's/^/    /'

status=0
if [ "$total" -lt 60 ]; then
    echo "the corpus must hold at least 60 snippets"
    status=1
fi
if [ "$derived_mismatch" != 0 ]; then
    echo "FAIL: $derived_mismatch snippet header(s) disagree with bash"
    status=1
fi
if [ "$different_argv" != 0 ]; then
    echo "FAIL: expand gave an argv or environment other than bash's on $different_argv node(s)"
    status=1
fi
if [ "$judged_wrong" != 0 ]; then
    echo "FAIL: validate judged $judged_wrong snippet(s) wrongly that expand evaluates like bash"
    status=1
fi
if [ "$expand_equal" -lt "$floor_expand_equal" ]; then
    echo "FAIL: expand equal on $expand_equal snippets, fewer than the $floor_expand_equal recorded"
    status=1
fi
if [ "$validate_right" -lt "$floor_validate_right" ]; then
    echo "FAIL: validate right on $validate_right snippets, fewer than the $floor_validate_right recorded"
    status=1
fi
exit $status
