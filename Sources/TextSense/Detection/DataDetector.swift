import Foundation

/// Finds links, email addresses (and, as they land, phone numbers, addresses and dates) in text.
///
/// Build one per configuration and reuse it: construction loads tables once; `detections(in:)` is
/// thread-safe and allocation-light, so one detector can serve many threads at once.
///
/// ```swift
/// let detector = try DataDetector(types: [.link, .email])
/// let found = detector.detections(in: "Docs at swift.org, mail ana@example.com.")
/// // link 8..<17 "swift.org" [open, copy]
/// // email 24..<39 "ana@example.com" [composeMail, addToContacts, copy]
/// ```
///
/// Overlaps are resolved by `Resolver`'s documented rule: an explicit-scheme link owns everything inside
/// it, an email owns its domain, otherwise the longer span wins and weak guesses (bare domains) lose.
public struct DataDetector: Sendable {
    /// The detectors this instance runs.
    public let types: DetectionTypes
    /// Locale, region, reference date and time zone.
    public let context: DetectionContext
    private let detectors: [any Detector]

    /// - Throws: `TextSenseError` when a table or engine a chosen detector needs cannot be loaded.
    public init(types: DetectionTypes = .all, context: DetectionContext = DetectionContext()) throws(TextSenseError) {
        self.types = types
        self.context = context
        var detectors: [any Detector] = []
        if !types.isDisjoint(with: [.link, .email]) {
            detectors.append(try LinkDetector(findsLinks: types.contains(.link), findsEmails: types.contains(.email)))
        }
        if types.contains(.address) { detectors.append(AddressDetector()) }
        self.detectors = detectors
    }

    /// The detections in `text`, in text order, never overlapping.
    ///
    /// - Complexity: O(n) in the length of the text for the anchor scan, plus work proportional to the text
    ///   around each anchor.
    public func detections(in text: String) -> [Detection] {
        withUTF8Bytes(of: text) { bytes in
            let candidates = self.candidates(in: UTF8Text(bytes: bytes))
            return candidates.map { c in
                let matched = String(decoding: UnsafeBufferPointer(rebasing: bytes[c.range]), as: UTF8.self)
                return Detection(kind: c.kind, range: text.range(utf8Range: c.range), utf8Range: c.range,
                                 text: matched, value: c.value, actions: SuggestedAction.actions(for: c.value, text: matched))
            }
        }
    }

    /// Resolved candidates over raw bytes (shared by `detections(in:)` and the benchmark).
    func candidates(in text: UTF8Text) -> [Candidate] {
        var all: [Candidate] = []
        for detector in detectors {
            detector.detect(in: text, context: context, into: &all)
        }
        return Resolver.resolve(all)
    }
}
