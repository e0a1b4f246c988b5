import Foundation
import TextSense

enum CorrectFormat: String, CaseIterable { case jsonl, text }

struct CorrectCommand: Command {
    let common: CommonOptions
    let format: CorrectFormat
    let maxSuggestions: Int
    let checker: SpellChecker
    var jsonField: String { "corrections" }

    static let options = CommonOptions.specs + [
        OptionSpec(name: "format", takesValue: true, values: choices(CorrectFormat.self)),
        OptionSpec(name: "max-suggestions", takesValue: true),
        OptionSpec(name: "learned", takesValue: true, takesFile: true),
        OptionSpec(name: "keyboard", takesValue: true, values: choices(Keyboard.self)),
    ]

    init(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        common = try CommonOptions(p)
        format = try p.choice("format", as: CorrectFormat.self) ?? .jsonl
        if format == .text && common.recordMode == .jsonl {
            throw UsageError(message: "'--format text' cannot be combined with '--records jsonl'")
        }
        maxSuggestions = try p.positiveInt("max-suggestions") ?? 5
        let locale = try parseLocale(p.value("locale"))
        let learned = p.value("learned").map { URL(fileURLWithPath: $0) }
        checker = try SpellChecker(locale: locale, keyboard: try p.choice("keyboard", as: Keyboard.self),
                                   learnedWordsFile: learned)
    }

    func render(_ record: DecodedUTF8, _ info: RecordInfo) -> [UInt8] {
        switch format {
        case .text:
            var text = record.text
            for c in checker.corrections(in: text).reversed() { text.replaceSubrange(c.range, with: c.replacement) }
            var out = restoringInvalidBytes(text, from: record)
            if common.recordMode == .lines { out += info.ending.bytes }
            return out
        case .jsonl:
            var w = JSONWriter(reservingCapacity: 256)
            if common.recordMode == .lines {
                writeRecordLine(record, info, to: &w)
            } else {
                writeCorrections(record, base: info.offset, file: info.file, separateLines: true, to: &w)
            }
            return w.bytes
        }
    }

    func writeJSONValue(_ text: DecodedUTF8, to w: inout JSONWriter) {
        writeCorrections(text, base: 0, file: nil, separateLines: false, to: &w)
    }

    /// One object per misspelled word — and per correctly spelled word the context says is wrong (`by` in
    /// `I want to by a car`): `{"start","end","text","suggestions":[…],"autocorrect":"…"|null}`.
    private func writeCorrections(_ record: DecodedUTF8, base: Int, file: String?, separateLines: Bool, to w: inout JSONWriter) {
        let text = record.text
        let autocorrections = checker.corrections(in: text)
        var byStart: [Int: Correction] = [:]
        for c in autocorrections { byStart[c.utf8Range.lowerBound] = c }
        var items: [(range: Range<Int>, word: String, index: Range<String.Index>)] =
            checker.misspellings(in: text).map { ($0.utf8Range, $0.word, $0.range) }
        for c in autocorrections where !items.contains(where: { $0.range == c.utf8Range }) {
            items.append((c.utf8Range, c.original, c.range))
        }
        items.sort { $0.range.lowerBound < $1.range.lowerBound }
        if !separateLines { w.beginArray() }
        for item in items {
            let previous = word(before: item.index.lowerBound, in: text)
            let next = word(after: item.index.upperBound, in: text)
            var suggestions = checker.guesses(for: item.word, after: previous, before: next, limit: maxSuggestions)
            let auto = byStart[item.range.lowerBound]?.replacement
            if let auto, !suggestions.contains(auto) { suggestions.insert(auto, at: 0); suggestions = Array(suggestions.prefix(maxSuggestions)) }
            w.beginObject()
            w.field("start", record.originalOffset(item.range.lowerBound) + base)
            w.field("end", record.originalOffset(item.range.upperBound) + base)
            w.field("text", item.word)
            w.key("suggestions")
            w.beginArray()
            for s in suggestions { w.string(s) }
            w.endArray()
            w.key("autocorrect")
            if let auto { w.string(auto) } else { w.null() }
            if let file { w.field("file", file) }
            w.endObject()
            if separateLines { w.appendRaw(0x0A) }
        }
        if !separateLines { w.endArray() }
    }

    /// The word (letters and apostrophes) just before `index`, across spaces only.
    private func word(before index: String.Index, in text: String) -> String? {
        let head = text[..<index].reversed().drop { $0 == " " }
        let letters = head.prefix { $0.isLetter || $0 == "'" || $0 == "’" }
        return letters.isEmpty ? nil : String(letters.reversed())
    }

    private func word(after index: String.Index, in text: String) -> String? {
        let tail = text[index...].drop { $0 == " " }
        let letters = tail.prefix { $0.isLetter || $0 == "'" || $0 == "’" }
        return letters.isEmpty ? nil : String(letters)
    }
}
