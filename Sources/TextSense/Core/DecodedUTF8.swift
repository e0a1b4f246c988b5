/// Text decoded from bytes that may not be valid UTF-8, with a map from offsets in the decoded text back to
/// offsets in the bytes.
///
/// Each maximal ill-formed subpart (Unicode §3.9, "U+FFFD substitution of maximal subparts", the practice
/// W3C and Swift's `String(decoding:as:)` follow) becomes one U+FFFD, so overlong forms, CESU-8 surrogates
/// and truncated sequences are replaced, never interpreted. Valid input is decoded with one validating copy.
///
/// ```swift
/// let d = DecodedUTF8(bytes)              // bytes: "ab\xFF cd"
/// d.text                                   // "ab\u{FFFD} cd"
/// d.firstInvalidOffset                     // 2
/// d.originalOffset(6)                      // 4 — "cd" starts at byte 4 of the input
/// ```
public struct DecodedUTF8: Sendable {
    /// The decoded text.
    public let text: String
    /// Segments (offset in `text`, offset in the input) starting after each replacement; empty when the
    /// bytes were valid UTF-8.
    private let segments: [Segment]
    /// The byte offset of the first invalid byte, or `nil` when the bytes were valid UTF-8.
    public let firstInvalidOffset: Int?

    /// A copy of the input bytes, kept only when some were invalid (so they can be restored), else `nil`.
    public let originalBytes: [UInt8]?

    /// The input byte ranges that were replaced by U+FFFD, in order (empty for valid input). A caller that
    /// transforms `text` without touching U+FFFD can put the original bytes back: the k-th U+FFFD that was a
    /// replacement is the k-th range here.
    public var replacedRanges: [Range<Int>] {
        stride(from: 1, to: segments.count - 1, by: 2).map { segments[$0].original..<segments[$0 + 1].original }
    }

    /// Offsets (in `text`) of the U+FFFD characters that stand for replaced bytes, in order.
    public var replacementOffsets: [Int] {
        stride(from: 1, to: segments.count - 1, by: 2).map { segments[$0].decoded }
    }

    private struct Segment: Sendable {
        let decoded: Int
        let original: Int
    }

    /// Decodes `bytes`, replacing each maximal invalid subpart (Unicode §3.9, "U+FFFD substitution of maximal
    /// subparts") with U+FFFD.
    /// - Complexity: O(n).
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let s = String(validating: bytes, as: UTF8.self) {
            text = s
            segments = []
            firstInvalidOffset = nil
            originalBytes = nil
            return
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var segs: [Segment] = [Segment(decoded: 0, original: 0)]
        var first: Int?
        var i = 0
        let n = bytes.count
        while i < n {
            let len = Self.validSequenceLength(bytes, at: i)
            if len > 0 {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + len)]))
                i += len
            } else {
                let bad = Self.maximalSubpart(bytes, at: i)
                if first == nil { first = i }
                segs.append(Segment(decoded: out.count, original: i))
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                i += bad
                segs.append(Segment(decoded: out.count, original: i))
            }
        }
        text = String(decoding: out, as: UTF8.self)
        segments = segs
        firstInvalidOffset = first
        originalBytes = Array(bytes)
    }

    /// The offset in the original bytes of a UTF-8 offset into `text` that is on a scalar boundary.
    /// - Complexity: O(log r) for r replacements; O(1) for valid input.
    public func originalOffset(_ decoded: Int) -> Int {
        guard segments.count > 1 else { return decoded }
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].decoded <= decoded { lo = mid } else { hi = mid - 1 }
        }
        return segments[lo].original + (decoded - segments[lo].decoded)
    }

    /// Length of the well-formed sequence at `i` (Unicode Table 3-7), or 0.
    public static func validSequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let c0 = b[i]
        if c0 < 0x80 { return 1 }
        func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool { i + k < b.count && b[i + k] >= lo && b[i + k] <= hi }
        switch c0 {
        case 0xC2...0xDF: return cont(1) ? 2 : 0
        case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return cont(1) && cont(2) ? 3 : 0
        case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0
        case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
        case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0
        default: return 0
        }
    }

    /// Length of the maximal subpart of an ill-formed sequence at `i` (at least 1).
    public static func maximalSubpart(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let c0 = b[i]
        var lo: UInt8 = 0x80, hi: UInt8 = 0xBF
        let need: Int
        switch c0 {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; hi = 0x9F
        case 0xF0: need = 3; lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; hi = 0x8F
        default: return 1
        }
        var k = 1
        while k <= need, i + k < b.count {
            let c = b[i + k]
            let (l, h): (UInt8, UInt8) = k == 1 ? (lo, hi) : (0x80, 0xBF)
            if c < l || c > h { break }
            k += 1
        }
        return k
    }
}
