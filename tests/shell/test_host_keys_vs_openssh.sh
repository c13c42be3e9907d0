#!/usr/bin/env bash
# Host-key decisions agree with OpenSSH's: for each known_hosts below, `ddpwizard-cli check`
# accepts node1's key exactly when `ssh -o BatchMode=yes -o StrictHostKeyChecking=yes` does, on
# the same file, against the same real sshd (tools/testbed.sh), on port 22 and on another port.
# Cases: a plain line, a changed key, "@revoked" (alone, beside a good line, for every host, of
# another key, for another host), "@cert-authority" (alone, beside a good line), hashed names
# (ssh-keygen -H), patterns with * and !, "[host]:port" and the bare name for another port.
# Needs root and `ip netns` (else 77).
# argv: CLI path, python path.
set -uo pipefail
CLI=${1:?CLI path}
PY=${2:-/usr/bin/python3}
ROOT=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
TESTBED=$ROOT/tools/testbed.sh

# shellcheck source=lib/testbed.sh
source "$(dirname "$0")/lib/testbed.sh"
testbed_require ssh ssh-keygen

D=$("$TESTBED" up 1) || { echo "FAIL - test bed did not come up"; exit 1; }
WORK=$(mktemp -d /tmp/ddpw-hostkeys.XXXXXX)
cleanup() {
    [[ -s $WORK/sshd-port.pid ]] && kill "$(cat "$WORK/sshd-port.pid")" 2>/dev/null
    "$TESTBED" down "$D"
    rm -rf "$WORK"
}
on_exit cleanup
# shellcheck disable=SC1091
source "$D/env"
IP=${TB_SUBNET}.11
PORT=2222

# A second sshd of node1 on another port, with the same host key.
"$TESTBED" exec "$D" 1 /usr/sbin/sshd -f "$D/sshd_config" -o HostKey="$D/host_key1" -o ListenAddress="$IP:$PORT" \
    -o PidFile="$WORK/sshd-port.pid" -E "$WORK/sshd-port.log"
port_up() { [[ -s $WORK/sshd-port.pid ]]; }
wait_for 10 port_up || fail "the second sshd did not start: $(cat "$WORK/sshd-port.log")"

# Both tools read this config: node1 on port 22, node1p on $PORT.
cat > "$WORK/ssh_config" <<CONF
Host node1
  HostName $IP
  User $TB_USER
  IdentityFile $TB_KEY
Host node1p
  HostName $IP
  Port $PORT
  User $TB_USER
  IdentityFile $TB_KEY
CONF

KEY=$(cut -d' ' -f1,2 "$D/host_key1.pub")
ssh-keygen -q -t ed25519 -N '' -f "$WORK/other"
OTHER=$(cut -d' ' -f1,2 "$WORK/other.pub")

openssh_accepts() { # $1 alias, $2 known_hosts
    timeout 60 ssh -F "$WORK/ssh_config" -o BatchMode=yes -o StrictHostKeyChecking=yes -o CheckHostIP=no \
        -o UserKnownHostsFile="$2" -o GlobalKnownHostsFile=/dev/null "$1" true < /dev/null 2> "$WORK/ssh.err"
}

ours_accepts() { # $1 alias, $2 known_hosts
    "$CLI" check --hosts "$1" --ssh-config "$WORK/ssh_config" --known-hosts "$2" --preflight-only --format json \
        --timeout 60 > "$WORK/check.json" 2> "$WORK/check.err"
    [[ $("$PY" -c 'import json,sys
d = json.load(open(sys.argv[1]))
print([c["status"] for c in d["nodes"][0]["checks"] if c["name"] == "ssh"])' "$WORK/check.json" 2>&1) == "['pass']" ]]
}

# case NAME ALIAS EXPECTED(accept|refuse) known_hosts lines...
case_() {
    local name=$1 alias=$2 expected=$3 openssh ours
    shift 3
    printf '%s\n' "$@" > "$WORK/known_hosts"
    if openssh_accepts "$alias" "$WORK/known_hosts"; then openssh=accept; else openssh=refuse; fi
    cp "$WORK/known_hosts" "$WORK/known_hosts.before"
    if ours_accepts "$alias" "$WORK/known_hosts"; then ours=accept; else ours=refuse; fi
    if [[ $openssh == "$ours" && $ours == "$expected" ]]; then
        pass "$name: both $ours"
    else
        fail "$name: OpenSSH ${openssh}s, ddpwizard ${ours}s, expected $expected ($(tail -2 "$WORK/ssh.err"); $(head -c 400 "$WORK/check.json"))"
    fi
    cmp -s "$WORK/known_hosts" "$WORK/known_hosts.before" || fail "$name: known_hosts changed without --accept-new"
}

hashed() { # $1 a known_hosts line: the same line with its host name hashed by ssh-keygen -H
    printf '%s\n' "$1" > "$WORK/tohash"
    ssh-keygen -q -H -f "$WORK/tohash" > /dev/null 2>&1
    cat "$WORK/tohash"
}

case_ "plain line" node1 accept "$IP $KEY"
case_ "changed key" node1 refuse "$IP $OTHER"
case_ "no line" node1 refuse "10.0.0.99 $KEY"
case_ "revoked alone" node1 refuse "@revoked $IP $KEY"
case_ "revoked beside a good line" node1 refuse "$IP $KEY" "@revoked $IP $KEY"
case_ "revoked for every host" node1 refuse "$IP $KEY" "@revoked * $KEY"
case_ "another key revoked" node1 accept "$IP $KEY" "@revoked $IP $OTHER"
case_ "revoked for another host" node1 accept "$IP $KEY" "@revoked 10.0.0.99 $KEY"
case_ "revoked for a pattern that excludes the host" node1 accept "$IP $KEY" "@revoked *,!$IP $KEY"
case_ "cert-authority alone" node1 refuse "@cert-authority * $KEY"
case_ "cert-authority beside a good line" node1 accept "$IP $KEY" "@cert-authority * $OTHER"
case_ "hashed name" node1 accept "$(hashed "$IP $KEY")"
case_ "hashed name, changed key" node1 refuse "$(hashed "$IP $OTHER")"
case_ "wildcard" node1 accept "${IP%.*}.* $KEY"
case_ "negated pattern" node1 refuse "${IP%.*}.*,!$IP $KEY"
case_ "[host]:port" node1p accept "[$IP]:$PORT $KEY"
case_ "hashed [host]:port" node1p accept "$(hashed "[$IP]:$PORT $KEY")"
# OpenSSH's "checking without port identifier": the bare name may vouch for exactly this key.
case_ "bare host for another port" node1p accept "$IP $KEY"
case_ "bare host with another key, for another port" node1p refuse "$IP $OTHER"
case_ "[host]:port changed, bare host same" node1p refuse "[$IP]:$PORT $OTHER" "$IP $KEY"
case_ "bare host revoked, for another port" node1p refuse "$IP $KEY" "@revoked $IP $KEY"
case_ "revoked [host]:port" node1p refuse "[$IP]:$PORT $KEY" "@revoked [$IP]:$PORT $KEY"

finish
