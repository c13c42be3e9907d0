#!/bin/bash
# Stand-ins for the commands a platform start script calls, for tests/shell/test_platform_corpus.sh.
# Each simulated node has its own bin/ of one-line wrappers that run
#     platform_standins.sh NAME NODE_DIR ARGV0 ARGS...
# so that nothing is added to the environment the snippet and its launcher see. NODE_DIR holds
#   hosts    this node's view of name resolution, "IP NAME..." per line (its own short name,
#            the FQDN forms of every pod of the job, localhost as itself)
#   self     "SHORT FQDN IP" of this node
#   gpus     the node's GPU count
#   record/  what the first launcher started on this node received (see record_launch)
set -u
name=$1
node=$2
argv0=$3
shift 3

lookup() { # NAME -> the IP this node resolves it to, or failure
    local want=$1 ip rest n
    while read -r ip rest; do
        [ "$ip" = "$want" ] && { echo "$ip"; return 0; }
        for n in $rest; do
            [ "$n" = "$want" ] && { echo "$ip"; return 0; }
        done
    done < "$node/hosts"
    return 1
}

canonical() { # NAME -> the name getent prints for it: the full cluster name of its line, as DNS does
    local want=$1 ip rest n full
    while read -r ip rest; do
        full=
        for n in $rest; do
            case $n in *.svc.cluster.local) full=$n ;; esac
        done
        for n in $rest; do
            [ "$n" = "$want" ] && { echo "${full:-$want}"; return 0; }
        done
    done < "$node/hosts"
    echo "$want"
}

read -r self_short self_fqdn self_ip < "$node/self"

# The first launcher started on the node: argv (with $0), environment, working directory,
# NUL-separated, and a copy of every file an argument (or the value after `=`) names.
record_launch() {
    local dir=$node/record
    [ -e "$dir/argv" ] && exit 0
    mkdir -p "$dir/copies"
    printf '%s\0' "$argv0" "$@" > "$dir/argv.tmp"
    /usr/bin/env -0 > "$dir/env"
    pwd > "$dir/cwd"
    local arg path i=0
    : > "$dir/files"
    for arg in "$@"; do
        for path in "$arg" "${arg#*=}"; do
            if [ -n "$path" ] && [ -f "$path" ]; then
                i=$((i + 1))
                cp -- "$path" "$dir/copies/$i"
                printf '%s\0%s\0' "$(realpath -s -- "$path")" "copies/$i" >> "$dir/files"
            fi
        done
    done
    mv "$dir/argv.tmp" "$dir/argv"
    exit 0
}

case $name in
torchrun | deepspeed | ds)
    record_launch "$@"
    ;;
accelerate)
    [ "${1:-}" = launch ] && record_launch "$@"
    exit 0
    ;;
python | python3)
    # A launcher module (or a training script) is recorded; `-c CODE` and `-` (a script on
    # standard input) run in the real python with socket answering from the host table.
    args=("$@")
    i=0
    while [ "$i" -lt "${#args[@]}" ]; do
        a=${args[i]}
        case $a in
        -c | -)
            NODE_DIR=$node PYTHONPATH=$(dirname "$0")/platform_sitecustomize exec /usr/bin/python3 "$@"
            ;;
        -m) record_launch "$@" ;;
        -m*) record_launch "$@" ;;
        -W | -X) i=$((i + 2)) ;;
        -*) i=$((i + 1)) ;;
        *) record_launch "$@" ;;
        esac
    done
    record_launch "$@"
    ;;
getent)
    db=${1:-}
    shift || true
    status=0
    for want in "$@"; do
        if ip=$(lookup "$want"); then
            case $db in
            hosts) printf '%-15s %s\n' "$ip" "$(canonical "$want")" ;;
            ahosts | ahostsv4)
                printf '%-15s STREAM %s\n%-15s DGRAM  \n%-15s RAW    \n' "$ip" "$(canonical "$want")" "$ip" "$ip"
                ;;
            *) status=1 ;;
            esac
        else
            status=2
        fi
    done
    exit $status
    ;;
hostname)
    case ${1:-} in
    "" | -s | --short) echo "$self_short" ;;
    -f | --fqdn | --long | -A | --all-fqdns) echo "$self_fqdn" ;;
    -i | --ip-address) echo "$self_ip" ;;
    -I | --all-ip-addresses) echo "$self_ip " ;;
    -d | --domain) echo "${self_fqdn#*.}" ;;
    *) echo "hostname: this stand-in cannot set or show $1" >&2; exit 1 ;;
    esac
    ;;
ping)
    target=
    while [ $# -gt 0 ]; do
        case $1 in
        -c | -W | -w | -i | -s | -t | -I) shift 2 ;;
        -*) shift ;;
        *) target=$1; shift ;;
        esac
    done
    if ! ip=$(lookup "$target"); then
        echo "ping: $target: Name or service not known" >&2
        exit 2
    fi
    printf 'PING %s (%s) 56(84) bytes of data.\n' "$target" "$ip"
    printf '64 bytes from %s (%s): icmp_seq=1 ttl=64 time=0.052 ms\n\n' "$target" "$ip"
    printf -- '--- %s ping statistics ---\n' "$target"
    printf '1 packets transmitted, 1 received, 0%% packet loss, time 0ms\n'
    printf 'rtt min/avg/max/mdev = 0.052/0.052/0.052/0.000 ms\n'
    ;;
nslookup)
    # bind's nslookup: the name server (test_platform_corpus.sh's compare.py knows it), then
    # the full name the search domains give (the .cluster.local form) and the address.
    target=${1:-}
    printf 'Server:\t\t10.96.0.10\nAddress:\t10.96.0.10#53\n\n'
    if ! ip=$(lookup "$target"); then
        printf "** server can't find %s: NXDOMAIN\n\n" "$target"
        exit 1
    fi
    full=$target
    while read -r address names; do
        for n in $names; do
            [ "$n" = "$target" ] || continue
            for n in $names; do
                case $n in *.cluster.local) full=$n ;; esac
            done
        done
    done < "$node/hosts"
    printf 'Name:\t%s\nAddress: %s\n\n' "$full" "$ip"
    ;;
nvidia-smi)
    gpus=$(cat "$node/gpus")
    case "$*" in
    *-L* | *--list-gpus*)
        for ((g = 0; g < gpus; g++)); do
            printf 'GPU %d: NVIDIA H100 80GB HBM3 (UUID: GPU-00000000-0000-0000-0000-00000000000%d)\n' "$g" "$g"
        done
        ;;
    *--query-gpu=index*) for ((g = 0; g < gpus; g++)); do echo "$g"; done ;;
    *--query-gpu=count*) for ((g = 0; g < gpus; g++)); do echo "$gpus"; done ;;
    *--query-gpu*) for ((g = 0; g < gpus; g++)); do echo "NVIDIA H100 80GB HBM3"; done ;;
    *) echo "nvidia-smi: this stand-in knows -L and --query-gpu" >&2; exit 1 ;;
    esac
    ;;
*)
    echo "platform_standins.sh: no stand-in for $name" >&2
    exit 127
    ;;
esac
