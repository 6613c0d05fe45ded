#!/usr/bin/env bash
# `make check-memory`: valgrind memcheck over the release build, from outside, as a user runs
# it: captures of every story in both schemes (the example story files' too, read by the
# toolchain's parser), and ContactsApp showing 100,000 contacts with
# avatars from a local HTTP server (montage-bench serve-avatars). Requires no invalid read or
# write and no definitely-lost block allocated by the project's code (tools/valgrind/report.py);
# the suppressions (tools/valgrind/montage-gtk.supp) cover one-time allocations of GTK,
# fontconfig and the Swift runtime only, each with its reason. Logs stay in $CHECK_MEMORY_DIR
# (default: a new folder under /tmp, printed).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${CHECK_MEMORY_DIR:-$(mktemp -d /tmp/montage-check-memory.XXXXXX)}
mkdir -p "$out"
echo "check-memory: logs in $out"
python3 tools/valgrind/report.py --self-test "$PWD"
export GSK_RENDERER=cairo GTK_USE_PORTAL=0 GSETTINGS_BACKEND=memory FONTCONFIG_FILE="$PWD/resources/fonts/fonts.conf"
export XDG_CACHE_HOME="$out/cache" XDG_CONFIG_HOME="$out/config"
valgrind=(valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite --num-callers=40
          --error-limit=no --suppressions=tools/valgrind/montage-gtk.supp --gen-suppressions=all)

# Every capture in the process valgrind watches (--jobs 1: workers would run unwatched), then a
# short run spread over two watched worker processes (the pool and the worker side).
"${valgrind[@]}" --log-file="$out/gallery-captures.log" \
    .build/release/montage-gallery --stories Examples/Stories --screenshot "$out/captures" --jobs 1 > "$out/gallery-captures.out"
"${valgrind[@]}" --trace-children=yes --log-file="$out/gallery-workers-%p.log" \
    .build/release/montage-gallery --compare resources/goldens --screenshot "$out/workers" --story listcell-basic --story textfield-basic \
    --jobs 2 > "$out/gallery-workers.out"

# Steps played with real input (XTest, the player's waits, the trace's captures and reports).
"${valgrind[@]}" --log-file="$out/gallery-play.log" \
    .build/release/montage-gallery --play --story behavior-outline --story scenario-products --screenshot "$out/play" > "$out/gallery-play.out"

.build/release/montage-bench serve-avatars > "$out/avatar-server.port" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -s "$out/avatar-server.port" ] && break; sleep 0.1; done
port=$(head -n 1 "$out/avatar-server.port")
"${valgrind[@]}" --log-file="$out/contacts-app.log" \
    Examples/ContactsApp/.build/release/ContactsApp --avatars "http://127.0.0.1:$port" --screenshot "$out/contacts.png"

python3 tools/valgrind/report.py "$PWD" "$out/gallery-captures.log" "$out"/gallery-workers-*.log "$out/gallery-play.log" "$out/contacts-app.log"
