#!/usr/bin/env bash
# Sets up a fresh Debian/Ubuntu machine for Razzia, builds it (Release) and then either plays
# or tests:  bash packaging/run.sh play | test
set -euo pipefail
cd "$(dirname "$0")/.."

what=${1:-play}
case "$what" in
play | test) ;;
*)
    echo "usage: bash packaging/run.sh play|test" >&2
    exit 2
    ;;
esac

packages=(cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    nlohmann-json3-dev libsodium-dev qt6-websockets-dev)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing: ${missing[*]}"
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ "$what" = test ]; then
    # The tests are some hundred programs: link-time optimisation would optimise the whole game
    # again for each of them, which costs more time than every test takes to run. The engine is
    # measured with it (play, and razzia-cli bench from that build).
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DRAZZIA_LTO=OFF >/dev/null
    cmake --build build
    # The suites are independent of one another: two per core, since many of the window's wait
    # on its timers and animations rather than compute.
    exec ctest --test-dir build --output-on-failure -j "$(($(nproc) * 2))"
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DRAZZIA_LTO=ON >/dev/null
cmake --build build --target razzia razzia-cli
exec build/app/game/razzia
