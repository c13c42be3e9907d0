# Sourced by the shell tests (not a test itself): the pass/fail bookkeeping and the waiting that
# every test does the same way.
# pass/fail print one line per assertion and count the failures; finish prints the count and
# makes the script's exit status say whether there were any (call it last).

failures=0
pass() { echo "ok   - $*"; }
fail() {
    echo "FAIL - $*"
    failures=$((failures + 1))
}
finish() {
    echo "failures: $failures"
    [[ $failures == 0 ]]
}

# Runs the function $1 when this script exits, and only then. bash forks a copy of itself for
# each background command; a signal that reaches that copy before it execs the command (a
# Ctrl-C sent to a job just started) makes the copy run the script's EXIT trap, and a clean-up
# there removes the test's folder under the still running test.
on_exit() { # $1 function
    trap '[ "$BASHPID" = "$$" ] && '"$1" EXIT
}

# Waits for a condition (a command that succeeds) up to $1 seconds; false when it never held.
# A deadline, not a sleep that stands in for it: a busy machine only makes the wait longer.
wait_for() { # $1 seconds, $2... the condition
    local deadline=$(($(date +%s) + $1))
    shift
    until "$@"; do
        (($(date +%s) >= deadline)) && return 1
        sleep 0.1
    done
}

# Changes to $1, or skips the test (exit 77) when it is not a git checkout (a source tarball):
# for the tests that read what git tracks.
enter_git_checkout() { # $1 folder
    cd "$1"
    git rev-parse --is-inside-work-tree > /dev/null 2>&1 || {
        echo "SKIP: $1 is not a git checkout"
        exit 77
    }
}

# Skips the test (exit 77) when $1, a python, cannot import torch: the tests whose oracle is
# Debian's torch 1.13.
skip_without_torch() { # $1 python
    "$1" -c 'import torch.distributed.run' 2> /dev/null || {
        echo "SKIP: $1 has no torch"
        exit 77
    }
}

# A TCP port nobody listens on here now (the kernel's pick), so that a test's rendezvous is its
# own beside other tests. $1: the python to ask.
free_port() { # $1 python
    # Below the kernel's ephemeral range: a port picked there cannot be taken, before the test
    # binds it, as the local port of another test's outgoing connection (ctest -j2).
    "$1" -c '
import random, socket
low = int(open("/proc/sys/net/ipv4/ip_local_port_range").read().split()[0])
for _ in range(200):
    port = random.randint(10000, max(10001, low - 1))
    s = socket.socket()
    try:
        s.bind(("", port))
    except OSError:
        continue
    finally:
        s.close()
    print(port)
    break
else:
    s = socket.socket(); s.bind(("", 0)); print(s.getsockname()[1])
'
}
