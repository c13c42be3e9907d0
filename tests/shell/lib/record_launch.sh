# The body of the stand-in launchers that record a launch in the folder $record (not a test by
# itself: recording_stubs.sh and generated_scripts.py put it after their own first lines).
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
    done < "$record/argv"
    return 1
}
[ -e "$record/argv" ] && ! alone && exit 0
printf '%s\0' "$0" "$@" > "$record/argv"
/usr/bin/env -0 > "$record/env"
