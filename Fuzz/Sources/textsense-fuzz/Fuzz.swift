import Foundation
import Synchronization
import TextSense
import TextSenseLSP

// One libFuzzer entry point for every library entry point. The first input byte picks the engine (modulo 8:
// detect, tokenize, wrap, input decoding, capitalize, spell check, typing session, language server) and its
// configuration; the rest is the text (any bytes: decoded with U+FFFD replacement, as the CLI does), or for
// the language server the recipe of a message sequence (see `LSPSession`).
// TEXTSENSE_FUZZ_FAMILY=<name> (see `families`) sends every input to one engine family, the selector byte then
// picking only its configuration: the fast families run at their own speed instead of the slowest one's.

nonisolated(unsafe) private var engines: Engines?

/// The engine families in selector order (selector % 8).
let families = ["detect", "tokenize", "wrap", "decode", "capitalize", "spell", "typing", "lsp"]

/// The family every input goes to, from TEXTSENSE_FUZZ_FAMILY; nil runs them all. An unknown name stops the run.
private let forcedFamily: Int? = {
    guard let name = ProcessInfo.processInfo.environment["TEXTSENSE_FUZZ_FAMILY"], name != "all" else { return nil }
    guard let index = families.firstIndex(of: name) else {
        FileHandle.standardError.write(Data("textsense-fuzz: unknown TEXTSENSE_FUZZ_FAMILY \(name); use one of \(families.joined(separator: ", ")) or all\n".utf8))
        exit(64)
    }
    return index
}()

private struct Engines {
    let detectors: [DataDetector]
    /// Whole-field validation of every kind runs on each detect-family input too.
    let validator: FieldValidator
    let tokenizers: [Tokenizer]
    let wrapper: TextWrapper
    let capitalizers: [Capitalizer]
    let spellCheckers: [SpellChecker]
    let locales = ["en_US", "de_DE", "ru_RU", "pt_BR", "fr_FR", "es_MX"].map { Locale(identifier: $0) }
    /// Fixed-date contexts for typing sessions, and detectors over them to check the sessions against.
    let typingContexts: [DetectionContext]
    let typingDetectors: [DataDetector]

    init() throws {
        let contexts = [
            DetectionContext(locale: Locale(identifier: "en_US")),
            DetectionContext(locale: Locale(identifier: "de_DE"), linksBareIPAddresses: true),
            DetectionContext(locale: Locale(identifier: "ru_RU")),
            DetectionContext(locale: Locale(identifier: "pt_BR")),
            DetectionContext(locale: Locale(identifier: "fr_FR")),
            DetectionContext(locale: Locale(identifier: "es_MX")),
        ]
        detectors = try contexts.map { try DataDetector(types: .all, context: $0) }
        validator = try FieldValidator(context: DetectionContext(region: Locale.Region("DE")))
        tokenizers = try Tokenizer.Unit.allCases.map { try Tokenizer(unit: $0, locale: Locale(identifier: "en_US")) }
            + [try Tokenizer(unit: .word, locale: Locale(identifier: "th")), try Tokenizer(unit: .word, locale: Locale(identifier: "ja"))]
        wrapper = try TextWrapper()
        capitalizers = try locales.map { try Capitalizer(locale: $0) } + [try Capitalizer(locale: Locale(identifier: "tr"))]
        spellCheckers = try locales.map { try SpellChecker(locale: $0) }
        typingContexts = locales.map { DetectionContext(locale: $0, referenceDate: Date(timeIntervalSince1970: 1_796_000_000)) }
        typingDetectors = try typingContexts.map { try DataDetector(types: .all, context: $0) }
    }

    /// Loads what the engines load lazily on first use (dictionaries' indexes, the sound index,
    /// libphonenumber's metadata), so that no input pays for it within its time budget: under the address
    /// sanitizer on a busy machine that took more than the 10 s timeout.
    func warmUp() {
        let sample = "Call +1 650 253 0000 on May 5, 2027 at 10:00 at 1600 Amphitheatre Parkway, Mountain View, CA 94043; "
            + "https://swift.org, ana@example.com. teh recieve sicolagest. Flight UA 837 SFO-NRT, tracking 1Z999AA10123456784"
            + " $5, twenty dollars, fünf Euro, сто рублей, 5 km, 5 ft 10 in"
        for d in detectors + typingDetectors { _ = d.detections(in: sample) }
        for t in tokenizers { t.forEachToken(in: sample) { _ in true } }
        for c in capitalizers { for m in Capitalizer.Mode.allCases { _ = c.capitalized(sample, m) } }
        // One language-server session: the concurrency runtime's threads and the server's engines exist
        // before the first input (else that input's allocations outlive it).
        let session = Array(("\u{2}\u{FF}" + sample + "\u{5}\u{8}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}").utf8)
        session.withUnsafeBufferPointer { LSPSession.run($0, selector: 0x40) }
        for c in spellCheckers {
            _ = c.corrections(in: sample)
            for w in ["recieve", "sicolagest", "xqzzv"] { _ = c.guesses(for: w) }
            _ = c.completions(for: "hel")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if engines == nil { engines = try? Engines() }
    guard let e = engines, size > 0 else { return 0 }
    let selector = Int(data[0])
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    switch forcedFamily ?? selector % 8 {
    case 7:
        LSPSession.run(UnsafeBufferPointer(start: data + 1, count: size - 1), selector: selector)
    case 3:
        // The CLI's input decoding: raw bytes (invalid UTF-8, NULs, CESU-8, overlong forms) with offset mapping.
        let decoded = DecodedUTF8(UnsafeBufferPointer(start: data + 1, count: size - 1))
        precondition(decoded.text == text)
        precondition(decoded.originalOffset(decoded.text.utf8.count) == size - 1)
        var previous = -1
        var offset = 0
        for scalar in decoded.text.unicodeScalars {
            let original = decoded.originalOffset(offset)
            precondition(original > previous)
            previous = original
            offset += String(scalar).utf8.count
        }
        // The same bytes as a `--records jsonl` line: a line the scanner accepts is UTF-8, its members lie in
        // order inside it, and every string member decodes to UTF-8 (lone surrogates as U+FFFD).
        let line = UnsafeBufferPointer(start: data + 1, count: size - 1)
        if let record = try? JSONRecord(scanning: line, maxDepth: 1 + selector % 64) {
            precondition(String(validating: line, as: UTF8.self) != nil)
            var end = 0
            for m in record.members {
                precondition(m.key.lowerBound > end && m.key.upperBound < m.value.lowerBound && m.value.upperBound <= line.count)
                end = m.value.upperBound
                if m.kind == .string {
                    precondition(String(validating: JSONRecord.decodedString(m, in: line).utf8, as: UTF8.self) != nil)
                }
                precondition((JSONRecord.number(m, in: line) != nil) == (m.kind == .number))
                if !m.keyHasEscapes {
                    precondition(record.last(named: String(decoding: line[m.key], as: UTF8.self), in: line) != nil)
                }
            }
        }
    case 0:
        let d = e.detectors[(selector / 7) % e.detectors.count]
        let found = d.detections(in: text)
        var last = 0
        for f in found {
            precondition(f.utf8Range.lowerBound >= last && f.utf8Range.upperBound <= text.utf8.count)
            precondition(text[f.range] == f.text)
            last = f.utf8Range.upperBound
            var w = JSONWriter()
            f.writeJSON(to: &w)
        }
        for kind in FieldKind.allCases {
            let v = e.validator.validate(text, as: kind)
            precondition(v.isValid == (v.value != nil || v.postalCode != nil))
        }
    case 1:
        let t = e.tokenizers[(selector / 7) % e.tokenizers.count]
        var end = 0
        t.forEachToken(in: text) { token in
            precondition(token.utf8Range.lowerBound == end)
            end = token.utf8Range.upperBound
            return true
        }
        precondition(end == text.utf8.count)
    case 4:
        let c = e.capitalizers[(selector / 7) % e.capitalizers.count]
        precondition(c.capitalized(text, .none) == text)
        let mode = Capitalizer.Mode.allCases[(selector / 49) % Capitalizer.Mode.allCases.count]
        _ = c.capitalized(text, mode, lowercasingRest: selector >= 128)
        _ = c.capitalizationState(in: text, at: text.endIndex, mode: mode)
    case 5:
        let checker = e.spellCheckers[(selector / 7) % e.spellCheckers.count]
        var last = 0
        for m in checker.corrections(in: text) {
            precondition(m.utf8Range.lowerBound >= last && m.utf8Range.upperBound <= text.utf8.count)
            precondition(String(text[m.range]) == m.original)
            last = m.utf8Range.upperBound
        }
        for m in checker.misspellings(in: text).prefix(4) { _ = checker.guesses(for: m.word) }
        if let word = text.split(separator: " ").first { _ = checker.completions(for: String(word.prefix(24))) }
    case 6:
        // Typing key by key (a DEL byte is the backspace key), then the session's detections must equal a
        // fresh detection of its text.
        let i = (selector / 7) % e.locales.count
        let traits = TypingTraits(locale: e.locales[i], detectionContext: e.typingContexts[i])
        guard var session = try? TypingSession(traits: traits) else { return 0 }
        for key in text.prefix(40) {
            _ = key == "\u{7F}" ? session.deleteBackward() : session.type(String(key))
            precondition(session.cursor <= session.text.utf8.count)
        }
        precondition(session.detections == e.typingDetectors[i].detections(in: session.text))
    default:
        let width = 1 + (selector / 7) % 40
        let modes = TextWrapper.Mode.allCases
        let mode = modes[(selector / 160) % modes.count]
        let lines = e.wrapper.wrap(text, options: .init(width: width, maximumLines: mode == .word || mode == .character ? 0 : 2, mode: mode))
        for l in lines { precondition(l.width <= width || l.text.count <= 1) }
    }
    return 0
}

// SwiftPM links executables with `main` renamed to `<module>_main` (so tests can link them); libFuzzer's own
// `main` is then never pulled in, so this entry point starts libFuzzer's driver itself.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("textsense_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    // The engines are built and warmed before the driver starts, outside any input's timeout; with -jobs
    // this process only starts the workers (which are started without -jobs) and builds nothing.
    let arguments = (0..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
    if !arguments.contains(where: { $0.hasPrefix("-jobs=") }) {
        engines = try? Engines()
        engines?.warmUp()
    }
    var count = argc
    var vector = argv
    return LLVMFuzzerRunDriver(&count, &vector, fuzz)
}
