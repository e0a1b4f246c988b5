import CByteScan

/// Word-at-a-time byte searches for the detectors' hot loops; the thin Swift side of the CByteScan kernels.
///
/// `nextPhoneCluster` tests 16 or 32 bytes per step with vector compares (see there); `firstDigit` tests
/// eight bytes per step with masks whose bit 7 marks the bytes it looks for: XOR with a
/// constant turns the bytes equal to it into zero bytes, `(y - 0x01…) & ~y` marks zero bytes of `y`, and
/// `(y - 0x0A…) & ~y` marks bytes below 10 (the digits after XOR with `0x30`). A borrow can only mark bytes
/// above a truly marked one, so each mask's lowest set bit is exact, and so is the lowest bit of a union of
/// such masks: it marks the first byte any of them looks for.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The first offset at or after `start` whose byte `wanted` accepts, or `bytes.count`: `marks` marks (in bit 7
    /// of each byte, exact for the lowest) the bytes of an eight-byte word `wanted` accepts.
    @inline(__always)
    private static func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, marks: (UInt64) -> UInt64,
                              wanted: (UInt8) -> Bool) -> Int {
        let n = bytes.count
        var i = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= n {
                // Byte i is the low byte on any host.
                let mask = marks(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) & (0x80 &* ones)
                if mask != 0 { return i + mask.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < n, !wanted(bytes[i]) { i += 1 }
        return i
    }

    /// The offset of the first ASCII digit in `bytes` at or after `start`, or `bytes.count` when there is none.
    ///
    /// - Complexity: O(n) with about one instruction per byte on text without digits.
    @inline(__always)
    static func firstDigit(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        first(in: bytes, from: start, marks: { w in
            let y = w ^ (0x30 &* ones)
            return (y &- (0x0A &* ones)) & ~y
        }, wanted: { $0 &- 0x30 <= 9 })
    }

    /// The offset of the first byte equal to `byte` at or after `start`, or `bytes.count` when there is none.
    ///
    /// - Complexity: O(n) with about one instruction per byte.
    @inline(__always)
    static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let pattern = UInt64(byte) &* ones
        return first(in: bytes, from: start, marks: { w in
            let y = w ^ pattern
            return (y &- ones) & ~y
        }, wanted: { $0 == byte })
    }

    /// The offset of the first byte at or after `start` where a phone number cluster with at least `minimumDigits`
    /// digits may start (`PhoneScanner`), or `bytes.count` when there is none. It stops at an ASCII digit, `(`, `[`
    /// or `+`, or the lead byte of a scalar that may be a digit or a fullwidth lead — D8–DF (Arabic-Indic and NKo
    /// digits), E0–E1 (Indic, Thai, Myanmar… digits), EA–EB and EE–EF (Vai…, fullwidth forms) and F0–FF
    /// (four-byte scalars); other non-ASCII bytes (Latin, Cyrillic and Greek letters, typographic punctuation,
    /// CJK, continuation bytes) are skipped. `start` must be at a scalar boundary, so a skipped continuation byte
    /// never belongs to a scalar that matters.
    ///
    /// On x86-64 the C kernel (CByteScan) tests 32 bytes a step with AVX2 when the processor has it, else 16 with
    /// SSE2, gathering the compares with movemask (Swift's SIMD types have no movemask, and AVX2 must be chosen
    /// at run time); elsewhere the Swift loop below tests 16 bytes a step. With AVX2 it also passes over the
    /// short runs it sees whole within a step: from a stop to an ASCII byte that ends every cluster, all ASCII,
    /// with fewer digits than `minimumDigits` (prose holds about ten such runs for each number). With
    /// `minimumDigits` 0 it stops at every byte above.
    ///
    /// - Complexity: O(n), well under one instruction per byte on text without such bytes.
    @inline(__always)
    static func nextPhoneCluster(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, minimumDigits: Int) -> Int {
        #if arch(x86_64)
        guard let base = bytes.baseAddress, start < bytes.count else { return max(start, bytes.count) }
        return ts_next_phone_cluster(base, bytes.count, start, max(0, minimumDigits))
        #else
        return firstPhoneClusterStartSIMD16(in: bytes, from: start)
        #endif
    }

    /// The byte skip alone (no short runs passed over) with the C kernel `kernel` (0 byte loop, 1 SSE2, 2 AVX2; a
    /// kernel the machine cannot run falls back to a simpler one), or the Swift loop for -1: for tests.
    static func firstPhoneClusterStart(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, kernel: Int) -> Int {
        if kernel < 0 { return firstPhoneClusterStartSIMD16(in: bytes, from: start) }
        guard let base = bytes.baseAddress, start < bytes.count else { return max(start, bytes.count) }
        return ts_first_phone_cluster_start_with(Int32(kernel), base, bytes.count, start)
    }

    /// The highest C kernel number this machine runs.
    static var availableKernel: Int { Int(ts_kernels_available()) }

    /// Sixteen bytes a step with Swift's vector compares (SSE2 on x86-64, NEON on ARM): each lane of a compare
    /// is 0x00 or 0xFF, and the union, read as two little-endian words, has its lowest set bit in the first
    /// lane that stops. Ranges are tested as `v - low < count` (unsigned) and `v & mask == value`.
    @inline(__always)
    static func firstPhoneClusterStartSIMD16(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        typealias V = SIMD16<UInt8>
        let n = bytes.count
        var i = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 16 <= n {
                let v = raw.loadUnaligned(fromByteOffset: i, as: V.self)
                let digit = (v &- V(repeating: 0x30)) .< V(repeating: 10)
                let lead = (v .== V(repeating: 0x28)) .| (v .== V(repeating: 0x5B)) .| (v .== V(repeating: 0x2B))
                let high = ((v &- V(repeating: 0xD8)) .< V(repeating: 10))           // D8–E1
                    .| ((v & V(repeating: 0xFA)) .== V(repeating: 0xEA))                // EA, EB, EE, EF
                    .| (v .>= V(repeating: 0xF0))                                      // F0–FF
                // Not `any(_:)`: it is not inlined, and costs a call per step.
                let lanes = unsafeBitCast(digit .| lead .| high, to: (UInt64, UInt64).self)
                let low = UInt64(littleEndian: lanes.0), high8 = UInt64(littleEndian: lanes.1)
                if low != 0 { return i + low.trailingZeroBitCount / 8 }
                if high8 != 0 { return i + 8 + high8.trailingZeroBitCount / 8 }
                i += 16
            }
        }
        while i < n, !mayStartPhoneCluster(bytes[i]) { i += 1 }
        return i
    }

    /// Bit 7 of each byte of `w` that is an ASCII letter, and of each that is an ASCII digit. Each byte is tested
    /// alone (no sum carries into the next byte), so every mark is exact.
    @inline(__always)
    static func asciiAlnumMarks(_ w: UInt64) -> (letters: UInt64, digits: UInt64) {
        let high = 0x80 &* ones, low7 = 0x7F &* ones
        // A letter folded to lower case lies in 0x61…0x7A: at least `a` (+ 0x1F carries into bit 7) and not past `z`.
        let y = w | (0x20 &* ones)
        let zy = y & low7
        let letters = (zy &+ 0x1F &* ones) & ~(zy &+ 0x05 &* ones) & ~y & high
        let z = w & low7
        let digits = (z &+ 0x50 &* ones) & ~(z &+ 0x46 &* ones) & ~w & high
        return (letters, digits)
    }

    /// The offset of the first ASCII digit or capital letter at or after `start`, or `bytes.count` when there is
    /// none: where a tracking or flight number may begin to matter in text of lower-case words.
    ///
    /// - Complexity: O(n) with about two instructions per byte.
    @inline(__always)
    static func firstDigitOrCapital(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        first(in: bytes, from: start, marks: { w in
            let (letters, digits) = asciiAlnumMarks(w)
            // A capital's bit 5 is clear: moved to bit 7 of the same byte, it unmarks the lower-case letters.
            return letters & ~(w << 2) | digits
        }, wanted: { $0 &- 0x41 < 26 || $0 &- 0x30 < 10 })
    }

    /// The bytes the phone skip stops at.
    @inline(__always)
    static func mayStartPhoneCluster(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x28, 0x5B, 0x2B, 0xD8...0xE1, 0xEA, 0xEB, 0xEE, 0xEF, 0xF0...0xFF: return true
        default: return false
        }
    }
}
