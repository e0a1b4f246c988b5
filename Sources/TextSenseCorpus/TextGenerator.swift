import Foundation

/// A small, fast, seeded pseudo-random generator (SplitMix64), so generated text is the same for the same
/// seed on every machine and Swift version (the standard library's generator is not seedable).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes realistic mixed text of any size for throughput runs, from the gold corpus's own documents.
///
/// The same corpus and seed always give the same bytes. Three styles:
/// - `mixed`: whole documents in random order — mail, chat, tickets, forum posts in six languages;
/// - `prose`: only lines without entities (text where a detector should find little);
/// - `dense`: only lines with entities (lists, signatures, invitations: the worst case for detectors).
///
/// ```swift
/// var g = TextGenerator(documents: gold, seed: 42)
/// let text = g.text(bytes: 1 << 20, style: .mixed)   // ~1 MB
/// ```
public struct TextGenerator: Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case mixed, prose, dense
    }

    private var rng: SplitMix64
    private let documents: [String]
    private let proseLines: [String]
    private let denseLines: [String]

    /// - Parameters:
    ///   - documents: the gold corpus (must hold at least one document with and one line without entities).
    ///   - seed: any value; equal seeds give equal output.
    public init(documents: [GoldDocument], seed: UInt64) {
        rng = SplitMix64(seed: seed)
        self.documents = documents.map(\.text).filter { !$0.isEmpty }
        var prose: [String] = [], dense: [String] = []
        for doc in documents {
            var offset = 0
            for line in doc.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let range = offset..<(offset + line.utf8.count)
                offset = range.upperBound + 1
                guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                if doc.entities.contains(where: { $0.utf8Range.overlaps(range) }) { dense.append(String(line)) }
                else if line.utf8.count >= 30 { prose.append(String(line)) }
            }
        }
        proseLines = prose
        denseLines = dense
    }

    /// The next piece of text in `style`: a document (mixed) or a paragraph of 3–8 lines, ending in a
    /// blank line. Empty only when the corpus has nothing of that style.
    public mutating func nextPiece(style: Style) -> String {
        switch style {
        case .mixed:
            guard !documents.isEmpty else { return "" }
            return documents[Int.random(in: 0..<documents.count, using: &rng)] + "\n\n"
        case .prose, .dense:
            let pool = style == .prose ? proseLines : denseLines
            guard !pool.isEmpty else { return "" }
            var s = ""
            for _ in 0..<Int.random(in: 3...8, using: &rng) {
                s += pool[Int.random(in: 0..<pool.count, using: &rng)]
                s += "\n"
            }
            return s + "\n"
        }
    }

    /// Text of at least `bytes` UTF-8 bytes (it ends at a piece boundary, so it may run one piece over).
    public mutating func text(bytes: Int, style: Style) -> String {
        var s = ""
        s.reserveCapacity(bytes + 4096)
        while s.utf8.count < bytes {
            let piece = nextPiece(style: style)
            if piece.isEmpty { break }
            s += piece
        }
        return s
    }
}
