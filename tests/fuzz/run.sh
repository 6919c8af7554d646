#!/usr/bin/env bash
# Builds the readers' fuzz target with clang (libFuzzer, ASan, UBSan) and runs it for SECONDS
# (default 300) from the corpus in tests/data/fuzz. New inputs go to a scratch directory, not
# into the repository; a crash leaves its input in build-fuzz/ and fails the script.
#   bash tests/fuzz/run.sh [SECONDS]      (JOBS=n builds with n jobs, 2 by default)
# TARGET=fuzz_gangsters runs Gangsters' readers instead, from tests/data/gangsters/fuzz.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-300}

cmake -S tests/fuzz -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER=clang++ >/dev/null
target=${TARGET:-fuzz_readers}
corpus=tests/data/fuzz
[ "$target" = fuzz_gangsters ] && corpus=tests/data/gangsters/fuzz
cmake --build build-fuzz --target "$target" -j "${JOBS:-2}"

scratch=build-fuzz/corpus-$target
mkdir -p "$scratch"
# Leaks are checked by the sanitizer builds of the tests; here they would stop the run on Qt's
# one-time allocations. -rss_limit_mb holds the readers to memory in proportion to the input.
ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
    "build-fuzz/$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=1024 \
    -timeout=10 -artifact_prefix=build-fuzz/ -print_final_stats=1 "$scratch" "$corpus"
