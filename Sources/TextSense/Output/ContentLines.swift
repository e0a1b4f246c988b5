/// The text of a vCard (RFC 6350 §3.2) or iCalendar object (RFC 5545 §3.1), written line by line as UTF-8
/// bytes: each content line folded at 75 octets (CRLF and one space, never inside a UTF-8 sequence) and ended
/// with CRLF.
///
/// Every detection's actions carry a card or a calendar, so this runs once per detection the CLI writes: one
/// growing buffer instead of a `String` per line, per escape and per fold.
struct ContentLines {
    /// The lines written so far, folded, each ended with CRLF.
    private(set) var bytes: [UInt8] = []
    /// Where the line being written starts in `bytes`.
    private var lineStart = 0

    init(reservingCapacity n: Int = 256) { bytes.reserveCapacity(n) }

    /// The text as a `String`.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `s` to the current line as it is.
    mutating func append(_ s: String) {
        // Through the contiguous bytes: appending the `utf8` view goes byte by byte.
        var s = s
        s.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends one byte to the current line.
    mutating func append(_ b: UInt8) { bytes.append(b) }

    /// Appends `s` as a TEXT value escaped by `rule`.
    mutating func append(_ s: String, escaping rule: EscapeRule) {
        var s = s
        s.withUTF8 { utf8 in
            // Most values need nothing escaped: eight bytes are checked at a time and plain ones copied at once.
            var i = 0
            while utf8.count - i >= 8,
                  !Self.mayNeedEscape(UnsafeRawBufferPointer(utf8).loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                i += 8
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<i]))
            appendEscaped(UnsafeBufferPointer(rebasing: utf8[i...]), rule)
        }
    }

    /// Whether any of the eight bytes in `w` is `\`, `;`, `,`, a control character or DEL.
    @inline(__always)
    private static func mayNeedEscape(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeros(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & high }
        return ((w &- ones &* 0x20) & ~w & high) | zeros(w ^ (ones &* 0x5C)) | zeros(w ^ (ones &* 0x3B))
            | zeros(w ^ (ones &* 0x2C)) | zeros(w ^ (ones &* 0x7F)) != 0
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, _ rule: EscapeRule) {
        for b in utf8 {
            switch b {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: continue
            case 0x09: bytes.append(b)
            case 0x00..<0x20, 0x7F: if rule == .vCard { bytes.append(b) }
            default: bytes.append(b)
            }
        }
    }

    /// Ends the current line: folds it and appends CRLF.
    mutating func endLine() {
        if bytes.count - lineStart > 75 {
            let line = Array(bytes[lineStart...])
            bytes.removeSubrange(lineStart...)
            line.withUnsafeBufferPointer { Self.appendFolded($0, to: &bytes) }
        }
        bytes.append(0x0D)
        bytes.append(0x0A)
        lineStart = bytes.count
    }

    /// How TEXT values are escaped. Both put a backslash before `\`, `;` and `,`, write a newline as `\n` and
    /// drop CR (a content line cannot hold it).
    enum EscapeRule {
        /// RFC 6350 §3.4: other characters pass as they are.
        case vCard
        /// RFC 5545 §3.3.11: other control characters than tab are dropped (not allowed in content lines, §3.1).
        case iCalendar
    }

    /// Appends `line` folded at 75 octets: the longest prefix that fits (75 octets, 74 after the folding space)
    /// and does not end inside a UTF-8 sequence, then CRLF, a space and the next piece.
    static func appendFolded(_ line: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var start = 0
        while start < line.count {
            if start > 0 { out.append(0x0D); out.append(0x0A); out.append(0x20) }
            var end = min(line.count, start + (start == 0 ? 75 : 74))
            while end < line.count, end > start + 1, line[end] & 0xC0 == 0x80 { end -= 1 }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: line[start..<end]))
            start = end
        }
    }

    /// `line` folded at 75 octets (without a final CRLF).
    static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var line = line
        return line.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 3 * (bytes.count / 74 + 1))
            appendFolded(bytes, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }
}
