import Foundation

/// Lays text out into lines of at most `width` terminal columns, like UILabel's `numberOfLines` and
/// `lineBreakMode` on a fixed-width grid.
///
/// - `word`: breaks only at ICU line-break opportunities (UAX #14 with CLDR tailorings; dictionary breaks
///   for Thai, Lao, Khmer, Burmese; CJK between ideographs); a word longer than a line falls back to
///   breaking between grapheme clusters.
/// - `character`: breaks between any two grapheme clusters (never inside one: flags, ZWJ emoji, Hangul, Indic
///   conjuncts stay whole).
/// - `clip`, `head`, `middle`, `tail`: word wrapping limited to `maximumLines`; `clip` drops what does not
///   fit, the others show `…` at the start, in the middle or at the end of the text so the result fits.
///
/// Hard line breaks (LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029) always end a line. Spaces and tabs at a soft
/// break hang past the edge: they stay in the line's range but not in its `text` or `width`. A detected link
/// or email moves to the next line whole when it fits there, and is never split inside its scheme or host
/// unless the host alone is wider than a line.
///
/// ```swift
/// let wrapper = try TextWrapper()
/// wrapper.wrap("The quick brown fox", options: .init(width: 10)).map(\.text)
/// // ["The quick", "brown fox"]
/// wrapper.wrap("The quick brown fox", options: .init(width: 10, maximumLines: 1, mode: .tail)).map(\.text)
/// // ["The quick…"]
/// ```
///
/// `TextWrapper` is `Sendable`: break iterators come from internal pools, so one instance serves many threads.
public struct TextWrapper: Sendable {
    /// How lines are broken and, with `maximumLines`, how overflowing text is cut.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Break at Unicode line-break opportunities (between words).
        case word
        /// Break between grapheme clusters, anywhere.
        case character = "char"
        /// Word wrapping, then cut after `maximumLines` lines.
        case clip
        /// Show the end: `…` at the start when the text needs more lines.
        case head
        /// Show both ends: `…` in the middle when the text needs more lines.
        case middle
        /// Show the start: `…` at the end when the text needs more lines.
        case tail
    }

    /// How to wrap: width, line limit, mode, tab stops and link protection.
    public struct Options: Hashable, Sendable {
        /// The most columns a line may take (at least 1).
        public var width: Int
        /// Keep at most this many lines; 0 means no limit.
        public var maximumLines: Int
        /// How lines break and overflowing text is cut.
        public var mode: Mode
        /// Tab stops every this many columns.
        public var tabWidth: Int
        /// Move a link or email to the next line whole when it fits there.
        public var keepsLinksWhole: Bool

        /// Options for lines of at most `width` columns.
        public init(width: Int, maximumLines: Int = 0, mode: Mode = .word, tabWidth: Int = 8, keepsLinksWhole: Bool = true) {
            self.width = max(1, width)
            self.maximumLines = max(0, maximumLines)
            self.mode = mode
            self.tabWidth = max(1, tabWidth)
            self.keepsLinksWhole = keepsLinksWhole
        }
    }

    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// What the line shows: ranges of the input and, when truncated, the ellipsis.
        public enum Segment: Hashable, Sendable {
            /// Input text, with its UTF-8 offsets.
            case text(Range<String.Index>, utf8Range: Range<Int>)
            /// The `…` a truncating mode inserted.
            case ellipsis
        }

        /// The line's parts in order. Text ranges include hanging spaces and the hard line break that ended the
        /// line, so the text ranges of all lines together cover the input (minus what truncation dropped).
        public var segments: [Segment]
        /// What to display: the segments without hanging spaces and without the line terminator.
        public var text: String
        /// Display width of `text` in columns; never more than the width asked for (unless a single grapheme
        /// cluster is wider than that).
        public var width: Int
        /// Whether the line ended at a hard line break or at the end of the text (rather than by wrapping).
        public var endsParagraph: Bool
    }

    /// The ellipsis inserted by truncating modes (U+2026, one column).
    public static let ellipsis = "…"

    private let lineBreaks: BreakIteratorPool
    private let characters: BreakIteratorPool
    private let links: DataDetector

    /// - Parameter locale: whose line-break tailoring applies (`ja` for Japanese line-start rules, …).
    public init(locale: Locale = Locale(identifier: "en_US")) throws(TextSenseError) {
        let id = locale.identifier.isEmpty ? "root" : locale.identifier
        do {
            lineBreaks = try BreakIteratorPool(kind: .line, localeIdentifier: id)
            characters = try BreakIteratorPool(kind: .character, localeIdentifier: id)
        } catch { throw .icu(error) }
        links = try DataDetector(types: [.link, .email], context: DetectionContext(locale: locale))
    }

    /// The lines of `text`.
    /// - Complexity: O(n) for `word` and `character`; truncating modes add O(k log k) for the k bytes kept.
    public func wrap(_ text: String, options: Options) -> [Line] {
        withUTF8Bytes(of: text) { bytes in
            let raw = layoutTruncated(bytes, options)
            return raw.map { makeLine($0, text: text) }
        }
    }

    // MARK: - Layout over bytes

    /// A line as byte ranges into a (possibly composed) buffer.
    struct RawLine {
        var range: Range<Int>        // including hanging spaces and the terminator
        var contentEnd: Int          // end of what is displayed
        var width: Int
        var hard: Bool
        var pieces: [Piece] = []     // truncated layouts: the line's bytes mapped back to the input (empty:
                                     // the line is `range` of the input itself)
        var displayed: [Piece] = []  // the part that is shown (no hanging spaces, no terminator)
    }

    /// Where a composed buffer's bytes come from.
    enum Piece { case original(Range<Int>), ellipsis }

    /// A link or email the layout keeps whole when it can.
    struct Span {
        let range: Range<Int>
        let hostEnd: Int
        let width: Int
    }

    private func spans(_ b: UnsafeBufferPointer<UInt8>, tabWidth: Int) -> [Span] {
        links.candidates(in: UTF8Text(bytes: b)).map { c in
            var hostEnd = c.range.upperBound
            if case .link = c.value {
                var hostStart = c.range.lowerBound
                var i = c.range.lowerBound
                while i + 2 < c.range.upperBound {
                    if b[i] == UInt8(ascii: ":") && b[i + 1] == UInt8(ascii: "/") && b[i + 2] == UInt8(ascii: "/") { hostStart = i + 3; break }
                    i += 1
                }
                var j = hostStart
                while j < c.range.upperBound, b[j] != UInt8(ascii: "/"), b[j] != UInt8(ascii: "?"), b[j] != UInt8(ascii: "#") { j += 1 }
                hostEnd = j
            }
            var w = 0
            var i = c.range.lowerBound
            while i < c.range.upperBound {
                let e = DisplayWidth.decodeScalar(b, i).1 + i
                w += DisplayWidth.clusterWidth(b, i, e, column: w, tabWidth: tabWidth)
                i = e
            }
            return Span(range: c.range, hostEnd: hostEnd, width: w)
        }
    }

    /// Lays out `b`, stopping once `stopAfter` lines exist (0: never). `firstColumn` reserves columns at the start
    /// of the first line (for a leading ellipsis).
    /// `icuOnly` turns off the ASCII shortcut for break opportunities (tests compare both).
    func layout(_ b: UnsafeBufferPointer<UInt8>, _ o: Options, stopAfter: Int = 0, icuOnly: Bool = false) -> [RawLine] {
        let n = b.count
        guard n > 0 else { return [] }
        let spans = o.keepsLinksWhole ? self.spans(b, tabWidth: o.tabWidth) : []
        let W = o.width
        let wordMode = o.mode != .character
        return lineBreaks.withIterator(over: b) { lineIt in
            characters.withIterator(over: b) { charIt in
                var lines: [RawLine] = []
                var lineStart = 0, pos = 0, col = 0
                var contentEnd = 0, contentCol = 0
                var spanIndex = 0
                // (end offset, column after, content end, content column) per grapheme of the current line.
                var marks: [(end: Int, contentEnd: Int, contentCol: Int)] = []

                func nextCluster(_ p: Int) -> Int {
                    let c = b[p]
                    if c < 0x80 {
                        if c == 0x0D { return p + 1 < n && b[p + 1] == 0x0A ? p + 2 : p + 1 }
                        if p + 1 >= n || b[p + 1] < 0x80 { return p + 1 }
                    }
                    return charIt.following(p) ?? n
                }
                func isAlnum(_ c: UInt8) -> Bool {
                    (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
                }
                // The last line-break opportunity at or before `p` without asking ICU, in the common case
                // where it is unambiguous: `p` is inside a run of ASCII letters and digits (no opportunity
                // inside one: UAX #14 LB23, LB28, LB29) that follows spaces (LB18: break after spaces), and the
                // text before the spaces is ASCII other than an opening bracket (LB14: OP SP* ×). The
                // opportunities that depend on what follows the spaces (LB13–LB17) need a non-alphanumeric
                // character there, so they cannot apply. Anything else is ICU's to decide.
                func asciiWordStart(_ p: Int) -> Int? {
                    guard p < n, isAlnum(b[p]) else { return nil }
                    var q = p
                    while q > lineStart && isAlnum(b[q - 1]) { q -= 1 }
                    guard q > lineStart, b[q - 1] == 0x20 else { return nil }
                    var r = q - 1
                    while r > lineStart && b[r - 1] == 0x20 { r -= 1 }
                    guard r > lineStart else { return nil }
                    let before = b[r - 1]
                    guard before > 0x20, before < 0x7F, before != UInt8(ascii: "("), before != UInt8(ascii: "["),
                          before != UInt8(ascii: "{") else { return nil }
                    return q
                }
                func isHardBreak(_ p: Int, _ e: Int) -> Bool {
                    let c = b[p]
                    if c == 0x0A || c == 0x0B || c == 0x0C || c == 0x0D { return true }
                    if c == 0xC2 { return e - p == 2 && b[p + 1] == 0x85 }
                    if c == 0xE2, e - p == 3, b[p + 1] == 0x80 { return b[p + 2] == 0xA8 || b[p + 2] == 0xA9 }
                    return false
                }
                func finishLine(at end: Int, hard: Bool) -> Bool {
                    var ce = lineStart, cc = 0
                    if hard {
                        ce = contentEnd; cc = contentCol
                    } else if let m = marks.last(where: { $0.end <= end }) {
                        ce = m.contentEnd; cc = m.contentCol
                    }
                    lines.append(RawLine(range: lineStart..<end, contentEnd: max(ce, lineStart), width: cc, hard: hard))
                    lineStart = end; pos = end; col = 0; contentEnd = end; contentCol = 0
                    marks.removeAll(keepingCapacity: true)
                    return stopAfter > 0 && lines.count >= stopAfter
                }

                marks.reserveCapacity(256)
                while pos < n {
                    let c = b[pos]
                    let end: Int
                    let w: Int
                    // Printable ASCII not followed by a combining sequence: one column, one byte. Most text.
                    if c > 0x20 && c < 0x7F && (pos + 1 == n || b[pos + 1] < 0x80) {
                        end = pos + 1
                        w = 1
                    } else if c >= 0x80, let simple = DisplayWidth.simpleCluster(b, pos) {
                        end = simple.end
                        w = simple.width
                    } else {
                        end = nextCluster(pos)
                        if isHardBreak(pos, end) {
                            if finishLine(at: end, hard: true) { return lines }
                            continue
                        }
                        w = DisplayWidth.clusterWidth(b, pos, end, column: col, tabWidth: o.tabWidth)
                    }
                    let isSpace = c == 0x20 || c == 0x09
                    if !isSpace && col + w > W && pos > lineStart {
                        var candidate: Int?
                        if wordMode {
                            if !icuOnly, let q = asciiWordStart(pos) {
                                candidate = q
                            } else {
                                // ICU sees only the line and a little after it. The line starts at a break
                                // opportunity, so no rule needs what lies before it, and 128 bytes cover every
                                // rule's look-ahead. Bounding both sides keeps ICU's search back for a safe point
                                // (handleSafePrevious) and forward for the next boundary within the line; over
                                // the whole text, runs without opportunities (1 MB of "(") went quadratic.
                                var windowEnd = min(n, pos + 128)
                                while windowEnd < n && (b[windowEnd] & 0xC0) == 0x80 { windowEnd += 1 }
                                lineIt.setText(UnsafeBufferPointer(rebasing: b[lineStart..<windowEnd]))
                                let local = pos - lineStart
                                if lineIt.isBoundary(local) {
                                    candidate = pos
                                } else if let p = lineIt.preceding(local), p > 0 {
                                    candidate = p + lineStart
                                }
                            }
                        }
                        var breakAt = candidate ?? pos
                        // Keep links whole, and never cut inside a scheme or host when avoidable.
                        while spanIndex < spans.count && spans[spanIndex].range.upperBound <= lineStart { spanIndex += 1 }
                        var k = spanIndex
                        while k < spans.count && spans[k].range.lowerBound < breakAt {
                            let s = spans[k]
                            if s.range.lowerBound < breakAt && breakAt < s.range.upperBound {
                                if s.range.lowerBound > lineStart && (s.width <= W || breakAt < s.hostEnd) {
                                    breakAt = s.range.lowerBound
                                } else if breakAt < s.hostEnd && s.hostEnd <= pos {
                                    // The host fits on this line: cut after it rather than inside it.
                                    breakAt = pos
                                }
                                // Otherwise the host alone is wider than a line: the natural break stands.
                                break
                            }
                            k += 1
                        }
                        if breakAt <= lineStart { breakAt = pos }
                        if finishLine(at: breakAt, hard: false) { return lines }
                        continue
                    }
                    col += w
                    pos = end
                    if !isSpace { contentEnd = end; contentCol = col }
                    marks.append((end, contentEnd, contentCol))
                }
                if lineStart < n { _ = finishLine(at: n, hard: true) }
                return lines
            }
        }
    }

    // MARK: - Truncation

    private func layoutTruncated(_ b: UnsafeBufferPointer<UInt8>, _ o: Options) -> [RawLine] {
        let limit = o.maximumLines
        var wrapOptions = o
        if o.mode != .character { wrapOptions.mode = .word }
        guard limit > 0 else { return layout(b, wrapOptions) }
        let full = layout(b, wrapOptions, stopAfter: limit + 1)
        if full.count <= limit || o.mode == .word || o.mode == .character || o.mode == .clip {
            return Array(full.prefix(limit))
        }
        let budget = limit * o.width + 1
        switch o.mode {
        case .tail:
            let prefixes = boundaries(b, fromStart: true, columns: budget, tabWidth: o.tabWidth)
            return bestFit(prefixes.count, in: b, o) { k in [.original(0..<trimEnd(b, prefixes[k])), .ellipsis] }
        case .head:
            let suffixes = boundaries(b, fromStart: false, columns: budget, tabWidth: o.tabWidth)
            return bestFit(suffixes.count, in: b, o) { k in [.ellipsis, .original(trimStart(b, suffixes[k])..<b.count)] }
        case .middle:
            let prefixes = boundaries(b, fromStart: true, columns: budget, tabWidth: o.tabWidth)
            let suffixes = boundaries(b, fromStart: false, columns: budget, tabWidth: o.tabWidth)
            let most = min(prefixes.count, suffixes.count) * 2 - 1
            return bestFit(max(1, most), in: b, o) { k in
                let p = prefixes[min((k + 1) / 2, prefixes.count - 1)]
                let s = max(p, suffixes[min(k / 2, suffixes.count - 1)])
                return [.original(0..<trimEnd(b, p)), .ellipsis, .original(trimStart(b, s)..<b.count)]
            }
        case .word, .character, .clip:
            return []
        }
    }

    /// Grapheme boundaries from the start (0, then increasing) or from the end (n, then decreasing) until
    /// `columns` columns are passed.
    private func boundaries(_ b: UnsafeBufferPointer<UInt8>, fromStart: Bool, columns: Int, tabWidth: Int) -> [Int] {
        characters.withIterator(over: b) { it in
            var result = [fromStart ? 0 : b.count]
            var width = 0
            var p = result[0]
            while width <= columns {
                guard let q = fromStart ? it.following(p) : it.preceding(p) else { break }
                let (lo, hi) = fromStart ? (p, q) : (q, p)
                width += max(1, DisplayWidth.clusterWidth(b, lo, hi, column: 0, tabWidth: tabWidth))
                result.append(q)
                p = q
            }
            return result
        }
    }

    private func trimEnd(_ b: UnsafeBufferPointer<UInt8>, _ p: Int) -> Int {
        var e = p
        while e > 0, b[e - 1] == 0x20 || b[e - 1] == 0x09 || b[e - 1] == 0x0A || b[e - 1] == 0x0D { e -= 1 }
        return e
    }

    private func trimStart(_ b: UnsafeBufferPointer<UInt8>, _ p: Int) -> Int {
        var s = p
        while s < b.count, b[s] == 0x20 || b[s] == 0x09 || b[s] == 0x0A || b[s] == 0x0D { s += 1 }
        return s
    }

    /// Binary search for the largest `k` in `0..<count` whose composed text fits `maximumLines`; returns its
    /// lines with pieces attached.
    private func bestFit(_ count: Int, in b: UnsafeBufferPointer<UInt8>, _ o: Options, _ compose: (Int) -> [Piece]) -> [RawLine] {
        var wrap = o
        wrap.mode = .word
        func attempt(_ k: Int) -> [RawLine]? {
            let pieces = compose(k)
            var buffer: [UInt8] = []
            for piece in pieces {
                switch piece {
                case .original(let r): buffer.append(contentsOf: UnsafeBufferPointer(rebasing: b[r]))
                case .ellipsis: buffer.append(contentsOf: Self.ellipsis.utf8)
                }
            }
            let lines = buffer.withUnsafeBufferPointer { layout($0, wrap, stopAfter: o.maximumLines + 1) }
            guard lines.count <= o.maximumLines else { return nil }
            return lines.map { withPieces($0, pieces, composedCount: buffer.count) }
        }
        var lo = 0, hi = count - 1
        var best = attempt(0) ?? []
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if let fit = attempt(mid) { best = fit; lo = mid } else { hi = mid - 1 }
        }
        return best
    }

    /// Maps a line of a composed buffer back onto the pieces it was made of.
    private func withPieces(_ line: RawLine, _ pieces: [Piece], composedCount: Int) -> RawLine {
        var out = line
        out.pieces = []
        var at = 0
        var displayed: [Piece] = []
        for piece in pieces {
            let len: Int
            switch piece {
            case .original(let r): len = r.count
            case .ellipsis: len = Self.ellipsis.utf8.count
            }
            let here = at..<(at + len)
            let cut = here.clamped(to: line.range)
            if !cut.isEmpty {
                switch piece {
                case .original(let r): out.pieces.append(.original((r.lowerBound + cut.lowerBound - at)..<(r.lowerBound + cut.upperBound - at)))
                case .ellipsis: out.pieces.append(.ellipsis)
                }
            }
            let shown = here.clamped(to: line.range.lowerBound..<line.contentEnd)
            if !shown.isEmpty {
                switch piece {
                case .original(let r): displayed.append(.original((r.lowerBound + shown.lowerBound - at)..<(r.lowerBound + shown.upperBound - at)))
                case .ellipsis: displayed.append(.ellipsis)
                }
            }
            at += len
        }
        // Reuse `range`/`contentEnd` no further: `pieces` and the displayed pieces carry the mapping.
        out.displayed = displayed
        return out
    }

    private func makeLine(_ raw: RawLine, text: String) -> Line {
        if raw.pieces.isEmpty {
            // Not truncated: the line is one range of the input.
            let shown = text[text.range(utf8Range: raw.range.lowerBound..<raw.contentEnd)]
            return Line(segments: [.text(text.range(utf8Range: raw.range), utf8Range: raw.range)], text: String(shown),
                        width: raw.width, endsParagraph: raw.hard)
        }
        var segments: [Line.Segment] = []
        for p in raw.pieces {
            switch p {
            case .original(let r): segments.append(.text(text.range(utf8Range: r), utf8Range: r))
            case .ellipsis: segments.append(.ellipsis)
            }
        }
        var shown = ""
        for p in raw.displayed {
            switch p {
            case .original(let r): shown += text[text.range(utf8Range: r)]
            case .ellipsis: shown += Self.ellipsis
            }
        }
        return Line(segments: segments, text: shown, width: raw.width, endsParagraph: raw.hard)
    }
}
