#!/usr/bin/env bash
# meson's custom target: builds montage-gallery with SwiftPM (release) for installing, and gathers
# the toolchain's shared libraries it needs, so the installed gallery runs without the toolchain.
# Usage: meson-swift-build.sh SWIFT SOURCE_ROOT SCRATCH_PATH OUTPUT RUNTIME_DIR RPATH [SWIFT BUILD FLAGS…]
#   OUTPUT       the executable, linked with RPATH as its only runpath (neither the toolchain's
#                library folder, which the driver adds by default, nor SwiftPM's $ORIGIN)
#   RUNTIME_DIR  a folder, emptied, then given a copy of every library the executable needs,
#                directly or not, that is found in the toolchain: meson installs it as
#                <libdir>/montage-gtk, where RPATH ($ORIGIN/../<libdir>/montage-gtk) points.
set -euo pipefail
swift=$1 source=$2 scratch=$3 output=$4 runtime=$5 rpath=$6
shift 6

# The toolchain's folder (as ../shared/tools/fresh-machine.sh finds it) and its folders of
# shared libraries an executable may link: the Swift runtime and Foundation (linux), and the
# compiler's own libraries (host: SwiftParser, SwiftSyntax…). A library the executable links
# from one of them is installed beside it with no other change here; a library from another
# folder of the toolchain needs that folder added to this list.
toolchain=$(cd "$(dirname "$(readlink -f "$swift")")/../.." && pwd)
library_dirs=("$toolchain/usr/lib/swift/linux" "$toolchain/usr/lib/swift/host")

link=(--disable-local-rpath -Xswiftc -no-toolchain-stdlib-rpath -Xlinker -rpath -Xlinker "$rpath")
export MONTAGE_INSTALL_RPATH=1  # Package.swift: no runpath into the toolchain's host libraries
"$swift" build -c release --package-path "$source" --scratch-path "$scratch" --product montage-gallery "${link[@]}" "$@"
bin=$("$swift" build -c release --package-path "$source" --scratch-path "$scratch" --show-bin-path "${link[@]}" "$@")
cp "$bin/montage-gallery" "$output"

# What the executable loads, transitively, resolved as on the build machine (the toolchain's
# folders first, as its default runpath would have them); the toolchain's part of it is copied.
resolved=$(LD_LIBRARY_PATH=$(IFS=:; echo "${library_dirs[*]}") ldd "$output")
if grep -q 'not found' <<<"$resolved"; then
    echo "meson-swift-build.sh: montage-gallery needs libraries found nowhere:" >&2
    grep 'not found' <<<"$resolved" >&2
    exit 1
fi
rm -rf "$runtime"
mkdir -p "$runtime"
awk -v toolchain="$toolchain/" '$2 == "=>" && index($3, toolchain) == 1 { print $3 }' <<<"$resolved" |
    while read -r library; do cp -L "$library" "$runtime/"; done
if [ -z "$(ls -A "$runtime")" ]; then
    echo "meson-swift-build.sh: montage-gallery loads no library from the toolchain ($toolchain)" >&2
    exit 1
fi
