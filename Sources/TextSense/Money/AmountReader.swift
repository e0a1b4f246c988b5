import Foundation

/// Reads the numbers that money and quantities are written with, and the words around them, over UTF-8 bytes.
///
/// Separators follow the text's language: `1,234.56` (en), `1.234,56` (de, es, pt), `1 234,56` (fr, ru; also
/// with U+00A0 / U+202F). When both a comma and a dot occur the last one is the decimal mark whatever the
/// language; a single mark followed by exactly three digits is read with the language's convention. A space or
/// `'` only groups thousands.
struct AmountReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether `,` is the decimal mark when a lone mark is ambiguous (every supported language but English).
    let commaDecimal: Bool

    /// A number: its exact decimal string (no grouping, `.` as mark, no sign) and the UTF-8 range it covers.
    ///
    /// Most numbers are one run of digits that no currency or unit follows: their decimal is the bytes as written,
    /// and the `String` is made only when a reader asks for it.
    struct Number {
        var range: Range<Int>
        /// How many words a number written in words takes (`trois cents`: 2); 0 for digits.
        var words = 0
        /// The decimal when it is not the bytes of `range` as written (marks, groups, words); nil when it is.
        var written: String?
        /// The text the range points into.
        let bytes: UnsafeBufferPointer<UInt8>
        /// The word after the number, read once for the gates of money and quantities: set by `NumberIndex` (nil
        /// there when no word follows), nil for numbers read elsewhere.
        var wordAfter: AmountGate.WordAfter? = nil

        /// The exact decimal string.
        var decimal: String {
            written ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// Whether the decimal is `1` (a number in words that may be an article: `un`, `ein`, `one`).
        var isOne: Bool {
            if let written { return written == "1" }
            return range.count == 1 && bytes[range.lowerBound] == 0x31
        }
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    /// The byte length of a space (ASCII space, U+00A0, U+202F) at `i`, or 0.
    func spaceLength(at i: Int) -> Int {
        guard i < bytes.count else { return 0 }
        if bytes[i] == 0x20 { return 1 }
        if bytes[i] == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xA0 { return 2 }
        if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xAF { return 3 }
        return 0
    }

    /// Whether a number may start at `i`: a digit not glued to a letter, digit, mark or `^` before it
    /// (`v1.2`, `A4`, `1.2.3`, `2^31` are not amounts).
    func numberMayStart(at i: Int) -> Bool {
        guard i < bytes.count, Self.isDigit(bytes[i]) else { return false }
        guard i > 0 else { return true }
        let p = bytes[i - 1]
        // `2^31` is an exponent.
        return !(Self.isDigit(p) || Self.isASCIILetter(p) || p == 0x2E || p == 0x2C || p == 0x5F || p == 0x5E
                 || p >= 0x80 && !isSpaceOrSymbolEnd(before: i))
    }

    /// Whether the scalar ending at `i` is a space or a currency/other symbol (so `€5`, `R$5`, ` 5` may start).
    private func isSpaceOrSymbolEnd(before i: Int) -> Bool {
        var s = i - 1
        while s > 0, bytes[s] & 0xC0 == 0x80 { s -= 1 }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[s..<i]), as: UTF8.self).unicodeScalars.first
        guard let scalar else { return false }
        switch scalar.properties.generalCategory {
        case .currencySymbol, .spaceSeparator, .otherSymbol, .mathSymbol, .dashPunctuation, .openPunctuation,
             .initialPunctuation:
            return true
        default:
            return false
        }
    }

    /// The number written in words that starts at `i` (`twenty-five`, `trois cents`, `dos millones`), as a
    /// `Number` over the words, or nil; cheap for the words that start none.
    func number(inWords words: NumberWords, at i: Int) -> Number? {
        guard NumberWords.startsWord(bytes, at: i), words.mayStart(bytes, at: i), let r = words.read(bytes, at: i) else {
            return nil
        }
        return Number(range: i..<r.end, words: r.words, written: String(r.value), bytes: bytes)
    }

    /// Reads the number starting at `start` (a digit), or nil when what follows is not one amount
    /// (a version `1.2.3`, a date `12.03.2026`, a percentage `5%`).
    ///
    /// - Complexity: O(length of the number).
    func number(at start: Int) -> Number? {
        // Most numbers are one run of digits with no mark or group after it: read without building groups.
        var e = start
        while e < bytes.count, Self.isDigit(bytes[e]), e - start <= 30 { e += 1 }
        if e > start, e - start <= 30 {
            let width = Swift.max(spaceLength(at: e), 1)
            let b = e < bytes.count ? bytes[e] : 0
            let groupsOn = (b == 0x2C || b == 0x2E || b == 0x27 || width > 1 || b == 0x20)
                && e + width < bytes.count && Self.isDigit(bytes[e + width])
            if !groupsOn {
                if b == 0x25 { return nil }   // 5%
                return Number(range: start..<e, bytes: bytes)
            }
        }
        var i = start
        // Runs of digits (as byte ranges, no string per digit) and the separator that ended each.
        var groups: [(digits: Range<Int>, sep: UInt8?)] = []
        groups.reserveCapacity(4)
        var run = start
        while i < bytes.count {
            let b = bytes[i]
            if Self.isDigit(b) {
                i += 1
                if i - run > 30 { return nil }
                continue
            }
            let space = spaceLength(at: i)
            // `'` groups thousands in Swiss usage (`CHF 1'000`), like a space.
            let sep: UInt8? = b == 0x2C || b == 0x2E ? b : (space > 0 || b == 0x27 ? 0x20 : nil)
            let width = space > 0 ? space : 1
            guard let sep, i > run, i + width < bytes.count, Self.isDigit(bytes[i + width]) else { break }
            // A space groups only three digits (`1 234`), never joins two numbers (`3 4`).
            if sep == 0x20 {
                var n = 0
                while i + width + n < bytes.count, Self.isDigit(bytes[i + width + n]) { n += 1 }
                if n != 3 || i - run > 3 { break }
            }
            groups.append((run..<i, sep))
            i += width
            run = i
        }
        guard i > run else { return nil }
        groups.append((run..<i, nil))
        // A version, date or digit soup: a dot or comma directly followed by more digits after the number.
        if i + 1 < bytes.count, bytes[i] == 0x2E || bytes[i] == 0x2C, Self.isDigit(bytes[i + 1]) { return nil }
        if i < bytes.count, bytes[i] == 0x25 { return nil }   // 5%
        guard let decimal = Self.decimal(groups, in: bytes, commaDecimal: commaDecimal) else { return nil }
        // One group is the digits as written: no string until one is asked for.
        return Number(range: start..<i, written: groups.count == 1 ? nil : decimal, bytes: bytes)
    }

    /// Joins digit groups (byte ranges of `bytes`) into a decimal string, deciding which mark (if any) is the
    /// decimal one.
    static func decimal(_ groups: [(digits: Range<Int>, sep: UInt8?)], in bytes: UnsafeBufferPointer<UInt8>,
                        commaDecimal: Bool) -> String? {
        if groups.count == 1 { return String(decoding: UnsafeBufferPointer(rebasing: bytes[groups[0].digits]), as: UTF8.self) }
        // The marks are the separators of all groups but the last: counted without arrays.
        var marks = 0, commas = 0, dots = 0
        var last: UInt8 = 0
        for g in groups {
            guard let sep = g.sep else { continue }
            marks += 1
            last = sep
            if sep == 0x2C { commas += 1 } else if sep == 0x2E { dots += 1 }
        }
        var decimalMark: UInt8?
        let leadingZero = groups[0].digits.count == 1 && bytes[groups[0].digits.lowerBound] == 0x30
        if last == 0x20 {
            decimalMark = nil
        } else if commas > 0 && dots > 0 {
            decimalMark = last
        } else if (last == 0x2C ? commas : dots) > 1 {
            decimalMark = nil   // 1,234,567 or 1.234.567
        } else if groups[groups.count - 1].digits.count == 3 && !leadingZero {
            decimalMark = marks > 1 ? last : (commaDecimal == (last == 0x2C) ? last : nil)
        } else {
            decimalMark = last
        }
        var out: [UInt8] = []
        out.reserveCapacity(groups[groups.count - 1].digits.upperBound - groups[0].digits.lowerBound)
        for (k, g) in groups.enumerated() {
            // Grouped digits come in threes after the first group.
            if k > 0, groups[k - 1].sep != decimalMark, g.digits.count != 3 { return nil }
            if k > 0, groups[k - 1].sep == decimalMark, decimalMark != nil { out.append(0x2E) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[g.digits]))
            if let s = g.sep, s == decimalMark, k != groups.count - 2 { return nil }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The words (runs of non-space scalars) starting at `i` after optional spaces: up to `max` of them, each
    /// with its end offset. Stops at a digit, a line break or the end.
    func words(after i: Int, max: Int) -> [(text: String, end: Int)] {
        var out: [(String, Int)] = []
        var p = i
        while out.count < max {
            var q = p
            while spaceLength(at: q) > 0 { q += spaceLength(at: q) }
            if out.isEmpty && q - p > 3 { break }   // a unit sits right after its number
            let wordStart = q
            while q < bytes.count, spaceLength(at: q) == 0, bytes[q] != 0x0A, bytes[q] != 0x0D, bytes[q] != 0x09,
                  !Self.isDigit(bytes[q]) {
                q += 1
                if q - wordStart > 64 { return out }   // no unit or currency is this long: stay linear
            }
            guard q > wordStart else { break }
            out.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<q]), as: UTF8.self), q))
            p = q
        }
        return out
    }

    /// The non-space run that ends right before `i` (after skipping at most one space), with its start.
    func word(before i: Int) -> (text: String, start: Int)? {
        var e = i
        if e > 0, bytes[e - 1] == 0x20 { e -= 1 } else if e > 1, bytes[e - 2] == 0xC2, bytes[e - 1] == 0xA0 { e -= 2 }
        var s = e
        while s > 0, bytes[s - 1] != 0x20, bytes[s - 1] != 0x0A, bytes[s - 1] != 0x09, bytes[s - 1] != 0xA0,
              !(Self.isDigit(bytes[s - 1])), e - s < 40 {
            s -= 1
        }
        while s < e, bytes[s] & 0xC0 == 0x80 { s += 1 }
        guard s < e else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[s..<e]), as: UTF8.self), s)
    }

    /// Strips closing punctuation from a word, returning the kept part and how many bytes were cut.
    /// What `trimmed` takes off a word's end (a `Set`: `String.contains` of a `Character` goes through
    /// Foundation's substring search).
    private static let trailingPunctuation: Set<Character> = [",", ";", ":", "!", "?", ")", "]", "\"", "»", "”", "."]

    static func trimmed(_ word: String) -> (String, Int) {
        var w = Substring(word)
        var cut = 0
        while let last = w.last, trailingPunctuation.contains(last) {
            cut += String(last).utf8.count
            w = w.dropLast()
        }
        return (String(w), cut)
    }

    /// Whether the decimal string `hi` is at least `lo` (both as `Number.decimal` and `shifted` write them: digits
    /// and at most one `.`, no sign), digit by digit over their UTF-8 with no `Decimal` built; strings over 38
    /// bytes, where `Decimal` rounds, are compared as `Decimal`s as before.
    static func isAtLeast(_ hi: String, _ lo: String) -> Bool {
        guard hi.utf8.count <= 38, lo.utf8.count <= 38 else {
            guard let h = Decimal(string: hi), let l = Decimal(string: lo) else { return false }
            return h >= l
        }
        var hi = hi, lo = lo
        return hi.withUTF8 { h in lo.withUTF8 { l in isAtLeast(h, l) } }
    }

    /// `isAtLeast` over the decimals' bytes.
    private static func isAtLeast(_ h: UnsafeBufferPointer<UInt8>, _ l: UnsafeBufferPointer<UInt8>) -> Bool {
        // Whole part without leading zeros, fraction without trailing zeros: (whole start, dot, fraction end).
        func parts(_ s: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int) {
            var dot = 0
            while dot < s.count, s[dot] != 0x2E { dot += 1 }
            var start = 0
            while start < dot, s[start] == 0x30 { start += 1 }
            var end = s.count
            if dot < s.count {
                while end > dot + 1, s[end - 1] == 0x30 { end -= 1 }
            } else {
                end = dot
            }
            return (start, dot, end)
        }
        let (hs, hd, he) = parts(h), (ls, ld, le) = parts(l)
        if hd - hs != ld - ls { return hd - hs > ld - ls }
        var k = 0
        while hs + k < hd {
            if h[hs + k] != l[ls + k] { return h[hs + k] > l[ls + k] }
            k += 1
        }
        // Fractions digit by digit (the dot itself, if any, is skipped); the longer one is larger when the
        // shorter is its prefix.
        var p = hd + 1, q = ld + 1
        while p < he, q < le {
            if h[p] != l[q] { return h[p] > l[q] }
            p += 1
            q += 1
        }
        return q >= le
    }

    /// `digits` × 10^`exponent`, exactly, as a decimal string.
    static func shifted(_ decimal: String, by exponent: Int) -> String {
        guard exponent > 0 else { return decimal }
        let parts = decimal.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        let moved = min(exponent, fraction.count)
        whole += fraction.prefix(moved)
        fraction = String(fraction.dropFirst(moved))
        whole += String(repeating: "0", count: exponent - moved)
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        return fraction.isEmpty ? whole : whole + "." + fraction
    }
}

extension AmountReader {
    /// Where the upper number of a range may start after a number ending at `end`: past a dash (`10–15`,
    /// `10 - 15`) or a range word (`to`, `bis`, `à`, `a`, `até`, `до`; with `between` an and-word: `between 5
    /// and 10`, `entre 3 et 5`, `между 5 и 10`) and the spaces after it; nil when neither follows.
    ///
    /// `between` is asked only when a word follows: most numbers have neither and cost no look-back.
    func rangeJoinerEnd(after end: Int, between: @autoclosure () -> Bool) -> Int? {
        var p = end
        var q = p
        while spaceLength(at: q) > 0 { q += spaceLength(at: q) }
        if dashFollows(end) {
            p = q + (bytes[q] == 0x2D ? 1 : 3)   // `-` or one of `– — ‒` (as `RangeWords.dashes`)
        } else if let w = rangeWord(after: p, between: between) {
            p = w
        } else {
            return nil
        }
        while spaceLength(at: p) > 0 { p += spaceLength(at: p) }
        return p
    }

    /// The end of the word after `end` when it is a range word (`RangeWords.and` with `between`, else
    /// `RangeWords.to`), as `words(after:max:)` finds it. ASCII words are folded and compared as bytes, with no
    /// `String`; others are lower-cased.
    private func rangeWord(after end: Int, between: () -> Bool) -> Int? {
        var q = end
        while spaceLength(at: q) > 0 { q += spaceLength(at: q) }
        guard q - end <= 3 else { return nil }
        let start = q
        var ascii = true
        while q < bytes.count, spaceLength(at: q) == 0, bytes[q] != 0x0A, bytes[q] != 0x0D, bytes[q] != 0x09,
              !Self.isDigit(bytes[q]) {
            if bytes[q] >= 0x80 { ascii = false }
            q += 1
            if q - start > 64 { return nil }
        }
        guard q > start else { return nil }
        if ascii {
            // The longest ASCII range word has three letters.
            guard q - start <= 3 else { return nil }
            var folded: [UInt8] = []
            for k in start..<q { folded.append(bytes[k] &- 0x41 < 26 ? bytes[k] | 0x20 : bytes[k]) }
            let words = between() ? RangeWords.asciiAnd : RangeWords.asciiTo
            return words.contains(folded) ? q : nil
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<q]), as: UTF8.self)
        return (between() ? RangeWords.and : RangeWords.to).contains(text.lowercased()) ? q : nil
    }

    /// Whether one of `RangeWords.dashes` follows `end` after any spaces, as `rangeJoinerEnd` looks for them.
    func dashFollows(_ end: Int) -> Bool {
        var q = end
        while spaceLength(at: q) > 0 { q += spaceLength(at: q) }
        guard q < bytes.count else { return false }
        if bytes[q] == 0x2D { return true }
        // – — ‒ (U+2013, U+2014, U+2012)
        return q + 2 < bytes.count && bytes[q] == 0xE2 && bytes[q + 1] == 0x80
            && (bytes[q + 2] == 0x93 || bytes[q + 2] == 0x94 || bytes[q + 2] == 0x92)
    }

    /// Whether the word before `start` opens a range with `between` (`between`, `zwischen`, `entre`, `между`).
    func opensBetween(_ start: Int) -> Bool {
        word(before: start).map { RangeWords.between.contains($0.text.lowercased()) } ?? false
    }
}

/// The proper prefixes in words of `phrases` (split at single spaces), lower-cased and joined by a space: the first
/// words a reader must see before it joins more of them to look a phrase up.
func phrasePrefixes(_ phrases: some Sequence<String>) -> Set<String> {
    var out: Set<String> = []
    for phrase in phrases {
        let words = phrase.lowercased().split(separator: " ", omittingEmptySubsequences: false)
        guard words.count > 1 else { continue }
        for j in 1..<words.count { out.insert(words[0..<j].joined(separator: " ")) }
    }
    return out
}

/// The words and dashes that join the two ends of a range of amounts or quantities, in the six languages.
enum RangeWords {
    static let dashes: [String] = ["-", "–", "—", "‒"]
    static let to: Set<String> = ["to", "bis", "à", "a", "até", "до", "au"]
    static let between: Set<String> = ["between", "zwischen", "entre", "между"]
    static let and: Set<String> = ["and", "und", "et", "y", "e", "и"]
    /// The ASCII words of `to` and `and`, as bytes.
    static let asciiTo: Set<[UInt8]> = Set(to.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) })
    static let asciiAnd: Set<[UInt8]> = Set(and.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) })
}

/// Words that make a following amount approximate, in the six languages.
enum ApproximateWords {
    static let words: Set<String> = [
        "about", "around", "approximately", "approx.", "roughly", "nearly", "almost", "~", "≈", "ca.", "circa",
        "etwa", "ungefähr", "rund", "fast", "environ", "près", "presque", "cerca", "aproximadamente", "unos", "unas",
        "quase", "около", "примерно", "приблизительно", "почти",
    ]
}
