#!/usr/bin/env bash
# The README's walkthrough app ("Using MontageGtk in an app"), built from the README itself so the
# two cannot drift: every fenced block opened as ```swift file=PATH is written to PATH in a package
# of its own, .build/readme-app/MyApp, beside a link named montage-gtk to this checkout (the
# README's Package.swift depends on ../montage-gtk). Its build must succeed without one warning.
# Then it runs headlessly up to its first painted frame (tools/first-frame.c, preloaded, ends it
# there), twice, with the machine's fontconfig (not the project's): as built, where it must say in
# one line that Pretendard is missing and nothing else; and from a prefix that ships the fonts as
# the README says (dist/bin, dist/share/montage-gtk/fonts), where it must print nothing.
# The folder is kept, so a second run builds only what changed. `make test` runs it
# (tools/swift-tests.sh). Usage: tools/readme-app.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/readme-app"
app="$work/MyApp"
mkdir -p "$app"
ln -sfn "$root" "$work/montage-gtk"

# The blocks, each written when it changed (so a second build is incremental); a file the README
# no longer has goes.
python3 - "$root/README.md" "$app" <<'PY'
import os, re, sys
readme, app = sys.argv[1], sys.argv[2]
files, path, lines = {}, None, []
for line in open(readme, encoding="utf-8"):
    opening = re.match(r"^```swift\s+file=(\S+)\s*$", line)
    if path is None and opening:
        path, lines = opening.group(1), []
    elif path is not None and line.rstrip() == "```":
        if path in files or os.path.isabs(path) or ".." in path.split("/"):
            sys.exit(f"readme-app: block file={path}: used twice, or outside the package")
        files[path] = "".join(lines)
        path = None
    elif path is not None:
        lines.append(line)
if path is not None:
    sys.exit(f"readme-app: block file={path} is not closed")
if "Package.swift" not in files or not any(name.endswith(".swift") and name.startswith("Sources/") for name in files):
    sys.exit("readme-app: the README has no ```swift file=Package.swift block or no Sources/ block")
for folder, _, names in os.walk(os.path.join(app, "Sources")):
    for name in names:
        if os.path.relpath(os.path.join(folder, name), app) not in files:
            os.remove(os.path.join(folder, name))
for name, text in files.items():
    path = os.path.join(app, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
print("readme-app: " + ", ".join(sorted(files)))
PY

log="$work/build.log"
# SwiftPM plans a dependency's sources once and keeps that plan while the manifests stay the same:
# a file added to this checkout would be missing from the app's build. Planning again is cheap.
rm -f "$app/.build/debug.yaml"
if ! swift build --package-path "$app" >"$log" 2>&1; then
    cat "$log"
    echo "readme-app: the README's app does not build" >&2
    exit 1
fi
if grep -i "warning" "$log"; then
    echo "readme-app: the README's app builds with warnings (above); an app's build must print none" >&2
    exit 1
fi
executable="$(swift build --package-path "$app" --show-bin-path)/MyApp"

# Ends a GTK program at its first painted frame (FIRST_FRAME_EXIT=1), rebuilt when its source is newer.
preload="$work/first-frame.so"
if [ ! -f "$preload" ] || [ "$root/tools/first-frame.c" -nt "$preload" ]; then
    clang -shared -fPIC -O2 $(pkg-config --cflags gtk4) -o "$preload" "$root/tools/first-frame.c" $(pkg-config --libs gtk4) -ldl
fi

# Runs the app given as $1 headlessly to its first frame with the machine's fontconfig; its
# standard error goes to $2. Fails when it does not paint within 60 s.
run_to_first_frame() {
    local frame="$work/first-frame.txt"
    rm -f "$frame"
    # (the session's own messages, D-Bus's, go to session.log: only the app's are judged)
    "$root/tools/headless.sh" env -u MONTAGE_GTK_DATADIR FONTCONFIG_FILE=/etc/fonts/fonts.conf \
        FIRST_FRAME_FILE="$frame" FIRST_FRAME_EXIT=1 PRELOAD="$preload" \
        timeout 60 bash -c 'LD_PRELOAD="$PRELOAD" exec "$0" 2>"$1" >/dev/null' "$1" "$2" 2>"$work/session.log" || true
    if [ ! -s "$frame" ]; then
        cat "$2" >&2
        echo "readme-app: $1 did not paint a frame" >&2
        return 1
    fi
}

# As built: the fonts are not where the app looks, and it says so, once.
run_to_first_frame "$executable" "$work/as-built.stderr"
expected="montage-gtk: warning: Pretendard not found: ship montage-gtk's resources/fonts as "
if [ "$(wc -l <"$work/as-built.stderr")" != 1 ] || ! grep -qF "$expected" "$work/as-built.stderr"; then
    cat "$work/as-built.stderr" >&2
    echo "readme-app: as built, the app must print exactly one line: ${expected}…" >&2
    exit 1
fi

# Shipped as the README says: the fonts in share/montage-gtk beside bin/; not a word.
rm -rf "$work/dist"
mkdir -p "$work/dist/bin" "$work/dist/share/montage-gtk"
cp "$executable" "$work/dist/bin/"
cp -r "$root/resources/fonts" "$work/dist/share/montage-gtk/"
run_to_first_frame "$work/dist/bin/MyApp" "$work/shipped.stderr"
if [ -s "$work/shipped.stderr" ]; then
    cat "$work/shipped.stderr" >&2
    echo "readme-app: shipped with its fonts, the app must print nothing" >&2
    exit 1
fi
echo "readme-app: the README's app builds without a warning and paints its first frame (as built: one missing-font line; shipped: silent)"
