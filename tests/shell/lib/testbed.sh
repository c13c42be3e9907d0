# Sourced by the shell tests on the namespace test bed (tools/testbed.sh: one netns + UTS
# namespace + real sshd per node), not a test itself: what such a test needs before it brings
# the bed up, and common.sh's pass/fail.
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# Skips the test (exit 77) unless it runs as root with working `ip netns` and an sshd, plus
# every command named in the arguments (e.g. tc). Unsets SSH_AUTH_SOCK: the bed's keys only.
testbed_require() { # [command...]
    local need=${*:+, $*}
    [[ $(id -u) == 0 ]] || { echo "SKIP: needs root (network namespaces, sshd$need)"; exit 77; }
    if ! ip netns add "ddpw-nscheck-$$" 2>/dev/null; then echo "SKIP: no ip netns support"; exit 77; fi
    ip netns del "ddpw-nscheck-$$"
    command -v /usr/sbin/sshd >/dev/null || { echo "SKIP: no sshd"; exit 77; }
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null || { echo "SKIP: no $tool"; exit 77; }
    done
    unset SSH_AUTH_SOCK
}
