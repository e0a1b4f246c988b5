extension StringProtocol where SubSequence == Substring {
    /// The parts of the text between occurrences of the ASCII byte `separator`, found in its UTF-8 bytes.
    ///
    /// The generated tables (currencies, units, number words) are parsed with this at first use:
    /// `split(separator:)` walks Characters (grapheme breaking for every byte), which made parsing them cost
    /// more than detecting in a megabyte of text. Equal to `split(separator: Character(separator))` wherever no
    /// combining mark follows the separator (the tables hold NFC text, and tabs and line feeds never combine).
    ///
    /// - Complexity: O(n) in the UTF-8 length.
    func asciiFields(_ separator: UInt8, omittingEmptySubsequences: Bool = true) -> [Substring] {
        var out: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex, i = start
        while i != bytes.endIndex {
            if bytes[i] == separator {
                if !omittingEmptySubsequences || start != i { out.append(self[start..<i]) }
                start = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        if !omittingEmptySubsequences || start != bytes.endIndex { out.append(self[start..<bytes.endIndex]) }
        return out
    }

    /// The text up to the first occurrence of the ASCII byte `separator` (all of it when there is none): the
    /// first word of a phrase, found in its UTF-8 bytes.
    func asciiPrefix(upTo separator: UInt8) -> Substring {
        let end = utf8.firstIndex(of: separator) ?? utf8.endIndex
        return self[startIndex..<end]
    }
}
