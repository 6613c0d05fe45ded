#!/usr/bin/env bash
# The Swift test suite headlessly, as `make test` and `meson test` run it, in a session of its
# own (tools/headless.sh). Arguments go to `swift test` (e.g. --filter SearchTests).
set -euo pipefail
cd "$(dirname "$0")/.."
# Plain SwiftPM: Package.swift gives the toolchain's SwiftSyntax modules to every module that
# needs them, the test runner's generated one included (`swift test --filter
# 'MontageTests|MontageStoriesTests'` runs the display-free suites the same way, with no Xvfb).
swift build --build-tests
# A downstream app, which a test runs; planned again (SwiftPM keeps a dependency's list of sources
# while the manifests stay the same, so a file added here would be missing from its build).
rm -f Examples/ContactsApp/.build/debug.yaml
swift build --package-path Examples/ContactsApp
tools/readme-app.sh   # the README's walkthrough app, from the README: built without a warning, run
# Every label measured from its own layout is also measured by GtkLabel's own code, and a
# difference is a GTK warning, which fails the test that caused it (gtkkit-label.h).
export GTKKIT_LABEL_VERIFY=1
tools/headless.sh swift test --skip-build --disable-swift-testing "$@"
