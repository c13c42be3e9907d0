#!/usr/bin/env bash
# A multi-node test bed on this machine: one network
# namespace per node on a private bridge, each with its own address, hostname (UTS namespace),
# /etc/hosts and a real sshd, plus a client-side ssh config, key and known_hosts file.
#
#   tools/testbed.sh up N [DIR]        create N nodes; prints DIR (state, keys, config)
#   tools/testbed.sh down DIR          remove everything (idempotent, safe after a failure)
#   tools/testbed.sh stop-sshd DIR I   stop node I's sshd       start-sshd DIR I: start it again
#   tools/testbed.sh rekey DIR I       restart node I's sshd with a new host key
#   tools/testbed.sh link DIR I up|down  take node I's network link up or down
#   tools/testbed.sh exec DIR I CMD... run CMD inside node I (network, hosts file, hostname)
#   tools/testbed.sh ns DIR I          print node I's netns name
#
# DIR/env (sourceable) holds TB_HOSTS (node1,node2,...), TB_SSH_CONFIG, TB_KEY, TB_KNOWN_HOSTS,
# TB_USER, TB_NS_PREFIX, TB_SUBNET. Names carry the creating process's PID, and the subnet
# 10.231.X.0/24 is picked free under a lock, so two runs never clash. Root only.
set -euo pipefail

TEST_USER=ddptest

die() { echo "testbed: $*" >&2; exit 1; }

load() {
    [[ -f "$1/env" ]] || die "no test bed in $1"
    # shellcheck disable=SC1091
    source "$1/env"
    DIR=$1
}

ns_of() { echo "${TB_NS_PREFIX}-node$1"; }
ip_of() { echo "${TB_SUBNET}.$((10 + $1))"; }

pick_subnet() {
    local start=$(( $$ % 200 + 20 )) x
    for ((k = 0; k < 236; k++)); do
        x=$(( (start + k) % 236 + 20 ))
        if ! ip -o addr show | grep -q "inet 10\.231\.$x\."; then
            echo "10.231.$x"
            return
        fi
    done
    die "no free 10.231.X.0/24 subnet"
}

start_sshd() {
    local i=$1 ns
    ns=$(ns_of "$i")
    ip netns exec "$ns" unshare --uts sh -c \
        "hostname node$i && exec /usr/sbin/sshd -f '$DIR/sshd_config' -o HostKey='$DIR/host_key$i' \
         -o ListenAddress=$(ip_of "$i") -o PidFile='$DIR/sshd$i.pid' -E '$DIR/sshd$i.log'"
    for _ in $(seq 50); do [[ -s "$DIR/sshd$i.pid" ]] && return 0; sleep 0.05; done
    die "sshd of node$i did not start (see $DIR/sshd$i.log)"
}

stop_sshd() {
    local i=$1 pid
    [[ -s "$DIR/sshd$i.pid" ]] || return 0
    pid=$(cat "$DIR/sshd$i.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    rm -f "$DIR/sshd$i.pid"
}

write_hosts() {
    local n=$1 i
    printf '127.0.0.1 localhost\n'
    for ((i = 1; i <= n; i++)); do printf '%s node%d.ddpw.test node%d\n' "$(ip_of "$i")" "$i" "$i"; done
}

up() {
    local n=$1 i ns
    [[ $n =~ ^[0-9]+$ ]] && (( n >= 1 && n <= 240 )) || die "node count must be 1..240"
    [[ $(id -u) == 0 ]] || die "must run as root"
    DIR=${2:-$(mktemp -d /tmp/ddpw-testbed.XXXXXX)}
    mkdir -p "$DIR" && chmod 755 "$DIR"
    exec 9>/run/ddpw-testbed.lock
    flock 9
    TB_SUBNET=$(pick_subnet)
    TB_NS_PREFIX="ddpw-$$"
    TB_BRIDGE="ddpwbr$$"
    TB_N=$n
    TB_USER=$TEST_USER
    TB_HOSTS=$(seq -f 'node%g' -s , 1 "$n")
    TB_SSH_CONFIG=$DIR/ssh_config
    TB_KEY=$DIR/user_key
    TB_KNOWN_HOSTS=$DIR/known_hosts
    declare -p TB_SUBNET TB_NS_PREFIX TB_BRIDGE TB_N TB_USER TB_HOSTS TB_SSH_CONFIG TB_KEY TB_KNOWN_HOSTS \
        | sed 's/^declare -- //' > "$DIR/env"
    trap 'down "$DIR" >/dev/null 2>&1; exit 1' ERR
    ip link add "$TB_BRIDGE" type bridge
    ip addr add "$TB_SUBNET.1/24" dev "$TB_BRIDGE"
    ip link set "$TB_BRIDGE" up
    flock -u 9

    id "$TEST_USER" >/dev/null 2>&1 || { useradd -m -s /bin/bash "$TEST_USER" && usermod -p '*' "$TEST_USER"; }
    ssh-keygen -q -t ed25519 -N '' -C ddpw-testbed -f "$DIR/user_key"
    cp "$DIR/user_key.pub" "$DIR/authorized_keys" && chmod 644 "$DIR/authorized_keys"
    : > "$DIR/known_hosts"
    # Each bed's sessions get a temporary folder of their own, so that tests can look for what a
    # run left behind without seeing another bed's (tests run beside each other).
    mkdir -p "$DIR/tmp" && chmod 1777 "$DIR/tmp"
    cat > "$DIR/sshd_config" <<CONF
AuthorizedKeysFile $DIR/authorized_keys
SetEnv TMPDIR=$DIR/tmp
StrictModes no
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
MaxStartups 300:30:600
CONF
    mkdir -p /run/sshd
    : > "$DIR/ssh_config"
    for ((i = 1; i <= n; i++)); do
        ns=$(ns_of "$i")
        ip netns add "$ns"
        ip link add "dv$$n$i" type veth peer name eth0 netns "$ns"
        ip link set "dv$$n$i" master "$TB_BRIDGE"
        ip link set "dv$$n$i" up
        ip -n "$ns" addr add "$(ip_of "$i")/24" dev eth0
        ip -n "$ns" link set eth0 up
        ip -n "$ns" link set lo up
        mkdir -p "/etc/netns/$ns"
        write_hosts "$n" > "/etc/netns/$ns/hosts"
        ssh-keygen -q -t ed25519 -N '' -f "$DIR/host_key$i"
        printf 'Host node%d\n  HostName %s\n  User %s\n  IdentityFile %s\n\n' "$i" "$(ip_of "$i")" "$TEST_USER" "$DIR/user_key" \
            >> "$DIR/ssh_config"
        start_sshd "$i"
    done
    trap - ERR
    echo "$DIR"
}

down() {
    local dir=$1 i ns pid
    [[ -f "$dir/env" ]] || { rm -rf "$dir"; return 0; }
    load "$dir"
    for ((i = 1; i <= TB_N; i++)); do
        stop_sshd "$i"
        ns=$(ns_of "$i")
        # Whatever a test left running inside the node (probes, listeners, sessions).
        for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -9 "$pid" 2>/dev/null || true; done
        ip netns del "$ns" 2>/dev/null || true
        ip link del "dv${TB_NS_PREFIX#ddpw-}n$i" 2>/dev/null || true
        rm -rf "/etc/netns/$ns"
    done
    ip link del "$TB_BRIDGE" 2>/dev/null || true
    rm -rf "$dir"
}

cmd=${1:-}
case "$cmd" in
    up) up "${2:?node count}" "${3:-}" ;;
    down) down "${2:?state dir}" ;;
    stop-sshd) load "${2:?}"; stop_sshd "${3:?node}" ;;
    start-sshd) load "${2:?}"; start_sshd "${3:?node}" ;;
    rekey) load "${2:?}"; stop_sshd "$3"; rm -f "$DIR/host_key$3"*; ssh-keygen -q -t ed25519 -N '' -f "$DIR/host_key$3"; start_sshd "$3" ;;
    link) load "${2:?}"; ip -n "$(ns_of "${3:?}")" link set eth0 "${4:?up|down}" ;;
    exec) load "${2:?}"; ns=$(ns_of "${3:?}"); shift 3; exec ip netns exec "$ns" "$@" ;;
    ns) load "${2:?}"; ns_of "${3:?}" ;;
    *) echo "usage: $0 up N [DIR] | down DIR | stop-sshd|start-sshd|rekey DIR I | link DIR I up|down | exec DIR I CMD..." >&2; exit 2 ;;
esac
