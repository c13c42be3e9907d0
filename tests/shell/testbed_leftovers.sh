# Sourced by the dry-run tests on the namespace test bed (not a test itself): what a run left on
# the nodes. Needs TESTBED (tools/testbed.sh), D (the bed's folder, sourced env: TB_N) and the
# pass/fail/wait_for of lib/common.sh (sourced through lib/testbed.sh).

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

no_node_processes() { [[ -z $(node_processes) ]]; }

# The temporary folders a run's nodes reported (run_dir in the JSON, "launcher started on HOST
# in DIR" on stderr) in $WORK/NAME.*; other test runs on the same machine have their own.
run_dirs() { # $1 output name
    grep -oh '/[^ "]*ddpw-dryrun\.[A-Za-z0-9]*' "$WORK/$1".* 2>/dev/null | sort -u
}

# Passes when, within 60 s (a deadline: a loaded machine only takes longer), no process is left
# on any node, and no temporary folder of the bed (or, given $2, of the folders that run reported).
no_leftovers() { # $1 what ran, [$2 output name]
    local left dir
    wait_for 60 no_node_processes
    left=$(node_processes)
    [[ -z $left ]] && pass "$1: no process left on any node (ip netns pids)" || fail "$1: left on the nodes: $left"
    left=
    if [[ -n ${2:-} ]]; then
        for dir in $(run_dirs "$2"); do
            [[ -e $dir ]] && left+=" $dir"
        done
    fi
    # The bed's sessions have TMPDIR=$D/tmp (tools/testbed.sh): only this bed's leftovers count.
    if compgen -G "$D/tmp/ddpw-dryrun.*" >/dev/null; then
        left+=" $(echo "$D"/tmp/ddpw-dryrun.*)"
    fi
    [[ -z $left ]] && pass "$1: no temporary folder left on the nodes" || fail "$1: temporary folders left:$left"
}
