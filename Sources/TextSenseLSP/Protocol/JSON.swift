import TextSense

/// A JSON value: the shape of LSP params and results the server does not model as structs (settings, `data`,
/// command arguments).
public enum JSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    public subscript(key: String) -> JSON? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public var string: String? { if case .string(let s) = self { return s } else { return nil } }
    public var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    public var array: [JSON]? { if case .array(let a) = self { return a } else { return nil } }
    /// The number when it is a whole number that fits an `Int`.
    public var int: Int? {
        guard case .number(let d) = self, d.rounded() == d, abs(d) < 9.0e15 else { return nil }
        return Int(d)
    }

    /// Parses UTF-8 JSON (RFC 8259); nil when it is not JSON, nests deeper than 256 levels or holds invalid
    /// UTF-8 in a string.
    /// - Complexity: O(n).
    public init?(parsing bytes: some Collection<UInt8>) {
        var parser = JSONParser(bytes: Array(bytes))
        guard let v = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        guard parser.at == parser.bytes.count else { return nil }
        self = v
    }

    /// Compact UTF-8 JSON, keys sorted (stable output for tests and logs).
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .number(let d):
            if d.rounded() == d, abs(d) < 9.0e15 { out += Array(String(Int(d)).utf8) }
            else if d.isFinite { out += Array(String(d).utf8) } else { out += Array("null".utf8) }
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let a):
            out.append(UInt8(ascii: "["))
            for (i, e) in a.enumerated() { if i > 0 { out.append(UInt8(ascii: ",")) }; e.write(to: &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            out.append(UInt8(ascii: "{"))
            for (i, k) in o.keys.sorted().enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(k, to: &out)
                out.append(UInt8(ascii: ":"))
                o[k]!.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out += [0x5C, 0x22]
            case UInt8(ascii: "\\"): out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
    public init(nilLiteral: ()) { self = .null }
    public init(_ int: Int) { self = .number(Double(int)) }
}

/// A one-pass recursive-descent reader over bytes.
private struct JSONParser {
    let bytes: [UInt8]
    var at = 0

    mutating func skipSpace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    mutating func literal(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard at + w.count <= bytes.count, Array(bytes[at..<at + w.count]) == w else { return false }
        at += w.count
        return true
    }

    mutating func value(depth: Int) -> JSON? {
        guard depth < 256 else { return nil }
        skipSpace()
        guard at < bytes.count else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "\""): return string().map(JSON.string)
        case UInt8(ascii: "["):
            at += 1
            var out: [JSON] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(out) }
            while true {
                guard let v = value(depth: depth + 1) else { return nil }
                out.append(v)
                skipSpace()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                if bytes[at] == UInt8(ascii: "]") { at += 1; return .array(out) }
                return nil
            }
        case UInt8(ascii: "{"):
            at += 1
            var out: [String: JSON] = [:]
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(out) }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
                at += 1
                guard let v = value(depth: depth + 1) else { return nil }
                out[key] = v
                skipSpace()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                if bytes[at] == UInt8(ascii: "}") { at += 1; return .object(out) }
                return nil
            }
        default: return number()
        }
    }

    mutating func number() -> JSON? {
        let start = at
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        let digitsStart = at
        while at < bytes.count, (0x30...0x39).contains(bytes[at]) { at += 1 }
        guard at > digitsStart else { return nil }
        if bytes[digitsStart] == 0x30, at - digitsStart > 1 { return nil }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            let f = at
            while at < bytes.count, (0x30...0x39).contains(bytes[at]) { at += 1 }
            guard at > f else { return nil }
        }
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            let e = at
            while at < bytes.count, (0x30...0x39).contains(bytes[at]) { at += 1 }
            guard at > e else { return nil }
        }
        guard let d = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else { return nil }
        return .number(d)
    }

    /// A string starting at the opening quote.
    mutating func string() -> String? {
        at += 1
        var out: [UInt8] = []
        while at < bytes.count {
            let b = bytes[at]
            switch b {
            case UInt8(ascii: "\""):
                at += 1
                // Invalid UTF-8 is not JSON text (RFC 8259 §8.1).
                var scalars = String.UnicodeScalarView()
                var decoder = UTF8()
                var it = out.makeIterator()
                loop: while true {
                    switch decoder.decode(&it) {
                    case .scalarValue(let s): scalars.append(s)
                    case .emptyInput: break loop
                    case .error: return nil
                    }
                }
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard at + 1 < bytes.count else { return nil }
                at += 1
                switch bytes[at] {
                case let letter where JSONRecord.unescaped(letter) != nil: out.append(JSONRecord.unescaped(letter)!)
                case UInt8(ascii: "u"):
                    guard var unit = hex4(at + 1) else { return nil }
                    at += 4
                    var scalar: Unicode.Scalar?
                    if (0xD800..<0xDC00).contains(unit), at + 6 < bytes.count, bytes[at + 1] == 0x5C,
                       bytes[at + 2] == UInt8(ascii: "u"), let low = hex4(at + 3), (0xDC00..<0xE000).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        at += 6
                    }
                    scalar = Unicode.Scalar(unit)
                    // A lone surrogate becomes U+FFFD rather than failing the whole message.
                    out += Array(String(scalar ?? "\u{FFFD}").utf8)
                default: return nil
                }
                at += 1
            case 0..<0x20: return nil
            default:
                out.append(b)
                at += 1
            }
        }
        return nil
    }

    func hex4(_ i: Int) -> UInt32? {
        guard i + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for b in bytes[i..<i + 4] {
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x41...0x46: d = b - 0x41 + 10
            case 0x61...0x66: d = b - 0x61 + 10
            default: return nil
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }
}
