#!/usr/bin/env bash
# A passphrase-protected key against real sshd nodes (tools/testbed.sh), typed on a real
# terminal (a pty, as a person types it after the prompt): `check` and `dryrun` over SSH both ask
# for it, naming the key, once for all the nodes that one key serves, and log in with it; a
# wrong one is named as the reason; the passphrase reaches no output. Needs root and `ip netns` (else 77); dryrun needs torch.
# argv: CLI path, python path.
set -uo pipefail
CLI=${1:?CLI path}
PY=${2:-/usr/bin/python3}
ROOT=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
TESTBED=$ROOT/tools/testbed.sh

# shellcheck source=lib/testbed.sh
source "$(dirname "$0")/lib/testbed.sh"
testbed_require ssh-keygen
skip_without_torch "$PY"

D=$("$TESTBED" up 2) || { echo "FAIL - test bed did not come up"; exit 1; }
WORK=$(mktemp -d /tmp/ddpw-passphrase.XXXXXX)
cleanup() { "$TESTBED" down "$D"; rm -rf "$WORK"; }
on_exit cleanup
# shellcheck disable=SC1091
source "$D/env"
PASS='correct horse battery'
ssh-keygen -q -t ed25519 -N "$PASS" -C ddpw-passphrase -f "$WORK/key"
cat "$WORK/key.pub" >> "$D/authorized_keys"
# The nodes by address and user only: the key comes from --identity.
for i in 1 2; do printf 'Host node%d\n  HostName %s.%d\n  User %s\n' "$i" "$TB_SUBNET" $((10 + i)) "$TB_USER"; done \
    > "$WORK/ssh_config"

# on_terminal NAME ANSWER ARGS...: runs the CLI on a pty, answering every passphrase prompt with
# ANSWER; NAME.tty is what the terminal showed, NAME.json the report, NAME.rc the exit status.
on_terminal() {
    local name=$1 answer=$2
    shift 2
    "$PY" - "$WORK/$name" "$answer" "$CLI" "$@" <<'PYEOF'
import os, pty, sys
base, secret, argv = sys.argv[1], sys.argv[2].encode(), sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    out = os.open(base + ".json", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(out, 1)
    os.execv(argv[0], argv)
shown = b""
while True:
    try:
        chunk = os.read(fd, 4096)
    except OSError:
        break
    if not chunk:
        break
    shown += chunk
    # Answered once the prompt is on the screen, as a person does.
    if shown.count(b"Passphrase") > shown.count(b"\x00answered"):
        os.write(fd, secret + b"\n")
        shown += b"\x00answered"
_, status = os.waitpid(pid, 0)
open(base + ".tty", "wb").write(shown)
open(base + ".rc", "w").write(str(os.waitstatus_to_exitcode(status)))
PYEOF
}

prompts() { grep -ao "Passphrase for the SSH key [^:]*" "$WORK/$1.tty" | sort | uniq -c; }

on_terminal check "$PASS" check --hosts node1,node2 --ssh-config "$WORK/ssh_config" --identity "$WORK/key" \
    --known-hosts "$TB_KNOWN_HOSTS" --accept-new --preflight-only --format json --timeout 60
[[ $(cat "$WORK/check.rc") == 0 ]] && pass "check: both nodes pass with the passphrase typed" ||
    fail "check: exit $(cat "$WORK/check.rc"): $(tr -d '\0' < "$WORK/check.tty" | tail -5)"
[[ $(grep -ac "Passphrase for the SSH key" "$WORK/check.tty") == 1 ]] && pass "check: asked once for two nodes" ||
    fail "check: prompts $(prompts check)"
grep -aq "Passphrase for the SSH key $WORK/key" "$WORK/check.tty" && pass "check: the prompt names the key" ||
    fail "check: prompts $(prompts check)"

on_terminal dryrun "$PASS" dryrun --hosts node1,node2 --ssh-config "$WORK/ssh_config" --identity "$WORK/key" \
    --known-hosts "$TB_KNOWN_HOSTS" --torch 1.13 --gpus-per-node 0 --nproc-per-node 1 --format json --timeout 110
[[ $(cat "$WORK/dryrun.rc") == 0 ]] && pass "dryrun over SSH: passes with the passphrase typed" ||
    fail "dryrun: exit $(cat "$WORK/dryrun.rc"): $(tr -d '\0' < "$WORK/dryrun.tty" | tail -5) $(head -c 600 "$WORK/dryrun.json")"
[[ $(grep -ac "Passphrase for the SSH key" "$WORK/dryrun.tty") == 1 ]] && pass "dryrun: asked once for two nodes" ||
    fail "dryrun: prompts $(prompts dryrun)"

# A wrong passphrase says so, not "check authorized_keys".
on_terminal wrong "not the passphrase" check --hosts node1 --ssh-config "$WORK/ssh_config" --identity "$WORK/key" \
    --known-hosts "$TB_KNOWN_HOSTS" --preflight-only --format json --timeout 60
detail=$("$PY" -c 'import json,sys
d = json.load(open(sys.argv[1]))
print([c["detail"] for c in d["nodes"][0]["checks"] if c["name"] == "ssh"])' "$WORK/wrong.json" 2>&1)
if [[ $(cat "$WORK/wrong.rc") == 1 && $detail == *"passphrase typed did not open"* && $detail != *authorized_keys* ]]; then
    pass "wrong passphrase: the reason is the passphrase"
else
    fail "wrong passphrase: exit $(cat "$WORK/wrong.rc"), $detail"
fi

if grep -rqaF "$PASS" "$WORK"/*.json "$WORK"/*.tty; then
    fail "the passphrase reached an output"
else
    pass "the passphrase reached no output"
fi
finish
