#!/usr/bin/env bash
# `ddpwizard-cli --help` lists every row of the subcommand table in app/cli/CliMain.cpp, and
# the man page documents every subcommand the issues define (and warns about any other row).
# Usage: test_cli_subcommands_documented.sh CLI [PYTHON]
set -euo pipefail
cli=${1:?usage: test_cli_subcommands_documented.sh CLI [PYTHON]}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
man_page=$source_dir/docs/ddpwizard-cli.1
fail() { echo "FAIL: $*"; exit 1; }

help=$("$cli" --help)
# The table's rows start with {"name", (the description may follow on the next line).
mapfile -t table < <(grep -oE '^\s*\{"[a-z][a-z-]*",' "$source_dir/app/cli/CliMain.cpp" |
                      sed -E 's/^\s*\{"([^"]+)".*/\1/')
(( ${#table[@]} >= 1 )) || fail "no subcommands found in CliMain.cpp's table"
for name in "${table[@]}"; do
    grep -Eq "^  $name( |$)" <<<"$help" || fail "--help does not list '$name'"
    # The whole text is captured first: `| head -n 1` under pipefail would turn the writer's
    # SIGPIPE into a failure whenever head exits before the CLI has written everything.
    subcommand_help=$("$cli" "$name" --help) || fail "'$name --help' fails"
    usage=${subcommand_help%%$'\n'*}
    [[ $usage == "Usage: ddpwizard-cli $name"* ]] || fail "'$name --help' usage line: $usage"
    # A brand-new row must not break its author's commit; the man page catches up after.
    grep -q "^\.SS $name\$" "$man_page" || echo "WARNING: the man page has no section for '$name' yet"
done
for name in generate validate explain expand check dryrun diagnose; do
    grep -q "^\.SS $name\$" "$man_page" || fail "the man page does not document '$name'"
done
echo "PASS: ${#table[@]} subcommands (${table[*]}) listed by --help and documented in the man page"
