/// The text of a vCard (RFC 6350 §3.2) or iCalendar object (RFC 5545 §3.1), written line by line as UTF-8
/// bytes: each content line folded at 75 octets (CRLF and one space, never inside a UTF-8 sequence) and ended
/// with CRLF — or, in the `.jsonString` form, those bytes escaped as the inside of a JSON string (RFC 8259),
/// which the JSON writer copies between its quotes.
///
/// Every detection's actions carry a card or a calendar, so this runs once per detection the CLI writes: the
/// lines are folded as they are written (the octets of the line's current piece are counted; no line is copied
/// to be folded) and, for JSON, escaped as they are written (no second pass over the payload).
struct ContentLines {
    /// How the bytes are written.
    enum Form {
        /// The content lines as they are.
        case text
        /// The content lines escaped as the contents of a JSON string: CRLF as `\r\n`, `"` and `\` escaped,
        /// other control characters as `JSONWriter` writes them.
        case jsonString
    }

    let form: Form
    /// The bytes written so far, in `form`.
    private var out: JSONWriter
    /// Content-line octets of the current line since its start or its last fold (before JSON escaping).
    private var column = 0

    /// The longest piece of a line: 75 octets, the folding space included (`Int.max`: lines are not folded).
    private let width: Int

    /// Lines written in `form`, folded unless `folding` is false (a TEXT value escaped on its own).
    init(reservingCapacity n: Int = 256, form: Form = .text, folding: Bool = true) {
        self.form = form
        width = folding ? 75 : Int.max
        out = JSONWriter(reservingCapacity: form == .text ? n : n + n / 4)
    }

    /// The lines written so far, in `form`.
    var bytes: [UInt8] { out.bytes }

    /// Calls `body` with the bytes written so far, in `form`, without copying them.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { out.withWrittenBytes(body) }

    /// The text as a `String` (the `.text` form).
    var text: String {
        assert(form == .text, "ContentLines: the text of a JSON-escaped payload")
        return out.withWrittenBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `s` to the current line as it is.
    mutating func append(_ s: String) {
        // Through the contiguous bytes: appending the `utf8` view goes byte by byte.
        var s = s
        s.withUTF8 { write($0, escaping: nil) }
    }

    /// Appends one ASCII byte to the current line.
    mutating func append(_ b: UInt8) { put(b) }

    /// Appends `s` as a TEXT value escaped by `rule`.
    mutating func append(_ s: String, escaping rule: EscapeRule) {
        var s = s
        s.withUTF8 { write($0, escaping: rule) }
    }

    /// Appends `s` as a quoted parameter value (RFC 6350 §3.3), whose quotes hold no `"` and no line break: each
    /// `"` becomes `'` and each newline a space.
    mutating func append(parameterValue s: String) {
        var s = s
        s.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { buffer in
                for (k, b) in utf8.enumerated() {
                    buffer[k] = b == UInt8(ascii: "\"") ? UInt8(ascii: "'") : b == 0x0A ? 0x20 : b
                }
                write(UnsafeBufferPointer(buffer), escaping: nil)
            }
        }
    }

    /// Ends the current line: CRLF.
    mutating func endLine() {
        if form == .text {
            out.appendRaw(0x0D); out.appendRaw(0x0A)
        } else {
            let end: StaticString = "\\r\\n"
            end.withUTF8Buffer { out.appendRaw($0) }
        }
        column = 0
    }

    /// How TEXT values are escaped. Both put a backslash before `\`, `;` and `,`, write a newline as `\n` and
    /// drop CR (a content line cannot hold it).
    enum EscapeRule {
        /// RFC 6350 §3.4: other characters pass as they are.
        case vCard
        /// RFC 5545 §3.3.11: other control characters than tab are dropped (not allowed in content lines, §3.1).
        case iCalendar
    }

    /// Writes `utf8` (escaped by `rule` when given) to the current line, folding it where a piece is full.
    ///
    /// Runs of bytes that need no escaping are copied at once, eight bytes checked at a time; a run ends where
    /// the piece is full, before the UTF-8 sequence that would straddle the fold (as RFC 5545 §3.1 asks).
    private mutating func write(_ utf8: UnsafeBufferPointer<UInt8>, escaping rule: EscapeRule?) {
        guard let base = utf8.baseAddress else { return }
        let n = utf8.count
        let textRule = rule != nil, json = form == .jsonString
        var i = 0
        while i < n {
            let end = i + min(n - i, width - column)
            var j = i
            while end - j >= 8,
                  !Self.isSpecial(UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)),
                                  text: textRule, json: json) {
                j += 8
            }
            while j < end, !Self.isSpecial(base[j], text: textRule, json: json) { j += 1 }
            if j == end, j < n, base[j] & 0xC0 == 0x80 {
                while j > i, base[j] & 0xC0 == 0x80 { j -= 1 }
            }
            if j > i {
                out.appendRaw(UnsafeBufferPointer(start: base + i, count: j - i))
                column += j - i
                i = j
                if i == n { break }
            }
            let b = base[i]
            guard Self.isSpecial(b, text: textRule, json: json) else {
                // The piece is full, or the UTF-8 sequence at `i` does not fit in it.
                fold()
                continue
            }
            i += 1
            guard let rule else { put(b); continue }
            switch b {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): put(UInt8(ascii: "\\")); put(b)
            case 0x0A: put(UInt8(ascii: "\\")); put(UInt8(ascii: "n"))
            case 0x0D: continue
            case 0x09: put(b)
            case 0x00..<0x20, 0x7F: if rule == .vCard { put(b) }
            default: put(b)
            }
        }
    }

    /// Appends one octet of the line (ASCII), folding first when the piece is full.
    private mutating func put(_ b: UInt8) {
        if column == width { fold() }
        column += 1
        if form == .jsonString, Self.isSpecial(b, text: false, json: true) {
            out.appendRaw(escapedInJSONString: b)
        } else {
            out.appendRaw(b)
        }
    }

    /// CRLF and the space that starts the next piece.
    private mutating func fold() {
        if form == .text {
            out.appendRaw(0x0D); out.appendRaw(0x0A); out.appendRaw(0x20)
        } else {
            let fold: StaticString = "\\r\\n "
            fold.withUTF8Buffer { out.appendRaw($0) }
        }
        column = 1
    }

    /// Whether `b` needs escaping: as TEXT (`\`, `;`, `,`, a control character or DEL) when `text`, in a JSON
    /// string (`"`, `\`, a control character or DEL) when `json`.
    @inline(__always)
    private static func isSpecial(_ b: UInt8, text: Bool, json: Bool) -> Bool {
        if b < 0x20 || b == 0x7F { return text || json }
        switch b {
        case UInt8(ascii: "\\"): return text || json
        case UInt8(ascii: ";"), UInt8(ascii: ","): return text
        case UInt8(ascii: "\""): return json
        default: return false
        }
    }

    /// Whether any of the eight bytes in `w` needs escaping (see `isSpecial(_:text:json:)`).
    @inline(__always)
    private static func isSpecial(_ w: UInt64, text: Bool, json: Bool) -> Bool {
        guard text || json else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeros(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & high }
        var m = ((w &- ones &* 0x20) & ~w & high) | zeros(w ^ (ones &* 0x5C)) | zeros(w ^ (ones &* 0x7F))
        if text { m |= zeros(w ^ (ones &* 0x3B)) | zeros(w ^ (ones &* 0x2C)) }
        if json { m |= zeros(w ^ (ones &* 0x22)) }
        return m != 0
    }

    /// `line` folded at 75 octets (without a final CRLF).
    static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var out = ContentLines(reservingCapacity: line.utf8.count + 3 * (line.utf8.count / 74 + 1))
        out.append(line)
        return out.text
    }
}
