# DDP Wizard dry-run node helper. The tool runs it with bash -c on each node (locally for the
# local mode, over SSH otherwise); it is never installed on a node.
#
#   bash -c "$NODE_SCRIPT" ddpw-node run TOKEN LAUNCH_SCRIPT     (probe source on stdin)
#   bash -c "$NODE_SCRIPT" ddpw-node cleanup TOKEN PGID DIR
#
# run: copies the probe into a fresh mktemp directory, starts LAUNCH_SCRIPT (the job's launcher
# line with the probe as its script) with setsid in its own session and process group, prints
# "DDPW_NODE_STARTED pgid=.. dir=.." so the tool can clean up out of band, waits, and on the way
# out (end, TERM, INT, HUP) kills what is left and removes the directory.
# cleanup: the same clean-up, run by the tool after a cancel, a deadline or a lost connection.
#
# Workers carry DDPW_DRYRUN_TOKEN=TOKEN in their environment, so a process that left the group
# (a launcher may start workers in new sessions) is still found through /proc/PID/environ.
set -u
mode=${1-}
token=${2-}
case $token in
'' | *[!A-Za-z0-9_-]*)
    echo "DDPW_NODE_ERROR bad token" >&2
    exit 90
    ;;
esac
pgid=
dir=

# Signals every process whose initial environment holds our token.
sweep() {
    local pids
    pids=$(grep -lzxF "DDPW_DRYRUN_TOKEN=$token" /proc/[0-9]*/environ 2>/dev/null | cut -d/ -f3)
    [ -n "$pids" ] && kill "-$1" $pids 2>/dev/null
    [ -n "$pids" ]
}

# TERM to the group and the stragglers, up to 3 s for them to go, then KILL.
stop_all() {
    local i
    [ -n "$pgid" ] && kill -TERM -- "-$pgid" 2>/dev/null
    sweep TERM
    for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30; do
        if { [ -z "$pgid" ] || ! kill -0 -- "-$pgid" 2>/dev/null; } && ! sweep 0; then
            return 0
        fi
        sleep 0.1
    done
    [ -n "$pgid" ] && kill -KILL -- "-$pgid" 2>/dev/null
    sweep KILL
    return 0
}

cleanup() {
    trap '' INT TERM HUP
    stop_all
    case $dir in
    */ddpw-dryrun.*) rm -rf -- "$dir" ;;
    '')
        # Stopped while mktemp ran: the folder it made is not in $dir yet, but its name holds
        # this shell's PID.
        [ "$mode" = run ] && rm -rf -- "${TMPDIR:-/tmp}"/ddpw-dryrun."$$".*
        ;;
    esac
}

case $mode in
run)
    launch=${3-}
    # The trap before mktemp: a cancel that came while mktemp ran used to kill this shell
    # (default action) and leave behind the folder mktemp went on to make.
    trap 'cleanup; echo "DDPW_NODE_EXIT rc=143"; exit 143' INT TERM HUP
    dir=$(mktemp -d "${TMPDIR:-/tmp}/ddpw-dryrun.$$.XXXXXXXXXX") || {
        echo "DDPW_NODE_ERROR cannot create a temporary directory in ${TMPDIR:-/tmp}" >&2
        exit 90
    }
    if ! cat >"$dir/ddpw_probe.py" || ! mkdir "$dir/logs" "$dir/tmp"; then
        echo "DDPW_NODE_ERROR cannot write the probe into $dir" >&2
        cleanup
        exit 90
    fi
    if ! command -v setsid >/dev/null; then
        echo "DDPW_NODE_ERROR setsid (util-linux) is not installed on this node" >&2
        cleanup
        exit 90
    fi
    # A background job of a shell without job control is no group leader, so setsid does not
    # fork: $! is the new session's leader, and its PID is the process group to kill.
    DDPW_DRYRUN_TOKEN=$token DDPW_PROBE=$dir/ddpw_probe.py DDPW_RUN_DIR=$dir TMPDIR=$dir/tmp \
        setsid bash -c "$launch" ddpw-launch </dev/null &
    pgid=$!
    echo "DDPW_NODE_STARTED pgid=$pgid dir=$dir host=$(hostname 2>/dev/null || uname -n)"
    wait "$pgid"
    rc=$?
    cleanup
    echo "DDPW_NODE_EXIT rc=$rc"
    exit $rc
    ;;
cleanup)
    pgid=${3-}
    dir=${4-}
    case $pgid in
    '' | *[!0-9]* | 0 | 1) pgid= ;;
    esac
    cleanup
    echo "DDPW_NODE_CLEAN"
    exit 0
    ;;
*)
    echo "DDPW_NODE_ERROR unknown mode '$mode'" >&2
    exit 90
    ;;
esac
