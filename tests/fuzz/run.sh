#!/usr/bin/env bash
# Builds the readers' fuzz target with clang (libFuzzer, ASan, UBSan) and runs it for SECONDS
# (default 300) from the corpus in tests/data/fuzz. New inputs go to a scratch directory, not
# into the repository; a crash leaves its input in build-fuzz/ and fails the script.
#   bash tests/fuzz/run.sh [SECONDS]      (JOBS=n builds with n jobs, 2 by default)
# TARGET=fuzz_gangsters runs Gangsters' readers instead, from tests/data/gangsters/fuzz;
# TARGET=all runs both side by side, SECONDS each (each fuzzer uses one core).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-300}

targets=${TARGET:-fuzz_readers}
[ "$targets" = all ] && targets="fuzz_readers fuzz_gangsters"

cmake -S tests/fuzz -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER=clang++ >/dev/null
# shellcheck disable=SC2086 # one word per target
cmake --build build-fuzz --target $targets -j "${JOBS:-2}"

fuzz() {
    local target=$1 corpus=tests/data/fuzz
    [ "$target" = fuzz_gangsters ] && corpus=tests/data/gangsters/fuzz
    local scratch=build-fuzz/corpus-$target
    mkdir -p "$scratch"
    # Leaks are checked by the sanitizer builds of the tests; here they would stop the run on
    # Qt's one-time allocations. -rss_limit_mb holds the readers to memory in proportion to the
    # input.
    ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
        "build-fuzz/$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=1024 \
        -timeout=10 -artifact_prefix="build-fuzz/$target-" -print_final_stats=1 \
        "$scratch" "$corpus"
}

pids=()
for target in $targets; do
    fuzz "$target" >"build-fuzz/$target.log" 2>&1 &
    pids+=($!)
done
status=0
for i in "${!pids[@]}"; do
    target=$(echo "$targets" | cut -d' ' -f$((i + 1)))
    if wait "${pids[$i]}"; then
        tail -n 12 "build-fuzz/$target.log"
    else
        status=1
        echo "== $target found a crash:"
        tail -n 60 "build-fuzz/$target.log"
    fi
done
exit $status
