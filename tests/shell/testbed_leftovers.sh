# Sourced by the dry-run tests on the namespace test bed (not a test itself): what a run left on
# the nodes. Needs TESTBED (tools/testbed.sh), D (the bed's folder, sourced env: TB_N) and the
# test's pass/fail functions.

# "nodeI: pid args" for every process in a node's netns other than its sshd daemon.
node_processes() {
    local i ns pid comm daemon
    for ((i = 1; i <= TB_N; i++)); do
        ns=$("$TESTBED" ns "$D" "$i")
        daemon=$(cat "$D/sshd$i.pid" 2>/dev/null)
        for pid in $(ip netns pids "$ns" 2>/dev/null); do
            [[ $pid == "$daemon" ]] && continue
            comm=$(ps -o args= -p "$pid" 2>/dev/null | cut -c1-100)
            [[ -n $comm ]] && echo "node$i: $pid $comm"
        done
    done
}

# Passes when, within 10 s, no process is left on any node and no temporary folder of the run.
no_leftovers() { # $1 what ran
    local left _
    for _ in $(seq 40); do
        left=$(node_processes)
        [[ -z $left ]] && break
        sleep 0.25
    done
    [[ -z $left ]] && pass "$1: no process left on any node (ip netns pids)" || fail "$1: left on the nodes: $left"
    # The bed's sessions have TMPDIR=$D/tmp (tools/testbed.sh): only this bed's leftovers count.
    if compgen -G "$D/tmp/ddpw-dryrun.*" >/dev/null; then
        fail "$1: temporary folders left: $(echo "$D"/tmp/ddpw-dryrun.*)"
    else
        pass "$1: no temporary folder left on the nodes"
    fi
}
