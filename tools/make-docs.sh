#!/usr/bin/env bash
# `make docs`: the reference docs of the public modules as one static DocC site in .build/docs.
# SwiftPM's DocC plugin is a package the machine cannot fetch, so this runs the toolchain's own
# tools: swift symbolgraph-extract on the debug build's modules, `docc convert` per module, and
# `docc merge` into one archive. Serve it: python3 -m http.server -d .build/docs, open /documentation.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(Montage GtkKit GtkKitInput MontageGtk MontageStories MontageCatalog MontageCapture MontageAudit MontagePlayer MontageGallery)
out=.build/docs
work=.build/docs-work
rm -rf "$out" "$work"
mkdir -p "$work"
host=$(tools/swift-host.sh)  # the toolchain's SwiftSyntax modules, which MontageStories imports
swift build --target MontageGallery
bin=$(swift build --show-bin-path)
cflags=()
for flag in $(pkg-config --cflags gtk4 libsoup-3.0); do
    [[ $flag == -I* ]] && cflags+=(-Xcc "$flag")
done
archives=()
for module in "${modules[@]}"; do
    mkdir -p "$work/$module-graphs"
    swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" -I "$host" -I Sources/CGtk -I Sources/CSoup -I Sources/CXTest -I Sources/CGtkKit/include "${cflags[@]}" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -output-dir "$work/$module-graphs"
    # Besides the module's own graph, one per module it extends (MontageGtk@Montage…).
    catalog=()
    [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
    docc convert "${catalog[@]}" --additional-symbol-graph-dir "$work/$module-graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.montagegtk.$module" \
        --output-path "$work/$module.doccarchive" --warnings-as-errors 2>&1 | sed "/^\s*$/d; s|^|$module: |"
    archives+=("$work/$module.doccarchive")
done
# Every public symbol written in our sources has a doc comment (synthesized ones have no location).
undocumented=$(python3 - "$work" "${modules[@]}" <<'PY'
import glob, json, sys
work, modules = sys.argv[1], sys.argv[2:]
for module in modules:
    for path in sorted(glob.glob(f"{work}/{module}-graphs/*.json")):
        for symbol in json.load(open(path))["symbols"]:
            if "docComment" not in symbol and "location" in symbol:
                print(f"  {module}: {'.'.join(symbol['pathComponents'])} ({symbol['location']['uri'].split('/Sources/')[-1]})")
PY
)
if [ -n "$undocumented" ]; then
    echo "Public symbols without a doc comment:"; echo "$undocumented"; exit 1
fi
docc merge "${archives[@]}" --synthesized-landing-page-name montage-gtk --output-path "$out"
echo "Reference docs: $out (serve with: python3 -m http.server -d $out, then open http://localhost:8000/documentation/)"
