/// Finds shipment tracking numbers: UPS `1Z…`, FedEx, USPS IMpb, DHL Express, OnTrac, Amazon Logistics,
/// Почта России and UPU S10 items (`RR 123 456 785 DE`).
///
/// One pass splits the text into chunks of ASCII letters and digits; runs of chunks separated by single spaces
/// (`1Z 999 AA1 01 2345 6784`) are read as one number. Inside a run the longest window (at most eight chunks,
/// 10–40 characters) that `TrackingNumbers` accepts wins, left to right.
///
/// Precision: an all-digit number shorter than 20 digits (DHL's 10, FedEx's 12 and 15, Russian Post's 14) —
/// where phone, card and ISBN numbers live — and a number without a check digit count only after a tracking
/// word or a carrier's name in the six languages; a number right after an order or invoice word (`Order #…`,
/// `Bestellnummer`, `n° de commande`, `pedido`, `заказ`) never counts.
struct TrackingDetector: Detector {
    /// A tracking number read after a tracking word beats a phone number over the same digits.
    static let afterWordPriority = Candidate.Priority.normal + 5

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        var chunks: [Range<Int>] = []
        var i = 0
        let bytes = text.bytes
        let n = bytes.count
        while i < n {
            guard TrackingNumbers.isAlnum(bytes[i]) else {
                if !chunks.isEmpty, !(bytes[i] == 0x20 && i + 1 < n && TrackingNumbers.isAlnum(bytes[i + 1])
                                      && chunks[chunks.count - 1].upperBound == i) {
                    readRun(chunks, in: text, into: &candidates)
                    chunks.removeAll(keepingCapacity: true)
                }
                i += 1
                if chunks.isEmpty {
                    // No run open: a chunk without a digit or a capital (a lower-case word) is one no run takes and
                    // that closes none, so the scan goes (eight bytes a step) to the chunk of the next digit or
                    // capital (`iPhone`, `abc1` start before it).
                    var j = ByteScan.firstDigitOrCapital(in: bytes, from: i)
                    while j > i, TrackingNumbers.isAlnum(bytes[j - 1]) { j -= 1 }
                    i = j
                }
                continue
            }
            // The chunk, and whether it may be part of a number (a digit in it, or at most three capitals:
            // `1Z`'s neighbours, `TBA`, S10's `RR`/`DE`), in one pass over its bytes.
            let start = i
            var digits = false, upper = true
            while i < n {
                let b = bytes[i]
                if b &- 0x30 < 10 { digits = true } else if b &- 0x61 < 26 { upper = false } else if b &- 0x41 >= 26 { break }
                i += 1
            }
            // Glued to a non-ASCII letter (`№12345`, `Ж123`): part of a word.
            if (start > 0 && bytes[start - 1] >= 0x80) || (i < n && bytes[i] >= 0xC0) {
                if !chunks.isEmpty { readRun(chunks, in: text, into: &candidates) }
                chunks.removeAll(keepingCapacity: true)
                continue
            }
            if digits ? i - start <= 40 : upper && i - start <= 3 {
                chunks.append(start..<i)
            } else if !chunks.isEmpty {
                readRun(chunks, in: text, into: &candidates)
                chunks.removeAll(keepingCapacity: true)
            }
        }
        if !chunks.isEmpty { readRun(chunks, in: text, into: &candidates) }
    }

    private func readRun(_ chunks: [Range<Int>], in text: UTF8Text, into candidates: inout [Candidate]) {
        // Most runs are one short chunk (`I`, `2026`): no window of a run under ten characters is long enough.
        guard chunks.reduce(0, { $0 + $1.count }) >= 10 else { return }
        var compact: [UInt8] = []
        var a = 0
        while a < chunks.count {
            var found = false
            var b = min(chunks.count, a + 8)
            // What precedes the window's start, read once per start and only when a window needs it.
            var word: TrackingWords.Found?
            // The widest window's characters without spaces, once per start: every narrower one is a prefix of them.
            compact.removeAll(keepingCapacity: true)
            for r in chunks[a..<b] { compact.append(contentsOf: UnsafeBufferPointer(rebasing: text.bytes[r])) }
            while b > a {
                let span = chunks[a].lowerBound..<chunks[b - 1].upperBound
                let length = chunks[a..<b].reduce(0) { $0 + $1.count }
                if length >= 10, length <= 40, let c = candidate(compact[..<length], span, word: &word, in: text) {
                    candidates.append(c)
                    found = true
                    break
                }
                b -= 1
            }
            a = found ? b : a + 1
        }
    }

    private func candidate(_ compact: ArraySlice<UInt8>, _ span: Range<Int>, word: inout TrackingWords.Found?,
                           in text: UTF8Text) -> Candidate? {
        var letters = 0
        for b in compact where b > 0x39 { letters += 1 }
        // Most windows have no format's length, opening or digits: turned away before the words in front of them are
        // read and a string is made.
        guard TrackingNumbers.mayRead(compact, allDigits: letters == 0) else { return nil }
        let before = word ?? TrackingWords.before(span.lowerBound, in: text)
        word = before
        if before == .order { return nil }
        let afterWord = before == .tracking
        // Short digit-only numbers are phone, card and ISBN territory: a tracking word must say otherwise.
        if letters == 0, compact.count < 20, !afterWord { return nil }
        let number = String(decoding: compact, as: UTF8.self)
        guard case .valid(let value) = TrackingNumbers.read(number, allowUnchecked: afterWord) else { return nil }
        return Candidate(kind: .tracking, range: span, value: .tracking(value),
                         priority: afterWord ? Self.afterWordPriority : Candidate.Priority.normal)
    }
}
