import Foundation

/// Finds flight numbers: an airline designator and a number (`UA 837`, `LH400`, `U2 8123`, `DLH 400`) after a
/// flight word in the six languages (`flight`, `Flug`, `vol`, `vuelo`, `voo`, `рейс`) or in a sentence that names
/// two airports (`UA 837 SFO → NRT`).
///
/// The sentence around a flight gives its departure and arrival (the first two IATA airport codes airportsdata
/// knows) and its date: a date or time in the sentence is read in the departure airport's zone
/// (`Flight UA 837 departs SFO Dec 3 at 10:40 AM` → America/Los_Angeles). When dates are detected too, that
/// reading replaces the one in the context's zone.
///
/// Designators follow IATA's syntax (two letters or digits, not both digits; or three ICAO letters); no airline
/// list is consulted, which is why a flight word or a route is required.
final class FlightDetector: Detector {
    /// The date reader of the sentences around flights, built at the first flight: its lexicon costs as much
    /// to build as a megabyte of text costs to scan, and most texts hold no flight.
    private let dates = Locked<DateDetector?>(nil)
    private let dateContext: DetectionContext
    /// Whether the zoned date readings are emitted as date candidates.
    private let emitsDates: Bool

    /// A date read in an airport's zone beats the same date read in the context's zone.
    static let zonedDatePriority = Candidate.Priority.date + 1

    /// `dates`: the pipeline's own date detector for the same context, when it has one (its lexicon is then
    /// built once for both).
    init(context: DetectionContext, emitsDates: Bool, dates: DateDetector? = nil) {
        dateContext = context
        self.emitsDates = emitsDates
        self.dates.withLock { $0 = dates }
    }

    private var dateDetector: DateDetector {
        dates.withLock { built in
            if let built { return built }
            let made = DateDetector(context: dateContext)
            built = made
            return made
        }
    }

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        let bytes = text.bytes
        let n = bytes.count
        var i = 0
        while i < n {
            // Straight past the words that cannot start a designator (lower-case words, most of any text): a
            // designator's token starts with two capitals or digits, one of them a capital (`FlightScan.number`).
            let b = bytes[i]
            guard FlightScan.isAlnum(b) else {
                // Straight (eight bytes a step) to the token of the next digit or capital: the tokens before it are
                // lower-case words. A token that opens before that byte (`iPhone`) is passed over below.
                var j = ByteScan.firstDigitOrCapital(in: bytes, from: i + 1)
                while j > i + 1, FlightScan.isAlnum(bytes[j - 1]) { j -= 1 }
                i = j
                continue
            }
            let start = i
            i += 1
            guard FlightScan.isUpper(b) || FlightScan.isDigit(b), i < n, FlightScan.isUpper(bytes[i]) || FlightScan.isDigit(bytes[i]),
                  FlightScan.isUpper(b) || FlightScan.isUpper(bytes[i]) else {
                while i < n, FlightScan.isAlnum(bytes[i]) { i += 1 }
                continue
            }
            while i < n, FlightScan.isAlnum(bytes[i]) { i += 1 }
            guard start == 0 || !FlightScan.isWordByte(text[start - 1]), i == n || !FlightScan.isWordByte(text[i]) else { continue }
            guard let m = FlightScan.number(at: start, tokenEnd: i, in: text) else { continue }
            if let c = flight(m, in: text, context: context, into: &candidates) {
                candidates.append(c)
                i = max(i, c.range.upperBound)
            }
        }
    }

    private func flight(_ m: FlightScan.Match, in text: UTF8Text, context: DetectionContext,
                        into candidates: inout [Candidate]) -> Candidate? {
        let sentence = FlightScan.sentence(around: m.range, in: text)
        // Most designator-shaped tokens (`GB 294`, `A4`, `V8`) have no flight word before them and fewer than two
        // code-shaped words after them: turned away before any airport is looked up.
        let flightWord = FlightScan.hasFlightWord(before: m.range.lowerBound, in: text)
        guard flightWord || FlightScan.capitalTriples(in: m.range.upperBound..<sentence.upperBound, text: text, atLeast: 2) else {
            return nil
        }
        let all = FlightScan.airports(in: sentence, excluding: m.range, text: text)
        // This flight's airports: after it and before the next flight number (`AA 2301 ORD-DFW, then AA 1190
        // DFW → MIA`), each once.
        let stop = FlightScan.nextFlightNumber(from: m.range.upperBound, to: sentence.upperBound, in: text) ?? sentence.upperBound
        var airports: [(airport: Airports.Airport, range: Range<Int>)] = []
        for a in all where a.range.lowerBound >= m.range.upperBound && a.range.lowerBound < stop
            && !airports.contains(where: { $0.airport.code == a.airport.code }) {
            airports.append(a)
        }
        let codes = airports.map(\.airport)
        guard flightWord || FlightScan.isRoute(airports, after: m.range.upperBound, in: text) else { return nil }
        var value = FlightValue(airline: m.airline, flight: m.flight, departure: codes.first?.code,
                                arrival: codes.dropFirst().first?.code)
        if let zone = (codes.first ?? all.first?.airport)?.timeZone {
            var zoned = context
            zoned.timeZone = zone
            var found: [Candidate] = []
            let slice = UTF8Text(bytes: UnsafeBufferPointer(rebasing: text.bytes[sentence]))
            dateDetector.detect(in: slice, context: zoned, into: &found)
            if var date = found.first(where: { !$0.range.overlaps((m.range.lowerBound - sentence.lowerBound)..<(m.range.upperBound - sentence.lowerBound)) }),
               case .date(let d) = date.value {
                value.date = d
                if emitsDates {
                    date.range = (date.range.lowerBound + sentence.lowerBound)..<(date.range.upperBound + sentence.lowerBound)
                    date.priority = Self.zonedDatePriority
                    candidates.append(date)
                }
            }
        }
        return Candidate(kind: .flight, range: m.range, value: .flight(value), priority: Candidate.Priority.normal)
    }
}

/// Byte-level helpers of `FlightDetector`.
enum FlightScan {
    struct Match {
        var range: Range<Int>
        var airline: String
        var flight: String
    }

    static func isAlnum(_ b: UInt8) -> Bool { isDigit(b) || isUpper(b) || (b >= 0x61 && b <= 0x7A) }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
    /// Letters, digits, `_` and any non-ASCII byte (a letter of another script).
    static func isWordByte(_ b: UInt8) -> Bool { isAlnum(b) || b == 0x5F || b >= 0x80 }

    /// A designator, as IATA writes them: two capitals or digits with at least one capital, or three capitals.
    static func isDesignator(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.allSatisfy({ isUpper($0) || isDigit($0) }) else { return false }
        if bytes.count == 2 { return bytes.contains(where: isUpper) }
        return bytes.count == 3 && bytes.allSatisfy(isUpper)
    }

    /// 1–4 digits and an optional capital suffix, not starting with 0 unless it is the only digit… IATA allows
    /// leading zeros (`LH 0400`), so they are kept.
    static func isFlightNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        var digits = bytes
        if let last = digits.last, isUpper(last) { digits = digits.dropLast() }
        return (1...4).contains(digits.count) && digits.allSatisfy(isDigit)
    }

    /// The flight number whose first token is `start..<tokenEnd`: glued (`LH400`) or spaced (`UA 837`).
    static func number(at start: Int, tokenEnd: Int, in text: UTF8Text) -> Match? {
        // Every designator starts with two capitals or digits, one of them a capital: most words end here,
        // before any bytes are copied.
        guard tokenEnd - start >= 2, isUpper(text[start]) || isDigit(text[start]),
              isUpper(text[start + 1]) || isDigit(text[start + 1]), isUpper(text[start]) || isUpper(text[start + 1]) else {
            return nil
        }
        let token = Array(UnsafeBufferPointer(rebasing: text.bytes[start..<tokenEnd]))
        for width in [2, 3] where token.count > width {
            let head = token[..<width], tail = token[width...]
            if isDesignator(head), isDigit(tail[tail.startIndex]), isFlightNumber(tail),
               tail.count >= 2 || head.allSatisfy(isUpper) {
                return Match(range: start..<tokenEnd, airline: ascii(head), flight: ascii(tail))
            }
        }
        guard isDesignator(token[...]), tokenEnd + 1 < text.count, text[tokenEnd] == 0x20 || text[tokenEnd] == 0xA0 else {
            return nil
        }
        let s = tokenEnd + 1
        var e = s
        while e < text.count, isAlnum(text[e]) { e += 1 }
        guard e > s, e == text.count || !isWordByte(text[e]) else { return nil }
        let tail = Array(UnsafeBufferPointer(rebasing: text.bytes[s..<e]))[...]
        guard isDigit(tail[tail.startIndex]), isFlightNumber(tail) else { return nil }
        return Match(range: start..<e, airline: ascii(token[...]), flight: ascii(tail))
    }

    private static func ascii(_ b: ArraySlice<UInt8>) -> String { String(decoding: b, as: UTF8.self) }

    /// Where the next flight number in `from..<to` starts, if any.
    static func nextFlightNumber(from: Int, to: Int, in text: UTF8Text) -> Int? {
        var i = from
        while i < to {
            guard isAlnum(text[i]) else { i += 1; continue }
            let start = i
            while i < to, isAlnum(text[i]) { i += 1 }
            if start == 0 || !isWordByte(text[start - 1]), i == text.count || !isWordByte(text[i]),
               number(at: start, tokenEnd: i, in: text) != nil {
                return start
            }
        }
        return nil
    }

    /// The sentence around `range`: up to 200 bytes each way, stopping at a line break, `!`, `?`, or a `.`
    /// followed by a space and a capital.
    static func sentence(around range: Range<Int>, in text: UTF8Text) -> Range<Int> {
        var lo = range.lowerBound
        let minLo = max(0, range.lowerBound - 200)
        while lo > minLo {
            let b = text[lo - 1]
            if b == 0x0A || b == 0x21 || b == 0x3F { break }
            if b == 0x2E, lo < text.count, text[lo] == 0x20, lo + 1 < text.count, isUpper(text[lo + 1]) { break }
            lo -= 1
        }
        while lo < range.lowerBound, text[lo] & 0xC0 == 0x80 { lo += 1 }
        var hi = range.upperBound
        let maxHi = min(text.count, range.upperBound + 200)
        while hi < maxHi {
            let b = text[hi]
            // A wrapped line goes on when the next one starts in lower case (`Tu vuelo IB 3166\nsale de MAD a BCN`).
            if b == 0x0A, hi + 1 < text.count, text[hi + 1] >= 0x61 && text[hi + 1] <= 0x7A { hi += 1; continue }
            if b == 0x0A || b == 0x21 || b == 0x3F { break }
            if b == 0x2E, hi + 2 < text.count, text[hi + 1] == 0x20, isUpper(text[hi + 2]) { break }
            hi += 1
        }
        while hi > range.upperBound, hi < text.count, text[hi] & 0xC0 == 0x80 { hi -= 1 }
        return lo..<hi
    }

    /// The known IATA airport codes in `sentence` outside `excluding`, in order. A code between two
    /// other all-capital words is taken for a word of all-capital text, not an airport.
    static func airports(in sentence: Range<Int>, excluding: Range<Int>, text: UTF8Text) -> [(airport: Airports.Airport, range: Range<Int>)] {
        var out: [(airport: Airports.Airport, range: Range<Int>)] = []
        var i = sentence.lowerBound
        var previousCaps = false
        while i < sentence.upperBound {
            if text[i] == 0xE2 { i += 3; continue }   // a dash or an arrow between codes
            guard isWordByte(text[i]) else { i += 1; continue }
            let s = i
            // Dashes and arrows (U+2000…U+2BFF, lead byte E2) part codes: `DME–OVB`, `JFK→FRA`.
            while i < sentence.upperBound, isWordByte(text[i]), text[i] != 0xE2 { i += 1 }
            if i == s { i += 1; continue }
            let caps = i - s >= 2 && (s..<i).allSatisfy { isUpper(text[$0]) }
            defer { previousCaps = caps }
            guard i - s == 3, caps, !excluding.contains(s) else { continue }
            var j = i
            while j < sentence.upperBound, text[j] == 0x20 { j += 1 }
            var e = j
            while e < sentence.upperBound, isWordByte(text[e]) { e += 1 }
            let nextCaps = e - j >= 2 && (j..<e).allSatisfy { isUpper(text[$0]) }
            if previousCaps && nextCaps && s > 0 && text[s - 1] == 0x20 && j > i { continue }
            let code = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[s..<i]), as: UTF8.self)
            if let a = Airports.airport(code) { out.append((a, s..<i)) }
        }
        return out
    }

    /// Whether `range` holds at least `count` words of three ASCII capitals, split into words as `airports`
    /// splits them: a route needs two airports after the flight, so fewer such words rule one out.
    static func capitalTriples(in range: Range<Int>, text: UTF8Text, atLeast count: Int) -> Bool {
        var found = 0
        var i = range.lowerBound
        while i < range.upperBound {
            if text[i] == 0xE2 { i += 3; continue }
            guard isWordByte(text[i]) else { i += 1; continue }
            let s = i
            while i < range.upperBound, isWordByte(text[i]), text[i] != 0xE2 { i += 1 }
            if i - s == 3, isUpper(text[s]), isUpper(text[s + 1]), isUpper(text[s + 2]) {
                found += 1
                if found >= count { return true }
            }
        }
        return false
    }

    /// Whether the first two airports after the flight read as a route: both in parentheses
    /// (`Frankfurt (FRA) → Lissabon (LIS)`), or apart by a separator or at most one word and no digits
    /// (`LGW-BCN`, `SFO → NRT`, `FRA nach JFK`).
    static func isRoute(_ airports: [(airport: Airports.Airport, range: Range<Int>)], after end: Int, in text: UTF8Text) -> Bool {
        let later = airports.filter { $0.range.lowerBound >= end }
        guard later.count >= 2 else { return false }
        let a = later[0].range, b = later[1].range
        func parenthesized(_ r: Range<Int>) -> Bool {
            r.lowerBound > 0 && text[r.lowerBound - 1] == 0x28 && r.upperBound < text.count && text[r.upperBound] == 0x29
        }
        if parenthesized(a) && parenthesized(b) { return b.lowerBound - a.upperBound <= 40 }
        var words = 0
        var inWord = false
        for j in a.upperBound..<b.lowerBound {
            let c = text[j]
            if isDigit(c) { return false }
            let letter = isAlnum(c) || c >= 0xC0
            if letter && !inWord { words += 1 }
            inWord = letter || (c >= 0x80 && c < 0xC0 && inWord)
        }
        return words <= 1 && b.lowerBound - a.upperBound <= 16
    }

    /// Flight words in the six languages (lower-cased word starts).
    static let flightWords: [String] = [
        "flight", "flt", "flug", "vol", "vuelo", "voo", "рейс", "авиарейс", "flugnummer", "n° de vol", "nº de vuelo",
    ]

    /// Whether `range` holds the start every flight word has, in either case: `fl` anywhere (flight, flt, Flug and
    /// the compounds ending in -flug), `vo` / `vu` (vol, voo, vuelo) and `ре` / `ав` (рейс, авиарейс) where no
    /// letter stands before them. Lower-casing maps no other letter to these, so a window without one holds no
    /// flight word, and most windows are turned away without a string.
    private static func mayHoldFlightWord(_ range: Range<Int>, in text: UTF8Text) -> Bool {
        let lo = range.lowerBound
        var j = lo
        while j + 1 < range.upperBound {
            let b = text[j] | 0x20, c = text[j + 1] | 0x20
            if b == 0x66 && c == 0x6C { return true }
            if b == 0x76 && (c == 0x6F || c == 0x75), !letter(endingAt: j, from: lo, in: text) { return true }
            // р/Р then е/Е; а/А then в/В.
            if j + 3 < range.upperBound, text[j] == 0xD0 || text[j] == 0xD1 {
                let first = (text[j], text[j + 1]), second = (text[j + 2], text[j + 3])
                let r = first == (0xD1, 0x80) || first == (0xD0, 0xA0), e = second == (0xD0, 0xB5) || second == (0xD0, 0x95)
                let a = first == (0xD0, 0xB0) || first == (0xD0, 0x90), v = second == (0xD0, 0xB2) || second == (0xD0, 0x92)
                if r && e || a && v, !letter(endingAt: j, from: lo, in: text) { return true }
            }
            j += 1
        }
        return false
    }

    /// Whether a letter certainly ends right before `j` (an ASCII letter or a letter of U+0400…U+047F, itself after
    /// ASCII or such a letter, so no prefixed mark joins it into another character), not before `lo`.
    private static func letter(endingAt j: Int, from lo: Int, in text: UTF8Text) -> Bool {
        func scalarStart(_ e: Int) -> Int? {
            guard e > lo else { return nil }
            if text[e - 1] < 0x80 { return e - 1 }
            if e - 2 >= lo, text[e - 1] & 0xC0 == 0x80, text[e - 2] == 0xD0 || text[e - 2] == 0xD1 { return e - 2 }
            return nil
        }
        guard let s = scalarStart(j) else { return false }
        let isLetter = s == j - 1 ? (text[s] | 0x20) &- 0x61 < 26 : true
        guard isLetter else { return false }
        return s == lo || scalarStart(s) != nil
    }

    /// `hasFlightWord` over an ASCII window, with no string: its words are the runs of ASCII letters, and no flight
    /// word of several words (`n° de vol`) is ASCII.
    private static func asciiFlightWord(in range: Range<Int>, text: UTF8Text) -> Bool {
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
        var e = range.upperBound
        var words = 0
        while words < 3 {
            while e > range.lowerBound, !isLetter(text[e - 1]) { e -= 1 }
            guard e > range.lowerBound else { return false }
            var s = e
            while s > range.lowerBound, isLetter(text[s - 1]) { s -= 1 }
            words += 1
            let w = UnsafeBufferPointer(rebasing: text.bytes[s..<e])
            func folded(_ k: Int) -> UInt8 { w[k] | 0x20 }
            // `flugnummer`, `flight`… with at most two more letters; `-flug` compounds.
            if w.count >= 4, folded(w.count - 4) == 0x66, folded(w.count - 3) == 0x6C, folded(w.count - 2) == 0x75,
               folded(w.count - 1) == 0x67 { return true }
            for f in asciiFlightWords where f.count <= w.count && w.count - f.count <= 2 {
                var k = 0
                while k < f.count, folded(k) == f[k] { k += 1 }
                if k == f.count { return true }
            }
            e = s
        }
        return false
    }

    /// The flight words of ASCII letters alone, as bytes.
    private static let asciiFlightWords: [[UInt8]] = flightWords.filter { w in w.utf8.allSatisfy { (0x61...0x7A).contains($0) } }
        .map { Array($0.utf8) }

    /// Whether one of the last three words before `start` on its line begins with a flight word.
    static func hasFlightWord(before start: Int, in text: UTF8Text) -> Bool {
        var lo = max(0, start - 40)
        while lo < start, text[lo] & 0xC0 == 0x80 { lo += 1 }
        for j in stride(from: start - 1, through: lo, by: -1) where text[j] == 0x0A { lo = j + 1; break }
        guard mayHoldFlightWord(lo..<start, in: text) else { return false }
        if (lo..<start).allSatisfy({ text[$0] < 0x80 }) { return asciiFlightWord(in: lo..<start, text: text) }
        let window = text.string(lo..<start).lowercased()
        let words = window.split(whereSeparator: { !$0.isLetter && $0 != "°" && $0 != "º" }).suffix(3)
        // German compounds end in the word: `Rückflug`, `Hinflug`, `Anschlussflug`.
        return words.contains { w in flightWords.contains { w.hasPrefix($0) && (w.count - $0.count) <= 2 } || w.hasSuffix("flug") }
            || flightWords.contains { $0.contains(" ") && window.hasSuffix($0 + " ") }
    }
}
