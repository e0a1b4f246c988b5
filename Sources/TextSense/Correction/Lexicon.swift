import Foundation

/// One language's words, their frequencies and spelling variants, held as a trie over Unicode scalars.
///
/// Built once per language from `Dictionaries/<lang>.lex` (format in scripts/spelling/generate-lexicons.py):
/// a `#` text header naming sources and licences, then front-coded records sorted by the UTF-8 bytes of the
/// lower-cased word. Sorted input lets the trie be built in one pass with a stack (no hashing), and because
/// UTF-8 byte order equals scalar order, siblings come out sorted.
///
/// Sendable notes: every stored property is an immutable array or value written only in `init`.
final class Lexicon: Sendable {
    /// Frequency classes are `round(8 · ln(count))`: one class is 1/8 nat.
    static let classesPerNat: Double = 8
    /// Zero bytes after the last key, so that an eight-byte load from anywhere inside a key stays inside
    /// `keyBytes` (`CandidateSearch.commonPrefixLength`).
    static let keyPadding = 8

    let language: String
    /// Per node (index 0 is the root): the scalar on the edge into it, its alphabet code, first child,
    /// next sibling, the word ending here (-1 for none) and the highest frequency class below it.
    let label: [UInt32]
    let code: [UInt8]
    let firstChild: [Int32]
    let nextSibling: [Int32]
    let wordAtNode: [Int32]
    let maxClassBelow: [UInt8]
    /// Per word: lower-cased key bytes (`keyBytes[keyStart[w]..<keyStart[w+1]]`, followed by `keyPadding`
    /// zero bytes after the last key), frequency class, flags, and the start of its display form in
    /// `display` (-1 when the key is the spelling).
    let keyBytes: [UInt8]
    let keyStart: [Int32]
    let frequencyClass: [UInt8]
    let flags: [UInt8]
    let displayStart: [Int32]
    /// Display forms, each a length byte and UTF-8 bytes (a copy: the file itself is not kept).
    let display: [UInt8]
    /// The scalars that occur in words, by alphabet code (code 0 is "not in the alphabet").
    let alphabet: [UInt32]
    let codeOf: [UInt32: UInt8]
    /// `codeOf` for scalars below U+0500 (Latin, Greek, Cyrillic) as a table: the hot path of scoring.
    let smallCode: [UInt8]
    /// The root's child for each alphabet code (-1 for none): every walk from the root starts there, and the
    /// root has a child for almost every letter (a walk along its siblings took dozens of steps).
    let rootChild: [Int32]
    /// `ln` of the total count of all words, in frequency classes: the unigram normaliser.
    let totalClass: Double

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let us = Flags(rawValue: 1)
        static let gb = Flags(rawValue: 2)
        static let lowercase = Flags(rawValue: 4)
        static let display = Flags(rawValue: 8)
    }

    var wordCount: Int { frequencyClass.count }
    var nodeCount: Int { label.count }

    /// Parses a `.lex` file. Throws `missingData` when the bytes are not a lexicon.
    init(language: String, bytes: [UInt8]) throws(TextSenseError) {
        self.language = language
        // Skip the header: lines beginning with `#`, the last of which is `#END`.
        var pos = 0
        let end = bytes.count
        var sawEnd = false
        while pos < end, bytes[pos] == UInt8(ascii: "#") {
            var lineEnd = pos
            while lineEnd < end, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            if lineEnd - pos == 4, bytes[pos + 1] == UInt8(ascii: "E"), bytes[pos + 2] == UInt8(ascii: "N") {
                sawEnd = true
            }
            pos = lineEnd + 1
            if sawEnd { break }
        }
        guard sawEnd else { throw .missingData("\(language).lex: no #END header line") }

        var keyBytes: [UInt8] = []
        keyBytes.reserveCapacity(bytes.count * 2)
        var keyStart: [Int32] = [0]
        var frequencyClass: [UInt8] = []
        var flags: [UInt8] = []
        var displayStart: [Int32] = []
        var display: [UInt8] = []
        var previous = 0..<0 // the previous key's bytes in keyBytes
        while pos < end {
            guard pos + 2 <= end else { throw .missingData("\(language).lex: truncated record") }
            let shared = Int(bytes[pos]), suffix = Int(bytes[pos + 1])
            pos += 2
            guard shared <= previous.count, pos + suffix + 2 <= end else {
                throw .missingData("\(language).lex: corrupt record")
            }
            let start = keyBytes.count
            // Element by element: appending a slice of the array to itself would copy the whole buffer.
            for i in previous.lowerBound..<(previous.lowerBound + shared) { keyBytes.append(keyBytes[i]) }
            keyBytes.append(contentsOf: bytes[pos..<(pos + suffix)])
            pos += suffix
            frequencyClass.append(bytes[pos])
            let f = bytes[pos + 1]
            flags.append(f)
            pos += 2
            if f & Flags.display.rawValue != 0 {
                guard pos < end, pos + 1 + Int(bytes[pos]) <= end else {
                    throw .missingData("\(language).lex: truncated display form")
                }
                displayStart.append(Int32(display.count))
                display.append(contentsOf: bytes[pos..<(pos + 1 + Int(bytes[pos]))])
                pos += 1 + Int(bytes[pos])
            } else {
                displayStart.append(-1)
            }
            previous = start..<keyBytes.count
            keyStart.append(Int32(keyBytes.count))
        }

        // Trie over scalars, built from the sorted keys with the previous key's node path as a stack.
        var label: [UInt32] = [0], firstChild: [Int32] = [-1], nextSibling: [Int32] = [-1]
        var wordAtNode: [Int32] = [-1]
        let estimate = keyBytes.count / 2
        label.reserveCapacity(estimate); firstChild.reserveCapacity(estimate)
        nextSibling.reserveCapacity(estimate); wordAtNode.reserveCapacity(estimate)
        var path: [Int32] = [0]        // node at each depth of the previous key (path[0] is the root)
        var pathScalars: [UInt32] = [] // the previous key's scalars
        var scalars: [UInt32] = []
        var alphabetSeen: [UInt32: UInt8] = [:]
        var alphabet: [UInt32] = [0]
        var smallSeen = [UInt8](repeating: 0, count: 0x500)
        for w in 0..<frequencyClass.count {
            scalars.removeAll(keepingCapacity: true)
            let range = Int(keyStart[w])..<Int(keyStart[w + 1])
            Self.decodeScalars(keyBytes, range, into: &scalars)
            var common = 0
            while common < scalars.count, common < pathScalars.count, scalars[common] == pathScalars[common] {
                common += 1
            }
            // When the previous key went deeper than the shared prefix, its node at depth common+1 is the
            // last child of the shared node so far; otherwise the shared node has no children yet.
            let lastChild: Int32 = pathScalars.count > common ? path[common + 1] : -1
            path.removeSubrange((common + 1)...)
            for d in common..<scalars.count {
                let node = Int32(label.count)
                let s = scalars[d]
                label.append(s); firstChild.append(-1); nextSibling.append(-1); wordAtNode.append(-1)
                // New letters are rare after the first few thousand words: check the small table first.
                if s < 0x500 ? smallSeen[Int(s)] == 0 : alphabetSeen[s] == nil, alphabet.count < 255 {
                    alphabetSeen[s] = UInt8(alphabet.count)
                    if s < 0x500 { smallSeen[Int(s)] = UInt8(alphabet.count) }
                    alphabet.append(s)
                }
                if d == common, lastChild >= 0 {
                    nextSibling[Int(lastChild)] = node
                } else {
                    firstChild[Int(path[d])] = node
                }
                path.append(node)
            }
            // A duplicate key (generated files have none) keeps the first record.
            let terminal = Int(path[scalars.count])
            if wordAtNode[terminal] < 0 { wordAtNode[terminal] = Int32(w) }
            pathScalars = scalars
        }

        // Nodes were created in preorder, so every child has a larger index than its parent: one backward
        // pass computes the highest frequency class in each subtree (used to prune completion and
        // correction searches).
        var maxBelow = [UInt8](repeating: 0, count: label.count)
        for n in stride(from: label.count - 1, through: 0, by: -1) {
            var m: UInt8 = wordAtNode[n] >= 0 ? frequencyClass[Int(wordAtNode[n])] : 0
            var c = firstChild[n]
            while c >= 0 { m = max(m, maxBelow[Int(c)]); c = nextSibling[Int(c)] }
            maxBelow[n] = m
        }
        var total = 0.0
        for q in frequencyClass { total += exp(Double(q) / Self.classesPerNat) }

        self.label = label
        let code = label.map { $0 < 0x500 ? smallSeen[Int($0)] : alphabetSeen[$0] ?? 0 }
        self.code = code
        var rootChild = [Int32](repeating: -1, count: alphabet.count)
        var top = firstChild[0]
        while top >= 0 {
            if code[Int(top)] != 0 { rootChild[Int(code[Int(top)])] = top }
            top = nextSibling[Int(top)]
        }
        self.rootChild = rootChild
        self.firstChild = firstChild
        self.nextSibling = nextSibling
        self.wordAtNode = wordAtNode
        self.maxClassBelow = maxBelow
        keyBytes.append(contentsOf: repeatElement(0, count: Self.keyPadding))
        self.keyBytes = keyBytes
        self.keyStart = keyStart
        self.frequencyClass = frequencyClass
        self.flags = flags
        self.displayStart = displayStart
        self.display = display
        self.alphabet = alphabet
        self.codeOf = alphabetSeen
        self.smallCode = smallSeen
        self.totalClass = log(max(total, 1)) * Self.classesPerNat
    }

    /// Appends the scalars of the UTF-8 `bytes[range]` (valid UTF-8: the generator wrote it from Python
    /// strings; a malformed sequence decodes as U+FFFD rather than trapping).
    static func decodeScalars(_ bytes: [UInt8], _ range: Range<Int>, into out: inout [UInt32]) {
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: range.count)) // at most one scalar a byte
        let written = bytes.withUnsafeBufferPointer { bytes in
            out.withUnsafeMutableBufferPointer { out in
                decodeScalars(bytes, range, into: UnsafeMutableBufferPointer(rebasing: out[start...]))
            }
        }
        out.removeLast(range.count - written)
    }

    /// Writes the scalars of the UTF-8 `bytes[range]` to `out` and returns how many there are, or
    /// `out.count + 1` as soon as they do not fit (the search skips words longer than it looks for).
    @inline(__always)
    static func decodeScalars(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                              into out: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var i = range.lowerBound, n = 0
        let end = range.upperBound
        while i < end {
            guard n < out.count else { return out.count + 1 }
            let b = UInt32(bytes[i])
            if b < 0x80 {
                out[n] = b; i += 1
            } else if b >= 0xC0, b < 0xE0, i + 1 < end {
                out[n] = (b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F); i += 2
            } else if b >= 0xE0, b < 0xF0, i + 2 < end {
                out[n] = (b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F); i += 3
            } else if b >= 0xF0, i + 3 < end {
                out[n] = (b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                    | UInt32(bytes[i + 3] & 0x3F); i += 4
            } else {
                out[n] = 0xFFFD; i += 1
            }
            n += 1
        }
        return n
    }

    /// The child of `node` labelled `scalar`, or -1.
    @inline(__always)
    func child(of node: Int32, _ scalar: UInt32) -> Int32 {
        if node == 0 {
            let code = code(of: scalar)
            if code != 0 { return rootChild[Int(code)] } // else a letter beyond the alphabet's 255 codes, if any
        }
        var c = firstChild[Int(node)]
        while c >= 0 {
            let l = label[Int(c)]
            if l == scalar { return c }
            if l > scalar { return -1 } // siblings are sorted
            c = nextSibling[Int(c)]
        }
        return -1
    }

    /// The node reached by `scalars` from the root, or -1.
    func node(for scalars: some Sequence<UInt32>) -> Int32 {
        var n: Int32 = 0
        for s in scalars {
            n = child(of: n, s)
            if n < 0 { return -1 }
        }
        return n
    }

    /// The word index of the lower-cased key `scalars`, or nil.
    func word(for scalars: some Sequence<UInt32>) -> Int? {
        let n = node(for: scalars)
        guard n >= 0, wordAtNode[Int(n)] >= 0 else { return nil }
        return Int(wordAtNode[Int(n)])
    }

    /// The lower-cased key of word `w`.
    func key(_ w: Int) -> String {
        keyBytes.withUnsafeBufferPointer { buf in
            String(decoding: UnsafeBufferPointer(rebasing: buf[Int(keyStart[w])..<Int(keyStart[w + 1])]), as: UTF8.self)
        }
    }

    /// The canonical spelling of word `w`: its display form (`Paris`, `NASA`) or its key.
    func spelling(_ w: Int) -> String {
        let d = Int(displayStart[w])
        guard d >= 0 else { return key(w) }
        let n = Int(display[d])
        return display.withUnsafeBufferPointer { buf in
            String(decoding: UnsafeBufferPointer(rebasing: buf[(d + 1)..<(d + 1 + n)]), as: UTF8.self)
        }
    }

    func flags(_ w: Int) -> Flags { Flags(rawValue: flags[w]) }

    /// The alphabet code of `scalar`, 0 when no word has it.
    @inline(__always)
    func code(of scalar: UInt32) -> UInt8 {
        scalar < 0x500 ? smallCode[Int(scalar)] : codeOf[scalar] ?? 0
    }
}

extension Lexicon {
    /// Lexicons loaded so far, one per language file, kept for the life of the process: they are immutable
    /// and a few megabytes each, and loading is the expensive part of building a `SpellChecker`.
    private static let loaded = Locked<[String: Lexicon]>([:])

    /// The lexicon for `language` (`en`, `de`, …), loaded from its data file on first use.
    static func shared(language: String) throws(TextSenseError) -> Lexicon {
        if let l = loaded.withLock({ $0[language] }) { return l }
        let bytes = try resourceBytes(name: language, ext: "lex")
        let made = try Lexicon(language: language, bytes: bytes)
        return loaded.withLock { cache in
            if let raced = cache[language] { return raced }
            cache[language] = made
            return made
        }
    }

    /// The bytes of the data file `<name>.<ext>` (see `DataFiles` for where it is looked for).
    static func resourceBytes(name: String, ext: String) throws(TextSenseError) -> [UInt8] {
        try DataFiles.bytes(name: name, ext: ext)
    }
}
