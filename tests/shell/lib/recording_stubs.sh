# Sourced by the tests that compare `ddpwizard-cli expand` with real bash (not a test itself).
# make_recording_stubs DIR NAME...: stand-ins in DIR for the named programs that record the
# job's launch (argv with $0, and the environment, NUL-separated) in $DDPW_RECORD, and a
# `hostname` that answers HOSTNAME as a pod does (Volcano's svc plugin sets spec.hostname to the
# pod's name); with options it is the machine's own. Compare with compare_argv.py.
recording_stubs_lib=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
make_recording_stubs() { # DIR NAME...
    local dir=$1 name
    shift
    mkdir -p "$dir"
    for name in "$@"; do
        { printf '#!/bin/bash\nrecord=$DDPW_RECORD\n'; cat "$recording_stubs_lib/record_launch.sh"; } > "$dir/$name"
        chmod +x "$dir/$name"
    done
    cat > "$dir/hostname" <<'STUB'
#!/bin/bash
[ $# = 0 ] && { printf '%s\n' "$HOSTNAME"; exit 0; }
exec /usr/bin/hostname "$@"
STUB
    chmod +x "$dir/hostname"
}
