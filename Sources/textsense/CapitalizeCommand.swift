import Foundation
import TextSense

struct CapitalizeCommand: Command {
    let common: CommonOptions
    let mode: Capitalizer.Mode
    let lowercasingRest: Bool
    let capitalizer: Capitalizer
    var jsonField: String { "capitalized" }

    static let options = CommonOptions.specs + [
        OptionSpec(name: "mode", takesValue: true, values: choices(Capitalizer.Mode.self)),
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

    private func transformed(_ record: DecodedUTF8) -> [UInt8] {
        restoringInvalidBytes(capitalizer.capitalized(record.text, mode, lowercasingRest: lowercasingRest), from: record)
    }
}
