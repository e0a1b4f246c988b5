// Character classes of the link grammar. The scanner works on UTF-8 bytes; these helpers decode one
// scalar at a time and are only used next to an anchor, never over the whole text.

extension UTF8Text {
    /// The scalar that starts at byte `i` and its length in bytes. Malformed input (which a `String` never
    /// holds) decodes as U+FFFD of length 1, so callers always make progress.
    @inline(__always)
    func scalar(at i: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let b0 = bytes[i]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let length: Int
        var value: UInt32
        if b0 & 0xE0 == 0xC0 { length = 2; value = UInt32(b0 & 0x1F) }
        else if b0 & 0xF0 == 0xE0 { length = 3; value = UInt32(b0 & 0x0F) }
        else if b0 & 0xF8 == 0xF0 { length = 4; value = UInt32(b0 & 0x07) }
        else { return ("\u{FFFD}", 1) }
        guard i + length <= count else { return ("\u{FFFD}", 1) }
        for k in 1..<length {
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The start of the scalar that ends just before byte `i` (`i > 0`).
    @inline(__always)
    func scalarStart(before i: Int) -> Int {
        var j = i - 1
        while j > 0, bytes[j] & 0xC0 == 0x80, i - j < 4 { j -= 1 }
        return j
    }

    /// The scalar that ends just before byte `i`, or `nil` at the start of the text.
    @inline(__always)
    func scalar(before i: Int) -> Unicode.Scalar? {
        guard i > 0 else { return nil }
        return scalar(at: scalarStart(before: i)).scalar
    }
}

enum LinkChar {
    @inline(__always) static func isASCIIAlnum(_ b: UInt8) -> Bool {
        (b &- 0x30) < 10 || ((b | 0x20) &- 0x61) < 26
    }

    @inline(__always) static func isASCIIDigit(_ b: UInt8) -> Bool { (b &- 0x30) < 10 }

    @inline(__always) static func isASCIIAlpha(_ b: UInt8) -> Bool { ((b | 0x20) &- 0x61) < 26 }

    @inline(__always) static func isHex(_ b: UInt8) -> Bool { isASCIIDigit(b) || ((b | 0x20) &- 0x61) < 6 }

    /// A character that can be part of a host label: ASCII letters and digits, and any non-ASCII letter,
    /// mark, number or symbol (so `✪df.ws`, `президент.рф`, `😀.com` are hosts, as in linkify-it), plus the
    /// joiners some scripts need. Hyphen and underscore are handled by the label rules.
    static func isLabel(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return isASCIIAlnum(UInt8(s.value)) }
        if s.value == 0x200C || s.value == 0x200D { return true }
        if s.value == 0xFF5C { return false }   // fullwidth vertical bar separates text in CJK (linkify-it #46)
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// Whitespace, controls and invisible format characters (bidi embeddings, BOM): nothing of a link can
    /// span them. Zero-width (non-)joiners are kept: Indic words need them inside paths.
    static func isBreak(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value <= 0x20 || s.value == 0x7F }
        if s.value == 0x200C || s.value == 0x200D { return false }
        switch s.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .unassigned,
             .privateUse:
            return true
        default:
            return false
        }
    }

    /// Characters linkify-it treats as hard separators around links: `<`, `>` and the fullwidth bar `｜`.
    @inline(__always) static func isSeparator(_ s: Unicode.Scalar) -> Bool {
        s == "<" || s == ">" || s.value == 0xFF5C
    }

    /// Han, kana, Hangul and their punctuation/fullwidth forms: scripts written without spaces, where a
    /// run of these right against ASCII letters means the surrounding sentence resumes (`example.com中国語`).
    static func isCJK(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3130...0x318F,
             0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
             0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// CJK, Thai, Lao, Myanmar and Khmer: scripts whose sentences have no spaces between words, so an ASCII
    /// name glued to them starts where the script changes (`联系support@…`, `ติดต่อsupport@…`).
    static func isSpaceless(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: return true
        default: return isCJK(s)
        }
    }

    /// A non-ASCII symbol (any `S*` category: arrows, emoji, dingbats, math and currency signs).
    static func isSymbol(_ s: Unicode.Scalar) -> Bool {
        guard s.value >= 0x80 else { return false }
        switch s.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
        default: return false
        }
    }

    /// Unicode punctuation (any `P*` category).
    static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 {
            let b = UInt8(s.value)
            return b > 0x20 && b < 0x7F && !isASCIIAlnum(b) && !"$+<=>^`|~".unicodeScalars.contains(s)
        }
        switch s.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
