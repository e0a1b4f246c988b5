import Foundation
import TextSense

/// A parsed JSON value, used for gold values and for detection values rendered by
/// `Detection.Value.writeJSON(to:)`, so both sides compare the same way.
///
/// ```swift
/// let gold = try JSONValue(json: #"{"e164":"+16502530000"}"#)
/// let found = try JSONValue(json: #"{"e164":"+16502530000","type":"mobile"}"#)
/// found.matches(gold)   // true: every key gold names is equal
/// ```
public enum JSONValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses UTF-8 JSON text.
    /// - Throws: `DecodingError` when the text is not JSON.
    public init(json: String) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
    }

    /// Parses UTF-8 JSON bytes.
    public init(jsonBytes: [UInt8]) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(jsonBytes))
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        // Bool before Double: JSONDecoder refuses to read a number as Bool, so `1` stays a number.
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let n): try c.encode(n)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// Whether this (found) value agrees with a partial `expected` value: objects match when every key of
    /// `expected` is present here and matches recursively (extra keys here are ignored); anything else must
    /// be equal.
    public func matches(_ expected: JSONValue) -> Bool {
        switch (self, expected) {
        case (.object(let mine), .object(let wanted)):
            return wanted.allSatisfy { key, value in mine[key].map { $0.matches(value) } ?? false }
        default:
            return self == expected
        }
    }

    /// The member `key` of an object, else `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The string payload, else `nil`.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The members of an object, else `nil`.
    public var objectValue: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// Writes the value with TextSense's JSON writer (object keys sorted, so output is stable).
    public func write(to w: inout JSONWriter) {
        switch self {
        case .null: w.null()
        case .bool(let b): w.bool(b)
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { w.int(Int(n)) } else { w.raw(Array("\(n)".utf8)) }
        case .string(let s): w.string(s)
        case .array(let a):
            w.beginArray()
            for v in a { v.write(to: &w) }
            w.endArray()
        case .object(let o):
            w.beginObject()
            for key in o.keys.sorted() {
                w.key(key)
                o[key]?.write(to: &w)
            }
            w.endObject()
        }
    }

    /// Compact JSON text.
    public var description: String {
        var w = JSONWriter()
        write(to: &w)
        return String(decoding: w.bytes, as: UTF8.self)
    }
}

extension Detection.Value {
    /// The value as the CLI writes it, parsed back into a `JSONValue` (the form gold values are compared with).
    public var jsonValue: JSONValue {
        var w = JSONWriter()
        writeJSON(to: &w)
        // The writer always produces valid JSON; `.null` only guards against a future writer bug.
        return (try? JSONValue(jsonBytes: w.bytes)) ?? .null
    }
}
