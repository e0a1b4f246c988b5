import Foundation
import TextSense

#if canImport(Glibc)
import Glibc
#endif

struct WrapCommand: Command {
    let common: CommonOptions
    let options: TextWrapper.Options
    let wrapper: TextWrapper
    var jsonField: String { "wrapped" }
    /// With `--lines` in document mode the whole input is one text: truncation needs its end.
    var needsWholeInput: Bool { options.maximumLines > 0 && common.recordMode == .document }

    static let options = CommonOptions.specs + [
        OptionSpec(name: "width", takesValue: true),
        OptionSpec(name: "lines", takesValue: true),
        OptionSpec(name: "mode", takesValue: true, values: choices(TextWrapper.Mode.self)),
        OptionSpec(name: "tab-width", takesValue: true),
        OptionSpec(name: "no-link-protection", takesValue: false),
    ]

    init(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        common = try CommonOptions(p)
        let width = try p.positiveInt("width") ?? terminalWidth() ?? 80
        var lines = 0
        if let raw = p.value("lines") {
            guard let n = Int(raw), n >= 0 else { throw UsageError(message: "'--lines' needs a whole number ≥ 0, not '\(raw)'") }
            lines = n
        }
        let mode = try p.choice("mode", as: TextWrapper.Mode.self) ?? (lines > 0 ? .tail : .word)
        options = TextWrapper.Options(width: width, maximumLines: lines, mode: mode,
                                      tabWidth: try p.positiveInt("tab-width") ?? 8,
                                      keepsLinksWhole: !p.has("no-link-protection"))
        wrapper = try TextWrapper(locale: try parseLocale(p.value("locale")))
    }

    func render(_ record: DecodedUTF8, _ info: RecordInfo) -> [UInt8] {
        var out: [UInt8] = []
        for line in wrapper.wrap(record.text, options: options) {
            out.append(contentsOf: line.text.utf8)
            out.append(0x0A)
        }
        return out
    }

    /// `--records jsonl`: the wrapped lines as an array of strings.
    func writeJSONValue(_ text: DecodedUTF8, to w: inout JSONWriter) {
        w.beginArray()
        for line in wrapper.wrap(text.text, options: options) { w.string(line.text) }
        w.endArray()
    }
}

/// The width of the terminal on stdout, when stdout is one.
func terminalWidth() -> Int? {
    guard isatty(1) != 0 else { return nil }
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
}
