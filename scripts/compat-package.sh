#!/usr/bin/env bash
# Builds a package outside the repository that depends on TextSenseCompat by path, with the Apple-style
# sample (Examples/CompatSample/main.swift) as its only source, runs it, and compares its output with the
# one TextSenseCompatTests expects. Usage: scripts/compat-package.sh [WORKDIR] (default: a temporary one).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work/Sources/AppleStyleApp"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AppleStyleApp",
    dependencies: [.package(path: "$repo")],
    targets: [
        .executableTarget(name: "AppleStyleApp", dependencies: [
            .product(name: "TextSenseCompat", package: "$(basename "$repo" | tr "[:upper:]" "[:lower:]")", condition: .when(platforms: [.linux])),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cp "$repo/Examples/CompatSample/main.swift" "$work/Sources/AppleStyleApp/main.swift"
# The expected output is the literal in the test (between the `sampleOutput = """` line and the closing quotes).
expected="$(sed -n '/static let sampleOutput = """/,/^        """/p' "$repo/Tests/TextSenseCompatTests/AppleStyleSamplesTests.swift" \
    | sed '1d;$d' | sed 's/^        //')"
cd "$work"
swift build --product AppleStyleApp
actual="$(.build/debug/AppleStyleApp)"
if [ "$actual" != "$expected" ]; then
    echo "compat-package: the sample's output differs" >&2
    diff <(echo "$expected") <(echo "$actual") >&2 || true
    exit 1
fi
echo "compat-package: an outside package built against TextSenseCompat and printed the expected output"
