import Foundation

/// A small, fast JSON writer that writes UTF-8 into one growable byte buffer in the order fields are written.
///
/// The CLI's output is public API: key order is fixed by the writer calls, strings are escaped per RFC 8259
/// (control characters as `\u00XX`, `"` and `\` escaped, `/` and non-ASCII left as they are).
public struct JSONWriter: Sendable {
    /// The buffer: `storage[..<count]` is the JSON written so far, the rest zero bytes of room. Pieces are written
    /// through one pointer into the room (an `Array.append(contentsOf:)` per piece costs about a hundred
    /// instructions); the room doubles when it runs out.
    private var storage: [UInt8] = []
    /// How many bytes of `storage` are written.
    private var count = 0

    /// The JSON written so far, UTF-8. Changing it in place (`w.bytes.append(…)`) works but gives up the room;
    /// `appendRaw` keeps it.
    public var bytes: [UInt8] {
        get { count == storage.count ? storage : Array(storage[..<count]) }
        set { storage = newValue; count = newValue.count }
        _modify {
            if count < storage.count { storage.removeSubrange(count...) }
            yield &storage
            count = storage.count
        }
    }
    /// The JSON written so far, handed over without a copy; the writer is left empty (as a new one).
    public mutating func takeBytes() -> [UInt8] {
        if count < storage.count { storage.removeSubrange(count...) }
        defer { self = JSONWriter(reservingCapacity: 16) }
        return storage
    }

    /// How many objects and arrays are open.
    private var depth = 0
    /// Bit `k`: the container open at depth `k + 1` already holds a value, so the next one needs a comma (the
    /// first 64 levels; deeper ones in `deeperNeedsComma`).
    private var needsComma: UInt64 = 0
    private var deeperNeedsComma: [Bool] = []

    /// An empty writer whose buffer has room for `n` bytes.
    public init(reservingCapacity n: Int = 256) { storage = [UInt8](repeating: 0, count: Swift.max(n, 16)) }

    /// Makes room for at least `n` bytes in all.
    public mutating func reserveCapacity(_ n: Int) { if n > count { reserve(n - count) } }

    /// Appends a byte as it is (no separator): a line end between records, say.
    public mutating func appendRaw(_ byte: UInt8) {
        write(reserving: 1) { p in p[0] = byte; return 1 }
    }
    /// Appends bytes as they are (no separator).
    public mutating func appendRaw(_ raw: some Sequence<UInt8>) {
        if raw.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for b in raw { appendRaw(b) }
        }
    }

    /// Appends bytes as they are (no separator).
    mutating func appendRaw(_ raw: UnsafeBufferPointer<UInt8>) { append(raw) }

    /// Appends `b` — `"`, `\`, a control character or DEL — escaped as in a JSON string (no separator).
    mutating func appendRaw(escapedInJSONString b: UInt8) {
        write(reserving: 6) { Self.writeEscape(b, to: $0) }
    }

    /// Calls `body` with the bytes written so far.
    func withWrittenBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Writes a string value whose contents are given already escaped (`ContentLines` in its `.jsonString`
    /// form): quoted, copied as they are.
    mutating func string(escapedContents: UnsafeBufferPointer<UInt8>) {
        let comma = takeComma()
        let n = escapedContents.count
        write(reserving: n + 3) { p in
            var k = 0
            if comma { p[0] = UInt8(ascii: ","); k = 1 }
            p[k] = UInt8(ascii: "\"")
            if let source = escapedContents.baseAddress, n > 0 { (p + k + 1).update(from: source, count: n) }
            p[k + 1 + n] = UInt8(ascii: "\"")
            return k + n + 2
        }
    }

    /// Room for `n` more bytes.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if storage.count - count < n { grow(n) }
    }

    @inline(never)
    private mutating func grow(_ n: Int) {
        let target = Swift.max(count + n, storage.count * 2, 256)
        storage.append(contentsOf: repeatElement(0, count: target - storage.count))
    }

    /// Runs `body` on the room after the written bytes (at least `n` bytes of it) and counts the bytes it says it
    /// wrote.
    @inline(__always)
    private mutating func write(reserving n: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(n)
        let at = count
        let written = storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + at) }
        count = at + written
    }

    /// Appends the bytes of `b`.
    @inline(__always)
    private mutating func append(_ b: UnsafeBufferPointer<UInt8>) {
        guard let source = b.baseAddress, b.count > 0 else { return }
        write(reserving: b.count) { p in p.update(from: source, count: b.count); return b.count }
    }

    /// `,` when the innermost container already holds a value, then `b`.
    @inline(__always)
    private mutating func punctuation(_ b: UInt8) {
        let comma = takeComma()
        write(reserving: 2) { p in
            if comma { p[0] = UInt8(ascii: ","); p[1] = b; return 2 }
            p[0] = b
            return 1
        }
    }

    /// Starts an object (`{`).
    public mutating func beginObject() { punctuation(UInt8(ascii: "{")); open() }
    /// Ends the innermost object (`}`).
    public mutating func endObject() { appendRaw(UInt8(ascii: "}")); close() }
    /// Starts an array (`[`).
    public mutating func beginArray() { punctuation(UInt8(ascii: "[")); open() }
    /// Ends the innermost array (`]`).
    public mutating func endArray() { appendRaw(UInt8(ascii: "]")); close() }

    /// Writes `"name":` — the next value call writes the value. `name` is checked for bytes to escape; a
    /// literal key goes to the `StaticString` overload, which is not.
    @_disfavoredOverload
    public mutating func key(_ name: String) {
        var name = name
        name.withUTF8 { n in
            if !writeShort(name: n, value: nil) {
                separator()
                writeString(utf8: n)
                appendRaw(UInt8(ascii: ":"))
                setNeedsComma(false)
            }
        }
    }

    /// Writes a string value, escaped.
    public mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { v in
            if !writeShort(name: nil, value: v) { separator(); writeString(utf8: v) }
        }
    }
    /// Writes an integer value.
    public mutating func int(_ n: Int) {
        let comma = takeComma()
        // The digits counted, then written backwards into the room: no `String` per number.
        var digits = 1, m = n.magnitude
        while m >= 10 { digits += 1; m /= 10 }
        let length = (comma ? 1 : 0) + (n < 0 ? 1 : 0) + digits
        write(reserving: length) { p in
            var k = 0
            if comma { p[k] = UInt8(ascii: ","); k += 1 }
            if n < 0 { p[k] = UInt8(ascii: "-"); k += 1 }
            var v = n.magnitude, e = length
            repeat { e -= 1; p[e] = UInt8(truncatingIfNeeded: v % 10) + 0x30; v /= 10 } while v > 0
            return length
        }
    }
    /// Writes `true` or `false`.
    public mutating func bool(_ b: Bool) {
        separator()
        let word: StaticString = b ? "true" : "false"
        word.withUTF8Buffer { append($0) }
    }
    /// Writes `null`.
    public mutating func null() {
        separator()
        let word: StaticString = "null"
        word.withUTF8Buffer { append($0) }
    }

    /// Appends already-encoded JSON as one value.
    public mutating func raw(_ json: some Sequence<UInt8>) { separator(); appendRaw(json) }

    /// Writes a string value given as UTF-8 bytes, escaped.
    mutating func string(utf8: UnsafeBufferPointer<UInt8>) { separator(); writeString(utf8: utf8) }

    /// Writes `"name":` and a string value.
    @_disfavoredOverload
    public mutating func field(_ name: String, _ value: String) {
        var name = name, value = value
        name.withUTF8 { n in
            value.withUTF8 { v in
                if !writeShort(name: n, value: v) { key(n); separator(); writeString(utf8: v) }
            }
        }
    }
    /// Writes `"name":` and an integer value.
    @_disfavoredOverload
    public mutating func field(_ name: String, _ value: Int) {
        var name = name
        name.withUTF8 { member($0, plainName: false, int: value) }
    }
    /// Writes `"name":` and a boolean value.
    @_disfavoredOverload
    public mutating func field(_ name: String, _ value: Bool) {
        let word: StaticString = value ? "true" : "false"
        var name = name
        name.withUTF8 { n in word.withUTF8Buffer { member(n, plainName: false, literal: $0) } }
    }
    /// Writes the field only when `value` is non-nil.
    @_disfavoredOverload
    public mutating func field(_ name: String, ifPresent value: String?) { if let value { field(name, value) } }

    // Keys written as literals (every key of the detection JSON) are known at compile time to need no escaping:
    // their bytes are copied as they are, without the check a `String` key gets. The literal must hold no `"`,
    // `\` or control character (checked in debug builds).

    /// Writes `"name":` for a literal key — the next value call writes the value.
    public mutating func key(_ name: StaticString) {
        name.withUTF8Buffer { n in
            if !writeShort(name: n, plainName: true, value: nil) {
                separator()
                writeString(utf8: n)
                appendRaw(UInt8(ascii: ":"))
                setNeedsComma(false)
            }
        }
    }
    /// Writes `"name":` (a literal key) and a string value.
    public mutating func field(_ name: StaticString, _ value: String) {
        var value = value
        name.withUTF8Buffer { n in
            value.withUTF8 { v in
                if !writeShort(name: n, plainName: true, value: v) { key(n); separator(); writeString(utf8: v) }
            }
        }
    }
    /// Writes `"name":` (a literal key) and a literal string value, which must need no escaping (checked in
    /// debug builds): both copied as they are.
    mutating func field(_ name: StaticString, plain value: StaticString) {
        name.withUTF8Buffer { n in
            value.withUTF8Buffer { v in
                if !writeShort(name: n, plainName: true, value: v, plainValue: true) { key(n); separator(); writeString(utf8: v) }
            }
        }
    }
    /// Writes `"name":` (a literal key) and an integer value.
    public mutating func field(_ name: StaticString, _ value: Int) {
        name.withUTF8Buffer { n in member(n, plainName: true, int: value) }
    }
    /// Writes `"name":` (a literal key) and a boolean value.
    public mutating func field(_ name: StaticString, _ value: Bool) {
        let word: StaticString = value ? "true" : "false"
        name.withUTF8Buffer { n in word.withUTF8Buffer { member(n, plainName: true, literal: $0) } }
    }
    /// Writes the field (a literal key) only when `value` is non-nil.
    public mutating func field(_ name: StaticString, ifPresent value: String?) { if let value { field(name, value) } }

    /// `"name":` and the string `prefix` + `query` percent-encoded (`SuggestedAction.percentEncodedQuery`), encoded
    /// into the buffer: the prefix is plain ASCII and the encoding leaves nothing to escape.
    mutating func queryURL(_ name: StaticString, prefix: StaticString, query: String) {
        key(name)
        separator()
        var query = query
        query.withUTF8 { utf8 in
            prefix.withUTF8Buffer { head in
                write(reserving: head.count + utf8.count * 3 + 2) { p in
                    p[0] = UInt8(ascii: "\"")
                    if let h = head.baseAddress { (p + 1).update(from: h, count: head.count) }
                    var k = 1 + head.count
                    k += SuggestedAction.percentEncode(utf8, into: p + k)
                    p[k] = UInt8(ascii: "\"")
                    return k + 1
                }
            }
        }
    }

    /// `"name":` given as UTF-8.
    private mutating func key(_ name: UnsafeBufferPointer<UInt8>) {
        if writeShort(name: name, value: nil) { return }
        separator()
        writeString(utf8: name)
        appendRaw(UInt8(ascii: ":"))
        setNeedsComma(false)
    }

    /// `"name":` and an integer value. `plainName`: `name` is known to need no escaping.
    private mutating func member(_ name: UnsafeBufferPointer<UInt8>, plainName: Bool, int value: Int) {
        // The digits, backwards into a small buffer, then written as the member's value.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var v = value.magnitude, k = 20
            repeat { k -= 1; buffer[k] = UInt8(truncatingIfNeeded: v % 10) + 0x30; v /= 10 } while v > 0
            if value < 0 { k -= 1; buffer[k] = UInt8(ascii: "-") }
            member(name, plainName: plainName, literal: UnsafeBufferPointer(rebasing: buffer[k...]))
        }
    }

    /// `"name":` and a value that is written as it is (a number, `true`, `false`).
    private mutating func member(_ name: UnsafeBufferPointer<UInt8>, plainName: Bool, literal: UnsafeBufferPointer<UInt8>) {
        if !writeShort(name: name, plainName: plainName, value: literal, quoted: false) {
            key(name)
            separator()
            append(literal)
        }
    }

    /// The longest member `writeShort` writes.
    private static let shortCapacity = 160

    /// Writes `,`?, `"name":` (when `name` is given) and the value (when given: quoted unless `quoted` is false)
    /// in one pass into the room, when neither needs escaping and they fit `shortCapacity`: most keys and values
    /// are a few plain bytes. Returns false (having written nothing) otherwise. `plainName`: the name is a
    /// literal known to need no escaping, so it is not checked; `plainValue` the same for the value.
    private mutating func writeShort(name: UnsafeBufferPointer<UInt8>?, plainName: Bool = false,
                                     value: UnsafeBufferPointer<UInt8>?, quoted: Bool = true,
                                     plainValue: Bool = false) -> Bool {
        assert(!plainName || name.map(Self.isPlain) ?? true, "JSONWriter: a literal key that needs escaping")
        assert(!plainValue || value.map(Self.isPlain) ?? true, "JSONWriter: a literal value that needs escaping")
        let length = (name.map { $0.count + 3 } ?? 0) + (value.map { $0.count + 2 } ?? 0) + 1
        guard length <= Self.shortCapacity, plainName || (name.map(Self.isPlain) ?? true),
              !quoted || plainValue || (value.map(Self.isPlain) ?? true)
        else { return false }
        let comma = depth > 0 && (depth <= 64 ? needsComma & (1 << (depth - 1)) != 0 : deeperNeedsComma[depth - 65])
        write(reserving: length) { base in
            var k = 0
            func copy(_ b: UnsafeBufferPointer<UInt8>) {
                if let p = b.baseAddress { Self.copy(p, to: base + k, count: b.count) }
                k += b.count
            }
            if comma { base[k] = UInt8(ascii: ","); k += 1 }
            if let name {
                base[k] = UInt8(ascii: "\""); k += 1
                copy(name)
                base[k] = UInt8(ascii: "\""); base[k + 1] = UInt8(ascii: ":"); k += 2
            }
            if let value {
                if quoted { base[k] = UInt8(ascii: "\""); k += 1 }
                copy(value)
                if quoted { base[k] = UInt8(ascii: "\""); k += 1 }
            }
            return k
        }
        // After a key alone the value comes without a comma; after a value the next member needs one.
        setNeedsComma(value != nil)
        return true
    }

    /// Copies `n` bytes from `source` to `target`: up to 16 by two overlapping loads and stores instead of a call
    /// (most keys and values are that short).
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count n: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        switch n {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        case 1..<4:
            for k in 0..<n { target[k] = source[k] }
        case 0:
            break
        default:
            target.update(from: source, count: n)
        }
    }

    /// Whether no byte of `b` needs escaping in a JSON string.
    @inline(__always)
    private static func isPlain(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = b.baseAddress else { return true }
        let n = b.count
        var i = 0
        while n - i >= 8 {
            if escapeMask(UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))) != 0 { return false }
            i += 8
        }
        guard i < n else { return true }
        // The last bytes: the word ending at the end when there is one, else read four, two and one at a time;
        // the bytes above them letters.
        let r = n - i
        var v: UInt64
        if n >= 8 {
            let last = UInt64(littleEndian: UnsafeRawPointer(p + n - 8).loadUnaligned(as: UInt64.self))
            v = last >> UInt64((8 - r) * 8)
        } else {
            let q = UnsafeRawPointer(p)
            var o = 0
            v = 0
            if r & 4 != 0 { v = UInt64(UInt32(littleEndian: q.loadUnaligned(as: UInt32.self))); o = 4 }
            if r & 2 != 0 {
                v |= UInt64(UInt16(littleEndian: q.loadUnaligned(fromByteOffset: o, as: UInt16.self))) << UInt64(o * 8)
                o += 2
            }
            if r & 1 != 0 { v |= UInt64(q.load(fromByteOffset: o, as: UInt8.self)) << UInt64(o * 8) }
        }
        return escapeMask(v | (letters << UInt64(r * 8))) == 0
    }

    @inline(__always)
    private mutating func separator() {
        if takeComma() { appendRaw(UInt8(ascii: ",")) }
    }

    /// Whether the next value needs a comma before it; the innermost container then holds a value.
    @inline(__always)
    private mutating func takeComma() -> Bool {
        guard depth > 0 else { return false }
        let has = depth <= 64 ? needsComma & (1 << (depth - 1)) != 0 : deeperNeedsComma[depth - 65]
        if !has { setNeedsComma(true) }
        return has
    }

    /// Sets whether the innermost container needs a comma before its next value.
    @inline(__always)
    private mutating func setNeedsComma(_ value: Bool) {
        guard depth > 0 else { return }
        if depth <= 64 {
            if value { needsComma |= 1 << (depth - 1) } else { needsComma &= ~(1 << (depth - 1)) }
        } else {
            deeperNeedsComma[depth - 65] = value
        }
    }

    @inline(__always)
    private mutating func open() {
        depth += 1
        if depth > 64 { deeperNeedsComma.append(false) } else { setNeedsComma(false) }
    }

    private mutating func close() {
        precondition(depth > 0, "JSONWriter: a container ended that was not begun")
        if depth > 64 { deeperNeedsComma.removeLast() }
        depth -= 1
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
    /// Eight `A`s: padding that never needs escaping.
    private static let letters: UInt64 = 0x4141_4141_4141_4141

    /// The bytes of `w` that are a control character, `"`, `\\` or DEL (bytes of 0x80 and above never are),
    /// each marked by its high bit: the usual zero-byte test on `w` minus 0x20 in each byte and on `w` xor each
    /// special byte. Only marks above a marked byte can be wrong (a borrow), so the lowest mark is the first
    /// byte to escape.
    @inline(__always)
    private static func escapeMask(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeros(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & high }
        return ((w &- ones &* 0x20) & ~w & high) | zeros(w ^ (ones &* 0x22)) | zeros(w ^ (ones &* 0x5C))
            | zeros(w ^ (ones &* 0x7F))
    }

    /// Writes the escape of `b` (`"`, `\`, a control character or DEL) at `out`: `\"`, `\\`, `\n`, `\r`, `\t` or
    /// `\u00XX`; returns its length.
    @inline(__always)
    private static func writeEscape(_ b: UInt8, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\\")
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out[1] = b; return 2
        case 0x0A: out[1] = UInt8(ascii: "n"); return 2
        case 0x0D: out[1] = UInt8(ascii: "r"); return 2
        case 0x09: out[1] = UInt8(ascii: "t"); return 2
        default:
            out[1] = UInt8(ascii: "u"); out[2] = UInt8(ascii: "0"); out[3] = UInt8(ascii: "0")
            out[4] = hex[Int(b >> 4)]; out[5] = hex[Int(b & 0xF)]
            return 6
        }
    }

    private mutating func writeString(_ s: String) {
        var s = s
        s.withUTF8 { writeString(utf8: $0) }
    }

    /// Writes the string, quoted and escaped, straight into the room: each pass makes room for the plain bytes
    /// left and a few escapes, and a pass that runs out of room ends where it is for the next to go on.
    private mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress, utf8.count > 0 else {
            write(reserving: 2) { p in p[0] = UInt8(ascii: "\""); p[1] = UInt8(ascii: "\""); return 2 }
            return
        }
        let n = utf8.count
        appendRaw(UInt8(ascii: "\""))
        // Eight bytes are checked at a time (the last few padded with letters), the first byte to escape found
        // from the mask (the first byte in memory is the word's lowest), and the run of plain bytes before it
        // copied at once.
        var run = 0, i = 0, done = false
        while !done {
            reserve(n - run + 64)
            let at = count
            let end = storage.withUnsafeMutableBufferPointer { buffer -> Int in
                let out = buffer.baseAddress!
                let room = buffer.count
                var used = at
                while i < n {
                    let word: UInt64
                    if n - i >= 8 {
                        word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                    } else if n >= 8 {
                        // The word that ends at the string's end, shifted so its byte 0 is `base[i]`, the bytes
                        // above the string's end filled with letters (no copy, no call).
                        let last = UInt64(littleEndian: UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self))
                        word = (last >> UInt64((8 - (n - i)) * 8)) | (Self.letters << UInt64((n - i) * 8))
                    } else {
                        // A string shorter than a word: its bytes read four, two and one at a time, the bytes
                        // above them letters.
                        let r = n - i
                        let p = UnsafeRawPointer(base + i)
                        var v: UInt64 = 0, o = 0
                        if r & 4 != 0 { v = UInt64(UInt32(littleEndian: p.loadUnaligned(as: UInt32.self))); o = 4 }
                        if r & 2 != 0 {
                            v |= UInt64(UInt16(littleEndian: p.loadUnaligned(fromByteOffset: o, as: UInt16.self))) << UInt64(o * 8)
                            o += 2
                        }
                        if r & 1 != 0 { v |= UInt64(p.load(fromByteOffset: o, as: UInt8.self)) << UInt64(o * 8) }
                        word = v | (Self.letters << UInt64(r * 8))
                    }
                    let mask = Self.escapeMask(word)
                    if mask == 0 { i += 8; continue }
                    let k = i + mask.trailingZeroBitCount / 8
                    // The run before the escape and the escape's six bytes at most.
                    if room - used < k - run + 6 { return used }
                    if run < k { (out + used).update(from: base + run, count: k - run); used += k - run }
                    used += Self.writeEscape(base[k], to: out + used)
                    run = k + 1
                    i = k + 1
                }
                if room - used < n - run + 1 { return used }
                if run < n { (out + used).update(from: base + run, count: n - run); used += n - run }
                out[used] = UInt8(ascii: "\"")
                done = true
                return used + 1
            }
            count = end
        }
    }
}
