/// How LSP positions count characters within a line (LSP 3.17 `PositionEncodingKind`).
public enum PositionEncoding: String, Hashable, Sendable {
    /// UTF-16 code units: the protocol's default, what every client supports.
    case utf16 = "utf-16"
    /// UTF-8 bytes: chosen when the client offers it, since the server's offsets are UTF-8 already.
    case utf8 = "utf-8"
    /// Unicode scalars (UTF-32 code units).
    case utf32 = "utf-32"

    /// The server's choice among the client's `general.positionEncodings`: UTF-8 when offered, else UTF-16.
    public static func negotiate(offered: [String]?) -> PositionEncoding {
        guard let offered else { return .utf16 }
        return offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}

/// An LSP position: a zero-based line and a character offset in that line, in the negotiated encoding.
public struct Position: Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int
    public init(line: Int, character: Int) { self.line = line; self.character = character }
    public static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
    public var json: JSON { ["line": JSON(line), "character": JSON(character)] }
    public init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int else { return nil }
        self.init(line: line, character: character)
    }
}

/// An LSP range: start inclusive, end exclusive.
public struct LSPRange: Hashable, Sendable {
    public var start: Position
    public var end: Position
    public init(start: Position, end: Position) { self.start = start; self.end = end }
    public var json: JSON { ["start": start.json, "end": end.json] }
    public init?(_ json: JSON?) {
        guard let s = Position(json?["start"]), let e = Position(json?["end"]) else { return nil }
        self.init(start: s, end: e)
    }
}

/// The line starts of a text, as UTF-8 offsets: the one place LSP positions become offsets and back.
/// Lines end at `\n`, `\r\n` or `\r` (LSP 3.17 "Text Documents"). A position past the end of its line is
/// clamped to the line end, a line past the last one to the end of the text, a negative value to 0; a
/// position inside a scalar (half a surrogate pair, mid-UTF-8) moves back to the scalar's start — nothing traps.
public struct LineTable: Sendable {
    /// The UTF-8 offset where each line starts; the first is 0.
    public private(set) var lineStarts: [Int]
    /// The text's bytes.
    public private(set) var utf8: [UInt8]

    /// - Complexity: O(n).
    public init(_ text: String) {
        utf8 = Array(text.utf8)
        lineStarts = [0]
        Self.scanLineStarts(utf8, from: 0, below: utf8.count + 1, into: &lineStarts)
    }

    /// Appends the line starts that line breaks at offsets `from..<below` (in `bytes`) make, up to `below`.
    private static func scanLineStarts(_ bytes: [UInt8], from: Int, below limit: Int, into starts: inout [Int]) {
        var i = from
        let n = bytes.count
        while i < n, i < limit {
            let b = bytes[i]
            if b == 0x0A { if i + 1 <= limit { starts.append(i + 1) } }
            else if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                if i + 1 <= limit { starts.append(i + 1) }
            }
            i += 1
        }
    }

    /// Replaces the bytes `range` (clamped into the text) with `replacement`, as one content change does.
    /// - Complexity: O(n) to move the bytes after the edit and O(lines) to move the later line starts; the
    ///   lines around the edit are scanned again, no others.
    public mutating func replace(utf8Range range: Range<Int>, with replacement: some Collection<UInt8>) {
        let lower = min(max(0, range.lowerBound), utf8.count), upper = min(max(lower, range.upperBound), utf8.count)
        let inserted = replacement.count
        let delta = inserted - (upper - lower)
        utf8.replaceSubrange(lower..<upper, with: replacement)
        // Starts up to the line holding lower - 1 stand (a break ending there cannot join the edit's bytes);
        // starts beyond the edit's end + 1 are the old ones moved; the ones between are scanned again.
        let keep = lineIndex(containing: max(0, lower - 1))
        let limit = lower + inserted + 1
        var starts = Array(lineStarts[...keep])
        Self.scanLineStarts(utf8, from: lineStarts[keep], below: limit + 1, into: &starts)
        while let last = starts.last, last > limit { starts.removeLast() }
        var k = lineStarts.count
        while k > keep + 1, lineStarts[k - 1] > upper + 1 { k -= 1 }
        starts.reserveCapacity(starts.count + lineStarts.count - k)
        for s in lineStarts[k...] { starts.append(s + delta) }
        lineStarts = starts
    }

    /// The index of the line holding `offset` (the last line start at or before it).
    public func lineIndex(containing offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    public var lineCount: Int { lineStarts.count }
    public var utf8Count: Int { utf8.count }

    /// The UTF-8 offset where `line`'s content ends (before its line break).
    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return utf8.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], utf8[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], utf8[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The UTF-8 offset of `position`, clamped into the text.
    /// - Complexity: O(length of the line) for UTF-16/UTF-32, O(1) for UTF-8.
    public func utf8Offset(of position: Position, encoding: PositionEncoding) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return utf8.count }
        let start = lineStarts[position.line], end = contentEnd(ofLine: position.line)
        var want = max(0, position.character)
        switch encoding {
        case .utf8:
            var at = min(start + want, end)
            while at > start, at < utf8.count, utf8[at] & 0xC0 == 0x80 { at -= 1 }
            return at
        case .utf16, .utf32:
            var at = start
            while at < end, want > 0 {
                let (length, units) = scalar(at: at)
                let cost = encoding == .utf16 ? units : 1
                if cost > want { break }
                want -= cost
                at += length
            }
            return at
        }
    }

    /// The position of a UTF-8 offset (clamped into the text, moved back to a scalar start).
    /// - Complexity: O(log lines) plus the length of the line up to the offset for UTF-16/UTF-32.
    public func position(ofUTF8Offset offset: Int, encoding: PositionEncoding) -> Position {
        var offset = min(max(0, offset), utf8.count)
        while offset > 0, offset < utf8.count, utf8[offset] & 0xC0 == 0x80 { offset -= 1 }
        let lo = lineIndex(containing: offset)
        let start = lineStarts[lo]
        let column = min(offset, contentEnd(ofLine: lo))
        switch encoding {
        case .utf8: return Position(line: lo, character: column - start)
        case .utf16, .utf32:
            var at = start, count = 0
            while at < column {
                let (length, units) = scalar(at: at)
                count += encoding == .utf16 ? units : 1
                at += length
            }
            return Position(line: lo, character: count)
        }
    }

    public func range(ofUTF8 range: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(ofUTF8Offset: range.lowerBound, encoding: encoding),
                 end: position(ofUTF8Offset: range.upperBound, encoding: encoding))
    }

    public func utf8Range(of range: LSPRange, encoding: PositionEncoding) -> Range<Int> {
        let a = utf8Offset(of: range.start, encoding: encoding), b = utf8Offset(of: range.end, encoding: encoding)
        return min(a, b)..<max(a, b)
    }

    /// The byte length and UTF-16 length of the scalar at `at` (text is valid UTF-8: it came from a String).
    private func scalar(at: Int) -> (Int, Int) {
        let b = utf8[at]
        if b < 0x80 { return (1, 1) }
        if b < 0xE0 { return (2, 1) }
        if b < 0xF0 { return (3, 1) }
        return (4, 2)
    }
}
