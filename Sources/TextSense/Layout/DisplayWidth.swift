/// How many terminal columns text takes, the way a monospaced terminal draws it (like `wcswidth`, but per
/// grapheme cluster and with current Unicode data from ICU):
/// - East Asian Wide and Fullwidth characters (UAX #11) and emoji presentation sequences take 2 columns;
/// - combining marks, format characters (ZWJ, ZWSP, bidi marks), Hangul medial vowels/final consonants and
///   controls take 0;
/// - a tab advances to the next tab stop;
/// - everything else, including East Asian Ambiguous characters, takes 1.
///
/// ```swift
/// DisplayWidth.of("日本") // 4
/// DisplayWidth.of("e\u{301}👍🏽🇩🇪") // 1 + 2 + 2
/// ```
public enum DisplayWidth {
    /// The width of `text` starting at column 0 with tab stops every `tabWidth` columns.
    /// - Complexity: O(n).
    public static func of(_ text: String, tabWidth: Int = 8) -> Int {
        var col = 0
        for cluster in text {
            col += width(of: cluster, atColumn: col, tabWidth: tabWidth)
        }
        return col
    }

    /// The width of one grapheme cluster drawn at `column`.
    public static func width(of cluster: Character, atColumn column: Int = 0, tabWidth: Int = 8) -> Int {
        var s = String(cluster)
        return s.withUTF8 { clusterWidth($0, 0, $0.count, column: column, tabWidth: tabWidth) }
    }

    /// Width of the cluster `bytes[start..<end]` (valid UTF-8, one grapheme cluster) at `column`.
    static func clusterWidth(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, column: Int, tabWidth: Int) -> Int {
        let b0 = bytes[start]
        if b0 < 0x80 {
            if b0 == 0x09 { return tabWidth > 0 ? tabWidth - column % tabWidth : 0 }
            if b0 < 0x20 || b0 == 0x7F { return 0 }
            if end - start == 1 { return 1 }
        }
        var first: Unicode.Scalar?
        var regionalIndicators = 0
        var emojiVariation = false
        var i = start
        while i < end {
            let (scalar, len) = decodeScalar(bytes, i)
            if first == nil { first = scalar }
            if scalar.value == 0xFE0F { emojiVariation = true }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
            i += len
        }
        guard let s0 = first else { return 0 }
        if s0.value < 0x20 || (0x7F...0x9F).contains(s0.value) { return 0 }
        if regionalIndicators >= 2 { return 2 }
        let props = s0.properties
        if emojiVariation && props.isEmoji { return 2 }
        if props.isEmojiPresentation { return 2 }
        if CharacterProperties.isWide(s0) { return 2 }
        switch props.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(s0.value) || (0xD7B0...0xD7FF).contains(s0.value) { return 0 }
        return 1
    }

    /// The end and width of the grapheme cluster at `i` when it is a lone "simple" scalar — printable ASCII,
    /// a 2-byte letter (Latin, Greek, Cyrillic, Armenian…) or a 3-byte kana, CJK ideograph, Hangul syllable
    /// or fullwidth form — followed by another simple scalar or the end. Then the cluster is that one scalar
    /// (no Extend, ZWJ or variation selector can follow) and ICU need not be asked. `nil` otherwise.
    @inline(__always)
    static func simpleCluster(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> (end: Int, width: Int)? {
        guard let (len, width) = simpleScalar(b, i) else { return nil }
        let next = i + len
        if next == b.count || simpleScalar(b, next) != nil { return (next, width) }
        return nil
    }

    /// Length and width of a simple scalar at `i` (see `simpleCluster`), or `nil`.
    @inline(__always)
    private static func simpleScalar(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> (Int, Int)? {
        let c0 = b[i]
        if c0 < 0x80 { return c0 >= 0x20 && c0 < 0x7F ? (1, 1) : nil }
        if c0 < 0xC2 { return nil }
        if c0 < 0xE0 {
            guard i + 1 < b.count else { return nil }
            let v = (UInt32(c0) & 0x1F) << 6 | (UInt32(b[i + 1]) & 0x3F)
            // Letters and symbols of width 1; excludes C1 controls, the soft hyphen and the combining marks
            // of U+0300–036F and U+0483–0489, and everything from Hebrew on (marks, RTL marks).
            if (0xA0...0x2FF).contains(v) && v != 0xAD { return (2, 1) }
            if (0x370...0x482).contains(v) || (0x48A...0x58F).contains(v) { return (2, 1) }
            return nil
        }
        if c0 < 0xF0 {
            guard i + 2 < b.count else { return nil }
            let v = (UInt32(c0) & 0x0F) << 12 | (UInt32(b[i + 1]) & 0x3F) << 6 | (UInt32(b[i + 2]) & 0x3F)
            // Kana (without the combining sound marks U+3099/309A), CJK ideographs, Hangul syllables and
            // fullwidth forms: wide, never combined with what follows.
            if (0x3041...0x3096).contains(v) || (0x309B...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v)
                || (0x4E00...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v) || (0xFF01...0xFF60).contains(v) {
                return (3, 2)
            }
            return nil
        }
        return nil
    }

    /// Decodes the scalar at `i` in valid UTF-8 (the text came from a `String`).
    @inline(__always)
    static func decodeScalar(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> (Unicode.Scalar, Int) {
        let c0 = UInt32(b[i])
        var v: UInt32
        var len: Int
        if c0 < 0x80 { return (Unicode.Scalar(UInt8(c0)), 1) }
        if c0 < 0xE0 { v = c0 & 0x1F; len = 2 } else if c0 < 0xF0 { v = c0 & 0x0F; len = 3 } else { v = c0 & 0x07; len = 4 }
        var k = 1
        while k < len, i + k < b.count {
            v = v << 6 | (UInt32(b[i + k]) & 0x3F)
            k += 1
        }
        return (Unicode.Scalar(v) ?? "\u{FFFD}", k)
    }
}
