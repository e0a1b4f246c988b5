/// The title of a calendar event: the sentence around a date, without the date and the small words that
/// only tied it in (`Lunch with Ana tomorrow at noon.` → `Lunch with Ana`).
enum EventSummary {
    /// Words dropped where the date was cut out: every language's prepositions and range words.
    static let connectors: Set<String> = {
        var s: Set<String> = []
        for l in DateLanguage.all {
            for set in [l.timePrepositions, l.strongTimePrepositions, l.datePrepositions, l.rangeOpeners,
                        l.durationPrefixes, l.thisWords] {
                for phrase in set { s.formUnion(phrase.split(separator: " ").map(String.init)) }
            }
        }
        return s
    }()

    /// At most this many bytes of context on each side are read.
    static let reach = 200

    /// The summary for the date at `range` (UTF-8 offsets), or `nil` when the sentence has nothing else.
    static func summary(around range: Range<Int>, in text: UTF8Text) -> String? {
        guard range.lowerBound >= 0, range.upperBound <= text.count else { return nil }
        let s = sentence(around: range, in: text)
        let lo = s.lowerBound, hi = s.upperBound
        // Words as byte ranges split at ASCII spaces: no Character or Foundation work on the hot path.
        var before = words(lo..<range.lowerBound, text)
        var after = words(range.upperBound..<hi, text)
        while let w = before.last, isConnector(w, text) { before.removeLast() }
        while let w = after.first, isConnector(w, text) { after.removeFirst() }
        // Joined on the bytes: one String for the summary, not one per word (a date in a long sentence has
        // dozens of words around it).
        var joined: [UInt8] = []
        joined.reserveCapacity(hi - lo)
        for w in before + after {
            if !joined.isEmpty { joined.append(0x20) }
            joined.append(contentsOf: UnsafeBufferPointer(rebasing: text.bytes[w]))
        }
        var out = String(decoding: joined, as: UTF8.self)
        while let last = out.unicodeScalars.last, ",;:-–—(".unicodeScalars.contains(last) { out.unicodeScalars.removeLast() }
        return out.isEmpty ? nil : out
    }

    /// The sentence around `range` (UTF-8 offsets inside `text`), at most `reach` bytes on each side: from a line
    /// break or a `.`/`!`/`?` and a space before it to the next one after it.
    static func sentence(around range: Range<Int>, in text: UTF8Text) -> Range<Int> {
        // Back to the sentence start: a line break, or `.`/`!`/`?` followed by a space.
        var lo = range.lowerBound
        let loLimit = max(0, range.lowerBound - reach)
        while lo > loLimit {
            let c = text[lo - 1]
            if c == 0x0A || c == 0x0D { break }
            // Compared one by one: an array literal here was allocated for every byte walked back.
            if lo >= 2, c == 0x20 {
                let p = text[lo - 2]
                if p == UInt8(ascii: ".") || p == UInt8(ascii: "!") || p == UInt8(ascii: "?") { break }
            }
            lo -= 1
        }
        // Cut at the reach limit: start at the next whole word rather than inside one.
        if lo == loLimit && lo > 0 && text[lo - 1] != 0x20 {
            while lo < range.lowerBound, text[lo] != 0x20 { lo += 1 }
        }
        while lo < range.lowerBound, text[lo] & 0xC0 == 0x80 { lo += 1 }
        var hi = range.upperBound
        let hiLimit = min(text.count, range.upperBound + reach)
        while hi < hiLimit {
            let c = text[hi]
            if c == 0x0A || c == 0x0D || c == UInt8(ascii: "!") || c == UInt8(ascii: "?") { break }
            if c == UInt8(ascii: "."), hi + 1 >= text.count || text[hi + 1] == 0x20 || text[hi + 1] == 0x0A { break }
            hi += 1
        }
        if hi == hiLimit && hi < text.count && text[hi] != 0x20 {
            while hi > range.upperBound, text[hi - 1] != 0x20 { hi -= 1 }
        }
        while hi > range.upperBound, hi < text.count, text[hi] & 0xC0 == 0x80 { hi -= 1 }
        return lo..<hi
    }

    /// A connector word, or a word of only punctuation (`,`, `–`), left over where the date was cut out.
    private static func isConnector(_ r: Range<Int>, _ text: UTF8Text) -> Bool {
        let w = text.string(r)
        if w.unicodeScalars.allSatisfy({ ",;:-–—()".unicodeScalars.contains($0) }) { return true }
        return connectors.contains(w.lowercased())
    }

    private static func words(_ r: Range<Int>, _ text: UTF8Text) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = r.lowerBound
        while i < r.upperBound {
            while i < r.upperBound, text[i] == 0x20 || text[i] == 0x09 { i += 1 }
            let start = i
            while i < r.upperBound, text[i] != 0x20 && text[i] != 0x09 { i += 1 }
            if i > start { out.append(start..<i) }
        }
        return out
    }
}
