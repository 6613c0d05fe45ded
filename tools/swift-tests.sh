#!/usr/bin/env bash
# The Swift test suite headlessly, as `make test` and `meson test` run it: Xvfb on a private
# session bus, with the environment of every headless run (DESIGN.md). Arguments go to
# `swift test` (e.g. --filter SearchTests).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift build --package-path Examples/ContactsApp   # a downstream app, which a test runs
# A cache folder of the run's own, set before the session bus starts: the HTTP image cache starts
# empty, and the accessibility bus (whose socket lives under the cache folder when there is no
# XDG_RUNTIME_DIR) is this run's, whatever else runs on the machine.
export XDG_CACHE_HOME
XDG_CACHE_HOME=$(mktemp -d /tmp/montage-cache.XXXXXX)
trap 'rm -rf "$XDG_CACHE_HOME"' EXIT
dbus-run-session -- xvfb-run -a -f "$(mktemp -u /tmp/montage-xauth.XXXXXX)" -s "-screen 0 1280x1024x24" \
    env GSK_RENDERER=cairo GTK_USE_PORTAL=0 GSETTINGS_BACKEND=memory FONTCONFIG_FILE="$PWD/resources/fonts/fonts.conf" \
    swift test --skip-build --disable-swift-testing "$@"
