/// Word-at-a-time byte searches for the detectors' hot loops.
enum ByteScan {
    /// The offset of the first ASCII digit in `bytes` at or after `start`, or `bytes.count` when there is none.
    ///
    /// Tests eight bytes per step: XOR with `0x30` turns exactly the digits into bytes below 10, and
    /// `(y - 0x0A…) & ~y & 0x80…` is non-zero iff some byte of `y` is below 10; its lowest set bit marks the
    /// first such byte (a borrow can only mark bytes above a true one).
    ///
    /// - Complexity: O(n) with about one instruction per byte on text without digits.
    @inline(__always)
    static func firstDigit(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = bytes.count
        var i = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= n {
                // Byte i is the low byte on any host.
                let y = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x3030_3030_3030_3030
                let mask = (y &- 0x0A0A_0A0A_0A0A_0A0A) & ~y & 0x8080_8080_8080_8080
                if mask != 0 { return i + mask.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < n, bytes[i] &- 0x30 > 9 { i += 1 }
        return i
    }
}
