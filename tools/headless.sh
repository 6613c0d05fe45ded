#!/usr/bin/env bash
# Runs a command headlessly in a session of its own, as every test run, capture and benchmark
# does: its own runtime folder (XDG_RUNTIME_DIR: the accessibility bus and the D-Bus session
# put their sockets there), cache folder (XDG_CACHE_HOME: the HTTP image cache starts
# empty), data folder (XDG_DATA_HOME: a file chooser's recently-used list stays in the session)
# and temporary folder (TMPDIR), its own D-Bus session and its own Xvfb display, with the environment of every
# headless run (docs/ARCHITECTURE.md): cairo renderer, no portals, memory settings, and a fontconfig that
# sees the project's fonts only. Two runs on one machine share nothing, so neither can fail
# because of the other. Usage: tools/headless.sh COMMAND [ARGUMENTS…]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
session=$(mktemp -d /tmp/montage-session.XXXXXX)
trap 'rm -rf "$session"' EXIT
mkdir -m 700 "$session/runtime" "$session/cache" "$session/data" "$session/tmp"
export XDG_RUNTIME_DIR="$session/runtime" XDG_CACHE_HOME="$session/cache" XDG_DATA_HOME="$session/data" TMPDIR="$session/tmp"
export GSK_RENDERER=cairo GTK_USE_PORTAL=0 GSETTINGS_BACKEND=memory FONTCONFIG_FILE="$root/resources/fonts/fonts.conf"
# xvfb-run is given its own auth file: its temporary-folder cleanup can fail (exit 5) when a
# child process still holds it.
dbus-run-session -- xvfb-run -a -f "$session/xauth" -s "-screen 0 1280x1024x24" "$@"
