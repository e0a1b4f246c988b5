import Foundation
import Synchronization
import TextSense

#if canImport(Glibc)
import Glibc
#endif

/// Options every text command shares, parsed by `CommonOptions.init`.
struct CommonOptions: Sendable {
    var wantsHelp = false
    var inputs: [String] = []
    var recordMode: RecordMode = .document
    var strict = false
    /// Worker threads; 1 processes records on the calling thread.
    var jobs = 1
    /// `nil`: automatic (stderr is a terminal and the input size is known).
    var progress: Bool?
    /// The field holding the text in `--records jsonl` input.
    var textField = "text"

    static let specs: [OptionSpec] = [
        OptionSpec(name: "help", takesValue: false),
        OptionSpec(name: "records", takesValue: true, values: choices(RecordMode.self)),
        OptionSpec(name: "locale", takesValue: true, values: localeSuggestions),
        OptionSpec(name: "strict", takesValue: false),
        OptionSpec(name: "jobs", takesValue: true),
        OptionSpec(name: "progress", takesValue: false),
        OptionSpec(name: "no-progress", takesValue: false),
        OptionSpec(name: "text-field", takesValue: true),
    ]

    init() {}

    init(_ p: ParsedArguments) throws(UsageError) {
        wantsHelp = p.has("help")
        inputs = p.positionals
        strict = p.has("strict")
        recordMode = try p.choice("records", as: RecordMode.self) ?? .document
        jobs = try p.positiveInt("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        if p.has("progress") && p.has("no-progress") {
            throw UsageError(message: "'--progress' and '--no-progress' exclude each other")
        }
        progress = p.has("progress") ? true : p.has("no-progress") ? false : nil
        if let field = p.value("text-field") {
            guard !field.isEmpty else { throw UsageError(message: "'--text-field' needs a field name") }
            textField = field
        }
    }
}

/// Where a record sits in its input.
struct RecordInfo: Sendable {
    /// Byte offset of the record's first byte in the input.
    let offset: Int
    /// 1-based record number (paragraph or line).
    let number: Int
    /// The input's name when several inputs are given.
    let file: String?
    /// The input's position among the inputs (0-based).
    var input = 0
    /// How the line ended (lines and jsonl modes; `.none` in document mode, where records keep their bytes).
    var ending: LineEnding = .none
}

/// A subcommand: parsed and validated in `init` (throwing `UsageError`), then run over the inputs. `render`
/// and `writeJSONValue` are called from several threads at once, so commands are immutable and `Sendable`.
protocol Command: Sendable {
    var common: CommonOptions { get }
    /// The field `--records jsonl` adds to each object: "detections", "tokens", …
    var jsonField: String { get }
    /// The output for one record in `document` or `lines` mode (complete lines, newline-terminated).
    func render(_ text: DecodedUTF8, _ record: RecordInfo) -> [UInt8]
    /// `render` for consecutive records, in order (the default renders them one by one); `detect` runs each
    /// detector over all of them in turn.
    func renderBatch(_ records: [(text: DecodedUTF8, info: RecordInfo)]) -> [[UInt8]]
    /// The value of `jsonField` for one `--records jsonl` record; offsets are relative to the text field.
    func writeJSONValue(_ text: DecodedUTF8, to w: inout JSONWriter)
    /// `--now-field` / `--time-zone-field` (detect only): each record's own reference time and zone.
    var recordTime: RecordTimeFields? { get }
    /// `writeJSONValue` with dates resolved against a record's own time and zone.
    func writeJSONValue(_ text: DecodedUTF8, now: Date, zone: TimeZone, to w: inout JSONWriter)
    /// Whether the whole input must be read as one text before any output (e.g. truncating to N lines).
    var needsWholeInput: Bool { get }
    /// Written once before all output (e.g. the start of an HTML page or a calendar).
    func header() -> [UInt8]
    /// Written once after all output, also after an error.
    func footer() -> [UInt8]
}

extension Command {
    /// One `--records lines` output line: `{"file"?,"record":N,"<jsonField>":…}`.
    func writeRecordLine(_ text: DecodedUTF8, _ info: RecordInfo, to w: inout JSONWriter) {
        w.beginObject()
        if let file = info.file { w.field("file", file) }
        w.field("record", info.number)
        w.key(jsonField)
        writeJSONValue(text, to: &w)
        w.endObject()
        w.appendRaw(0x0A)
    }

    var needsWholeInput: Bool { false }
    var recordTime: RecordTimeFields? { nil }
    func renderBatch(_ records: [(text: DecodedUTF8, info: RecordInfo)]) -> [[UInt8]] {
        records.map { render($0.text, $0.info) }
    }
    func writeJSONValue(_ text: DecodedUTF8, now: Date, zone: TimeZone, to w: inout JSONWriter) {
        writeJSONValue(text, to: &w)
    }
    func header() -> [UInt8] { [] }
    func footer() -> [UInt8] { [] }
}

/// Parses, validates and runs a command, mapping every failure to its sysexits code.
func runCommand<C: Command>(usage: String, _ make: () throws -> C) -> Int32 {
    let cmd: C
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
    if cmd.common.wantsHelp {
        print(usage)
        return ExitCode.ok
    }
    var out = OutputStream(fd: 1)
    out.write(cmd.header())
    defer {
        out.write(cmd.footer())
        out.flush()
    }
    let inputs = cmd.common.inputs.isEmpty ? ["-"] : cmd.common.inputs
    let named = inputs.count > 1
    var status = ExitCode.ok
    for (index, path) in inputs.enumerated() {
        let fd: Int32
        do { fd = try openInput(path) } catch {
            out.flush()
            printError(error.message)
            status = error.code
            continue
        }
        defer { if fd != 0 { close(fd) } }
        let pipeline = Pipeline(command: cmd, displayName: path == "-" ? "<stdin>" : path, file: named ? path : nil, input: index,
                                progress: ProgressMeter(fd: fd, mode: cmd.common.progress))
        do {
            try pipeline.run(fd: fd, to: &out)
        } catch {
            out.flush()
            printError(error.message)
            return error.code
        }
    }
    out.flush()
    return status
}

/// Reads records, renders them on `jobs` threads and writes the results in input order.
///
/// Records are collected per read block (≤ 1 MiB plus the record that straddles it); a block's records are
/// rendered in parallel with work stealing, then written in order, so output order and offsets do not depend
/// on `--jobs`, and memory is bounded by the block size.
struct Pipeline<C: Command> {
    let command: C
    let displayName: String
    let file: String?
    let input: Int
    let progress: ProgressMeter

    /// One record's rendering: output bytes, or where invalid UTF-8 starts (for `--strict` and the warning).
    struct Rendered {
        var output: [UInt8] = []
        var invalidOffset: Int?
        /// A record that cannot be processed (`--records jsonl`: not an object, no text field).
        var recordError: String?
    }

    struct Job {
        let bytes: [UInt8]
        let info: RecordInfo
    }

    func run(fd: Int32, to out: inout OutputStream) throws(InputError) {
        let mode: RecordMode = command.common.recordMode == .document ? .document : .lines
        var reader = RecordReader(fd: fd, mode: mode)
        if command.needsWholeInput { reader.maxChunk = Int.max }
        var batch: [Job] = []
        var warned = false
        var failure: InputError?
        func flush(_ out: inout OutputStream) {
            guard !batch.isEmpty, failure == nil else { return }
            let results = renderAll(batch)
            for (job, r) in zip(batch, results) {
                if let bad = r.invalidOffset {
                    if command.common.strict {
                        failure = InputError(message: "\(displayName): invalid UTF-8 at byte offset \(bad)"
                                             + (mode == .lines ? " (line \(job.info.number))" : ""),
                                             code: ExitCode.dataError)
                        return
                    }
                    if !warned {
                        warned = true
                        printError("warning: \(displayName): invalid UTF-8 at byte offset \(bad); "
                                   + "invalid sequences are read as U+FFFD (offsets still count input bytes)")
                    }
                }
                if let message = r.recordError, command.common.strict {
                    failure = InputError(message: "\(displayName): line \(job.info.number): \(message)", code: ExitCode.dataError)
                    return
                }
                if !r.output.isEmpty { out.write(r.output) }
            }
            batch.removeAll(keepingCapacity: true)
        }
        if command.needsWholeInput {
            var whole: [UInt8] = []
            try reader.run(record: { bytes, _, _, _ throws(InputError) in whole.append(contentsOf: bytes) },
                           blockDone: { progress.advance(to: $0) })
            batch.append(Job(bytes: whole, info: RecordInfo(offset: 0, number: 1, file: file, input: input)))
            flush(&out)
        } else {
            try reader.run(record: { bytes, offset, number, ending throws(InputError) in
                batch.append(Job(bytes: Array(bytes), info: RecordInfo(offset: offset, number: number, file: file, input: input, ending: ending)))
            }, blockDone: { bytesRead in
                flush(&out)
                out.flush()
                progress.advance(to: bytesRead)
            })
        }
        progress.finish()
        if let failure {
            out.flush()
            throw failure
        }
    }

    /// Records are rendered in slices of consecutive records of about this many bytes: large enough that a
    /// detector's tables stay in the processor's caches over many paragraphs (`renderBatch`), small enough that a
    /// block of input splits into many slices to share between workers.
    static var sliceBytes: Int { 64 << 10 }

    /// With several workers the last slices of a block get smaller (down to an eighth of `sliceBytes`): every
    /// worker waits for the block's last slice before the block is written, so small last slices keep that wait
    /// short.
    private func renderAll(_ jobs: [Job]) -> [Rendered] {
        let threads = command.common.jobs
        var remaining = threads > 1 ? jobs.reduce(0) { $0 + $1.bytes.count } : 0
        func target() -> Int {
            guard threads > 1 else { return Self.sliceBytes }
            return min(Self.sliceBytes, max(Self.sliceBytes / 8, remaining / (2 * threads)))
        }
        var cuts: [Range<Int>] = []
        var start = 0, bytes = 0
        var limit = target()
        for (i, job) in jobs.enumerated() {
            bytes += job.bytes.count
            if bytes >= limit || i == jobs.count - 1 {
                cuts.append(start..<(i + 1))
                start = i + 1
                remaining -= bytes
                bytes = 0
                limit = target()
            }
        }
        let slices = cuts
        let workers = min(threads, slices.count)
        if workers <= 1 { return slices.flatMap { renderSlice(jobs[$0]) } }
        var results = [Rendered](repeating: Rendered(), count: jobs.count)
        let next = Atomic<Int>(0)
        results.withUnsafeMutableBufferPointer { slots in
            // Each slice is claimed by exactly one worker, so the writes never overlap.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    if k >= slices.count { return }
                    for (i, r) in zip(slices[k], renderSlice(jobs[slices[k]])) { slots[i] = r }
                }
            }
        }
        return results
    }

    /// The renderings of consecutive records: JSON Lines records one by one, the others through `renderBatch`.
    private func renderSlice(_ slice: ArraySlice<Job>) -> [Rendered] {
        guard command.common.recordMode != .jsonl else { return slice.map(render) }
        var out = [Rendered](repeating: Rendered(), count: slice.count)
        var batch: [(text: DecodedUTF8, info: RecordInfo)] = []
        var positions: [Int] = []
        for (k, job) in slice.enumerated() {
            let decoded = job.bytes.withUnsafeBufferPointer { DecodedUTF8($0) }
            let bad = decoded.firstInvalidOffset.map { $0 + job.info.offset }
            out[k].invalidOffset = bad
            if bad != nil && command.common.strict { continue }
            batch.append((decoded, job.info))
            positions.append(k)
        }
        for (k, output) in zip(positions, command.renderBatch(batch)) { out[k].output = output }
        return out
    }

    private func render(_ job: Job) -> Rendered {
        job.bytes.withUnsafeBufferPointer { bytes in
            switch command.common.recordMode {
            case .document, .lines:
                let decoded = DecodedUTF8(bytes)
                let bad = decoded.firstInvalidOffset.map { $0 + job.info.offset }
                if bad != nil && command.common.strict { return Rendered(output: [], invalidOffset: bad) }
                return Rendered(output: command.render(decoded, job.info), invalidOffset: bad)
            case .jsonl:
                return renderJSONRecord(bytes, job.info)
            }
        }
    }

    /// `--records jsonl`: scans the line as one JSON object (RFC 8259, UTF-8, nesting ≤ 512) without
    /// interpreting it, decodes only the text field (and `--now-field`/`--time-zone-field`), passes every other
    /// byte of the line through and adds the command's field before the closing brace. A line that is not such
    /// an object, or whose text field is missing or not a string, or whose `--now-field`/`--time-zone-field`
    /// cannot be read, becomes `{"record":N,"error":"…","line":"…"}` with the line's content kept — and
    /// `"lineBase64"` with its exact bytes when they are not valid UTF-8 (with `--strict`: exit 65).
    private func renderJSONRecord(_ bytes: UnsafeBufferPointer<UInt8>, _ info: RecordInfo) -> Rendered {
        var w = JSONWriter(reservingCapacity: bytes.count + 256)
        func errorLine(_ message: String) -> Rendered {
            w.beginObject()
            if let file = info.file { w.field("file", file) }
            w.field("record", info.number)
            w.field("error", message)
            if let line = String(validating: bytes, as: UTF8.self) {
                w.field("line", line)
            } else {
                // "line" alone would be lossy (each invalid sequence reads as U+FFFD): the bytes go along.
                w.field("line", String(decoding: bytes, as: UTF8.self))
                w.field("lineBase64", Data(buffer: bytes).base64EncodedString())
            }
            w.endObject()
            w.appendRaw(0x0A)
            return Rendered(output: w.bytes, recordError: message)
        }
        // Trim white space around the object.
        var lo = 0, hi = bytes.count
        while lo < hi, [0x20, 0x09, 0x0D].contains(bytes[lo]) { lo += 1 }
        while hi > lo, [0x20, 0x09, 0x0D].contains(bytes[hi - 1]) { hi -= 1 }
        if lo == hi { return Rendered() }   // blank lines are skipped
        let body = UnsafeBufferPointer(rebasing: bytes[lo..<hi])
        let record: JSONRecord
        do { record = try JSONRecord(scanning: body) } catch {
            if case .tooDeep(_, let limit) = error { return errorLine("nested deeper than \(limit) levels") }
            return errorLine("not a JSON object (or not valid UTF-8)")
        }
        guard let field = record.last(named: command.common.textField, in: body), field.kind == .string else {
            return errorLine("field \"\(command.common.textField)\" is missing or not a string")
        }
        var reference: (now: Date, zone: TimeZone)?
        if let fields = command.recordTime {
            switch fields.reference(in: record, body) {
            case .success(let r): reference = r
            case .failure(let e): return errorLine(e.message)
            }
        }
        // The text's own bytes when it has no escapes, else its decoding (lone surrogates read as U+FFFD).
        let decoded: DecodedUTF8
        if body[field.value].contains(UInt8(ascii: "\\")) {
            decoded = JSONRecord.decodedString(field, in: body).utf8.withUnsafeBufferPointer { DecodedUTF8($0) }
        } else {
            decoded = DecodedUTF8(UnsafeBufferPointer(rebasing: body[(field.value.lowerBound + 1)..<(field.value.upperBound - 1)]))
        }
        w.appendRaw(UnsafeBufferPointer(rebasing: body[..<(body.count - 1)]))
        if !record.members.isEmpty { w.appendRaw(UInt8(ascii: ",")) }
        var value = JSONWriter()
        if let reference {
            command.writeJSONValue(decoded, now: reference.now, zone: reference.zone, to: &value)
        } else {
            command.writeJSONValue(decoded, to: &value)
        }
        w.appendRaw("\"\(command.jsonField)\":".utf8)
        w.appendRaw(value.bytes)
        w.appendRaw("}\n".utf8)
        return Rendered(output: w.takeBytes())
    }
}

/// The options that set up detection (`detect`, `edit`): `--types`, `--region`, `--now`, `--time-zone`,
/// `--link-bare-ip`, `--phone-leniency` (with `--locale`, which every command has).
let detectionOptionSpecs: [OptionSpec] = [
    OptionSpec(name: "types", takesValue: true, values: choices(Detection.Kind.self) + ["all"]),
    OptionSpec(name: "region", takesValue: true),
    OptionSpec(name: "now", takesValue: true),
    OptionSpec(name: "time-zone", takesValue: true),
    OptionSpec(name: "link-bare-ip", takesValue: false),
    OptionSpec(name: "phone-leniency", takesValue: true, values: choices(PhoneLeniency.self)),
]

/// The detection types and context the detection options name.
func parseDetectionOptions(_ p: ParsedArguments) throws(UsageError) -> (types: DetectionTypes, context: DetectionContext) {
    var types = DetectionTypes.all
    if let raw = p.value("types") {
        var unknown: String?
        guard let parsed = DetectionTypes(names: raw, unknown: &unknown) else {
            throw UsageError(message: "unknown type '\(unknown ?? raw)' for '--types' (known: \(typeNames), all)")
        }
        types = parsed
    }
    let locale = try parseLocale(p.value("locale"))
    var region: Locale.Region?
    if let raw = p.value("region") {
        let code = raw.uppercased()
        guard code.count == 2, Locale.Region.isoRegions.contains(where: { $0.identifier == code }) else {
            throw UsageError(message: "invalid value '\(raw)' for '--region' (expected an ISO 3166 code such as US, DE, BR)")
        }
        region = Locale.Region(code)
    }
    var timeZone = TimeZone.current
    if let raw = p.value("time-zone") {
        guard let tz = TimeZone(identifier: raw) else {
            throw UsageError(message: "unknown time zone '\(raw)' for '--time-zone' (expected an IANA name such as Europe/Berlin)")
        }
        timeZone = tz
    }
    // Without --now the clock is read here, once per run: every record of a run that crosses midnight
    // resolves "tomorrow" the same way, and DTSTAMPs are this moment, not the moment each line is written.
    var now = Date()
    if let raw = p.value("now") {
        guard let date = parseISO8601(raw, defaultZone: timeZone) else {
            throw UsageError(message: "invalid value '\(raw)' for '--now' (expected ISO 8601, e.g. 2026-11-29T10:00:00+01:00)")
        }
        now = date
    }
    let leniency = try p.choice("phone-leniency", as: PhoneLeniency.self) ?? .valid
    let context = DetectionContext(locale: locale, region: region, referenceDate: now, timeZone: timeZone,
                                   linksBareIPAddresses: p.has("link-bare-ip"), phoneLeniency: leniency)
    return (types, context)
}

/// Parses `--locale`: an ICU/BCP 47 identifier with a known language.
func parseLocale(_ raw: String?) throws(UsageError) -> Locale {
    guard let raw else { return Locale(identifier: "en_US") }
    let locale = Locale(identifier: raw)
    guard isLocaleIdentifierShape(raw), let lang = locale.language.languageCode?.identifier, !lang.isEmpty else {
        throw UsageError(message: "invalid value '\(raw)' for '--locale' (expected e.g. en_US, de, pt-BR)")
    }
    return locale
}

/// Whether `raw` has the shape `^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$`, checked byte by byte (compiling the
/// pattern as a regular expression costs milliseconds at every start).
func isLocaleIdentifierShape(_ raw: String) -> Bool {
    func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    var parts = raw.utf8.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
        .flatMap { $0.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false) }[...]
    guard let language = parts.popFirst(), (2...3).contains(language.count), language.allSatisfy(isLetter) else { return false }
    return parts.allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } }
}

/// `result` — a transform of `record.text` that never touches U+FFFD (case mapping, word replacement) — as
/// bytes with every invalid input sequence put back as it was: the k-th U+FFFD that stood for replaced bytes
/// is the k-th replaced range of the input.
func restoringInvalidBytes(_ result: String, from record: DecodedUTF8) -> [UInt8] {
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
