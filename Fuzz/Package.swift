// swift-tools-version:6.0
// libFuzzer targets for TextSense. Built by scripts/fuzz.sh with -sanitize=fuzzer,address; not part of the
// default build or test run.
import PackageDescription

let package = Package(
    name: "TextSenseFuzz",
    dependencies: [.package(name: "TextSense", path: "..")],
    targets: [
        .executableTarget(
            name: "textsense-fuzz",
            dependencies: [.product(name: "TextSense", package: "TextSense"), .product(name: "TextSenseLSP", package: "TextSense")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
