// The pieces of the link grammar — host, port, path, email local part — as byte scanners over a
// `UTF8Text`. The shape follows linkify-it (https://github.com/markdown-it/linkify-it, MIT), whose test
// fixtures are the reference (see LinkEvalTests); every scanner is bounded or moves strictly forward so
// the detector stays linear in the text length.

/// How strict a host scan is.
enum HostMode {
    /// After an explicit scheme (`http://`): any root label (`http://localhost`, `http://example.invalid`).
    case explicit
    /// A bare domain or an email domain: the suffix must be a public suffix, and a switch between ASCII
    /// and CJK text ends the host (`example.com中国語`).
    case fuzzy
}

/// The result of scanning a host name.
struct HostScan {
    /// Byte range of the host (without port).
    var range: Range<Int>
    /// Byte ranges of its labels.
    var labels: [Range<Int>]
    /// Whether any label has a non-ASCII character.
    var hasNonASCII: Bool
    /// Whether the host ended because CJK text started right after an ASCII label (`jp日本語`).
    var endedAtScriptChange: Bool
    /// `false` when a label broke a rule (empty, leading/trailing hyphen, longer than 63 characters).
    var isWellFormed: Bool
    /// Whether hyphens right after the last label, before the end of the name, were left out
    /// (`example.org- then` ends at `org`): they are a dash of the sentence, not part of the host.
    var endedAtHyphen = false
}

extension UTF8Text {
    /// The string of `range`, lower-cased in ASCII only (enough for scheme names and ASCII labels).
    func asciiLowercased(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { out in
            var k = 0
            for i in range {
                let b = bytes[i]
                out[k] = (b &- 0x41) < 26 ? b | 0x20 : b
                k += 1
            }
            return k
        }
    }

    /// Whether `range` holds only ASCII bytes.
    func isASCII(_ range: Range<Int>) -> Bool {
        for i in range where bytes[i] >= 0x80 { return false }
        return true
    }

    /// Whether the ASCII label at `range` starts with `xn--` (any case): a punycode label.
    func isPunycodeLabel(_ range: Range<Int>) -> Bool {
        range.count >= 4 && (bytes[range.lowerBound] | 0x20) == 0x78 && (bytes[range.lowerBound + 1] | 0x20) == 0x6E
            && bytes[range.lowerBound + 2] == 0x2D && bytes[range.lowerBound + 3] == 0x2D
    }

    // MARK: Host

    /// Scans a dotted host name starting at `start`.
    ///
    /// Labels are runs of label characters, `-` and `_` (`LinkChar.isLabel`); a dot continues the host only
    /// when a label character follows it. In `.fuzzy` mode an ASCII→CJK switch ends the host; in
    /// `.explicit` mode it does so only when the label so far is a known top-level domain
    /// (`http://example.comだよね` → `example.com`, but `http://exampleこれは.com` stays whole).
    ///
    /// - Complexity: O(1): at most 127 labels of 63 characters, 1024 bytes.
    func scanHost(from start: Int, mode: HostMode, psl: PublicSuffixList) -> HostScan {
        var labels: [Range<Int>] = []
        var i = start
        var nonASCII = false
        var wellFormed = true
        var cut = false
        var trimmedHyphen = false
        scan: while i < count {
            let labelStart = i
            var scalars = 0
            // 0: nothing yet / other, 1: ASCII letter or digit, 2: CJK
            var previous = 0
            while i < count {
                let b = bytes[i]
                if b < 0x80 {
                    if LinkChar.isASCIIAlnum(b) {
                        if previous == 2, mode == .fuzzy { cut = true; break }
                        previous = 1
                    } else if b == 0x2D || b == 0x5F {   // - _
                        previous = 0
                    } else {
                        break
                    }
                    i += 1
                } else {
                    let (s, length) = scalar(at: i)
                    guard LinkChar.isLabel(s) else { break }
                    let cjk = LinkChar.isCJK(s)
                    if cjk, previous == 1 {
                        if mode == .fuzzy { cut = true; break }
                        if !labels.isEmpty, i > labelStart,
                           psl.isTopLevelDomain(asciiLowercased(labelStart..<i)) { cut = true; break }
                    }
                    previous = cjk ? 2 : 0
                    nonASCII = true
                    i += length
                }
                scalars += 1
                if scalars > 63 { wellFormed = false; break scan }
            }
            var label = labelStart..<i
            if label.isEmpty { wellFormed = false; break }
            // Hyphens ending the last label are a dash after the name (`example.org- then`, `example.org--`).
            if bytes[i - 1] == 0x2D, !continuesHost(at: i) {
                var k = i
                while k > labelStart, bytes[k - 1] == 0x2D { k -= 1 }
                if k > labelStart {
                    label = labelStart..<k
                    i = k
                    trimmedHyphen = true
                }
            }
            let first = bytes[label.lowerBound], last = bytes[label.upperBound - 1]
            if first == 0x2D || first == 0x5F || last == 0x2D || last == 0x5F { wellFormed = false }
            labels.append(label)
            if cut || trimmedHyphen || labels.count > 127 || i - start > 1024 { break }
            // A dot continues the host only when a label follows (`example.com.` ends at `com`).
            guard i + 1 < count, bytes[i] == 0x2E else { break }
            let next = bytes[i + 1]
            if next < 0x80 {
                guard LinkChar.isASCIIAlnum(next) || next == 0x2D || next == 0x5F else { break }
            } else {
                guard LinkChar.isLabel(scalar(at: i + 1).scalar) else { break }
            }
            i += 1
        }
        if labels.count > 127 || i - start > 1024 { wellFormed = false }
        return HostScan(range: start..<i, labels: labels, hasNonASCII: nonASCII, endedAtScriptChange: cut,
                        isWellFormed: wellFormed && !labels.isEmpty, endedAtHyphen: trimmedHyphen)
    }

    /// Whether a host continues at `i` with a dot and another label.
    @inline(__always)
    private func continuesHost(at i: Int) -> Bool {
        guard i + 1 < count, bytes[i] == 0x2E else { return false }
        let next = bytes[i + 1]
        if next < 0x80 { return LinkChar.isASCIIAlnum(next) || next == 0x2D || next == 0x5F }
        return LinkChar.isLabel(scalar(at: i + 1).scalar)
    }

    /// Whether the characters at `i` may follow a host (and its port): the end of the text, a break, a
    /// separator or punctuation — but not `-`, `_`, `.-`, `:digit` or an ASCII symbol, which would mean the
    /// host really continues in a way that is not a valid name (linkify-it's host terminator).
    func isHostTerminator(at i: Int, fuzzy: Bool) -> Bool {
        guard i < count else { return true }
        let b = bytes[i]
        switch b {
        case 0x2D, 0x5F: return false                                   // - _
        case 0x2E: return !(i + 1 < count && bytes[i + 1] == 0x2D)      // .-
        case 0x3A: return !(i + 1 < count && LinkChar.isASCIIDigit(bytes[i + 1]))
        case 0x24, 0x2B, 0x3D, 0x5E: return false                       // $ + = ^ (`~` may close ~~strike~~,
                                                                        // a backtick a code span)
        case 0x40: return !fuzzy                                        // a bare domain before @ is an email's
        default:
            // Letters and digits right after a port (`:80abc`) mean the port was not one.
            if b < 0x80 { return !LinkChar.isASCIIAlnum(b) }
            return !LinkChar.isLabel(scalar(at: i).scalar)
        }
    }

    /// Parses `:port` at `i` (1–5 digits, at most 65535). Returns the end of the port, `i` when there is
    /// no `:digit` there, or `nil` when the digits are not a valid port (`google.com:500000`).
    func scanPort(at i: Int) -> Int? {
        guard i + 1 < count, bytes[i] == 0x3A, LinkChar.isASCIIDigit(bytes[i + 1]) else { return i }
        var j = i + 1
        var value = 0
        while j < count, LinkChar.isASCIIDigit(bytes[j]) {
            value = value * 10 + Int(bytes[j] - 0x30)
            j += 1
            if j - i > 6 { return nil }
        }
        return value <= 65535 ? j : nil
    }

    /// Whether `range` is a dotted IPv4 address: four decimal octets of at most three digits, each ≤ 255.
    func isIPv4(_ labels: [Range<Int>]) -> Bool {
        guard labels.count == 4 else { return false }
        for label in labels {
            guard (1...3).contains(label.count) else { return false }
            var value = 0
            for i in label {
                guard LinkChar.isASCIIDigit(bytes[i]) else { return false }
                value = value * 10 + Int(bytes[i] - 0x30)
            }
            if value > 255 { return false }
        }
        return true
    }

    /// Parses a bracketed IPv6 literal at `i` (`[::1]`, `[2001:db8::7]`, `[::ffff:1.2.3.4]`): returns its
    /// end (after `]`) or `nil`.
    func scanIPv6(at i: Int) -> Int? {
        guard i < count, bytes[i] == 0x5B else { return nil }
        var j = i + 1
        var groups = 0, digits = 0, doubleColons = 0, sawDot = false
        var previousColon = false
        while j < count, j - i < 48 {
            let b = bytes[j]
            if b == 0x5D { break }
            if LinkChar.isHex(b) {
                digits += 1
                if digits > 4 && !sawDot { return nil }
                previousColon = false
            } else if b == 0x3A {
                if sawDot { return nil }
                if digits > 0 { groups += 1 }
                if previousColon { doubleColons += 1 }
                digits = 0
                previousColon = true
            } else if b == 0x2E {
                sawDot = true
                digits = 0
                previousColon = false
            } else {
                return nil
            }
            j += 1
        }
        guard j < count, bytes[j] == 0x5D, j > i + 2 else { return nil }
        if digits > 0 { groups += sawDot ? 2 : 1 }
        guard doubleColons <= 1, groups <= 8, doubleColons == 1 || groups == 8 else { return nil }
        return j + 1
    }

    // MARK: Path

    /// Scans the path, query and fragment that start at `i` with `/`, `?` or `#`, and returns where the
    /// link ends (`i` when there is no path).
    ///
    /// Linkify-it's rules: brackets, braces, parentheses and quotes are taken only as balanced pairs
    /// (`…/Swift_(programming_language)`), nested ones too (`/((x))`, `{a{b}}`); `.`, `,`, `;`, `:`, `!`, `?`
    /// are taken only when more of the path follows (so a sentence's final punctuation stays outside); `'`
    /// also as an apostrophe (`I'm_king`, `a'/b`); runs of dots only before a letter, digit, `%`, `/` or `&`.
    /// As in GitHub's and Android's autolinkers, an unbalanced `)` stays when more of the URL follows it
    /// (`?q=(a))+b`) and ends the link otherwise (`(see …/a)`). In addition, CJK text right
    /// after an ASCII letter or digit ends the path (CJK sentences have no spaces), and trailing closing
    /// punctuation (`”`, `」`, `。`) is left out.
    ///
    /// - Complexity: O(path length); each pair lookup scans at most 1000 bytes ahead.
    /// With `assumingOpener`, the byte at `i` is not looked at and not part of the result: the body of an
    /// opaque scheme (`tel:+1…`) is scanned as if it followed a `/`.
    func scanPath(at i: Int, assumingOpener: Bool = false) -> Int {
        guard i < count else { return i }
        let opener = assumingOpener ? 0x2F : bytes[i]
        guard opener == 0x2F || opener == 0x3F || opener == 0x23 else { return i }
        var j = i + 1
        var previousASCIIAlnum = false
        loop: while j < count {
            let b = bytes[j]
            if b < 0x80 {
                switch b {
                case 0...0x20, 0x7F, 0x3C, 0x3E, 0x60:               // space, controls, < >, ` (never raw in a
                    break loop                                       // URL; closes Markdown code spans)
                case 0x28, 0x5B, 0x7B:                               // ( [ {
                    let close: UInt8 = b == 0x28 ? 0x29 : (b == 0x5B ? 0x5D : 0x7D)
                    guard let end = pairEnd(from: j, open: b, close: close, allowEmpty: true)
                            ?? pairEnd(from: j, close: close, allowEmpty: true) else { break loop }
                    j = end
                case 0x29:                                           // ) without its opener: kept when more
                    guard j + 1 < count, Self.continuesAfterParenthesis(bytes[j + 1]) else { break loop }
                    j += 1                                           // of the URL follows (`?q=(a))+b`)
                case 0x5D, 0x7D:                                     // ] } without their opener
                    break loop
                case 0x22:                                           // "
                    guard let end = pairEnd(from: j, close: 0x22, allowEmpty: false) else { break loop }
                    j = end
                case 0x27:                                           // '
                    if let end = pairEnd(from: j, close: 0x27, allowEmpty: false) {
                        j = end
                    } else if j + 1 < count, bytes[j + 1] == 0x2D || continuesWord(at: j + 1)
                                || Self.continuesAfterParenthesis(bytes[j + 1]) || bytes[j + 1] == 0x28 {
                        j += 1
                    } else {
                        break loop
                    }
                case 0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F:             // . , ; : ! ?
                    // A run of sentence punctuation belongs to the path only when more path follows it;
                    // before a space, the end, or a closing bracket/quote it ends the sentence.
                    var k = j
                    var onlyDots = true
                    while k < count, Self.isSentencePunctuation(bytes[k]) {
                        if bytes[k] != 0x2E { onlyDots = false }
                        k += 1
                    }
                    guard continuesPath(at: k) else { break loop }
                    let next = bytes[k]
                    if next == 0x29 || next == 0x5D || next == 0x7D || next == 0x22 || next == 0x27 { break loop }
                    // Dot runs (`..`) only before a letter, digit, `%`, `/` or `&` (google search links).
                    if onlyDots, k - j >= 2,
                       !(LinkChar.isASCIIAlnum(next) || next == 0x25 || next == 0x2F || next == 0x26) { break loop }
                    j = k
                case 0x2D:                                           // - (kept even at the end: `…-inc-`)
                    j += 1
                default:
                    j += 1
                }
                previousASCIIAlnum = LinkChar.isASCIIAlnum(b)
            } else {
                let (s, length) = scalar(at: j)
                if LinkChar.isBreak(s) || s.value == 0xFF5C { break }
                if previousASCIIAlnum, LinkChar.isCJK(s) { break }
                previousASCIIAlnum = false
                j += length
            }
        }
        // Closing quotes and sentence punctuation from other scripts stay outside (`”`, `」`, `。`).
        while j > i + 1 {
            let start = scalarStart(before: j)
            let s = scalar(at: start).scalar
            guard s.value >= 0x80, LinkChar.isPunctuation(s),
                  s.properties.generalCategory != .dashPunctuation else { break }
            j = start
        }
        if j == i + 1, opener != 0x2F || assumingOpener { return i }   // a lone `?` or `#` is punctuation, a lone `/` is path
        return j
    }

    /// Whether byte `k` starts something a path can continue with: not the end, a break or a separator.
    @inline(__always)
    private func continuesPath(at k: Int) -> Bool {
        guard k < count else { return false }
        let b = bytes[k]
        if b < 0x80 { return b > 0x20 && b != 0x7F && b != 0x3C && b != 0x3E }
        let s = scalar(at: k).scalar
        return !LinkChar.isBreak(s) && s.value != 0xFF5C
    }

    /// What may follow an unbalanced `)` or a lone `'` inside a URL for it to stay in: a letter, a digit
    /// or a URL delimiter (`/ ? # & = + %`) — not a space, the end, sentence punctuation, a closing bracket
    /// or Markdown emphasis (`**`, `_`, `~~`), after which it closes the sentence's own brackets.
    @inline(__always)
    static func continuesAfterParenthesis(_ b: UInt8) -> Bool {
        LinkChar.isASCIIAlnum(b) || b == 0x2F || b == 0x3F || b == 0x23 || b == 0x26 || b == 0x3D || b == 0x2B
            || b == 0x25
    }

    @inline(__always)
    static func isSentencePunctuation(_ b: UInt8) -> Bool {
        b == 0x2E || b == 0x2C || b == 0x3B || b == 0x3A || b == 0x21 || b == 0x3F
    }

    /// Whether byte `k` starts a label character (an apostrophe followed by one is part of a word).
    @inline(__always)
    private func continuesWord(at k: Int) -> Bool {
        guard k < count else { return false }
        return LinkChar.isLabel(scalar(at: k).scalar)
    }

    /// The end (after the closing byte) of a pair opened at `j`, if it closes within 1000 bytes without a
    /// space or control in between. With `open`, pairs of the same kind nest (`/((x))`, `{a{b}}`).
    private func pairEnd(from j: Int, open: UInt8? = nil, close: UInt8, allowEmpty: Bool) -> Int? {
        var k = j + 1
        var depth = 1
        let limit = Swift.min(count, j + 1000)
        while k < limit {
            let b = bytes[k]
            if b == open { depth += 1; k += 1; continue }
            if b == close {
                depth -= 1
                if depth == 0 { return (allowEmpty || k > j + 1) ? k + 1 : nil }
                k += 1
                continue
            }
            if b <= 0x20 || b == 0x7F { return nil }
            if b >= 0x80 {
                let (s, length) = scalar(at: k)
                if LinkChar.isBreak(s) { return nil }
                k += length
            } else {
                k += 1
            }
        }
        return nil
    }

    // MARK: Email local part

    /// The start of the run of local-part characters that ends at `end` (an `@`), not before `floor`.
    ///
    /// Local-part characters: `isEmailNameByte`'s ASCII set; letters, marks and digits of any script
    /// (RFC 6531: `josé`, `почта`, `用户`), except that a switch between ASCII letters or digits and a script
    /// written without spaces ends the run (`联系support@…`, `ติดต่อsupport@…`); and an apostrophe between two letters
    /// or digits (`o'brien`), never at either end, so a quoted `'ana@example.com'` stays outside.
    /// - Complexity: O(end - floor).
    func localPartStart(before end: Int, floor: Int) -> Int {
        var i = end
        var after = 0            // the class of the character at `i`: 1 ASCII letter or digit, 2 spaceless, 0 other
        while i > floor {
            let b = bytes[i - 1]
            if b < 0x80 {
                if Self.isEmailNameByte(b) {
                    let alnum = LinkChar.isASCIIAlnum(b)
                    if alnum, after == 2 { break }
                    after = alnum ? 1 : 0
                    i -= 1
                } else if b == 0x27, i < end, i - 1 > floor, isLocalLetter(at: i),
                          isLocalLetter(at: scalarStart(before: i - 1)) {
                    after = 0
                    i -= 1
                } else {
                    break
                }
            } else {
                let p = scalarStart(before: i)
                let s = scalar(at: p).scalar
                guard Self.isLocalLetter(s) else { break }
                let spaceless = LinkChar.isSpaceless(s)
                if spaceless, after == 1 { break }
                after = spaceless ? 2 : 0
                i = p
            }
        }
        return i
    }

    /// The end of the local part that starts at `start` (the same characters as `localPartStart`), looking
    /// at most `limit` bytes ahead.
    func localPartEnd(from start: Int, limit: Int) -> Int {
        var i = start
        let stop = Swift.min(count, start + limit)
        while i < stop {
            let b = bytes[i]
            if b < 0x80 {
                if Self.isEmailNameByte(b) {
                    i += 1
                } else if b == 0x27, i > start, i + 1 < count, isLocalLetter(at: scalarStart(before: i)),
                          isLocalLetter(at: i + 1) {
                    i += 1
                } else {
                    break
                }
            } else {
                let (s, length) = scalar(at: i)
                guard Self.isLocalLetter(s) else { break }
                i += length
            }
        }
        return i
    }

    /// RFC 5322's dot-atom rule, outside quoted strings: no dot first, last or right after another
    /// (`.a@`, `a.@`, `a..b@` are not addresses).
    func hasValidDots(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var inQuotes = false
        var previousDot = true                     // a dot at the start counts as following a dot
        for i in range {
            let b = bytes[i]
            if b == 0x22 { inQuotes.toggle(); previousDot = false; continue }
            if inQuotes { continue }
            if b == 0x2E {
                if previousDot { return false }
                previousDot = true
            } else {
                previousDot = false
            }
        }
        return !previousDot
    }

    /// Whether the character at byte `i` is a letter or digit of any script.
    @inline(__always)
    private func isLocalLetter(at i: Int) -> Bool {
        guard i >= 0, i < count else { return false }
        let b = bytes[i]
        if b < 0x80 { return LinkChar.isASCIIAlnum(b) }
        return Self.isLocalLetter(scalar(at: i).scalar)
    }

    /// A non-ASCII letter, mark or digit: what RFC 6531 local parts are written with in practice.
    static func isLocalLetter(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return LinkChar.isASCIIAlnum(UInt8(s.value)) }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .decimalNumber, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// Whether `b` can be part of an email address's local part as linkify-it reads it (letters, digits
    /// and `. _ % + - ; & = $`, plus `"` anywhere but first).
    @inline(__always)
    static func isEmailNameByte(_ b: UInt8) -> Bool {
        if LinkChar.isASCIIAlnum(b) { return true }
        switch b {
        case 0x2E, 0x5F, 0x25, 0x2B, 0x2D, 0x3B, 0x26, 0x3D, 0x24, 0x22: return true
        default: return false
        }
    }
}
