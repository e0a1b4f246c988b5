// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TextSense",
    products: [
        .library(name: "TextSense", targets: ["TextSense"]),
        .executable(name: "textsense", targets: ["textsense"]),
        .executable(name: "textsense-bench", targets: ["textsense-bench"]),
    ],
    targets: [
        // Plain C shim over ICU (Debian libicu-dev). Its public header has no ICU types.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n"), .linkedLibrary("icudata")]
        ),
        // Correction/Dictionaries holds the per-language word lists (scripts/spelling/generate-lexicons.py),
        // read with Bundle.module at first use of each language.
        .target(name: "TextSense", dependencies: ["CICU"], resources: [.copy("Correction/Dictionaries")]),
        .executableTarget(name: "textsense", dependencies: ["TextSense"]),
        .executableTarget(name: "textsense-bench", dependencies: ["TextSense", "CICU"], path: "Benchmarks"),
        .testTarget(name: "TextSenseTests", dependencies: ["TextSense"]),
        .testTarget(name: "TextSenseCLITests", dependencies: ["textsense"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
