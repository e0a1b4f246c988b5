import Foundation

/// Finds phone numbers: a byte-level prefilter (`PhoneScanner`) picks clusters of digits and phone
/// punctuation; `PhoneShortcut` answers the common shapes (`+CC …`, North American numbers, extensions) with
/// what the matcher would find; libphonenumber's `PhoneNumberMatcher` runs on a short snippet around each
/// other cluster (neighbouring clusters on one line share a run); and `PhoneFilter` drops matches the
/// surrounding text shows are not phone numbers.
///
/// Text without a run of 7 digits never touches libphonenumber (its metadata is loaded on the first real
/// candidate). Clusters made only of dates, times, amounts or card numbers, or introduced by an order,
/// reference, version or page word, are dropped before libphonenumber sees them; within one call, snippets
/// already seen are answered from a cache keyed by their exact bytes (entity-dense text repeats numbers);
/// only matches the rules keep get a value, and values are formatted only when read (`PhoneValue`).
///
/// The result equals libphonenumber's matcher run line by line, minus the documented `PhoneRejection`s, plus
/// numbers grouped with thin spaces (read as spaces). `PhoneEquivalenceTests` and `textsense-bench phones`
/// check this on generated text.
///
/// - Complexity: O(n) for the scan; libphonenumber runs on snippets of at most 512 bytes, so matcher work is
///   proportional to the size of the clusters, not of the text.
struct PhoneDetector: Detector {
    /// Clusters at most this many bytes apart on one line share a matcher run, unless a digit or lead lies
    /// between them: the matcher would try every such short candidate (`Room 123, floor 12`) in vain, each
    /// costing about as much as a run of its own.
    private static let maximumGroupGap = 64
    /// A shared run covers at most this many bytes (libphonenumber's matcher is superlinear in its input).
    private static let maximumGroupBytes = 512

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

    /// What one detection pass did (the benchmark reports it).
    struct Statistics: Sendable {
        /// Clusters with enough digits to be looked at.
        var clusters = 0
        /// Clusters dropped before libphonenumber (dates, times, amounts, cards only).
        var rejectedBeforeMatcher = 0
        /// Snippets answered from the per-call cache.
        var cacheHits = 0
        /// `PhoneNumberMatcher` runs.
        var matcherRuns = 0
        /// Clusters answered by `PhoneShortcut` (common shapes), with a number or without.
        var shortcutAnswers = 0
    }

    /// libphonenumber's matches in a snippet that `include` accepts, formatted where `format` says so.
    private static func matches(in snippet: UnsafeBufferPointer<UInt8>, engine: PhoneNumberEngine, region: String,
                                leniency: PhoneLeniency, values: inout PhoneNumberEngine.ValueCache,
                                include: (Range<Int>) -> Bool, format: (Range<Int>) -> Bool) -> [CachedMatch] {
        func run(_ input: UnsafeBufferPointer<UInt8>) -> [CachedMatch] {
            engine.withMatches(in: input, region: region, leniency: leniency) { matches, describe in
                matches.enumerated().compactMap { i, m -> CachedMatch? in
                    guard include(m.range) else { return nil }
                    return CachedMatch(range: m.range, value: format(m.range) ? describe(i, &values) : nil)
                }
            }
        }
        guard containsThinSpace(snippet) else { return run(snippet) }
        // French and Russian typography group digits with thin spaces, which libphonenumber does not accept as
        // punctuation. U+3000 (which it does) has the same UTF-8 length, so offsets stay valid. A documented
        // addition to the reference matcher.
        var copy = Array(snippet)
        var i = 0
        while i + 2 < copy.count {
            if copy[i] == 0xE2, copy[i + 1] == 0x80, isThinSpaceTail(copy[i + 2]) {
                copy[i] = 0xE3; copy[i + 1] = 0x80; copy[i + 2] = 0x80
                i += 3
            } else {
                i += 1
            }
        }
        return copy.withUnsafeBufferPointer { run($0) }
    }

    /// `+`, the country code and the national number: written into one buffer (most fit a small string, which
    /// needs no allocation).
    static func e164(countryCode: Int, nationalNumber: UInt64) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            buffer[0] = UInt8(ascii: "+")
            var n = 1
            func put(_ part: UInt64) {
                let start = n
                var v = part
                repeat {
                    buffer[n] = UInt8(truncatingIfNeeded: v % 10) + 0x30
                    v /= 10
                    n += 1
                } while v > 0
                buffer[start..<n].reverse()
            }
            put(UInt64(countryCode))
            put(nationalNumber)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<n]), as: UTF8.self)
        }
    }

    /// The value in `slot`, made and stored there when it is empty.
    private static func value(in slot: inout PhoneValue?, make: () -> PhoneValue) -> PhoneValue {
        if let known = slot { return known }
        let made = make()
        slot = made
        return made
    }

    /// The shortcut's answer for `cluster`, also when it opens with two brackets, `((` or `[(`
    /// (`((650) 253-0000)` in a table, a signature in brackets). The matcher's candidate then starts at the first
    /// bracket and fails its bracket check (no opening bracket may follow another), so it tries inner matches;
    /// the first of its inner patterns that finds anything, `\([^(]*`, first finds `(` alone (or nothing before
    /// `(` after `[`: an empty string), which fails, then the text from the second bracket to the candidate's
    /// end, trimmed as the candidate itself is trimmed. That is the candidate the matcher would take from the
    /// cluster without its first bracket; the pre-checks (publication pages, slash dates, time stamps) find
    /// nothing more for the bracket (their patterns start with a digit), and neither does the neighbour test
    /// (skipped before a bracket). So when the shortcut finds that candidate to be a number, it is the match.
    /// When it finds no number in the inner cluster, the matcher goes on to its other inner patterns, whose
    /// groups are parts of the same text (the extra bracket adds no digit): runs of the same digit blocks, which
    /// the shortcut found invalid, so there is no match either. Other answers are left to the matcher.
    static func shortcutVerdict(_ shortcut: PhoneShortcut, for cluster: PhoneScanner.Cluster,
                                in bytes: UnsafeBufferPointer<UInt8>, region: String) -> PhoneShortcut.Verdict {
        let lo = cluster.range.lowerBound
        guard cluster.range.count > 2, bytes[lo] == 0x28 || bytes[lo] == 0x5B, bytes[lo + 1] == 0x28 else {
            return shortcut.verdict(for: cluster, in: bytes, region: region)
        }
        let inner = PhoneScanner.Cluster(range: (lo + 1)..<cluster.range.upperBound, digits: cluster.digits)
        let answer = shortcut.verdict(for: inner, in: bytes, region: region)
        if case .number(let range, _, _, _) = answer, range.lowerBound == lo + 1 { return answer }
        return answer == .none ? .none : .unknown
    }

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        var statistics = Statistics()
        detect(in: text, context: context, into: &candidates, statistics: &statistics)
    }

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate],
                statistics: inout Statistics) {
        let bytes = text.bytes
        let region = context.region.identifier.uppercased()
        var engine: PhoneNumberEngine?
        var cache: [String: [CachedMatch]] = [:]
        var values = PhoneNumberEngine.ValueCache()
        var shortcutValues = ShortcutValueCache()
        // Neighbouring clusters on one line share one matcher run: the matcher's state resets between
        // clusters, so a snippet spanning several finds what separate snippets would, for one call's overhead
        // (as long as nothing between them can start a candidate of its own).
        var group: [(range: Range<Int>, verdict: PhoneFilter.ClusterVerdict)] = []

        func flush() {
            guard let first = group.first, let last = group.last else { return }
            defer { group.removeAll(keepingCapacity: true) }
            if engine == nil { engine = PhoneNumberEngine.shared }
            guard let engine else { return }
            let snippet = PhoneScanner.snippet(for: first.range, in: bytes).lowerBound
                ..< PhoneScanner.snippet(for: last.range, in: bytes).upperBound
            let snippetBytes = UnsafeBufferPointer(rebasing: bytes[snippet])
            func absolute(_ r: Range<Int>) -> Range<Int> { (snippet.lowerBound + r.lowerBound)..<(snippet.lowerBound + r.upperBound) }
            func owner(_ r: Range<Int>) -> Int? { group.firstIndex { $0.range.contains(snippet.lowerBound + r.lowerBound) } }
            // The rules read text outside the snippet (words before a cluster), so they run per occurrence;
            // only the matches they keep get a value (formatting it, when read, costs about a third of matching).
            func kept(_ r: Range<Int>) -> Bool {
                guard let k = owner(r) else { return false }
                return group[k].verdict.rejection(for: absolute(r), in: bytes) == nil
            }
            // Every snippet is cached, long ones included: a key costs one hash of its bytes, while a matcher run
            // over a long run of digits and punctuation costs about 10 µs per byte (hostile input repeats them).
            // Snippets do not overlap beyond their few bytes of context, so the keys hold at most about the
            // text's size.
            let key = String(decoding: snippetBytes, as: UTF8.self)
            let found: [CachedMatch]
            if let hit = cache[key], hit.allSatisfy({ $0.value != nil || !kept($0.range) }) {
                found = hit
                statistics.cacheHits += 1
            } else {
                statistics.matcherRuns += 1
                // Matches starting outside the group's clusters (in short digit runs between them, or in the
                // trailing context) are not this group's.
                found = Self.matches(in: snippetBytes, engine: engine, region: region, leniency: context.phoneLeniency,
                                     values: &values, include: { owner($0) != nil }, format: kept)
                cache[key] = found
            }
            for m in found {
                guard let value = m.value, kept(m.range) else { continue }
                candidates.append(Candidate(kind: .phone, range: absolute(m.range), value: .phone(value),
                                            priority: Candidate.Priority.normal))
            }
        }

        // The shortcut for common shapes (`PhoneShortcut`), looked up at the first cluster (it reads
        // libphonenumber's metadata); nil inside when it does not apply to this leniency.
        var shortcut: PhoneShortcut??
        var scratch = PhoneFilter.Scratch()
        PhoneScanner.forEachCluster(in: bytes) { cluster in
            statistics.clusters += 1
            let verdict = PhoneFilter.ClusterVerdict(cluster.range, in: bytes, scratch: &scratch, skipWordsWhenRejectingAll: true)
            if verdict.rejectsAll {
                statistics.rejectedBeforeMatcher += 1
                flush()
                return
            }
            if shortcut == nil { shortcut = .some(context.phoneLeniency == .valid ? PhoneShortcut.shared : nil) }
            if let s = shortcut ?? nil {
                // The cluster's answer, or its parts' answers when it runs through words no match crosses (no
                // array for the common case of one answer).
                let whole = Self.shortcutVerdict(s, for: cluster, in: bytes, region: region)
                var partAnswers: [PhoneShortcut.Verdict] = []
                var answered = whole != .unknown
                if !answered, let parts = PhoneScanner.pieces(of: cluster, in: bytes) {
                    partAnswers = parts.filter { $0.digits >= PhoneScanner.minimumDigits }
                        .map { Self.shortcutVerdict(s, for: $0, in: bytes, region: region) }
                    answered = !partAnswers.contains(.unknown)
                }
                if answered {
                    statistics.shortcutAnswers += 1
                    flush()
                    func add(_ answer: PhoneShortcut.Verdict) {
                        guard case .number(let range, let code, let number, let ext) = answer,
                              // The national number's digits all precede any extension mark in the match.
                              verdict.rejection(for: range, in: bytes, holdsEnoughDigits: number >= 1_000_000) == nil,
                              let engine = engine ?? PhoneNumberEngine.shared else { return }
                        func make(_ e164: String) -> PhoneValue {
                            PhoneValue(
                                e164: e164, countryCode: code, extension: ext,
                                details: s.plan(code).map {
                                    PhoneValue.Details(plain: PhoneValue.Details.Plain(plan: $0, countryCode: code,
                                                                                       nationalNumber: number, extension: ext))
                                } ?? PhoneValue.Details(number: engine.serialize(countryCode: code, nationalNumber: number, extension: ext)))
                        }
                        let value: PhoneValue
                        if let ext {
                            // One hash lookup, inserting when absent (through the dictionary's modify accessor).
                            let e164 = Self.e164(countryCode: code, nationalNumber: number)
                            value = Self.value(in: &values[e164 + ";ext=" + ext]) { make(e164) }
                        } else {
                            value = shortcutValues.value(countryCode: code, nationalNumber: number) {
                                make(Self.e164(countryCode: code, nationalNumber: number))
                            }
                        }
                        candidates.append(Candidate(kind: .phone, range: range, value: .phone(value),
                                                    priority: Candidate.Priority.normal))
                    }
                    if partAnswers.isEmpty { add(whole) } else { partAnswers.forEach(add) }
                    return
                }
            }
            if let first = group.first, let last = group.last {
                let gap = last.range.upperBound..<cluster.range.lowerBound
                if gap.count > Self.maximumGroupGap || cluster.range.upperBound - first.range.lowerBound > Self.maximumGroupBytes
                    || PhoneScanner.holdsLineFeedOrCandidateStart(in: gap, bytes: bytes) {
                    flush()
                }
            }
            group.append((cluster.range, verdict))
        }
        flush()
    }
}
