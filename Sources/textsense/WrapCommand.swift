import Foundation
import TextSense

#if canImport(Glibc)
import Glibc
#endif

struct WrapCommand: Command {
    let wantsHelp: Bool
    let inputs: [String]
    let recordMode: RecordMode
    let strict: Bool
    let options: TextWrapper.Options
    let wrapper: TextWrapper
    /// With `--lines` in document mode the whole input is one text (truncation needs its end), so records
    /// are collected here and wrapped at the end.
    private var pending: String?

    static let options = commonOptions + [
        OptionSpec(name: "width", takesValue: true),
        OptionSpec(name: "lines", takesValue: true),
        OptionSpec(name: "mode", takesValue: true),
        OptionSpec(name: "tab-width", takesValue: true),
        OptionSpec(name: "no-link-protection", takesValue: false),
    ]

    init(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        wantsHelp = p.has("help")
        inputs = p.positionals
        strict = p.has("strict")
        recordMode = try p.choice("records", as: RecordMode.self) ?? .document
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
        if lines > 0 && recordMode == .document { pending = "" }
    }

    mutating func process(_ record: DecodedUTF8, offset: Int, number: Int, file: String?, to out: inout OutputStream) {
        if pending != nil {
            pending! += record.text
            return
        }
        write(record.text, to: &out)
    }

    mutating func finish(to out: inout OutputStream) {
        if let text = pending {
            write(text, to: &out)
            pending = ""
        }
    }

    private func write(_ text: String, to out: inout OutputStream) {
        for line in wrapper.wrap(text, options: options) {
            out.write(line.text)
            out.write(CollectionOfOne(UInt8(ascii: "\n")))
        }
    }
}

/// The width of the terminal on stdout, when stdout is one.
func terminalWidth() -> Int? {
    guard isatty(1) != 0 else { return nil }
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
}
