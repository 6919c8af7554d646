#!/usr/bin/env bash
# Takes the README's screenshots of the real window under Xvfb (apt-get install xvfb xauth).
# Usage: bash docs/screenshots/take.sh [build dir]
set -euo pipefail
cd "$(dirname "$0")"
razzia=$(realpath "${1:-../../build}")/app/game/razzia
export XDG_CONFIG_HOME=${XDG_CONFIG_HOME:-$(mktemp -d)} # the user's own settings stay out of it
shoot() { # size, output spec, then razzia's arguments
    local size=$1 shots=$2
    shift 2
    RAZZIA_SCREENSHOTS="$shots" timeout "${TIMEOUT:-120}" xvfb-run -a -s "-screen 0 ${size}x24" \
        "$razzia" --autoplay --speed "${SPEED:-normal}" "$@" ${QUIT---quit-at-end} 2>/dev/null || true
}
seats=hard,normal,easy,hard,normal
shoot 1366x768 "proposal:proposal.png;duel:duel.png" --players 5 --seats $seats --seed 7 --language en
# Colour-blind mode, as the Settings menu leaves it in the settings file.
config=$(mktemp -d)
mkdir -p "$config/Razzia" && printf '[General]\ncolourBlind=true\n' >"$config/Razzia/razzia.conf"
XDG_CONFIG_HOME=$config shoot 1366x768 "30000:table-colour-blind.png" --players 6 --seats $seats,easy --seed 12 --language en
rm -rf "$config"
# The end of a game: the ranking with Replay, New game and Rematch (issue 25); the window stays
# open for it (no --quit-at-end) until the timeout closes it.
for lang in en fr; do
    SPEED=instant QUIT= TIMEOUT=40 shoot 1366x768 "ranking:gameover-$lang.png" --players 5 --seats $seats --seed 7 --language $lang
done
# The table with a human hand (1366×768 in English and French, 1280×720, 1920×1080 with 8
# seats), a proposal beside its bar and a round's summary: played through the widgets by the
# offscreen tests, which save them here.
build=$(realpath "${1:-../../build}")
QT_QPA_PLATFORM=offscreen RAZZIA_SCREENSHOT_DIR=$PWD "$build/tests/tst_layout" screenshots \
    proposalBesideItsBar >/dev/null
QT_QPA_PLATFORM=offscreen RAZZIA_SCREENSHOT_DIR=$PWD "$build/tests/tst_pace" \
    barsOneAtATimeThenWait >/dev/null
ls -l ./*.png
