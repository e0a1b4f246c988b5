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
                    #expect(ByteScan.firstPhoneClusterStart(in: b, from: start) == expected)
                }
            }
        }
    }

    /// The clusters by a plain scalar-by-scalar reading of the scanner's rule (texts under 1 KB: no cuts).
    static func referenceClusters(_ b: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var i = 0, start = -1, end = 0, digits = 0
        while i < b.count {
            let (c, len) = PhoneScanner.scalar(at: i, in: b)
            if start < 0 {
                if c == .digit || c == .lead { start = i; digits = c == .digit ? 1 : 0; end = i + len }
            } else {
                switch c {
                case .digit: digits += 1; end = i + len
                case .lead, .punctuation: end = i + len
                case .label where digits > 0: end = i + len
                default:
                    if digits >= PhoneScanner.minimumDigits { found.append(start..<end) }
                    start = -1
                }
            }
            i += len
        }
        if start >= 0, digits >= PhoneScanner.minimumDigits { found.append(start..<end) }
        return found
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
