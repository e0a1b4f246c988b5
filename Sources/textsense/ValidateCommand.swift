import Foundation
import Synchronization
import TextSense

/// `textsense validate --as KIND`: is the whole input (or each line) one value of KIND?
struct ValidateCommand: Command {
    let common: CommonOptions
    let kind: FieldKind
    let validator: FieldValidator
    /// Set when any value is invalid: the exit status is then 1.
    let invalid = InvalidCount()
    var jsonField: String { "validation" }
    /// Document mode: the whole input is one field, blank lines included.
    var needsWholeInput: Bool { common.recordMode == .document }


    static let options = CommonOptions.specs + [
        OptionSpec(name: "as", takesValue: true, values: choices(FieldKind.self)),
        OptionSpec(name: "region", takesValue: true),
    ]

    init(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        common = try CommonOptions(p)
        let known = FieldKind.allCases.map(\.rawValue).joined(separator: "|")
        guard let raw = p.value("as") else {
            if common.wantsHelp { kind = .email } else { throw UsageError(message: "'--as \(known)' is required") }
            validator = try FieldValidator()
            return
        }
        guard let k = FieldKind(rawValue: raw) else {
            throw UsageError(message: "invalid value '\(raw)' for '--as' (known: \(known))")
        }
        kind = k
        var region: Locale.Region?
        if let r = p.value("region") {
            let code = r.uppercased()
            guard code.count == 2, Locale.Region.isoRegions.contains(where: { $0.identifier == code }) else {
                throw UsageError(message: "invalid value '\(r)' for '--region' (expected an ISO 3166 code such as US, DE, BR)")
            }
            region = Locale.Region(code)
        }
        validator = try FieldValidator(context: DetectionContext(locale: try parseLocale(p.value("locale")), region: region))
    }

    func render(_ record: DecodedUTF8, _ info: RecordInfo) -> [UInt8] {
        var w = JSONWriter(reservingCapacity: 256)
        if common.recordMode == .lines {
            writeRecordLine(record, info, to: &w)
        } else {
            writeJSONValue(record, to: &w)
            w.appendRaw(0x0A)
        }
        return w.bytes
    }

    func writeJSONValue(_ text: DecodedUTF8, to w: inout JSONWriter) {
        let result = validator.validate(text.text, as: kind)
        if !result.isValid { invalid.add() }
        result.writeJSON(kind: kind, to: &w)
    }
}

/// How many values were invalid, counted from the rendering threads.
final class InvalidCount: Sendable {
    private let count = Atomic<Int>(0)
    func add() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}

/// Runs `validate`: exit status 1 when a value is invalid, else the pipeline's status.
func runValidate(_ args: ArraySlice<String>) -> Int32 {
    var command: ValidateCommand?
    let status = runCommand(usage: validateUsage) { () throws -> ValidateCommand in
        let c = try ValidateCommand(args)
        command = c
        return c
    }
    if status == ExitCode.ok, let command, !command.common.wantsHelp, command.invalid.value > 0 { return 1 }
    return status
}
