import Foundation
import TextSense

struct TokenizeCommand: Command {
    let common: CommonOptions
    let tokenizer: Tokenizer
    var jsonField: String { "tokens" }

    static let options = CommonOptions.specs + [OptionSpec(name: "unit", takesValue: true, values: choices(Tokenizer.Unit.self))]

    init(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        common = try CommonOptions(p)
        let unit = try p.choice("unit", as: Tokenizer.Unit.self) ?? .word
        tokenizer = try Tokenizer(unit: unit, locale: try parseLocale(p.value("locale")))
    }

    func render(_ record: DecodedUTF8, _ info: RecordInfo) -> [UInt8] {
        var w = JSONWriter(reservingCapacity: record.text.utf8.count * 12 + 64)
        if common.recordMode == .lines {
            writeRecordLine(record, info, to: &w)
        } else {
            writeTokens(record, base: info.offset, file: info.file, separateLines: true, to: &w)
        }
        return w.bytes
    }

    func writeJSONValue(_ text: DecodedUTF8, to w: inout JSONWriter) {
        writeTokens(text, base: 0, file: nil, separateLines: false, to: &w)
    }

    /// Tokens as one JSON object per line (`separateLines`), or as one array.
    private func writeTokens(_ record: DecodedUTF8, base: Int, file: String?, separateLines: Bool, to w: inout JSONWriter) {
        if !separateLines { w.beginArray() }
        var text = record.text
        text.withUTF8 { bytes in
            tokenizer.forEachToken(inUTF8: bytes) { range, kind in
                w.beginObject()
                w.field("start", record.originalOffset(range.lowerBound) + base)
                w.field("end", record.originalOffset(range.upperBound) + base)
                w.field("text", String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
                w.field("kind", kind.rawValue)
                if let file { w.field("file", file) }
                w.endObject()
                if separateLines { w.appendRaw(0x0A) }
                return true
            }
        }
        if !separateLines { w.endArray() }
    }
}
