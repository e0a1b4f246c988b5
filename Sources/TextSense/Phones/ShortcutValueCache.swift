/// The values of the numbers `PhoneShortcut` answers within one detection pass, by calling code and national
/// number: a number written again (a signature, a table) shares its value, so it is formatted at most once.
///
/// An open-addressing table of indices into a dense array of values, hashed by one multiplication: a
/// `Dictionary` keyed by the E.164 string hashed every key with SipHash, and again on each of its resizes, which
/// cost more than the rest of making a value. Numbers with an extension are not kept here (the caller keys those
/// by string; they are rare).
struct ShortcutValueCache {
    /// Per slot: the calling code plus one (0 marks an empty slot), the national number, the value's index.
    private var codes: [UInt16] = []
    private var numbers: [UInt64] = []
    private var indices: [Int32] = []
    private var values: [PhoneValue] = []

    /// The value of +`countryCode` `nationalNumber`, made by `make` and kept when it is not known yet.
    mutating func value(countryCode: Int, nationalNumber: UInt64, make: () -> PhoneValue) -> PhoneValue {
        guard (1...999).contains(countryCode) else { return make() }
        let code = UInt16(countryCode + 1)
        if values.count * 2 >= codes.count { grow() }
        let mask = codes.count - 1
        var slot = Self.slot(code, nationalNumber, mask)
        while codes[slot] != 0 {
            if codes[slot] == code, numbers[slot] == nationalNumber { return values[Int(indices[slot])] }
            slot = (slot + 1) & mask
        }
        let made = make()
        codes[slot] = code
        numbers[slot] = nationalNumber
        indices[slot] = Int32(truncatingIfNeeded: values.count)
        values.append(made)
        return made
    }

    var count: Int { values.count }

    private static func slot(_ code: UInt16, _ number: UInt64, _ mask: Int) -> Int {
        let h = (number ^ UInt64(code) << 48) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h >> 32) & mask
    }

    /// Doubles the table (64 slots at first) and puts the known numbers back.
    private mutating func grow() {
        let capacity = max(64, codes.count * 2)
        var newCodes = [UInt16](repeating: 0, count: capacity)
        var newNumbers = [UInt64](repeating: 0, count: capacity)
        var newIndices = [Int32](repeating: 0, count: capacity)
        for old in codes.indices where codes[old] != 0 {
            var slot = Self.slot(codes[old], numbers[old], capacity - 1)
            while newCodes[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            newCodes[slot] = codes[old]
            newNumbers[slot] = numbers[old]
            newIndices[slot] = indices[old]
        }
        codes = newCodes
        numbers = newNumbers
        indices = newIndices
    }
}
