#!/usr/bin/env bash
# The Swift test suite headlessly, as `make test` and `meson test` run it, in a session of its
# own (tools/headless.sh). Arguments go to `swift test` (e.g. --filter SearchTests).
set -euo pipefail
cd "$(dirname "$0")/.."
# The test runner's generated module imports every test module, so it too must find the
# toolchain's SwiftSyntax modules that MontageStories imports (Package.swift cannot reach it).
host=(-Xswiftc -I -Xswiftc "$(tools/swift-host.sh)")
swift build --build-tests "${host[@]}"
swift build --package-path Examples/ContactsApp   # a downstream app, which a test runs
tools/readme-app.sh   # the README's walkthrough app, from the README: built without a warning, run
tools/headless.sh swift test --skip-build --disable-swift-testing "${host[@]}" "$@"
