import Foundation
import Synchronization

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
    public private(set) var context: DetectionContext
    /// The detectors, whose tables are built at the first text with something in it.
    private let detectors: DetectorSet

    /// - Throws: `TextSenseError` when a table or engine a chosen detector needs cannot be loaded.
    public init(types: DetectionTypes = .all, context: DetectionContext = DetectionContext()) throws(TextSenseError) {
        self.types = types
        self.context = context
        // What can fail is checked now; the tables wait for the first text.
        if !types.isDisjoint(with: [.link, .email]) { try LinkDetector.requireIDNA() }
        detectors = DetectorSet(types: types, context: context)
    }

    /// The detections in `text`, in text order, never overlapping.
    ///
    /// - Complexity: O(n) in the length of the text for the anchor scan, plus work proportional to the text
    ///   around each anchor.
    public func detections(in text: String) -> [Detection] {
        withUTF8Bytes(of: text) { bytes in
            detections(self.candidates(in: UTF8Text(bytes: bytes)), in: text, bytes: UTF8Text(bytes: bytes))
        }
    }

    /// The detections in each of `texts`: the same as `texts.map { detections(in: $0) }`, found detector by
    /// detector over all the texts.
    ///
    /// For callers that cut a stream into short pieces (the CLI reads paragraph by paragraph): one detector
    /// after another over the whole batch keeps each detector's tables in the processor's caches, where a call
    /// per paragraph goes through every detector's tables for a few hundred bytes each.
    ///
    /// ```swift
    /// detector.detections(inEach: ["Mail ana@example.com.", "", "Docs at swift.org"]).map(\.count)   // [1, 0, 1]
    /// ```
    ///
    /// - Complexity: O(n) in the total length, as `detections(in:)` for each text.
    public func detections(inEach texts: [String]) -> [[Detection]] {
        // Every text's bytes in one buffer, read by all detectors in turn (a copy of a batch costs little next to
        // detection).
        var buffer: [UInt8] = []
        buffer.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count })
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(texts.count)
        for text in texts {
            let start = buffer.count
            buffer.append(contentsOf: text.utf8)
            ranges.append(start..<buffer.count)
        }
        return buffer.withUnsafeBufferPointer { all in
            let views = ranges.map { UTF8Text(bytes: UnsafeBufferPointer(rebasing: all[$0])) }
            let found = candidates(inEach: views)
            return texts.indices.map { detections(found[$0], in: texts[$0], bytes: views[$0]) }
        }
    }

    /// Resolved candidates as detections of `text`, whose UTF-8 bytes are `bytes`.
    private func detections(_ candidates: [Candidate], in text: String, bytes: UTF8Text) -> [Detection] {
        candidates.map { c in
            let range = text.range(utf8Range: c.range)
            // A copy of valid UTF-8 at scalar boundaries: no validation needed.
            let matched = String(text[range])
            let summary = c.kind == .date ? EventSummary.summary(around: c.range, in: bytes) : nil
            return Detection(kind: c.kind, range: range, utf8Range: c.range,
                             text: matched, value: c.value, eventSummary: summary, timestamp: context.referenceDate,
                             locale: context.locale.identifier)
        }
    }

    /// The detections in `text` with relative dates resolved against `referenceDate` in `timeZone` instead of
    /// the context's — for records that carry their own moment (an email's `Date:`, a chat message's
    /// timestamp). Tables are shared with `self`; nothing is rebuilt, and the DTSTAMP of calendar payloads is
    /// `referenceDate` too.
    ///
    /// ```swift
    /// let sent = ISO8601DateFormatter().date(from: "2026-11-29T23:30:00Z")!
    /// detector.detections(in: "Lunch tomorrow", referenceDate: sent, timeZone: TimeZone(identifier: "UTC")!)
    /// // date "tomorrow" → 2026-11-30
    /// ```
    public func detections(in text: String, referenceDate: Date, timeZone: TimeZone) -> [Detection] {
        var copy = self
        copy.context.referenceDate = referenceDate
        copy.context.timeZone = timeZone
        return copy.detections(in: text)
    }

    /// Resolved candidates over raw bytes (shared by `detections(in:)` and the benchmark).
    ///
    /// No detection spans a paragraph break (a blank line): editors re-detect paragraph by paragraph and the
    /// CLI streams paragraph by paragraph, so a match across one could not be found the same way everywhere.
    func candidates(in text: UTF8Text) -> [Candidate] {
        // White space alone holds nothing (and a blank record must not build the tables: `echo | textsense detect`).
        guard !Self.isBlank(text) else { return [] }
        var all: [Candidate] = []
        var shared = TextScans()
        for detector in detectors.all {
            detector.detect(in: text, context: context, shared: &shared, into: &all)
        }
        all.removeAll { Self.containsBlankLine(text, $0.range) }
        return Resolver.resolve(all)
    }

    /// `candidates(in:)` of each text, with the loops turned around: each detector reads every text before the
    /// next one starts. Detectors keep no state between calls, so each text gets the candidates it would alone.
    func candidates(inEach texts: [UTF8Text]) -> [[Candidate]] {
        var all = [[Candidate]](repeating: [], count: texts.count)
        let live = texts.indices.filter { !Self.isBlank(texts[$0]) }
        guard !live.isEmpty else { return all }
        var shared = [TextScans](repeating: TextScans(), count: texts.count)
        for detector in detectors.all {
            for i in live { detector.detect(in: texts[i], context: context, shared: &shared[i], into: &all[i]) }
        }
        for i in live {
            all[i].removeAll { Self.containsBlankLine(texts[i], $0.range) }
            all[i] = Resolver.resolve(all[i])
        }
        return all
    }

    /// Whether the text is empty or only ASCII white space.
    private static func isBlank(_ text: UTF8Text) -> Bool {
        for b in text.bytes where !(b == 0x20 || (b >= 0x09 && b <= 0x0D)) { return false }
        return true
    }

    /// Whether `range` holds "\n\n" or "\n\r\n".
    private static func containsBlankLine(_ text: UTF8Text, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i + 1 < range.upperBound {
            if text[i] == 0x0A {
                if text[i + 1] == 0x0A { return true }
                if text[i + 1] == 0x0D, i + 2 < range.upperBound, text[i + 2] == 0x0A { return true }
            }
            i += 1
        }
        return false
    }
}

/// The detectors a `DataDetector` runs, in pipeline order, built on the first call of `all` (under a lock, once,
/// whichever thread gets there first) with the context the `DataDetector` was made with: their tables (public
/// suffixes, date words, street types, currencies, units…) cost tens of milliseconds, which a run that never
/// sees text — `echo | textsense detect`, a detector made for an empty document — does not pay.
private final class DetectorSet: Sendable {
    private let types: DetectionTypes
    private let context: DetectionContext
    private let built = Mutex<[any Detector]?>(nil)

    init(types: DetectionTypes, context: DetectionContext) {
        self.types = types
        self.context = context
    }

    var all: [any Detector] {
        built.withLock { built in
            if let built { return built }
            var detectors: [any Detector] = []
            // ICU's IDNA opened when the DataDetector was made (`LinkDetector.requireIDNA`): this cannot fail now.
            if !types.isDisjoint(with: [.link, .email]),
               let link = try? LinkDetector(findsLinks: types.contains(.link), findsEmails: types.contains(.email)) {
                detectors.append(link)
            }
            if types.contains(.phone) {
                detectors.append(PhoneDetector())
            }
            var dates: DateDetector?
            if types.contains(.date) {
                let made = DateDetector(context: context)
                detectors.append(made)
                dates = made
            }
            if types.contains(.address) {
                detectors.append(AddressDetector())
            }
            if types.contains(.tracking) {
                detectors.append(TrackingDetector())
            }
            if types.contains(.flight) {
                detectors.append(FlightDetector(context: context, emitsDates: types.contains(.date), dates: dates))
            }
            if types.contains(.money) {
                detectors.append(MoneyDetector())
            }
            if types.contains(.quantity) {
                detectors.append(QuantityDetector())
            }
            built = detectors
            return detectors
        }
    }
}
