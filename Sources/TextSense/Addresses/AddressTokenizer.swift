/// One token of the small window the address parser reads around an anchor.
struct AddressToken: BitwiseCopyable {
    enum Kind: Equatable {
        /// Letters only (ASCII or any non-ASCII scalar that is not a space or dash), with inner `-` and `'`.
        case word
        /// ASCII letters and digits mixed (`4B`, `M5H`, `42nd`) or digits only (`1600`).
        case alnum
        case comma
        /// One line break (`\n`, `\r\n`). Two or more in a row become `blank`.
        case newline
        /// A blank line: the end of any address.
        case blank
        /// A stand-alone `-`, `–` or `—` (`São Paulo - SP`).
        case dash
        case hash
        case slash
        /// A `.` not glued to a word (`… 94043. Next`).
        case period
        /// Anything else that ends an address: `;` `:` `!` `?` brackets, quotes, `|`, `•`, `$`.
        case stop
    }

    var kind: Kind
    /// UTF-8 byte offsets of the token (a word's trailing `.` is not included; see `dot`).
    var start: Int
    var end: Int
    /// A `.` follows directly (`St.`, `ул.`, `1.`).
    var dot = false
    /// `digits` and `letters` in 16 bits: a token lies in one window of a few kilobytes
    /// (`AddressScanner.loadWindow`), and a smaller token is cheaper to write (the tokenizer writes one per
    /// word of the window).
    var digitCount: UInt16 = 0
    var letterCount: UInt16 = 0
    /// Number of ASCII digits and letters.
    var digits: Int {
        @inline(__always) get { Int(digitCount) }
        @inline(__always) set { digitCount = UInt16(truncatingIfNeeded: newValue) }
    }
    var letters: Int {
        @inline(__always) get { Int(letterCount) }
        @inline(__always) set { letterCount = UInt16(truncatingIfNeeded: newValue) }
    }
    /// The first letter is upper-case (ASCII, Latin-1 or Cyrillic capitals).
    var upper = false
    /// Every letter is upper-case.
    var allUpper = false
    /// Whitespace (not a line break) precedes the token.
    var spaceBefore = false

    /// The end of the token including its glued `.`.
    var endWithDot: Int { dot ? end + 1 : end }
    var isNumber: Bool { kind == .alnum && letters == 0 }
    /// A separator between address parts: comma or one line break.
    var isSeparator: Bool { kind == .comma || kind == .newline }
}

/// The tokens of one window, re-used window after window.
typealias AddressTokens = ScratchBuffer<AddressToken>

/// A growable buffer of trivial values re-used call after call: appending costs a capacity test and a store,
/// where an `Array` also tests its buffer's uniqueness (a call) on every append — a fifth of the tokenizer.
/// It lives and dies with one `AddressScanner` on one thread, so its fields are `@exclusivity(unchecked)`: no
/// access overlaps another, and the dynamic checks would cost more than the loads and stores they guard.
final class ScratchBuffer<Element: BitwiseCopyable> {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }  // BitwiseCopyable elements: nothing to deinitialize.

    subscript(i: Int) -> Element {
        @inline(__always) get {
            precondition(i >= 0 && i < count, "scratch buffer index out of range")
            return base[i]
        }
        @inline(__always) set {
            precondition(i >= 0 && i < count, "scratch buffer index out of range")
            base[i] = newValue
        }
    }

    var first: Element? { count > 0 ? base[0] : nil }
    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always) func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    func removeAll() { count = 0 }

    /// Appends `value` until there are `n` elements.
    func extend(to n: Int, with value: Element) {
        while count < n { append(value) }
    }

    /// Sets every element to `value`.
    func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}

/// Splits a byte window into `AddressToken`s. Linear in the window; never reads outside it.
enum AddressTokenizer {
    static func tokenize(_ b: UnsafeBufferPointer<UInt8>, from: Int, to: Int, into tokens: AddressTokens) {
        tokens.removeAll()
        var i = from
        var space = false
        while i < to {
            let c = b[i]
            if c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C { space = true; i += 1; continue }
            if c == 0xC2, i + 1 < to, b[i + 1] == 0xA0 { space = true; i += 2; continue }  // NBSP
            if c == 0x0D { i += 1; continue }
            if c == 0x0A {
                // A line that ends in a comma goes on as after `, `: the comma already separates the parts
                // (`Calle Mayor,⏎5`, `г. Москва,⏎ул. Тверская`). A blank line after it still ends the address.
                if let last = tokens.last, last.kind == .comma {
                    var j = i + 1
                    while j < to, b[j] == 0x20 || b[j] == 0x09 || b[j] == 0x0D { j += 1 }
                    if j >= to || b[j] != 0x0A {
                        i = afterCommentMarks(b, from: i + 1, to: to)
                        space = true
                        continue
                    }
                }
                if let last = tokens.last, last.kind == .newline || last.kind == .blank {
                    tokens[tokens.count - 1].kind = .blank
                    tokens[tokens.count - 1].end = i + 1
                } else {
                    tokens.append(AddressToken(kind: .newline, start: i, end: i + 1))
                }
                space = false
                i += 1
                i = afterCommentMarks(b, from: i, to: to)
                continue
            }
            // U+2010…U+2015 dashes and U+2000…U+200F spaces/marks.
            if c == 0xE2, i + 2 < to, b[i + 1] == 0x80 {
                let d = b[i + 2]
                if d >= 0x90 && d <= 0x95 {
                    tokens.append(AddressToken(kind: .dash, start: i, end: i + 3, spaceBefore: space))
                } else if d <= 0x8F || d == 0xAF {
                    space = true
                } else {
                    tokens.append(AddressToken(kind: .stop, start: i, end: i + 3, spaceBefore: space))
                }
                space = false
                i += 3
                continue
            }
            // Most tokens are an ASCII word (a letter, then lower-case letters) or a number, ended by a byte that
            // cannot continue a token (a space, a comma, a `.`): told in one tight run, with the fields the
            // general path below would set. Anything else (capitals inside, letters after digits, non-ASCII,
            // an inner `-` or `'`) goes the general path from the token's first byte.
            if c &- 0x30 < 10 || (c | 0x20) &- 0x61 < 26 {
                let number = c &- 0x30 < 10
                var j = i &+ 1
                if number {
                    while j < to, b[j] &- 0x30 < 10 { j &+= 1 }
                } else {
                    while j < to, b[j] &- 0x61 < 26 { j &+= 1 }
                }
                let d: UInt8 = j < to ? b[j] : 0x20
                // Ends a number: not a letter, digit or non-ASCII byte (`-` and `'` join letters only).
                // Ends a word: neither, nor `-` or `'`.
                if d < 0x80, d &- 0x30 >= 10, (d | 0x20) &- 0x61 >= 26, number || (d != 0x2D && d != 0x27) {
                    let upper = !number && c < 0x60
                    var t = AddressToken(kind: number ? .alnum : .word, start: i, end: j, spaceBefore: space)
                    if number { t.digits = j &- i } else { t.letters = j &- i }
                    t.upper = upper
                    t.allUpper = upper && j &- i == 1
                    if d == 0x2E, j < to { t.dot = true; j &+= 1 }
                    tokens.append(t)
                    space = false
                    i = j
                    continue
                }
            }
            if isWordByte(c) {
                var t = AddressToken(kind: .word, start: i, end: i, spaceBefore: space)
                var upperSeen = false, lowerSeen = false
                var j = i
                while j < to {
                    let d = b[j]
                    // Most bytes of prose: a run of lower-case letters (ASCII, Latin-1 `ß`–`ÿ`, Cyrillic
                    // `а`–`я`), counted in a tight loop; the general path below classifies them the same way.
                    if d &- 0x61 < 26 || d == 0xC3 || d == 0xD0 || d == 0xD1 {
                        var k = j
                        var letters = 0
                        while true {
                            // ASCII lower-case letters counted by the run's length, not one by one.
                            let run = k
                            while k < to, b[k] &- 0x61 < 26 { k &+= 1 }
                            letters &+= k &- run
                            guard k + 1 < to else { break }
                            let x = b[k], y = b[k + 1]
                            guard (x == 0xD0 && y >= 0xB0 && y <= 0xBF) || (x == 0xD1 && y >= 0x80 && y <= 0x8F)
                                    || (x == 0xC3 && y >= 0x9F && y <= 0xBF) else { break }
                            k &+= 2
                            letters &+= 1
                        }
                        if k > j {
                            lowerSeen = true
                            t.letters += letters
                            j = k
                            continue
                        }
                    }
                    if d >= 0x30 && d <= 0x39 { t.digits += 1; j += 1; continue }
                    if (d | 0x20) >= 0x61 && (d | 0x20) <= 0x7A {
                        if t.letters == 0 && t.digits == 0 { t.upper = d < 0x60 }
                        if d < 0x60 { upperSeen = true } else { lowerSeen = true }
                        t.letters += 1; j += 1; continue
                    }
                    if d >= 0x80 {
                        // A right single quotation mark between letters is an apostrophe (`l’Opéra`, `d’Antin`);
                        // other dashes, spaces and quotes of the U+2000 block and NBSP end the word.
                        if d == 0xE2, j + 3 < to, b[j + 1] == 0x80, b[j + 2] == 0x99, t.digits == 0, j > i,
                           isLetterByte(b[j + 3]), isLetterByte(b[j - 1]) {
                            if j == i + 1 {
                                t.upper = b[j + 3] >= 0x41 && b[j + 3] <= 0x5A || isUpperLead(b[j + 3], j + 4 < to ? b[j + 4] : 0)
                                upperSeen = false
                                lowerSeen = false
                            }
                            j += 3
                            continue
                        }
                        if d == 0xE2, j + 1 < to, b[j + 1] == 0x80 { break }
                        if d == 0xC2, j + 1 < to, b[j + 1] == 0xBA || b[j + 1] == 0xAA {  // º ª in `nº`, `3ª`
                            t.letters += 1
                            j += 2
                            continue
                        }
                        if d == 0xC2 || d == 0xE2 || d == 0xE3 || d == 0xEF { break }  // symbols, CJK punctuation
                        if d >= 0xC0 {
                            let up = isUpperLead(d, j + 1 < to ? b[j + 1] : 0)
                            let low = !up && isCasedLead(d)
                            if t.letters == 0 && t.digits == 0 { t.upper = up }
                            if up { upperSeen = true } else if low { lowerSeen = true }
                            t.letters += 1
                        }
                        j += 1
                        continue
                    }
                    // Inner hyphen or apostrophe between letters: `Karl-Marx-Allee`, `d'Alsace`, `пр-т`.
                    if (d == 0x2D || d == 0x27), t.digits == 0, j + 1 < to, j > i, isLetterByte(b[j + 1]),
                       isLetterByte(b[j - 1]) || b[j - 1] >= 0x80 {
                        // An elided article takes the case of the name: `d'Orsay`, `l'Élysée` are capitalized.
                        if d == 0x27, j == i + 1 { t.upper = b[j + 1] >= 0x41 && b[j + 1] <= 0x5A || isUpperLead(b[j + 1], j + 2 < to ? b[j + 2] : 0); upperSeen = false; lowerSeen = false }
                        j += 1
                        continue
                    }
                    break
                }
                t.end = j
                t.kind = t.digits > 0 ? .alnum : .word
                t.allUpper = upperSeen && !lowerSeen
                if j < to, b[j] == 0x2E { t.dot = true; j += 1 }
                tokens.append(t)
                space = false
                i = j
                continue
            }
            let kind: AddressToken.Kind
            switch c {
            case 0x2C: kind = .comma
            case 0x2D: kind = .dash
            case 0x23: kind = .hash
            case 0x2F: kind = .slash
            case 0x2E: kind = .period
            default: kind = .stop
            }
            // Consume a whole scalar so a token never ends inside one.
            let length = c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
            let end = min(to, i + length)
            tokens.append(AddressToken(kind: kind, start: i, end: end, spaceBefore: space))
            space = false
            i = end
        }
    }

    /// Where a line's text starts after its indentation and comment or quote marks: `# `, ` * `, `// `, `;; `,
    /// `% `, `> `, `-- ` (an address in a licence header or a quoted mail keeps its lines together). Marks count
    /// only when a space or the line's end follows them; otherwise `from` is returned.
    static func afterCommentMarks(_ b: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var i = from
        while i < to, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
        let marks = i
        while i < to, i - marks < 4, b[i] == 0x23 || b[i] == 0x2A || b[i] == 0x2F || b[i] == 0x3B || b[i] == 0x25 || b[i] == 0x3E
                || b[i] == 0x2D { i += 1 }
        guard i > marks else { return from }
        // `-` and `/` only doubled (`--`, `//`): a lone one is a dash or slash of the text.
        if i - marks == 1, b[marks] == 0x2D || b[marks] == 0x2F { return from }
        guard i == to || b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D else { return from }
        return i
    }

    /// ASCII letters and digits, and any byte of a non-ASCII scalar.
    @inline(__always)
    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A) || (c >= 0xC3 && c < 0xE2)
            || (c > 0xE3 && c != 0xEF && c >= 0xC0)
    }

    @inline(__always)
    static func isLetterByte(_ c: UInt8) -> Bool { ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A) || c >= 0x80 }

    /// Upper-case Latin-1 (`À`–`Þ` but not `×`), Latin Extended-A even code points, and Cyrillic `А`–`Я`, `Ѐ`–`Џ`.
    @inline(__always)
    static func isUpperLead(_ lead: UInt8, _ next: UInt8) -> Bool {
        switch lead {
        case 0xC3: return next >= 0x80 && next <= 0x9E && next != 0x97
        case 0xC4, 0xC5: return next & 1 == 0
        case 0xD0: return next >= 0x80 && next <= 0xAF
        default: return false
        }
    }

    @inline(__always)
    static func isCasedLead(_ lead: UInt8) -> Bool { lead == 0xC3 || lead == 0xC4 || lead == 0xC5 || lead == 0xD0 || lead == 0xD1 }
}
