import Foundation
import TextSense

struct CapitalizeCommand: Command {
    let common: CommonOptions
    let mode: Capitalizer.Mode
    let lowercasingRest: Bool
    let capitalizer: Capitalizer
    var jsonField: String { "capitalized" }

    static let options = CommonOptions.specs + [
        OptionSpec(name: "mode", takesValue: true),
        OptionSpec(name: "lowercase-rest", takesValue: false),
        OptionSpec(name: "no-protect", takesValue: false),
    ]

    init(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        common = try CommonOptions(p)
        guard let mode = try p.choice("mode", as: Capitalizer.Mode.self) else {
            if common.wantsHelp { self.mode = .none; lowercasingRest = false; capitalizer = try Capitalizer(); return }
            throw UsageError(message: "'--mode' is required (none, words, sentences or all)")
        }
        self.mode = mode
        lowercasingRest = p.has("lowercase-rest")
        capitalizer = try Capitalizer(locale: try parseLocale(p.value("locale")),
                                      protecting: p.has("no-protect") ? [] : Capitalizer.defaultProtectedTypes)
    }

    func render(_ record: DecodedUTF8, _ info: RecordInfo) -> [UInt8] {
        var out = transformed(record)
        if common.recordMode == .lines { out += info.ending.bytes }
        return out
    }

    func writeJSONValue(_ text: DecodedUTF8, to w: inout JSONWriter) {
        w.string(capitalizer.capitalized(text.text, mode, lowercasingRest: lowercasingRest))
    }

    /// The capitalized record with every invalid input byte put back as it was: case mapping never touches
    /// U+FFFD, so the k-th replacement character in the output is the k-th replaced range of the input.
    private func transformed(_ record: DecodedUTF8) -> [UInt8] {
        let result = capitalizer.capitalized(record.text, mode, lowercasingRest: lowercasingRest)
        let ranges = record.replacedRanges
        guard !ranges.isEmpty, let original = record.originalBytes else { return Array(result.utf8) }
        // Which U+FFFD characters of the text stand for replaced bytes (others were in the input as such).
        let replacementOffsets = Set(record.replacementOffsets)
        var isReplacement: [Bool] = []
        var offset = 0
        for scalar in record.text.unicodeScalars {
            if scalar == "\u{FFFD}" { isReplacement.append(replacementOffsets.contains(offset)) }
            offset += String(scalar).utf8.count
        }
        var out: [UInt8] = []
        out.reserveCapacity(result.utf8.count)
        var k = 0, r = 0
        for scalar in result.unicodeScalars {
            if scalar == "\u{FFFD}", k < isReplacement.count {
                if isReplacement[k], r < ranges.count {
                    out.append(contentsOf: original[ranges[r]])
                    r += 1
                } else {
                    out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
                k += 1
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }
}
