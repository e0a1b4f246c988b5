// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TextSense",
    products: [
        .library(name: "TextSense", targets: ["TextSense"]),
        // Apple's NSDataDetector, UITextChecker and NLTokenizer over TextSense (empty on Apple platforms).
        .library(name: "TextSenseCompat", targets: ["TextSenseCompat"]),
        .library(name: "TextSenseLSP", targets: ["TextSenseLSP"]),
        .executable(name: "textsense", targets: ["textsense"]),
        .executable(name: "textsense-bench", targets: ["textsense-bench"]),
    ],
    targets: [
        // Plain C shim over ICU (Debian libicu-dev). Its public header has no ICU types.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n"), .linkedLibrary("icudata")]
        ),
        // C++ shim over libphonenumber (Debian libphonenumber-dev, no pkg-config); its header is plain C.
        // protobuf: the shim serializes parsed numbers (PhoneNumber is a protobuf message) for lazy formatting.
        .target(name: "CPhoneNumbers", linkerSettings: [.linkedLibrary("phonenumber"), .linkedLibrary("protobuf")]),
        // Plain C byte-scanning kernels (SSE2/AVX2 movemask loops, chosen at run time); no library.
        .target(name: "CByteScan"),
        // Correction/Dictionaries holds the per-language word lists (scripts/spelling/generate-lexicons.py),
        // read at first use of each language from TEXTSENSE_DATA_DIR, <prefix>/share/textsense beside the
        // installed binary, or this resource bundle beside a built one (Correction/DataFiles.swift).
        .target(name: "TextSense", dependencies: ["CICU", "CPhoneNumbers", "CByteScan"], resources: [.copy("Correction/Dictionaries")]),
        // The language server behind `textsense lsp` (LSP 3.17 over stdio).
        .target(name: "TextSenseLSP", dependencies: ["TextSense"]),
        .executableTarget(name: "textsense", dependencies: ["TextSense", "TextSenseLSP"]),
        .target(name: "TextSenseCompat", dependencies: ["TextSense"]),
        // Code written for Apple platforms, unchanged; TextSenseCompatTests runs it and checks its output.
        .executableTarget(name: "textsense-compat-sample", dependencies: ["TextSenseCompat"], path: "Examples/CompatSample"),
        // Gold corpus reader, validator, scorer and text generator: shared by the benchmark and the tests.
        .target(name: "TextSenseCorpus", dependencies: ["TextSense"]),
        .executableTarget(name: "textsense-bench", dependencies: ["TextSense", "TextSenseCorpus", "TextSenseCompat", "TextSenseLSP", "CICU"],
                          path: "Benchmarks", exclude: ["peers", "README.md", "results"]),
        .testTarget(name: "TextSenseTests", dependencies: ["TextSense", "TextSenseCorpus"]),
        .testTarget(name: "TextSenseCLITests", dependencies: ["textsense"]),
        .testTarget(name: "TextSenseCompatTests", dependencies: ["TextSenseCompat", "textsense-compat-sample"]),
        .testTarget(name: "TextSenseLSPTests", dependencies: ["TextSenseLSP", "textsense"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
