import Foundation
import TextSense

struct TokenizeCommand: Command {
    let wantsHelp: Bool
    let inputs: [String]
    let recordMode: RecordMode
    let strict: Bool
    let tokenizer: Tokenizer

    static let options = commonOptions + [OptionSpec(name: "unit", takesValue: true)]

    init(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        wantsHelp = p.has("help")
        inputs = p.positionals
        strict = p.has("strict")
        recordMode = try p.choice("records", as: RecordMode.self) ?? .document
        let unit = try p.choice("unit", as: Tokenizer.Unit.self) ?? .word
        tokenizer = try Tokenizer(unit: unit, locale: try parseLocale(p.value("locale")))
    }

    mutating func process(_ record: DecodedUTF8, offset: Int, number: Int, file: String?, to out: inout OutputStream) {
        let text = record.text
        let base = recordMode == .document ? offset : 0
        var w = JSONWriter(reservingCapacity: 4096)
        if recordMode == .lines {
            w.beginObject()
            if let file { w.field("file", file) }
            w.field("record", number)
            w.key("tokens")
            w.beginArray()
        }
        do {
            var copy = text
            copy.withUTF8 { bytes in
                tokenizer.forEachToken(inUTF8: bytes) { range, kind in
                    w.beginObject()
                    w.field("start", record.originalOffset(range.lowerBound) + base)
                    w.field("end", record.originalOffset(range.upperBound) + base)
                    w.field("text", String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
                    w.field("kind", kind.rawValue)
                    if recordMode == .document, let file { w.field("file", file) }
                    w.endObject()
                    if recordMode == .document {
                        w.bytes.append(UInt8(ascii: "\n"))
                        if w.bytes.count > 1 << 16 {
                            out.write(w.bytes)
                            w = JSONWriter(reservingCapacity: 4096)
                        }
                    }
                    return true
                }
            }
        }
        if recordMode == .lines {
            w.endArray()
            w.endObject()
            w.bytes.append(UInt8(ascii: "\n"))
        }
        out.write(w.bytes)
    }
}
