import Foundation

/// The towns of `AddressCityData` as one hash table, for a street line that has no postal code and ends in its
/// town (`Friedrichstraße 43, Berlin`). Built on first use: only a street line standing alone before a
/// capitalized word asks it, so text without addresses never pays for it.
extension AddressCityData {
    /// Town key (`AddressTables.phraseKey` form: `frankfurt am main`, `st louis`, `москва`) → the bits
    /// `1 << AddressCountry.slot` of the countries that have a town so named (low byte), and in the high byte the
    /// bit of the country whose place so named is the largest (`london`: GB's high bit, GB's and CA's low bits).
    static let index = TownIndex(names)

    /// Whether the town key's bits (`index`) make it a town of the country in `slot`: always where that country's
    /// place so named is the largest, and where the context ranks the country first (`own`) when its place is a
    /// smaller namesake (London, Ontario in a Canadian text).
    static func isTown(_ bits: UInt16, slot: Int, own: Bool) -> Bool {
        let bit = UInt16(1) << UInt16(slot)
        return bits & (bit << 8 | (own ? bit : 0)) != 0
    }

    /// The most words a town name of the table has that a street line's town is looked up by (`Las Palmas de
    /// Gran Canaria`).
    static let longestName = 5
}

/// Town names → country bits (see `AddressCityData.index`), keyed by their UTF-8 bytes: the names' bytes in one
/// buffer and an open-addressed table of (offset, length, bits) over it. Made by one pass over the lists' bytes
/// (about 370 KB), with no `String` or dictionary node per name.
struct TownIndex: Sendable {
    private struct Entry: Sendable {
        /// Offset of the name in `bytes`.
        var start: UInt32 = 0
        /// Length of the name in bytes; 0 marks an empty slot.
        var count: UInt16 = 0
        var bits: UInt16 = 0
    }

    private let bytes: [UInt8]
    private let slots: [Entry]
    private let mask: Int

    /// The table of `lists`: ISO 3166-1 alpha-2 code → `|`-separated names, `~` before a name whose largest place
    /// is another country's. A code that is no `AddressCountry` is skipped.
    init(_ lists: [(country: String, names: String)]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lists.reduce(0) { $0 + $1.names.utf8.count })
        var names = 0
        for (_, list) in lists {
            bytes.append(contentsOf: list.utf8)
            names += list.utf8.reduce(1) { $1 == UInt8(ascii: "|") ? $0 + 1 : $0 }
        }
        // A power of two at least twice the names: short probe runs.
        var capacity = 1
        while capacity < names * 2 { capacity <<= 1 }
        let mask = capacity - 1
        var slots = [Entry](repeating: Entry(), count: capacity)
        var offset = 0
        bytes.withUnsafeBufferPointer { b in
            slots.withUnsafeMutableBufferPointer { table in
                for (code, list) in lists {
                    let end = offset + list.utf8.count
                    defer { offset = end }
                    guard let country = AddressCountry.all.first(where: { $0.code == code }) else { continue }
                    let bit = UInt16(1) << UInt16(country.slot)
                    var i = offset
                    while i < end {
                        var j = i
                        while j < end, b[j] != UInt8(ascii: "|") { j += 1 }
                        let smaller = b[i] == UInt8(ascii: "~")
                        let start = smaller ? i + 1 : i
                        if j > start {
                            Self.insert(b, start, j - start, bits: smaller ? bit : bit | bit << 8, into: table, mask: mask)
                        }
                        i = j + 1
                    }
                }
            }
        }
        self.bytes = bytes
        self.slots = slots
        self.mask = mask
    }

    /// The bits of the town named `key`, or nil when no country has a town so named. The names are in NFC; a key
    /// in another form is compared as its NFC form (as `String` equality would), which is read only when its bytes
    /// miss.
    subscript(key: String) -> UInt16? {
        if let bits = lookUp(key) { return bits }
        guard key.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        let composed = key.precomposedStringWithCanonicalMapping
        return composed.utf8.elementsEqual(key.utf8) ? nil : lookUp(composed)
    }

    private func lookUp(_ key: String) -> UInt16? {
        var key = key
        return key.withUTF8 { k in
            guard k.count > 0, k.count <= Int(UInt16.max) else { return nil }
            return bytes.withUnsafeBufferPointer { b in
                slots.withUnsafeBufferPointer { table in
                    var s = Self.hash(k, 0, k.count) & mask
                    while true {
                        let e = table[s]
                        if e.count == 0 { return nil }
                        if Self.equal(b, Int(e.start), Int(e.count), k, 0, k.count) { return e.bits }
                        s = (s + 1) & mask
                    }
                }
            }
        }
    }

    /// Adds the name `b[start..<start + count]` with `bits`, or ORs them into the entry of the same name.
    private static func insert(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int, bits: UInt16,
                               into table: UnsafeMutableBufferPointer<Entry>, mask: Int) {
        var s = hash(b, start, count) & mask
        while true {
            let e = table[s]
            if e.count == 0 {
                table[s] = Entry(start: UInt32(start), count: UInt16(count), bits: bits)
                return
            }
            if equal(b, Int(e.start), Int(e.count), b, start, count) {
                table[s].bits |= bits
                return
            }
            s = (s + 1) & mask
        }
    }

    /// FNV-1a of `b[start..<start + count]`.
    private static func hash(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int {
        var h: UInt32 = 2_166_136_261
        for i in start..<start + count { h = (h ^ UInt32(b[i])) &* 16_777_619 }
        return Int(h)
    }

    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int,
                              _ b: UnsafeBufferPointer<UInt8>, _ j: Int, _ m: Int) -> Bool {
        guard n == m else { return false }
        for k in 0..<n where a[i + k] != b[j + k] { return false }
        return true
    }
}
