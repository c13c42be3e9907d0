#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz/fuzz_*.cpp) with clang in build-fuzz and runs each
# for a bounded time over its checked-in seed corpus. CI calls it; a crash fails the script and
# leaves the reproducer (crash-*) in build-fuzz/.
# Usage: tools/fuzz.sh [TOTAL_SECONDS]   (default 60, shared between the targets)
set -euo pipefail
total=${1:-60}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${DDPW_FUZZ_BUILD_DIR:-$root/build-fuzz}
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DDDPW_BUILD_FUZZERS=ON -DDDPW_BUILD_GUI=OFF -DDDPW_BUILD_BENCHMARKS=OFF >/dev/null
mapfile -t targets < <(cd "$root/tests/fuzz" && ls fuzz_*.cpp | sed 's/\.cpp$//')
(( ${#targets[@]} > 0 )) || { echo "no fuzz targets"; exit 1; }
ninja -C "$build" -j2 "${targets[@]}"
per=$(( total / ${#targets[@]} ))
(( per >= 1 )) || per=1
for target in "${targets[@]}"; do
    binary=$build/tests/fuzz/$target
    corpus=$build/corpus-$target
    mkdir -p "$corpus"
    # Seeds: the target's own folder (corpus/log_diagnoser for fuzz_log_diagnoser), else the shell snippets.
    # (the shell snippets: corpus/shell and the test data the build copied to seeds-from-data).
    seeds=("$root/tests/fuzz/corpus/${target#fuzz_}")
    [[ -d ${seeds[0]} ]] || seeds=("$root/tests/fuzz/corpus/shell" "$build/tests/fuzz/seeds-from-data")
    echo "== $target for ${per}s"
    # libFuzzer reports every new input; keep that in a log and show it only when a run fails.
    log=$build/$target.log
    if ! (cd "$build" && "$binary" -max_total_time="$per" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        "$corpus" "${seeds[@]}") >"$log" 2>&1; then
        tail -n 60 "$log"
        echo "FAIL: $target (full log: $log; reproducer: crash-*/leak-*/timeout-* in $build)"
        exit 1
    fi
    grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" || true
done
echo "PASS: ${#targets[@]} fuzz targets ran ${per}s each without a crash"
