#!/usr/bin/env bash
# meson's custom target: builds montage-gallery with SwiftPM (release) and copies it to meson's
# output. Usage: meson-swift-build.sh SWIFT SOURCE_ROOT SCRATCH_PATH OUTPUT [SWIFT BUILD FLAGS…]
set -euo pipefail
swift=$1 source=$2 scratch=$3 output=$4
shift 4
"$swift" build -c release --package-path "$source" --scratch-path "$scratch" --product montage-gallery "$@"
bin=$("$swift" build -c release --package-path "$source" --scratch-path "$scratch" --show-bin-path "$@")
cp "$bin/montage-gallery" "$output"
