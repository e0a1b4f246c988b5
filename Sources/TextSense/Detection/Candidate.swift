/// A detector's proposal before overlaps are resolved: a kind, a UTF-8 byte range and a value.
struct Candidate: Sendable {
    var kind: Detection.Kind
    /// UTF-8 byte offsets into the text being searched.
    var range: Range<Int>
    var value: Detection.Value
    /// Higher wins an overlap regardless of length (see `Resolver`). Detectors use `Priority` constants.
    var priority: Int

    enum Priority {
        /// A link written with an explicit scheme (`https://…`, `mailto:…`) owns everything inside it.
        static let explicitLink = 100
        /// An email address owns the domain inside it.
        static let email = 90
        /// A date written as three numbers (`01.03.2015`, `2026-12-01`) beats a phone number over the same digits.
        static let date = 60
        /// Everything else competes by length first.
        static let normal = 50
        /// Guesses without strong markers (bare domains) lose to any normal candidate they overlap.
        static let weak = 10
    }
}

/// Protocol every detector implements: look at the bytes, append candidates.
///
/// Detectors must be linear in the text length, must not trap on any byte sequence, and may only produce
/// ranges that start and end on UTF-8 scalar boundaries.
protocol Detector: Sendable {
    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate])
    /// The same within a pipeline: `shared` holds what the detectors before this one read from the same text
    /// (its numbers), for a detector that needs it too. Detectors that share nothing need not implement it.
    func detect(in text: UTF8Text, context: DetectionContext, shared: inout TextScans, into candidates: inout [Candidate])
}

extension Detector {
    func detect(in text: UTF8Text, context: DetectionContext, shared: inout TextScans, into candidates: inout [Candidate]) {
        detect(in: text, context: context, into: &candidates)
    }
}

/// The text a detector reads: valid UTF-8 bytes (it came from a `String`) that live for the call.
struct UTF8Text {
    let bytes: UnsafeBufferPointer<UInt8>
    var count: Int { bytes.count }
    subscript(i: Int) -> UInt8 { bytes[i] }

    /// The text of `range` as a `String`.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
