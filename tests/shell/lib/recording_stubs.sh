# Sourced by the tests that compare `ddpwizard-cli expand` with real bash (not a test itself).
# make_recording_stubs DIR NAME...: stand-ins in DIR for the named programs that record the
# job's launch (argv with $0, and the environment, NUL-separated) in $DDPW_RECORD, and a
# `hostname` that answers HOSTNAME as a pod does (Volcano's svc plugin sets spec.hostname to the
# pod's name); with options it is the machine's own. Compare with compare_argv.py.
make_recording_stubs() { # DIR NAME...
    local dir=$1 name
    shift
    mkdir -p "$dir"
    for name in "$@"; do
        cat > "$dir/$name" <<'STUB'
#!/bin/bash
# Records the job's launch: argv (with $0) and the environment, NUL-separated. That is the first
# one, unless it was a run of this node alone (--standalone, --nnodes=1), a smoke test the
# script makes before the job's launcher: a later launch replaces it.
alone() {
    local word before=
    while IFS= read -r -d '' word; do
        case $before/$word in
        */--standalone | */--nnodes=1 | */--nnodes=1:1 | --nnodes/1 | --nnodes/1:1) return 0 ;;
        esac
        before=$word
    done < "$DDPW_RECORD/argv"
    return 1
}
[ -e "$DDPW_RECORD/argv" ] && ! alone && exit 0
printf '%s\0' "$0" "$@" > "$DDPW_RECORD/argv"
/usr/bin/env -0 > "$DDPW_RECORD/env"
STUB
        chmod +x "$dir/$name"
    done
    cat > "$dir/hostname" <<'STUB'
#!/bin/bash
[ $# = 0 ] && { printf '%s\n' "$HOSTNAME"; exit 0; }
exec /usr/bin/hostname "$@"
STUB
    chmod +x "$dir/hostname"
}
