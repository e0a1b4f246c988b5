/// One line of JSON Lines input, scanned without being interpreted: the syntax is checked against RFC 8259
/// (and the bytes against UTF-8, which RFC 8259 §8.1 requires), and the top-level object's members are
/// located as byte ranges. Nothing is converted: a member's value is its original bytes, so `1e999`, a
/// 30-digit integer, duplicate keys and the key order survive exactly as they were written. Only the values a
/// caller asks for are decoded (`decodedString(_:in:)`, `number(_:in:)`).
///
/// The scanner is iterative (no recursion, so no stack to exhaust); `maxDepth` bounds the nesting so that
/// memory stays proportional to sensible input and a pathological line is refused with a clear error.
///
/// ```swift
/// let line = Array(#"{"n": 1e999, "text": "a\ud800b"}"#.utf8)
/// line.withUnsafeBufferPointer { bytes in
///     let record = try JSONRecord(scanning: bytes)
///     record.members.count                                      // 2
///     let text = record.last(named: "text", in: bytes)!
///     JSONRecord.decodedString(text, in: bytes).utf8            // "a\u{FFFD}b" as UTF-8
/// }
/// ```
public struct JSONRecord: Sendable {
    /// The nesting bound: the top-level object is depth 1, each array or object inside it one more.
    public static let defaultMaxDepth = 512

    /// The top-level object's members in input order (duplicates included).
    public let members: [JSONRecordMember]

    /// Scans `bytes` (one line, without its line terminator) as exactly one JSON object with optional white
    /// space around it.
    /// - Throws: `JSONRecordError` for invalid UTF-8, invalid JSON, a JSON value that is not an object, or
    ///   nesting deeper than `maxDepth`.
    /// - Complexity: O(n), one pass.
    public init(scanning bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth) throws(JSONRecordError) {
        var scanner = Scanner(bytes: bytes, maxDepth: maxDepth)
        members = try scanner.scan()
    }

    /// The last member whose (decoded) key is `name` — the one JavaScript's `JSON.parse`, Python's `json`
    /// and Foundation keep when a key repeats.
    public func last(named name: String, in bytes: UnsafeBufferPointer<UInt8>) -> JSONRecordMember? {
        let wanted = Array(name.utf8)
        for member in members.reversed() {
            if member.keyHasEscapes {
                if Self.decode(bytes, member.key).utf8 == wanted { return member }
            } else if member.key.count == wanted.count,
                      zip(member.key, wanted).allSatisfy({ bytes[$0.0] == $0.1 }) {
                return member
            }
        }
        return nil
    }

    /// A string member's value, decoded to UTF-8: escapes resolved, `\u0000` kept as a NUL byte, and every
    /// lone surrogate escape (`\ud800` without its pair, or a low surrogate alone) replaced by U+FFFD — the
    /// one thing JSON can spell that Unicode text cannot hold. `replacedSurrogates` counts them.
    /// - Precondition: `member.kind == .string`.
    public static func decodedString(_ member: JSONRecordMember, in bytes: UnsafeBufferPointer<UInt8>)
        -> (utf8: [UInt8], replacedSurrogates: Int) {
        decode(bytes, member.value.index(after: member.value.lowerBound)..<member.value.index(before: member.value.upperBound))
    }

    /// A number member's value as a `Double` (±infinity beyond its range, as `strtod` rounds), `nil` for
    /// other kinds.
    public static func number(_ member: JSONRecordMember, in bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard member.kind == .number else { return nil }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[member.value]), as: UTF8.self))
    }

    /// Decodes the content of a scanned string (between its quotes).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>) -> (utf8: [UInt8], replacedSurrogates: Int) {
        var out: [UInt8] = []
        out.reserveCapacity(content.count)
        var replaced = 0
        var i = content.lowerBound
        let end = content.upperBound
        func append(_ scalar: UInt32) {
            if scalar < 0x80 {
                out.append(UInt8(scalar))
            } else if scalar < 0x800 {
                out.append(UInt8(0xC0 | scalar >> 6)); out.append(UInt8(0x80 | scalar & 0x3F))
            } else if scalar < 0x10000 {
                out.append(UInt8(0xE0 | scalar >> 12)); out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            } else {
                out.append(UInt8(0xF0 | scalar >> 18)); out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
                out.append(UInt8(0x80 | scalar >> 6 & 0x3F)); out.append(UInt8(0x80 | scalar & 0x3F))
            }
        }
        /// The code unit of a `\uXXXX` escape starting at `j` (the backslash), if there is one.
        func unit(at j: Int) -> UInt32? {
            guard j + 6 <= end, bytes[j] == UInt8(ascii: "\\"), bytes[j + 1] == UInt8(ascii: "u") else { return nil }
            var v: UInt32 = 0
            for k in j + 2..<j + 6 { v = v << 4 | UInt32(hexValue(bytes[k]) ?? 0) }
            return v
        }
        while i < end {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\") else { out.append(b); i += 1; continue }
            let e = bytes[i + 1]
            if let byte = unescaped(e) {
                out.append(byte)
                i += 2
                continue
            }
            // The scanner let only \u through besides the letters above.
            let u = unit(at: i) ?? 0xFFFD
            i += 6
            switch u {
            case 0xD800...0xDBFF:
                if let low = unit(at: i), (0xDC00...0xDFFF).contains(low) {
                    append(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00))
                    i += 6
                } else {
                    append(0xFFFD); replaced += 1
                }
            case 0xDC00...0xDFFF: append(0xFFFD); replaced += 1
            default: append(u)
            }
        }
        return (out, replaced)
    }
}

/// A member of a scanned JSON object: where its key and value are in the line.
public struct JSONRecordMember: Sendable, Equatable {
    /// The key's bytes between its quotes, escapes not resolved.
    public let key: Range<Int>
    /// Whether the key contains a backslash escape (then it is compared decoded).
    public let keyHasEscapes: Bool
    /// The value's original bytes (a string's with its quotes).
    public let value: Range<Int>
    /// The value's kind.
    public let kind: JSONValueKind
}

/// The kind of a JSON value, as written.
public enum JSONValueKind: Sendable, Equatable {
    /// `{…}`
    case object
    /// `[…]`
    case array
    /// `"…"`
    case string
    /// A number as written (`1e999` and long integers included).
    case number
    /// `true` or `false`.
    case bool
    /// `null`
    case null
}

/// Why a line is not a JSON object the scanner accepts. Offsets count bytes from the start of the line.
public enum JSONRecordError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A byte sequence inside a string that is not well-formed UTF-8.
    case invalidUTF8(offset: Int)
    /// Not JSON: `expected` names what the grammar allows at `offset`.
    case syntax(offset: Int, expected: String)
    /// Valid JSON, but the value is an array, a string, a number, `true`, `false` or `null`.
    case notAnObject
    /// Arrays and objects nested deeper than the bound.
    case tooDeep(offset: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidUTF8(let o): "invalid UTF-8 at byte \(o)"
        case .syntax(let o, let expected): "invalid JSON at byte \(o): expected \(expected)"
        case .notAnObject: "a JSON value that is not an object"
        case .tooDeep(let o, let limit): "nested deeper than \(limit) levels at byte \(o)"
        }
    }
}

extension JSONRecord {
    /// The byte a one-letter JSON escape stands for (`\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t`), `nil` for any
    /// other letter (`u` included: its four hex digits follow).
    public static func unescaped(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }
}

private func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
    default: nil
    }
}

/// The iterative RFC 8259 scanner behind `JSONRecord`.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var i = 0
    /// Open containers, innermost last: `true` for an object.
    var stack: [Bool] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = max(1, maxDepth)
    }

    private enum State { case value, key, after }

    mutating func scan() throws(JSONRecordError) -> [JSONRecordMember] {
        let n = bytes.count
        skipSpace()
        guard i < n else { throw .syntax(offset: i, expected: "a JSON object") }
        let isObject = bytes[i] == UInt8(ascii: "{")
        var members: [JSONRecordMember] = []
        // The top-level member being read: its key, and where and what its value is.
        var pendingKey = 0..<0, pendingEscapes = false, pendingStart = 0, pendingKind = JSONValueKind.null
        var state = State.value
        loop: while true {
            switch state {
            case .value:
                skipSpace()
                guard i < n else { throw .syntax(offset: i, expected: "a value") }
                let start = i
                let kind: JSONValueKind
                switch bytes[i] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let object = bytes[i] == UInt8(ascii: "{")
                    guard stack.count < maxDepth else { throw .tooDeep(offset: i, limit: maxDepth) }
                    if stack.count == 1 { pendingStart = start; pendingKind = object ? .object : .array }
                    stack.append(object)
                    i += 1
                    skipSpace()
                    if i < n, bytes[i] == UInt8(ascii: object ? "}" : "]") {
                        stack.removeLast()
                        i += 1
                        state = .after
                    } else {
                        state = object ? .key : .value
                    }
                    continue loop
                case UInt8(ascii: "\""): _ = try string(); kind = .string
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number(); kind = .number
                case UInt8(ascii: "t"): try literal("true"); kind = .bool
                case UInt8(ascii: "f"): try literal("false"); kind = .bool
                case UInt8(ascii: "n"): try literal("null"); kind = .null
                default: throw .syntax(offset: i, expected: "a value")
                }
                if stack.count == 1 { pendingStart = start; pendingKind = kind }
                state = .after
            case .key:
                skipSpace()
                guard i < n, bytes[i] == UInt8(ascii: "\"") else { throw .syntax(offset: i, expected: "a key (a string)") }
                let keyStart = i + 1
                let escapes = try string()
                if stack.count == 1 { pendingKey = keyStart..<(i - 1); pendingEscapes = escapes }
                skipSpace()
                guard i < n, bytes[i] == UInt8(ascii: ":") else { throw .syntax(offset: i, expected: "':'") }
                i += 1
                state = .value
            case .after:
                // A value just ended; when it is a member of the top-level object, record it.
                if stack.count == 1 {
                    members.append(JSONRecordMember(key: pendingKey, keyHasEscapes: pendingEscapes,
                                                    value: pendingStart..<i, kind: pendingKind))
                }
                guard let inObject = stack.last else { break loop }
                skipSpace()
                guard i < n else { throw .syntax(offset: i, expected: inObject ? "',' or '}'" : "',' or ']'") }
                switch bytes[i] {
                case UInt8(ascii: ","):
                    i += 1
                    state = inObject ? .key : .value
                case UInt8(ascii: "}") where inObject, UInt8(ascii: "]") where !inObject:
                    i += 1
                    stack.removeLast()
                    // The closing brace of the top-level object is not a member's end.
                    if stack.isEmpty { break loop }
                    state = .after
                default:
                    throw .syntax(offset: i, expected: inObject ? "',' or '}'" : "',' or ']'")
                }
            }
        }
        skipSpace()
        guard i == n else { throw .syntax(offset: i, expected: "the end of the line") }
        guard isObject else { throw .notAnObject }
        return members
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    /// Scans a string starting at its opening quote; returns whether it has escapes.
    private mutating func string() throws(JSONRecordError) -> Bool {
        let n = bytes.count
        var escapes = false
        i += 1
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return escapes }
            if b == UInt8(ascii: "\\") {
                escapes = true
                guard i + 1 < n else { break }
                if JSONRecord.unescaped(bytes[i + 1]) != nil {
                    i += 2
                } else if bytes[i + 1] == UInt8(ascii: "u") {
                    for k in i + 2..<i + 6 {
                        guard k < n, hexValue(bytes[k]) != nil else { throw .syntax(offset: min(k, n), expected: "four hex digits after \\u") }
                    }
                    i += 6
                } else {
                    throw .syntax(offset: i + 1, expected: "an escape (one of \" \\ / b f n r t u)")
                }
            } else if b < 0x20 {
                throw .syntax(offset: i, expected: "a character (control characters must be escaped)")
            } else if b < 0x80 {
                i += 1
            } else {
                try utf8Sequence()
            }
        }
        throw .syntax(offset: n, expected: "'\"' (the end of the string)")
    }

    /// Checks one multi-byte UTF-8 sequence at `i` (Unicode Table 3-7: no overlongs, no surrogates, ≤ U+10FFFF).
    private mutating func utf8Sequence() throws(JSONRecordError) {
        let length = DecodedUTF8.validSequenceLength(bytes, at: i)
        guard length > 0 else { throw .invalidUTF8(offset: i) }
        i += length
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` — what follows is checked by the caller.
    private mutating func number() throws(JSONRecordError) {
        let n = bytes.count
        func isDigit(_ k: Int) -> Bool { k < n && bytes[k] >= UInt8(ascii: "0") && bytes[k] <= UInt8(ascii: "9") }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else { throw .syntax(offset: i, expected: "a digit") }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else { while isDigit(i) { i += 1 } }
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { throw .syntax(offset: i, expected: "a digit after '.'") }
            while isDigit(i) { i += 1 }
        }
        if i < n, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < n, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else { throw .syntax(offset: i, expected: "a digit in the exponent") }
            while isDigit(i) { i += 1 }
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONRecordError) {
        let count = word.utf8CodeUnitCount
        let start = word.utf8Start
        for k in 0..<count {
            guard i + k < bytes.count, bytes[i + k] == start[k] else { throw .syntax(offset: i + k, expected: "'\(word)'") }
        }
        i += count
    }
}
