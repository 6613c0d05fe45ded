#!/usr/bin/env bash
# Two headless test runs at the same time on one machine must both pass: each has a session of
# its own (tools/headless.sh), so neither's accessibility bus, D-Bus session, display, caches or
# temporary files are the other's. Runs the tests that once collided (the AT-SPI, translation,
# command-line and capture tests) twice at once from the built test bundle (`swift test` would
# wait for the other's lock on .build). `make test` runs it after the suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=$(swift build --show-bin-path)/montage-gtkPackageTests.xctest
[ -x "$bundle" ] || { echo "concurrent-runs: $bundle is missing: run tools/swift-tests.sh first" >&2; exit 2; }
tests=MontageGalleryTests.AccessibilityFromOutsideTests,MontageGalleryTests.TranslationTests
tests+=,MontageGalleryTests.CommandLineTests,MontageGalleryTests.CaptureOptionsTests
logs=$(mktemp -d /tmp/montage-concurrent.XXXXXX)
tools/headless.sh "$bundle" "$tests" > "$logs/first.log" 2>&1 & first=$!
tools/headless.sh "$bundle" "$tests" > "$logs/second.log" 2>&1 & second=$!
status=0
for run in first second; do
    if wait "${!run}"; then
        echo "concurrent-runs: $run run: $(grep -E '^[[:space:]]*Executed [0-9]+ tests' "$logs/$run.log" | tail -1 | sed 's/^[[:space:]]*//')"
    else
        status=1
        echo "concurrent-runs: the $run run failed:" >&2
        grep -E 'error:|failed|Unable to connect' "$logs/$run.log" | head -40 >&2 || tail -40 "$logs/$run.log" >&2
    fi
done
rm -rf "$logs"
exit $status
