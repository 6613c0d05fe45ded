#!/usr/bin/env bash
# The Swift test suite headlessly, as `make test` and `meson test` run it, in a session of its
# own (tools/headless.sh). Arguments go to `swift test` (e.g. --filter SearchTests).
set -euo pipefail
cd "$(dirname "$0")/.."
# Plain SwiftPM: Package.swift gives the toolchain's SwiftSyntax modules to every module that
# needs them, the test runner's generated one included (`swift test --filter
# 'MontageTests|MontageStoriesTests'` runs the display-free suites the same way, with no Xvfb).
swift build --build-tests
swift build --package-path Examples/ContactsApp   # a downstream app, which a test runs
tools/readme-app.sh   # the README's walkthrough app, from the README: built without a warning, run
tools/headless.sh swift test --skip-build --disable-swift-testing "$@"
