/// The numbers of one text as money and quantities read them — runs of digits (`1,234.56`, `1 250`) and numbers in
/// words (`twenty-five`, `trois cents`) — found and parsed once for the pipeline, in text order.
///
/// Money and quantities walk the same numbers: without the index each scanned every byte for digits and number
/// words and parsed every number again. The index holds the numbers of the straight scan (from one number's end to
/// the next anchor); a reader that resumes elsewhere (after a detection that ends past its number) scans from there
/// by itself until its anchor is one the index holds, and reads the index from then on, so each reader sees
/// exactly the numbers its own scan would.
///
/// ```swift
/// // "pay 20 euros for five kilometers": [4..<6 "20", 17..<21 "five" (1 word)] in English
/// ```
///
/// - Complexity: O(n) to build, in the length of the text; O(1) per number to read.
struct NumberIndex: Sendable {
    /// A number the straight scan read: where it lies, how many words it took (0 for digits), and its decimal
    /// when that is not its bytes as written.
    struct Entry: Sendable {
        let range: Range<Int>
        let words: Int
        let written: String?
        /// The word after the number, for the gates.
        let wordAfter: AmountGate.WordAfter?
    }

    /// The language and decimal mark the numbers were read with.
    let languageCode: String
    let commaDecimal: Bool
    let entries: [Entry]

    /// Reads every number of `reader`'s bytes, in words of `words`' language too when it has number words.
    init(reader: AmountReader, words: NumberWords?, languageCode: String) {
        self.languageCode = languageCode
        commaDecimal = reader.commaDecimal
        var entries: [Entry] = []
        var i = 0
        let n = reader.bytes.count
        while i < n {
            let anchor = Self.anchor(after: i, reader: reader, words: words)
            guard anchor < n else { break }
            let (number, next) = Self.number(at: anchor, reader: reader, words: words)
            if let number {
                entries.append(Entry(range: number.range, words: number.words, written: number.written,
                                     wordAfter: AmountGate.WordAfter(after: number.range.upperBound, reader: reader)))
            }
            i = next
        }
        self.entries = entries
    }

    /// The next digit or possible number word at or after `i` (the words between are read once, never hashed).
    static func anchor(after i: Int, reader: AmountReader, words: NumberWords?) -> Int {
        words?.nextAnchor(reader.bytes, from: i) ?? ByteScan.firstDigit(in: reader.bytes, from: i)
    }

    /// The number at `anchor` (digits where one may start, else words), and where the scan goes on: after the
    /// number, past the word that starts none, or past the digits and marks that make no number (`1.2.3`).
    static func number(at anchor: Int, reader: AmountReader, words: NumberWords?) -> (AmountReader.Number?, Int) {
        let bytes = reader.bytes
        guard reader.numberMayStart(at: anchor) else {
            if NumberWords.startsWord(bytes, at: anchor), let words, let number = reader.number(inWords: words, at: anchor) {
                return (number, number.range.upperBound)
            }
            return (nil, NumberWords.skipWord(bytes, from: anchor))
        }
        guard let number = reader.number(at: anchor) else {
            var j = anchor
            while j < bytes.count, AmountReader.isDigit(bytes[j]) || bytes[j] == 0x2E || bytes[j] == 0x2C { j += 1 }
            return (nil, j)
        }
        return (number, number.range.upperBound)
    }

    /// A reader's place in the numbers: the next entry, and whether the reader's scan is where the straight
    /// scan was (it then takes the entries one after another).
    struct Cursor {
        fileprivate var k = 0
        fileprivate var position = 0
        fileprivate var inStep = true

        /// The reader goes on at `position` (after a detection): when it is not where the last number ended,
        /// the next anchor is found from there.
        mutating func resume(at position: Int) {
            if position != self.position {
                self.position = position
                inStep = false
            }
        }
    }

    /// The next number for the reader at `cursor`, or nil at the end of the text.
    func next(_ cursor: inout Cursor, reader: AmountReader, words: NumberWords?) -> AmountReader.Number? {
        if cursor.inStep {
            guard cursor.k < entries.count else { return nil }
            let e = entries[cursor.k]
            cursor.k += 1
            cursor.position = e.range.upperBound
            return AmountReader.Number(range: e.range, words: e.words, written: e.written, bytes: reader.bytes,
                                       wordAfter: e.wordAfter)
        }
        // Off the straight scan: its own anchors until one is the start of an entry.
        let n = reader.bytes.count
        while cursor.position < n {
            let anchor = Self.anchor(after: cursor.position, reader: reader, words: words)
            guard anchor < n else { break }
            while cursor.k < entries.count, entries[cursor.k].range.lowerBound < anchor { cursor.k += 1 }
            if cursor.k < entries.count, entries[cursor.k].range.lowerBound == anchor {
                cursor.inStep = true
                return next(&cursor, reader: reader, words: words)
            }
            let (number, next) = Self.number(at: anchor, reader: reader, words: words)
            cursor.position = next
            if var number {
                number.wordAfter = AmountGate.WordAfter(after: number.range.upperBound, reader: reader)
                return number
            }
        }
        cursor.position = n
        return nil
    }
}

/// What the detectors of one pipeline learn about one text and share, each part built when the first detector
/// asks for it: lives for one `detections(in:)` call.
struct TextScans: Sendable {
    private var numbers: NumberIndex?

    /// The numbers of `text` read with `context`'s language and decimal mark.
    mutating func numbers(of reader: AmountReader, words: NumberWords?, context: DetectionContext) -> NumberIndex {
        if let numbers, numbers.languageCode == context.languageCode, numbers.commaDecimal == reader.commaDecimal {
            return numbers
        }
        let built = NumberIndex(reader: reader, words: words, languageCode: context.languageCode)
        numbers = built
        return built
    }
}
