import Foundation

/// Finds dates, times, ranges and durations.
///
/// One pass over the bytes finds anchors: the start of every digit run that is not glued to a letter, and
/// every word whose lower-cased first letter run is a keyword that can start a date on its own (a month, a
/// weekday, `tomorrow`, a holiday, `noon`, a unit such as `hours`). Words are hashed only when their first
/// byte can start such a keyword. Around an anchor the parser tokenizes lazily, also trying to start up to
/// three words earlier so that leading words (`next`, `in`, `from`, `a las`) join the expression; the first
/// (earliest) start whose expression covers the anchor wins, and scanning resumes after it, so each byte is
/// parsed a bounded number of times.
///
/// A class so that parsers reach the shared tables through one reference instead of copying them.
///
/// Languages: the context's language (when it is one of `DateLanguage.all`) and English, the context's first.
final class DateDetector: Detector {
    let lexicon: DateLexicon
    let dayFirst: Bool

    /// Regions that write numeric dates month first (`12/15/2026`); everyone else reads `10/12/2026` as
    /// 10 December.
    static let monthFirstRegions: Set<String> = ["US", "PH", "FM", "MH", "PW", "AS", "GU", "MP", "PR", "UM", "VI"]

    init(context: DetectionContext) {
        var languages: [DateLanguage] = []
        if let l = DateLanguage.named(context.languageCode) { languages.append(l) }
        if context.languageCode != "en" { languages.append(.english) }
        lexicon = DateLexicon(languages: languages)
        dayFirst = !Self.monthFirstRegions.contains(context.region.identifier.uppercased())
    }

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        let resolver = DateResolver(referenceDate: context.referenceDate, zone: context.timeZone)
        let n = text.count
        var i = 0
        var lastEnd = 0
        while i < n {
            let b = text[i]
            if DateScan.isDigit(b) {
                let start = i
                while i < n, DateScan.isDigit(text[i]) { i += 1 }
                guard start >= lastEnd, !Self.followsWordCharacter(start, in: text),
                      numberMayBeDate(start: start, end: i, in: text),
                      let c = candidate(around: start, in: text, after: lastEnd, resolver: resolver) else { continue }
                candidates.append(c)
                lastEnd = c.range.upperBound
                i = max(i, lastEnd)
            } else if DateScan.isASCIILetter(b) || (b >= 0xC0 && !DateScan.isSeparatorLead(b)) {
                let start = i
                // ASCII words are hashed while their end is found; others are hashed afterwards.
                var h = DateScan.fnvOffset
                var ascii = true
                while i < n {
                    let c = text[i]
                    if DateScan.isASCIILetter(c) { h = (h ^ UInt64(c | 0x20)) &* DateScan.fnvPrime; i += 1; continue }
                    if c >= 0xC0 && !DateScan.isSeparatorLead(c) { ascii = false; i += DateScan.sequenceLength(c); continue }
                    if c >= 0x80 && c < 0xC0 && !ascii { i += 1; continue }
                    break
                }
                i = min(i, n)
                // Words shorter or longer than every keyword's first run are never anchors, so they are not looked up.
                let length = i - start
                guard lexicon.anchorFirstBytes[Int(b)], length <= lexicon.longestAnchorRun, length >= lexicon.shortestAnchorRun,
                      start >= lastEnd, start == 0 || !DateScan.isDigit(text[start - 1]) else { continue }
                if !ascii { h = DateScan.hashLowered(UnsafeBufferPointer(rebasing: text.bytes[start..<i])).hash } else { h |= 1 }
                let flags = lexicon.anchors.flags(h)
                guard flags != 0 else { continue }
                if flags & DateLexicon.AnchorFlags.capitalizedOnly != 0, b >= 0x61, b <= 0x7A { continue }
                if flags & DateLexicon.AnchorFlags.standalone == 0 {
                    // A unit (`days`) needs an amount before it: digits or a number word.
                    guard let prev = previousWord(before: start, in: text, floor: lastEnd),
                          DateScan.isDigit(text[prev.lowerBound]) || lexicon.leaders.flags(hash(prev, text)) != 0 else { continue }
                }
                guard let c = candidate(around: start, in: text, after: lastEnd, resolver: resolver) else { continue }
                candidates.append(c)
                lastEnd = c.range.upperBound
                i = max(i, lastEnd)
            } else {
                i += b < 0x80 ? 1 : DateScan.sequenceLength(b)
            }
        }
    }

    /// The prefilter for a digit run `start..<end`: it can be part of a date only when a separator and a digit,
    /// or a letter, is glued to it (`12/15`, `5pm`, `1st`), when the next word can follow a number in a date
    /// (`5 de`, `3 days`, `2 and`), or when the word before it can lead one (`in 30`, `a las 10`).
    private func numberMayBeDate(start: Int, end: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        if end < n {
            let c = text[end]
            if c == UInt8(ascii: "/") || c == UInt8(ascii: ".") || c == UInt8(ascii: "-") || c == UInt8(ascii: ":"),
               end + 1 < n, DateScan.isDigit(text[end + 1]) { return true }
            // `15-го`, `1-e`: an ordinal ending after a hyphen.
            if c == UInt8(ascii: "-"), end + 1 < n, DateScan.isASCIILetter(text[end + 1]) || text[end + 1] >= 0xC0 { return true }
            if DateScan.isASCIILetter(c) || (c >= 0xC0 && !DateScan.isSeparatorLead(c)) || (c == 0xC2 && end + 1 < n && text[end + 1] == 0xBA) {
                return true
            }
            var j = end
            if c == UInt8(ascii: ".") || c == UInt8(ascii: ",") { j += 1 }
            var sawSpace = false
            while j < n, text[j] == 0x20 { j += 1; sawSpace = true }
            if sawSpace, j < n, DateScan.isASCIILetter(text[j]) || (text[j] >= 0xC0 && !DateScan.isSeparatorLead(text[j])) {
                let e = Self.letterRunEnd(from: j, in: text)
                if lexicon.followers.flags(DateScan.hashLowered(UnsafeBufferPointer(rebasing: text.bytes[j..<e])).hash) != 0 { return true }
            }
        }
        if let prev = previousWord(before: start, in: text, floor: 0), lexicon.leaders.flags(hash(prev, text)) != 0 { return true }
        return false
    }

    private func hash(_ r: Range<Int>, _ text: UTF8Text) -> UInt64 {
        DateScan.hashLowered(UnsafeBufferPointer(rebasing: text.bytes[r])).hash
    }

    /// The end of the letter run (ASCII letters and non-punctuation multi-byte scalars) starting at `i`.
    static func letterRunEnd(from i: Int, in text: UTF8Text) -> Int {
        var e = i
        let n = text.count
        while e < n {
            let c = text[e]
            if DateScan.isASCIILetter(c) { e += 1; continue }
            if c >= 0xC0 && !DateScan.isSeparatorLead(c) { e += DateScan.sequenceLength(c); continue }
            break
        }
        return min(e, n)
    }

    /// The expression around the anchor at byte `anchor`, starting no earlier than `floor`.
    private func candidate(around anchor: Int, in text: UTF8Text, after floor: Int, resolver: DateResolver) -> Candidate? {
        let first = earlierStart(before: anchor, in: text, floor: floor, words: 3)
        let tokens = DateTokens(text: text, from: first)
        let parser = DateParser(owner: self, tokens: tokens, dayFirst: dayFirst)
        var k = 0
        while let t = tokens[k], t.start <= anchor {
            defer { k += 1 }
            guard let e = parser.expression(k), let last = tokens[e.endToken - 1], last.end > anchor,
                  let first = tokens[e.firstToken], let value = resolver.value(of: e) else { continue }
            let numeric = e.start.numeric || (e.end?.numeric ?? false)
            // A full stop that ends the sentence is not part of the date ("at 5pm."), but the one that closes
            // a dotted abbreviation is ("5 p.m."): keep a final "." only when another stands two bytes before.
            var end = last.end
            while end - 1 > first.start, text[end - 1] == UInt8(ascii: "."),
                  !(end - 3 >= first.start && text[end - 3] == UInt8(ascii: ".")) {
                end -= 1
            }
            return Candidate(kind: .date, range: first.start..<end, value: .date(value),
                             priority: numeric ? Candidate.Priority.date : Candidate.Priority.normal)
        }
        return nil
    }

    /// The start of the word up to `words` words before `anchor`, crossing only spaces, never before `floor`,
    /// never across a line break or punctuation.
    private func earlierStart(before anchor: Int, in text: UTF8Text, floor: Int, words: Int) -> Int {
        var start = anchor
        for _ in 0..<words {
            guard let word = previousWord(before: start, in: text, floor: floor),
                  lexicon.leaders.flags(hash(word, text)) != 0 else { break }
            start = word.lowerBound
        }
        return start
    }

    /// The word (letters, digits, `'`, `-`) just before `i`, across spaces only, not before `floor`.
    private func previousWord(before i: Int, in text: UTF8Text, floor: Int) -> Range<Int>? {
        var q = i
        while q > floor, text[q - 1] == 0x20 || text[q - 1] == 0x09 { q -= 1 }
        guard q < i, q > floor else { return nil }
        var w = q
        while w > floor {
            let c = text[w - 1]
            if c < 0x80 {
                guard DateScan.isASCIILetter(c) || DateScan.isDigit(c) || c == UInt8(ascii: "'") || c == UInt8(ascii: "-") else { break }
                w -= 1
                continue
            }
            var lead = w - 1
            while lead > floor, text[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard text[lead] >= 0xC0, !DateScan.isSeparatorLead(text[lead]) else { break }
            w = lead
        }
        return w < q ? w..<q : nil
    }

    /// Whether the scalar before byte `i` is a letter or digit, or a number separator after a digit (so `i` is
    /// inside a word or number, not at its start).
    static func followsWordCharacter(_ i: Int, in text: UTF8Text) -> Bool {
        guard i > 0 else { return false }
        let c = text[i - 1]
        if c < 0x80 {
            if DateScan.isASCIILetter(c) || DateScan.isDigit(c) { return true }
            // `2026-12-01-7788`, `1.2.3`: a number continued by a separator is one token, not a new start.
            if c == UInt8(ascii: "-") || c == UInt8(ascii: "/") || c == UInt8(ascii: ".") || c == UInt8(ascii: ":") {
                return i >= 2 && DateScan.isDigit(text[i - 2])
            }
            return false
        }
        var lead = i - 1
        while lead > 0, text[lead] & 0xC0 == 0x80 { lead -= 1 }
        return text[lead] >= 0xC0 && !DateScan.isSeparatorLead(text[lead])
    }
}
