import Foundation
import TextSense

/// A subcommand: parsed and validated in `init` (throwing `UsageError`), then run over the inputs.
protocol Command {
    var wantsHelp: Bool { get }
    var inputs: [String] { get }
    var recordMode: RecordMode { get }
    var strict: Bool { get }
    /// Handles one record. `offset` is where it starts in the input (0-based bytes), `number` its 1-based
    /// index, `file` the input's name when several are given.
    mutating func process(_ record: DecodedUTF8, offset: Int, number: Int, file: String?, to out: inout OutputStream)
    /// Called after each input is read to its end.
    mutating func finish(to out: inout OutputStream)
}

extension Command {
    mutating func finish(to out: inout OutputStream) {}
}

/// Parses, validates and runs a command, mapping every failure to its sysexits code.
func runCommand<C: Command>(usage: String, _ make: () throws -> C) -> Int32 {
    var cmd: C
    do {
        cmd = try make()
    } catch let e as UsageError {
        printError(e.message)
        FileHandle.standardError.write((usage + "\n").data(using: .utf8) ?? Data())
        return ExitCode.usage
    } catch {
        printError("\(error)")
        return ExitCode.software
    }
    if cmd.wantsHelp {
        print(usage)
        return ExitCode.ok
    }
    var out = OutputStream(fd: 1)
    let inputs = cmd.inputs.isEmpty ? ["-"] : cmd.inputs
    let named = inputs.count > 1
    var status = ExitCode.ok
    for path in inputs {
        let fd: Int32
        do { fd = try openInput(path) } catch {
            out.flush()
            printError(error.message)
            status = error.code
            continue
        }
        defer { if fd != 0 { close(fd) } }
        let displayName = path == "-" ? "<stdin>" : path
        var warned = false
        let reader = RecordReader(fd: fd, mode: cmd.recordMode)
        do {
            try reader.run(record: { bytes, offset, number throws(InputError) in
                let decoded = DecodedUTF8(bytes)
                if let bad = decoded.firstInvalidOffset {
                    if cmd.strict {
                        throw InputError(message: "\(displayName): invalid UTF-8 at byte offset \(offset + bad)",
                                         code: ExitCode.dataError)
                    }
                    if !warned {
                        warned = true
                        printError("warning: \(displayName): invalid UTF-8 at byte offset \(offset + bad); "
                                   + "invalid sequences are read as U+FFFD (offsets still count input bytes)")
                    }
                }
                cmd.process(decoded, offset: offset, number: number, file: named ? path : nil, to: &out)
            }, blockDone: { out.flush() })
            cmd.finish(to: &out)
        } catch {
            out.flush()
            printError(error.message)
            return error.code
        }
    }
    out.flush()
    return status
}

/// Options every text command shares.
let commonOptions: [OptionSpec] = [
    OptionSpec(name: "help", takesValue: false),
    OptionSpec(name: "records", takesValue: true),
    OptionSpec(name: "locale", takesValue: true),
    OptionSpec(name: "strict", takesValue: false),
]

/// Parses `--locale`: an ICU/BCP 47 identifier with a known language.
func parseLocale(_ raw: String?) throws(UsageError) -> Locale {
    guard let raw else { return Locale(identifier: "en_US") }
    let locale = Locale(identifier: raw)
    guard let lang = locale.language.languageCode?.identifier, !lang.isEmpty,
          raw.range(of: "^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$", options: .regularExpression) != nil else {
        throw UsageError(message: "invalid value '\(raw)' for '--locale' (expected e.g. en_US, de, pt-BR)")
    }
    return locale
}
