#!/usr/bin/env bash
# Prints the toolchain's folder of its own SwiftSyntax libraries and modules (usr/lib/swift/host,
# beside the swiftc on PATH, or MONTAGE_SWIFT_HOST), as Package.swift finds it.
set -euo pipefail
if [ -n "${MONTAGE_SWIFT_HOST:-}" ]; then echo "$MONTAGE_SWIFT_HOST"; exit; fi
echo "$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/.." && pwd)/lib/swift/host"
