import Foundation
import Testing
@testable import TextSense

/// One line of Unicode's SpecialCasing.txt.
struct SpecialCasingEntry: CustomTestStringConvertible, Sendable {
    let code: [Unicode.Scalar]
    let lower: [Unicode.Scalar]
    let title: [Unicode.Scalar]
    let upper: [Unicode.Scalar]
    /// The language the mapping applies to (`tr`, `az`, `lt`), if any.
    let language: String?
    /// The context condition (`Final_Sigma`, `After_I`, …), if any.
    let context: String?
    let line: Int

    var testDescription: String {
        "line \(line): " + code.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            + (language.map { " \($0)" } ?? "") + (context.map { " \($0)" } ?? "")
    }

    static let path = "/usr/share/unicode/SpecialCasing.txt"

    /// Parses the file (Debian `unicode-data`); an empty list when the file is absent.
    static func load() -> [SpecialCasingEntry] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var entries: [SpecialCasingEntry] = []
        for (n, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = content.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 5 else { continue }
            func scalars(_ f: String) -> [Unicode.Scalar] {
                f.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            }
            var language: String?
            var context: String?
            for cond in fields[4].split(separator: " ") {
                if cond.count == 2, cond.allSatisfy(\.isLowercase) { language = String(cond) } else { context = String(cond) }
            }
            entries.append(SpecialCasingEntry(code: scalars(fields[0]), lower: scalars(fields[1]), title: scalars(fields[2]),
                                              upper: scalars(fields[3]), language: language, context: context, line: n + 1))
        }
        return entries
    }
}

@Suite struct SpecialCasingTests {
    static let entries = SpecialCasingEntry.load()

    /// The file comes from Debian's `unicode-data` package: required in CI, optional on a developer machine.
    static let available = !entries.isEmpty || ProcessInfo.processInfo.environment["CI"] != nil

    @Test(.enabled(if: available)) func fileParses() {
        // SpecialCasing 15.0 has 102 mappings, 31 of them conditional.
        #expect(Self.entries.count > 100)
        #expect(Self.entries.filter { $0.language != nil }.count >= 10)
        #expect(Set(Self.entries.compactMap(\.context)).isSuperset(of: ["Final_Sigma", "After_I", "More_Above", "After_Soft_Dotted", "Not_Before_Dot"]))
    }

    /// Each mapping, checked through the `CaseMap` wrapper in a context that meets its condition: a prefix
    /// before the character (After_I: `I`; After_Soft_Dotted: `i`; Final_Sigma: `Α`) or a suffix after it
    /// (More_Above: a combining grave). The expected result is the mapped context with the entry's mapping in
    /// the middle.
    @Test(.enabled(if: available), arguments: entries)
    func mapping(_ e: SpecialCasingEntry) throws {
        let map = try CaseMap(localeIdentifier: e.language ?? "root")
        let code = String(String.UnicodeScalarView(e.code))
        var prefix = "", suffix = ""
        switch e.context {
        case nil, "Not_Before_Dot": break
        case "Final_Sigma": prefix = "Α"
        case "After_I": prefix = "I"
        case "After_Soft_Dotted": prefix = "i"
        case "More_Above": suffix = "\u{0300}"
        case let other?: Issue.record("unknown condition \(other)"); return
        }
        func expect(_ op: CaseMap.Operation, _ mapping: [Unicode.Scalar]) {
            let got = map.map(prefix + code + suffix, op)
            // Before the dot, Turkish `I` is not dotless (its own entry is conditioned on Not_Before_Dot).
            let mappedPrefix = e.context == "After_I" && op == .lower ? "i" : map.map(prefix, op)
            let want = mappedPrefix + String(String.UnicodeScalarView(mapping)) + map.map(suffix, op == .title ? .lower : op)
            #expect(got.unicodeScalars.elementsEqual(want.unicodeScalars),
                    "\(op): got \(got.unicodeScalars.map { String($0.value, radix: 16) }) want \(want.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        expect(.lower, e.lower)
        expect(.upper, e.upper)
        // Titlecasing maps only the first letter: with a prefix, the entry's character is lowercased instead.
        if prefix.isEmpty { expect(.title, e.title) }
    }

    /// Outside their language, the language-conditioned mappings do not apply (root keeps the default).
    @Test(.enabled(if: available)) func languageMappingsStayInTheirLanguage() throws {
        let root = try CaseMap(localeIdentifier: "root")
        #expect(root.map("I", .lower) == "i")
        #expect(root.map("i", .upper) == "I")
        let tr = try CaseMap(localeIdentifier: "tr")
        #expect(tr.map("I", .lower) == "ı")
        #expect(tr.map("i", .upper) == "İ")
    }
}
