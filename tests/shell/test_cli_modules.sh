#!/usr/bin/env bash
# ddpwizard-cli maps libssh (and Kerberos) and yaml-cpp only where a subcommand needs them: the
# program itself links neither; check and dryrun load ddpwizard-cli-nodes.so, `generate --format
# volcano` ddpwizard-cli-export.so (cli/CliModule). The modules are found beside the
# program in the build tree and in <libdir>/ddpwizard once installed (cmake --install into a
# private prefix, run from there with the build tree out of reach), and a missing module is a
# clear error, never a crash.
# Usage: test_cli_modules.sh CLI [PYTHON]
set -euo pipefail
cli=$(realpath "${1:?usage: test_cli_modules.sh CLI [PYTHON]}")
build_dir=$(cd "$(dirname "$cli")/.." && pwd) # the CLI is <build>/app/ddpwizard-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
heavy='libssh|libgssapi|libkrb5|libyaml-cpp'

needed=$(readelf -d "$cli" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
echo "ddpwizard-cli needs: $(tr '\n' ' ' <<<"$needed")"
! grep -Eq "$heavy" <<<"$needed" || fail "ddpwizard-cli links $(grep -E "$heavy" <<<"$needed" | tr '\n' ' ')"

# The shared objects a run maps (the loader's own account of it).
mapped() { LD_DEBUG=files "$@" 2>&1 >/dev/null | sed -n 's/.*file=\([^ ]*\) \[0\];  *generating link map.*/\1/p'; }
snippet=$work/guide.sh
printf '%s\n' 'torchrun --nnodes=2 --nproc_per_node=8 train.py' >"$snippet"
for args in "--version" "validate --torch 2.6 $snippet" "explain --torch 2.6 $snippet" "generate --nodes 2"; do
    # shellcheck disable=SC2086 # the words of args are the arguments
    loaded=$(mapped "$cli" $args || true)
    ! grep -Eq "$heavy|ddpwizard-cli-" <<<"$loaded" ||
        fail "'ddpwizard-cli $args' maps $(grep -E "$heavy|ddpwizard-cli-" <<<"$loaded" | tr '\n' ' ')"
done
loaded=$(mapped "$cli" check --help)
grep -q 'ddpwizard-cli-nodes.so' <<<"$loaded" || fail "check --help did not load the nodes module"
grep -q 'libssh' <<<"$loaded" || fail "check --help did not map libssh"
loaded=$(mapped "$cli" generate --format volcano --image x)
grep -q 'ddpwizard-cli-export.so' <<<"$loaded" || fail "volcano export did not load the export module"
! grep -q 'libssh' <<<"$loaded" || fail "volcano export mapped libssh"

# The module shares the program's translator: --format json switches the messages to English
# (CliLanguage::useEnglish, called from the module) while text stays Chinese. Port 1 on loopback
# refuses at once.
refused=(dryrun --hosts 127.0.0.1 --port 1 --timeout 2 --nodes 1 --gpus-per-node 1 --torch 2.6 --script t.py)
json=$(DDPW_LANG=zh_CN "$cli" "${refused[@]}" --format json 2>/dev/null || true)
grep -q '"error": "Cannot connect to 127.0.0.1' <<<"$json" || fail "dryrun --format json in Chinese: $json"
text=$(DDPW_LANG=zh_CN "$cli" "${refused[@]}" 2>&1 || true)
grep -q '127.0.0.1' <<<"$text" && ! grep -q 'Cannot connect' <<<"$text" || fail "dryrun in Chinese printed English: $text"

# Alone in a folder, the program finds no module: check and the export say so and exit 2.
mkdir "$work/alone"
cp "$cli" "$work/alone/"
set +e
DDPW_CLI_MODULE_DIR= "$work/alone/ddpwizard-cli" check --hosts a >"$work/out" 2>"$work/err"
code=$?
set -e
[[ $code -eq 2 ]] || fail "check without its module exited $code"
grep -q '^ddpwizard-cli check: error: ddpwizard-cli-nodes.so is missing (searched ' "$work/err" ||
    fail "check without its module said: $(cat "$work/err")"
set +e
"$work/alone/ddpwizard-cli" generate --format volcano --image x >"$work/out" 2>"$work/err"
code=$?
set -e
[[ $code -eq 2 ]] || fail "volcano export without its module exited $code"
grep -q '^ddpwizard-cli generate: error: ddpwizard-cli-export.so is missing' "$work/err" ||
    fail "volcano export without its module said: $(cat "$work/err")"
# DDPW_CLI_MODULE_DIR names another folder of modules.
DDPW_CLI_MODULE_DIR=$(dirname "$cli") "$work/alone/ddpwizard-cli" check --help >/dev/null ||
    fail "DDPW_CLI_MODULE_DIR was not searched"

# Installed into a private prefix and run from a copy of that prefix elsewhere: the modules come
# from <prefix>/<libdir>/ddpwizard, nothing from the build tree.
cmake --install "$build_dir" --prefix "$work/prefix" >"$work/install.log" 2>&1 ||
    { cat "$work/install.log"; fail "cmake --install failed"; }
mv "$work/prefix" "$work/moved"
installed=$work/moved/bin/ddpwizard-cli
modules=$(find "$work/moved" -name 'ddpwizard-cli-*.so' | sort)
[[ $(wc -l <<<"$modules") -eq 2 ]] || fail "installed modules: $modules"
echo "installed modules: $(sed "s|$work/moved/||" <<<"$modules" | tr '\n' ' ')"
loaded=$(mapped "$installed" check --help)
grep -q "^$work/moved/.*/ddpwizard/ddpwizard-cli-nodes.so$" <<<"$loaded" ||
    fail "the installed check did not load the installed nodes module: $loaded"
! grep -q "$build_dir" <<<"$loaded" || fail "the installed CLI mapped a file of the build tree"
"$installed" generate --format volcano --image x >"$work/volcano.yaml" || fail "installed volcano export failed"
grep -q '^kind: Job$' "$work/volcano.yaml" || fail "installed volcano export wrote: $(head -3 "$work/volcano.yaml")"
# Captured first: `writer | grep -q` under pipefail fails when grep stops early.
help=$("$installed" dryrun --help) || fail "installed dryrun --help failed"
grep -q -- '--local' <<<"$help" || fail "installed dryrun --help: $help"
echo "PASS"
