import Testing
import TextSenseCorpus
@testable import TextSense

@Suite("Phone prefilter scan")
struct PhoneScannerTests {
    /// Bytes that matter to the scan, each byte value of a class boundary, and scalars of several scripts.
    static let pieces: [[UInt8]] = {
        var p: [[UInt8]] = (0...127).map { [UInt8($0)] }
        for s in ["é", "ж", "Ж", "٣", "۵", "߂", "٠", "ن", "\u{00A0}", "\u{2009}", "\u{202F}", "–", "—", "\u{3000}", "０", "９",
                  "（", "＋", "［", "－", "ー", "语", "한", "०", "๓", "\u{ABF1}", "\u{1D7CE}", "😀", "доб", "ó", "\u{0301}"] {
            p.append(Array(s.utf8))
        }
        return p
    }()

    /// Texts of random pieces: digits, phone punctuation and multi-byte scalars side by side.
    static func randomText(_ rng: inout SplitMix64, length: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < length {
            // Favour digits and separators so clusters form.
            switch rng.next() % 4 {
            case 0: bytes.append(UInt8(0x30 + rng.next() % 10))
            case 1: bytes.append(contentsOf: Array(" -.()+/".utf8)[Int(rng.next() % 7)...].prefix(1))
            default: bytes.append(contentsOf: pieces[Int(rng.next() % UInt64(pieces.count))])
            }
        }
        return bytes
    }

    @Test("the word-at-a-time skip stops exactly where the byte-by-byte rule does", arguments: [1, 2, 3, 4, 5])
    func skipMatchesByteRule(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let bytes = Self.randomText(&rng, length: Int(rng.next() % 80))
            bytes.withUnsafeBufferPointer { b in
                for start in 0...b.count {
                    var expected = start
                    while expected < b.count, !ByteScan.mayStartPhoneCluster(b[expected]) { expected += 1 }
                    #expect(ByteScan.nextPhoneCluster(in: b, from: start, minimumDigits: 0) == expected)
                    for kernel in -1...ByteScan.availableKernel {
                        #expect(ByteScan.firstPhoneClusterStart(in: b, from: start, kernel: kernel) == expected, "kernel \(kernel)")
                    }
                }
            }
        }
    }

    @Test("every byte value stops each vector skip exactly when the byte rule says so, in every lane",
          arguments: [0, 5, 16, 33])
    func everyByteInEveryLane(start: Int) {
        for value in 0...255 {
            for lane in 0..<72 {
                // Filler the rule skips, one byte of `value`, more filler: the skip must stop at it or run on.
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 80)
                bytes[lane] = UInt8(value)
                let expected = lane >= start && ByteScan.mayStartPhoneCluster(UInt8(value)) ? lane : bytes.count
                bytes.withUnsafeBufferPointer { b in
                    #expect(ByteScan.nextPhoneCluster(in: b, from: start, minimumDigits: 0) == expected, "byte \(value) at \(lane)")
                    for kernel in -1...ByteScan.availableKernel {
                        #expect(ByteScan.firstPhoneClusterStart(in: b, from: start, kernel: kernel) == expected,
                                "kernel \(kernel): byte \(value) at \(lane)")
                    }
                }
            }
        }
    }

    @Test("this machine runs the vector kernels") func kernels() {
        #if arch(x86_64)
        #expect(ByteScan.availableKernel >= 1)
        #endif
    }

    @Test("ASCII classes", arguments: [
        ("0123456789", PhoneScanner.CharClass.digit), ("([+", .lead), ("-xX )].]/~\t,;=#:", .punctuation),
        ("aeinostAEINOST", .label), ("\n", .newline),
        ("bcdfghjklmpqruvwyzBCDFGHJKLMPQRUVWYZ!\"$%&'*<>?@\\^_`{|}\r\u{0}\u{7F}", .other),
    ] as [(String, PhoneScanner.CharClass)])
    func asciiClasses(chars: String, expected: PhoneScanner.CharClass) {
        for b in chars.utf8 { #expect(PhoneScanner.asciiClass(b) == expected, "byte \(b)") }
    }

    @Test("two-byte scalars are read as classify says") func everyTwoByteScalar() {
        for v in UInt32(0x80)...0x7FF {
            let bytes = Array(String(Character(Unicode.Scalar(v)!)).utf8)
            bytes.withUnsafeBufferPointer { b in
                let (c, length) = PhoneScanner.scalar(at: 0, in: b)
                #expect(c == PhoneScanner.classify(v) && length == 2, "U+\(String(v, radix: 16))")
            }
        }
    }

    @Test("every ASCII byte has exactly one class") func everyASCIIByte() {
        let listed = "0123456789([+-xX )]./~\t,;=#:aeinostAEINOST\n".utf8
        for b in UInt8(0)..<0x80 where !listed.contains(b) { #expect(PhoneScanner.asciiClass(b) == .other, "byte \(b)") }
    }

    /// The clusters by a plain scalar-by-scalar reading of the scanner's rule, cuts of long clusters included.
    static func referenceClusters(_ b: UnsafeBufferPointer<UInt8>, minimumDigits: Int = PhoneScanner.minimumDigits) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var i = 0, start = -1, end = 0, digits = 0, strongCut = -1, spaceCut = -1
        while i < b.count {
            let (c, len) = PhoneScanner.scalar(at: i, in: b)
            if start >= 0, i - start > PhoneScanner.maximumClusterBytes {
                let half = start + PhoneScanner.maximumClusterBytes / 2
                let cut = strongCut > half ? strongCut : spaceCut > half ? spaceCut : i
                var k = start, cutDigits = 0
                while k < cut {
                    let (ck, lk) = PhoneScanner.scalar(at: k, in: b)
                    if ck == .digit { cutDigits += 1 }
                    k += lk
                }
                if cutDigits >= minimumDigits { found.append(start..<cut) }
                start = -1
                i = cut
                continue
            }
            if start < 0 {
                if c == .digit || c == .lead {
                    start = i; digits = c == .digit ? 1 : 0; end = i + len; strongCut = -1; spaceCut = -1
                }
            } else {
                switch c {
                case .digit: digits += 1; end = i + len
                case .lead, .punctuation:
                    if b[i] == 0x20 || b[i] == 0x09 {
                        if b[i] == 0x09 || b[i - 1] == 0x20 || b[i - 1] == 0x2C || b[i - 1] == 0x3B { strongCut = i + 1 }
                        spaceCut = i + 1
                    }
                    end = i + len
                case .label where digits > 0: end = i + len
                default:
                    if digits >= minimumDigits { found.append(start..<end) }
                    start = -1
                }
            }
            i += len
        }
        if start >= 0, digits >= minimumDigits { found.append(start..<end) }
        return found
    }

    @Test("clusters longer than the limit are cut as a scalar-by-scalar reading cuts them", arguments: [21, 22, 23])
    func longClustersMatchReference(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var cuts = 0
        for _ in 0..<20 {
            // Long runs of digits and separators (with the odd `, ` or double space), and a few other scalars.
            var bytes: [UInt8] = []
            let length = 1_000 + Int(rng.next() % 4_000)
            while bytes.count < length {
                switch rng.next() % 16 {
                case 0: bytes.append(contentsOf: Array(", ".utf8))
                case 1: bytes.append(contentsOf: Array("  ".utf8))
                case 2 where rng.next() % 32 == 0:
                    bytes.append(contentsOf: Self.pieces[Int(rng.next() % UInt64(Self.pieces.count))])
                case 3, 4, 5: bytes.append(0x20)
                case 6: bytes.append(UInt8(ascii: "-"))
                default: bytes.append(UInt8(0x30 + rng.next() % 10))
                }
            }
            guard String(validating: bytes, as: UTF8.self) != nil else { continue }
            bytes.withUnsafeBufferPointer { b in
                var clusters: [Range<Int>] = []
                PhoneScanner.forEachCluster(in: b) { clusters.append($0.range) }
                #expect(clusters == Self.referenceClusters(b))
                #expect(clusters.allSatisfy { $0.count <= PhoneScanner.maximumClusterBytes + 4 })
                cuts += clusters.filter { $0.count > PhoneScanner.maximumClusterBytes / 2 }.count
            }
        }
        #expect(cuts >= 10, "the texts should make long clusters that are cut")
    }

    /// Prose-like text: words, short numbers, punctuation, now and then a long number or a word in another script.
    static func proseText(_ rng: inout SplitMix64, length: Int) -> [UInt8] {
        let words = ["the", "team", "grew", "Seiten", "in", "from", "to", "auf", "est", "x", "ext.", "доб", "году", "à",
                     "h", "T", "n", "(a", "[b", "+c", "1990.", "250", "3", "12,", "1.200", "2019-", "(650)", "7", "\n", "—",
                     "٣", "١٢٣", "(12 34 56)", "+1", "12 34", "1 2 3 4 5 6 7", "5550199", "a1b2c3d4"]
        var out: [UInt8] = []
        while out.count < length {
            out += Array(words[Int(rng.next() % UInt64(words.count))].utf8)
            out.append(rng.next() % 5 == 0 ? UInt8(ascii: ",") : UInt8(ascii: " "))
        }
        return out
    }

    @Test("clusters of any minimum equal a scalar-by-scalar reading on prose-like text", arguments: [1, 3, 7, 10])
    func clustersOfProse(minimumDigits: Int) {
        var rng = SplitMix64(seed: UInt64(minimumDigits))
        for _ in 0..<300 {
            let bytes = Self.proseText(&rng, length: Int(rng.next() % 600))
            bytes.withUnsafeBufferPointer { b in
                var clusters: [Range<Int>] = []
                PhoneScanner.forEachCluster(in: b, minimumDigits: minimumDigits) { clusters.append($0.range) }
                #expect(clusters == Self.referenceClusters(b, minimumDigits: minimumDigits))
            }
        }
    }

    @Test("clusters equal a scalar-by-scalar reading on random mixed-script text", arguments: [11, 12, 13, 14])
    func clustersMatchReference(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let bytes = Self.randomText(&rng, length: Int(rng.next() % 400))
            guard String(validating: bytes, as: UTF8.self) != nil else { continue }
            bytes.withUnsafeBufferPointer { b in
                var clusters: [Range<Int>] = []
                PhoneScanner.forEachCluster(in: b) { clusters.append($0.range) }
                #expect(clusters == Self.referenceClusters(b))
            }
        }
    }

    // Clusters run over trailing punctuation, spaces and label letters; the matcher trims them.
    @Test("numbers after letters of every script are found", arguments: [
        ("Телефон: +7 495 123-45-67.", "+7 495 123-45-67."),
        ("Tél. ０３－１２３４－５６７８ merci", "０３－１２３４－５６７８ "),
        ("Ruf an: (089) 123 4567", "(089) 123 4567"),
        ("电话 [010] 1234 5678 谢谢", "[010] 1234 5678 "),
        ("rufen Sie ٠١٢٣٤٥٦٧٨٩ an", "٠١٢٣٤٥٦٧٨٩ an"),
        ("😀😀 +44 20 7946 0958 😀", "+44 20 7946 0958 "),
    ])
    func afterScripts(text: String, cluster: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { b in
            var found: [String] = []
            PhoneScanner.forEachCluster(in: b) { found.append(String(decoding: b[$0.range], as: UTF8.self)) }
            #expect(found == [cluster])
        }
    }
}
