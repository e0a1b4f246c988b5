import Foundation

/// One case of a Unicode break test file (`÷ 0061 × 0308 ÷ 0020 ÷  # comment`): the text and the expected
/// interior boundaries as UTF-8 offsets.
struct UnicodeBreakCase: CustomStringConvertible, Sendable {
    let line: Int
    let scalars: [Unicode.Scalar]
    let text: String
    /// Expected interior boundaries (UTF-8 offsets, excluding 0 and the end).
    let boundaries: [Int]
    /// UTF-8 offset of each scalar's start, plus the end.
    let scalarOffsets: [Int]
    let source: String

    var description: String { "line \(line): \(source)" }

    /// The expected boundaries with a break forced before every `scalar` and after it together with the
    /// Extend/Format characters that cling to it (WB4) — what a CLDR tailoring that drops `scalar` from
    /// MidLetter produces.
    func boundaries(breakingAround scalar: Unicode.Scalar) -> [Int] {
        var set = Set(boundaries)
        for (i, s) in scalars.enumerated() where s == scalar {
            if i > 0 { set.insert(scalarOffsets[i]) }
            var j = i + 1
            while j < scalars.count, Self.clings(scalars[j]) {
                set.remove(scalarOffsets[j])
                j += 1
            }
            if j < scalars.count { set.insert(scalarOffsets[j]) }
        }
        return set.sorted()
    }

    /// WB4: Extend, Format and ZWJ attach to the preceding character.
    private static func clings(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
        default: return s.properties.isGraphemeExtend
        }
    }
}

enum UnicodeBreakTestFile {
    static let directory = "/usr/share/unicode/auxiliary"

    /// Parses `<name>BreakTest.txt` from Debian's unicode-data package.
    static func load(_ name: String) throws -> [UnicodeBreakCase] {
        let path = "\(directory)/\(name)BreakTest.txt"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path,
                NSLocalizedDescriptionKey: "\(path) is missing: install Debian's unicode-data package (scripts/setup.sh)"])
        }
        var cases: [UnicodeBreakCase] = []
        for (n, rawLine) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let parts = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !parts.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var offsets: [Int] = [0]
            var boundaries: [Int] = []
            var utf8 = 0
            for p in parts {
                if p == "÷" {
                    if utf8 > 0 && !scalars.isEmpty { boundaries.append(utf8) }
                } else if p == "×" {
                    continue
                } else if let v = UInt32(p, radix: 16), let s = Unicode.Scalar(v) {
                    scalars.append(s)
                    utf8 += String(s).utf8.count
                    offsets.append(utf8)
                }
            }
            // The final ÷ marks the end of text, which is not an interior boundary.
            if boundaries.last == utf8 { boundaries.removeLast() }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            cases.append(UnicodeBreakCase(line: n + 1, scalars: scalars, text: text, boundaries: boundaries,
                                          scalarOffsets: offsets, source: String(body.trimmingCharacters(in: .whitespaces))))
        }
        return cases
    }
}
