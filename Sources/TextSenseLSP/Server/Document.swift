import Foundation
import Synchronization
import TextSense

/// A misspelled word in a document, by UTF-8 offsets, with its LSP range in the document's position encoding
/// and, once it has been published, the rest of its diagnostic encoded (shared by every flag of the word).
public struct SpellingIssue: Hashable, Sendable {
    public var utf8Range: Range<Int>
    public var word: String
    /// `utf8Range` as LSP positions, in the encoding the document was opened with.
    public internal(set) var range: LSPRange
    /// The diagnostic's JSON after its range: `,"severity":…}` (see `DiagnosticList`); empty until the flag
    /// is first published (flags past `maxDiagnostics` never need their suggestions).
    var body: [UInt8] = []
}

/// An open document: its text (a line table over its bytes), its misspellings (re-checked over the lines of an
/// edit and of the detections it changed, the later ones moved), and its detections (an `EditingSession`,
/// so an edit re-detects only around itself). The session is built off the server's actor after an open, so
/// the first diagnostics wait only for the link and email detectors; until the session is in, edits are
/// kept to be replayed on it, and then flags inside its detections (addresses, dates, …) are dropped.
struct Document: Sendable {
    let uri: String
    let languageID: String
    let encoding: PositionEncoding
    var version: Int
    /// Misspellings in text order, ignored words left out.
    var issues: [SpellingIssue] = []
    var regions: [Range<Int>] = []
    var lines: LineTable
    /// Words the user chose to ignore in this document.
    var ignored: Set<String> = []
    /// The detections, once built for the current text (nil while the server builds them).
    var session: EditingSession?
    /// Which build of the session the document waits for, and the edits made since that build's text.
    var generation = 0
    var replay: [(range: Range<Int>, text: String)] = []
    /// Whether a session is being built (else there is no detector, and nothing to replay).
    var awaitsSession = false

    init(uri: String, languageID: String, version: Int, text: String, encoding: PositionEncoding) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        self.encoding = encoding
        lines = LineTable(text)
    }

    var text: String { String(decoding: lines.utf8, as: UTF8.self) }
    /// The text of a UTF-8 range (on scalar boundaries).
    func string(_ r: Range<Int>) -> String { String(decoding: lines.utf8[r], as: UTF8.self) }

    /// What spelling reads besides the text: the checker (nil: spelling off) and the detector whose finds are
    /// never flagged (links and emails).
    struct Spelling {
        var checker: SpellChecker?
        var skip: DataDetector?
    }

    /// Re-checks the whole text; a large one in parts (whole lines), a batch of them at a time on every core.
    /// - Parameter checked: called after each batch with the flags found so far (all those before the end
    ///   of the batch): the server publishes as soon as they fill the diagnostics limit, as later parts
    ///   only add flags after them.
    ///   `minimumBytes` and `partBytes`: the size from which a text is checked in parts, and their size.
    mutating func checkAll(_ spelling: Spelling, minimumBytes: Int = 1_000_000, partBytes: Int = 500_000,
                           checked: ([SpellingIssue]) -> Void = { _ in }) {
        regions = checkedRegions(in: lines.utf8, languageID: languageID)
        guard let checker = spelling.checker else { issues = []; return }
        let n = lines.utf8Count
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let parts = n < minimumBytes ? 1 : min(64, max(cores, n / max(1, partBytes)))
        guard parts > 1 else { issues = check(window: 0..<n, checker, spelling); return }
        var bounds = [0]
        for j in 1..<parts {
            let line = lines.lineIndex(containing: n * j / parts) + 1
            bounds.append(max(bounds[j - 1], line < lines.lineCount ? lines.lineStarts[line] : n))
        }
        bounds.append(n)
        let document = self, cuts = bounds
        var all: [SpellingIssue] = []
        var first = 0
        while first < parts {
            let batch = min(cores, parts - first), base = first
            let found = Mutex<[[SpellingIssue]]>(Array(repeating: [], count: batch))
            DispatchQueue.concurrentPerform(iterations: batch) { j in
                let part = document.check(window: cuts[base + j]..<cuts[base + j + 1], checker, spelling)
                found.withLock { $0[j] = part }
            }
            all += found.withLock { $0.joined() }
            first += batch
            if first < parts { checked(all) }
        }
        issues = all
    }

    /// Applies one content change: a range replaced, or (range nil) the whole text.
    /// - Returns: false when the whole text was replaced (the detections must be built again).
    mutating func apply(range: LSPRange?, text replacement: String, _ spelling: Spelling) -> Bool {
        guard let range else {
            lines = LineTable(replacement)
            session = nil
            replay = []
            awaitsSession = false
            checkAll(spelling)
            return false
        }
        let r = lines.utf8Range(of: range, encoding: encoding)
        let delta = replacement.utf8.count - r.count
        let oldLineCount = lines.lineCount
        var change: EditingSession.Change?
        if session != nil { change = session?.replace(utf8Range: r, with: replacement) }
        else if awaitsSession { replay.append((r, replacement)) }
        lines.replace(utf8Range: r, with: replacement.utf8)
        let lineDelta = lines.lineCount - oldLineCount
        guard let checker = spelling.checker else { issues = []; return true }
        let bytes = lines.utf8
        let newRegions = checkedRegions(in: bytes, languageID: languageID)
        // Spelling reads the lines the edit touched (no word, link or email spans a line break), and those of
        // the detections it made or unmade (the words there are now skipped, or no longer).
        let inserted = replacement.utf8.count
        var lo = r.lowerBound, hi = r.lowerBound + inserted
        if let change {
            // An old offset in the new text: before the edit the same, after it moved, inside it the edit's end.
            func moved(_ x: Int) -> Int { x <= r.lowerBound ? x : x >= r.upperBound ? x + delta : r.lowerBound + inserted }
            for d in change.added { lo = min(lo, d.utf8Range.lowerBound); hi = max(hi, d.utf8Range.upperBound) }
            for d in change.removed { lo = min(lo, moved(d.utf8Range.lowerBound)); hi = max(hi, moved(d.utf8Range.upperBound)) }
            lo = max(0, lo); hi = min(bytes.count, hi)
        }
        while lo > 0, bytes[lo - 1] != 0x0A { lo -= 1 }
        while hi < bytes.count, bytes[hi] != 0x0A { hi += 1 }
        let w = lo..<hi
        // Comment and string regions after the window must be the old ones moved; else check everything.
        if newRegions != regions {
            let oldAfter = regions.filter { $0.lowerBound >= w.upperBound - delta }.map { ($0.lowerBound + delta)..<($0.upperBound + delta) }
            let newAfter = newRegions.filter { $0.lowerBound >= w.upperBound }
            let oldBefore = regions.filter { $0.upperBound <= w.lowerBound }
            let newBefore = newRegions.filter { $0.upperBound <= w.lowerBound }
            regions = newRegions
            guard oldAfter == newAfter, oldBefore == newBefore else {
                issues = check(window: 0..<bytes.count, checker, spelling)
                return true
            }
        }
        // Flags before the window keep their positions; the window's are new; the ones after it are on later,
        // unchanged lines: their offsets move by the edit's length, their lines by its line count.
        let before = firstIssue(endingAfter: w.lowerBound)
        var after = firstIssue(startingAtOrAfter: max(w.upperBound - delta, r.upperBound))
        after = max(after, before)
        let fresh = check(window: w, checker, spelling)
        for k in after..<issues.count {  // in place: the flags are not copied
            issues[k].utf8Range = (issues[k].utf8Range.lowerBound + delta)..<(issues[k].utf8Range.upperBound + delta)
            if lineDelta != 0 {
                issues[k].range.start.line += lineDelta
                issues[k].range.end.line += lineDelta
            }
        }
        issues.replaceSubrange(before..<after, with: fresh)
        return true
    }

    /// The index of the first flag whose end is past `offset` (flags are in text order, disjoint).
    private func firstIssue(endingAfter offset: Int) -> Int {
        var lo = 0, hi = issues.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if issues[mid].utf8Range.upperBound <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The index of the first flag that starts at or after `offset`.
    private func firstIssue(startingAtOrAfter offset: Int) -> Int {
        var lo = 0, hi = issues.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if issues[mid].utf8Range.lowerBound < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Drops the flags of `word` (ignored in this document, or learned).
    mutating func drop(_ word: String) {
        issues.removeAll { $0.word == word }
    }

    /// Drops the flags inside detections, once the session is in (the first check after an open had only
    /// links and emails to go by).
    /// - Returns: whether any flag was dropped.
    mutating func dropFlagsInDetections() -> Bool {
        guard let detections = session?.detections, !detections.isEmpty else { return false }
        let count = issues.count
        issues.removeAll { Self.overlapsDetection(detections, $0.utf8Range) }
        return issues.count != count
    }

    /// Misspellings inside `window` and the checked regions, minus identifiers, links, emails and (once the
    /// session is in) every other detection.
    private func check(window: Range<Int>, _ checker: SpellChecker, _ spelling: Spelling) -> [SpellingIssue] {
        var out: [SpellingIssue] = []
        let bytes = lines.utf8
        let detections = session?.detections ?? []
        for region in regions {
            let lo = max(region.lowerBound, window.lowerBound), hi = min(region.upperBound, window.upperBound)
            guard lo < hi else { continue }
            var a = lo, b = hi
            while a < b, bytes[a] & 0xC0 == 0x80 { a += 1 }
            while b < bytes.count, b > a, bytes[b] & 0xC0 == 0x80 { b -= 1 }
            guard a < b else { continue }
            let part = string(a..<b)
            let skipped = spelling.skip?.detections(in: part) ?? []
            for m in checker.misspellings(in: part) {
                let r = (m.utf8Range.lowerBound + a)..<(m.utf8Range.upperBound + a)
                if isIdentifier(bytes, r) || Self.overlapsDetection(skipped, m.utf8Range) || Self.overlapsDetection(detections, r)
                    || ignored.contains(m.word) { continue }
                out.append(SpellingIssue(utf8Range: r, word: m.word, range: lines.range(ofUTF8: r, encoding: encoding)))
            }
        }
        return out
    }

    private static let joiners: Set<UInt8> = [0x5F, 0x2E, 0x2F, 0x5C, 0x24, 0x40, 0x3A, 0x2D, 0x3D, 0x3C]

    /// `snake_case`, `camelCase`, `obj.member`, `path/name`, `--flag`, `$var`: code, not prose.
    private func isIdentifier(_ b: [UInt8], _ r: Range<Int>) -> Bool {
        var sawLower = false
        for i in r {
            let c = b[i]
            if c == 0x5F { return true }
            if c >= 0x61 && c <= 0x7A { sawLower = true } else if c >= 0x41 && c <= 0x5A, sawLower { return true }
        }
        func letterOrDigit(_ c: UInt8) -> Bool { c >= 0x80 || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || (c >= 0x30 && c <= 0x39) }
        let joiners = Self.joiners
        if r.lowerBound > 0, joiners.contains(b[r.lowerBound - 1]) {
            if b[r.lowerBound - 1] != 0x2D && b[r.lowerBound - 1] != 0x2E { return true }
            if r.lowerBound > 1, letterOrDigit(b[r.lowerBound - 2]) || b[r.lowerBound - 2] == 0x2D { return true }
        }
        if r.upperBound + 1 < b.count, joiners.contains(b[r.upperBound]), b[r.upperBound] != 0x2D, b[r.upperBound] != 0x3A,
           letterOrDigit(b[r.upperBound + 1]) || b[r.upperBound] == 0x5F || b[r.upperBound] == 0x28 { return true }
        if r.upperBound < b.count, b[r.upperBound] == 0x28 { return true }  // call(
        return false
    }

    private static func overlapsDetection(_ d: [Detection], _ r: Range<Int>) -> Bool {
        var lo = 0, hi = d.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if d[mid].utf8Range.upperBound <= r.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        return lo < d.count && d[lo].utf8Range.lowerBound < r.upperBound
    }

    /// The detections (none until the session is built).
    var detections: [Detection] { session?.detections ?? [] }

    /// The detection covering `offset`, if any.
    func detection(at offset: Int) -> Detection? {
        detections.first { $0.utf8Range.contains(offset) || $0.utf8Range.upperBound == offset }
    }
}
