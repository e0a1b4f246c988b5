import Foundation

/// A small, fast JSON writer that appends UTF-8 to a byte buffer in the order fields are written.
///
/// The CLI's output is public API: key order is fixed by the writer calls, strings are escaped per RFC 8259
/// (control characters as `\u00XX`, `"` and `\` escaped, `/` and non-ASCII left as they are).
public struct JSONWriter: Sendable {
    /// The JSON written so far, UTF-8.
    public var bytes: [UInt8] = []
    private var needsComma: [Bool] = []

    /// An empty writer whose buffer has room for `n` bytes.
    public init(reservingCapacity n: Int = 256) { bytes.reserveCapacity(n) }

    /// Starts an object (`{`).
    public mutating func beginObject() { separator(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    /// Ends the innermost object (`}`).
    public mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma.removeLast() }
    /// Starts an array (`[`).
    public mutating func beginArray() { separator(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    /// Ends the innermost array (`]`).
    public mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma.removeLast() }

    /// Writes `"name":` — the next value call writes the value.
    public mutating func key(_ name: String) {
        separator()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = false }
    }

    /// Writes a string value, escaped.
    public mutating func string(_ s: String) { separator(); writeString(s) }
    /// Writes an integer value.
    public mutating func int(_ n: Int) { separator(); bytes.append(contentsOf: String(n).utf8) }
    /// Writes `true` or `false`.
    public mutating func bool(_ b: Bool) { separator(); bytes.append(contentsOf: (b ? "true" : "false").utf8) }
    /// Writes `null`.
    public mutating func null() { separator(); bytes.append(contentsOf: "null".utf8) }

    /// Appends already-encoded JSON as one value.
    public mutating func raw(_ json: some Sequence<UInt8>) { separator(); bytes.append(contentsOf: json) }

    /// Writes `"name":` and a string value.
    public mutating func field(_ name: String, _ value: String) { key(name); string(value) }
    /// Writes `"name":` and an integer value.
    public mutating func field(_ name: String, _ value: Int) { key(name); int(value) }
    /// Writes `"name":` and a boolean value.
    public mutating func field(_ name: String, _ value: Bool) { key(name); bool(value) }
    /// Writes the field only when `value` is non-nil.
    public mutating func field(_ name: String, ifPresent value: String?) { if let value { field(name, value) } }

    private mutating func separator() {
        guard !needsComma.isEmpty else { return }
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) } else { needsComma[needsComma.count - 1] = true }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    private mutating func writeString(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied at once.
            var run = 0
            for i in 0..<utf8.count {
                let b = utf8[i]
                if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") && b != 0x7F { continue }
                if run < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i])) }
                run = i + 1
                switch b {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
                case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                              Self.hex[Int(b >> 4)], Self.hex[Int(b & 0xF)]])
                }
            }
            if run < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
