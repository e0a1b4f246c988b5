import Foundation

/// Finds phone numbers: a byte-level prefilter (`PhoneScanner`) picks clusters of digits and phone
/// punctuation, libphonenumber's `PhoneNumberMatcher` runs on a short snippet around each cluster, and
/// `PhoneFilter` drops matches that the surrounding text shows are not phone numbers.
///
/// Text without a run of 7 digits never touches libphonenumber (its metadata is loaded on the first real
/// candidate). Within one call, snippets already seen are answered from a cache keyed by their exact bytes
/// (entity-dense text repeats numbers), and clusters made only of dates, times, amounts or card numbers are
/// dropped before libphonenumber sees them.
///
/// - Complexity: O(n) for the scan; libphonenumber runs on snippets (a cluster plus five characters), so the
///   total matcher work is proportional to the size of the clusters, not of the text.
struct PhoneDetector: Detector {
    /// Snippets longer than this are not cached (rare, and they would make keys expensive).
    private static let cacheableSnippetBytes = 256

    private struct CachedMatch {
        /// Offsets relative to the snippet start.
        var range: Range<Int>
        var value: PhoneValue?
    }

    /// U+2007 figure space, U+2008 punctuation space, U+2009 thin space, U+202F narrow no-break space.
    private static func isThinSpaceTail(_ b: UInt8) -> Bool { b == 0x87 || b == 0x88 || b == 0x89 || b == 0xAF }

    private static func containsThinSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i + 2 < bytes.count {
            if bytes[i] == 0xE2, bytes[i + 1] == 0x80, isThinSpaceTail(bytes[i + 2]) { return true }
            i += 1
        }
        return false
    }

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        let bytes = text.bytes
        let region = context.region.identifier.uppercased()
        var engine: PhoneNumberEngine?
        var cache: [String: [CachedMatch]] = [:]
        PhoneScanner.forEachCluster(in: bytes) { cluster in
            if PhoneFilter.rejectsWholeCluster(cluster.range, in: bytes) { return }
            if engine == nil { engine = PhoneNumberEngine.shared }
            guard let engine else { return }
            let snippet = PhoneScanner.snippet(for: cluster.range, in: bytes)
            let snippetBytes = UnsafeBufferPointer(rebasing: bytes[snippet])
            let key = snippet.count <= Self.cacheableSnippetBytes ? String(decoding: snippetBytes, as: UTF8.self) : nil
            let found: [CachedMatch]
            if let key, let hit = cache[key] {
                found = hit
            } else {
                let run = { (input: UnsafeBufferPointer<UInt8>) -> [CachedMatch] in
                    engine.withMatches(in: input, region: region, leniency: context.phoneLeniency) { matches, describe in
                        matches.enumerated().compactMap { i, m -> CachedMatch? in
                            // Matches starting in the trailing context belong to the next cluster's snippet.
                            guard cluster.range.contains(snippet.lowerBound + m.range.lowerBound) else { return nil }
                            return CachedMatch(range: m.range, value: describe(i))
                        }
                    }
                }
                if Self.containsThinSpace(snippetBytes) {
                    // French and Russian typography group digits with thin spaces, which libphonenumber does
                    // not accept as punctuation. U+3000 (which it does) has the same UTF-8 length, so offsets
                    // stay valid. A documented addition to the reference matcher.
                    var copy = Array(snippetBytes)
                    var i = 0
                    while i + 2 < copy.count {
                        if copy[i] == 0xE2, copy[i + 1] == 0x80, Self.isThinSpaceTail(copy[i + 2]) {
                            copy[i] = 0xE3; copy[i + 1] = 0x80; copy[i + 2] = 0x80
                            i += 3
                        } else {
                            i += 1
                        }
                    }
                    found = copy.withUnsafeBufferPointer(run)
                } else {
                    found = run(snippetBytes)
                }
                if let key { cache[key] = found }
            }
            for m in found {
                let range = (snippet.lowerBound + m.range.lowerBound)..<(snippet.lowerBound + m.range.upperBound)
                guard let value = m.value, PhoneFilter.rejection(for: range, cluster: cluster.range, in: bytes) == nil else { continue }
                candidates.append(Candidate(kind: .phone, range: range, value: .phone(value), priority: Candidate.Priority.normal))
            }
        }
    }
}
