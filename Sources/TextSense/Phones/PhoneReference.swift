import Foundation

/// The reference the phone detector is checked against: libphonenumber's `PhoneNumberMatcher` run line by
/// line over a whole text, as a caller without TextSense's prefilter would run it. Exposed to the benchmark
/// and the tests as SPI; not part of the stable API.
@_spi(PhoneReference)
public enum PhoneReference {
    /// One reference match: its UTF-8 byte range in the text, and the rule that drops it (`nil` when the
    /// detector must report it).
    public struct Match: Hashable, Sendable {
        public var utf8Range: Range<Int>
        /// The `PhoneRejection` name, or `nil`.
        public var rejection: String?
    }

    /// Runs libphonenumber's matcher on each line of `text` (split at `\n`) with the context's region and
    /// leniency, and says for each match which documented rule, if any, the detector applies to it.
    ///
    /// - Complexity: libphonenumber's matcher cost per line (superlinear in the line length).
    public static func lineByLineMatches(in text: String, context: DetectionContext) -> [Match] {
        classify(libphonenumberLineByLine(in: text, context: context), in: text)
    }

    /// Says for each of libphonenumber's `ranges` (sorted, UTF-8 offsets into `text`) which rule drops it.
    public static func classify(_ ranges: [Range<Int>], in text: String) -> [Match] {
        withUTF8Bytes(of: text) { bytes in
            var clusters: [Range<Int>] = []
            PhoneScanner.forEachCluster(in: bytes, minimumDigits: 1) { clusters.append($0.range) }
            var clusterIndex = 0
            return ranges.map { r in
                while clusterIndex < clusters.count, clusters[clusterIndex].upperBound <= r.lowerBound { clusterIndex += 1 }
                guard clusterIndex < clusters.count, clusters[clusterIndex].contains(r.lowerBound) else {
                    return Match(utf8Range: r, rejection: "outsideCluster")   // would disprove PhoneScanner's claim
                }
                return Match(utf8Range: r, rejection: PhoneFilter.rejection(for: r, cluster: clusters[clusterIndex], in: bytes)?.rawValue)
            }
        }
    }

    /// The UTF-8 ranges libphonenumber's matcher finds when run on each line of `text` separately, nothing
    /// else (the benchmark times this as the "C++ matcher per line").
    public static func libphonenumberLineByLine(in text: String, context: DetectionContext) -> [Range<Int>] {
        guard let engine = PhoneNumberEngine.shared else { return [] }
        let region = context.region.identifier.uppercased()
        return withUTF8Bytes(of: text) { bytes in
            var result: [Range<Int>] = []
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                if lineEnd > lineStart {
                    let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                    engine.withMatches(in: line, region: region, leniency: context.phoneLeniency) { matches, _ in
                        for m in matches { result.append((lineStart + m.range.lowerBound)..<(lineStart + m.range.upperBound)) }
                    }
                }
                lineStart = lineEnd + 1
            }
            return result
        }
    }

    /// What the phone detector did on `text`: clusters looked at, clusters dropped before libphonenumber,
    /// cache hits and matcher runs.
    /// Runs only the phone detector (no resolver, no `Detection` values) and returns its ranges with them.
    public static func detectorStatistics(in text: String, context: DetectionContext)
        -> (ranges: [Range<Int>], clusters: Int, rejectedBeforeMatcher: Int, cacheHits: Int, matcherRuns: Int,
            shortcutAnswers: Int) {
        withUTF8Bytes(of: text) { bytes in
            var candidates: [Candidate] = []
            var s = PhoneDetector.Statistics()
            PhoneDetector().detect(in: UTF8Text(bytes: bytes), context: context, into: &candidates, statistics: &s)
            return (candidates.map(\.range), s.clusters, s.rejectedBeforeMatcher, s.cacheHits, s.matcherRuns, s.shortcutAnswers)
        }
    }

    /// The UTF-8 ranges of the phone numbers `DataDetector(types: .phone)` reports, without building
    /// `Detection` values (the benchmark's measured path).
    public static func detectedRanges(in text: String, detector: DataDetector) -> [Range<Int>] {
        withUTF8Bytes(of: text) { bytes in
            detector.candidates(in: UTF8Text(bytes: bytes)).filter { $0.kind == .phone }.map(\.range)
        }
    }

    /// The prefilter alone: how many clusters `PhoneScanner` finds (the benchmark times its bytes per second).
    public static func clusterCount(in text: String) -> Int {
        withUTF8Bytes(of: text) { bytes in
            var n = 0
            PhoneScanner.forEachCluster(in: bytes) { _ in n += 1 }
            return n
        }
    }

    /// Every region code libphonenumber has metadata for.
    public static var supportedRegions: [String] { PhoneNumberEngine.shared?.supportedRegions ?? [] }

    /// libphonenumber's example number for `region` (fixed line, else mobile), in national (`international`
    /// false) or international format.
    public static func exampleNumber(region: String, international: Bool) -> String? {
        guard let engine = PhoneNumberEngine.shared else { return nil }
        for type in [PhoneNumberType.fixedLine, .mobile, .fixedLineOrMobile, .tollFree] {
            if let s = engine.exampleNumber(region: region, type: type, format: international ? .international : .national) {
                return s
            }
        }
        return nil
    }
}
