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
        guard let engine = PhoneNumberEngine.shared else { return [] }
        let region = context.region.identifier.uppercased()
        return withUTF8Bytes(of: text) { bytes in
            var clusters: [Range<Int>] = []
            PhoneScanner.forEachCluster(in: bytes, minimumDigits: 1) { clusters.append($0.range) }
            var result: [Match] = []
            var lineStart = 0
            var clusterIndex = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                if lineEnd > lineStart {
                    let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                    let ranges = engine.withMatches(in: line, region: region, leniency: context.phoneLeniency) { m, _ in m.map(\.range) }
                    for r in ranges {
                        let abs = (lineStart + r.lowerBound)..<(lineStart + r.upperBound)
                        while clusterIndex < clusters.count, clusters[clusterIndex].upperBound <= abs.lowerBound { clusterIndex += 1 }
                        var reason: String?
                        if clusterIndex < clusters.count, clusters[clusterIndex].contains(abs.lowerBound) {
                            reason = PhoneFilter.rejection(for: abs, cluster: clusters[clusterIndex], in: bytes)?.rawValue
                        } else {
                            reason = "outsideCluster"   // cannot happen if PhoneScanner's superset claim holds
                        }
                        result.append(Match(utf8Range: abs, rejection: reason))
                    }
                }
                lineStart = lineEnd + 1
            }
            return result
        }
    }

    /// The UTF-8 ranges of the phone numbers `DataDetector(types: .phone)` reports, without building
    /// `Detection` values (the benchmark's measured path).
    public static func detectedRanges(in text: String, detector: DataDetector) -> [Range<Int>] {
        withUTF8Bytes(of: text) { bytes in
            detector.candidates(in: UTF8Text(bytes: bytes)).filter { $0.kind == .phone }.map(\.range)
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
