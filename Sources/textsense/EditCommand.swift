import Foundation
import TextSense

#if canImport(Glibc)
import Glibc
#endif

/// Runs `textsense edit` with its exit status: usage errors 64, a missing terminal or file 66.
func runEdit(_ args: ArraySlice<String>) -> Int32 {
    do {
        guard let command = try EditCommand(args) else {
            print(editUsage)
            return ExitCode.ok
        }
        return try command.run()
    } catch let e as UsageError {
        printError(e.message)
        FileHandle.standardError.write((editUsage + "\n").data(using: .utf8) ?? Data())
        return ExitCode.usage
    } catch let e as InputError {
        printError(e.message)
        return e.code
    } catch {
        printError("\(error)")
        return ExitCode.software
    }
}

/// `textsense edit`: a small terminal editor on a `TypingSession` — type and watch detections highlighted,
/// the shift key's state, autocorrection (with undo) and completions. Keys come from and the screen goes to
/// the terminal; the finished text goes to standard output when the user presses Ctrl-D.
struct EditCommand {
    let traits: TypingTraits
    let initialText: String

    static let options: [OptionSpec] = detectionOptionSpecs + [
        OptionSpec(name: "help", takesValue: false),
        OptionSpec(name: "locale", takesValue: true, values: localeSuggestions),
        OptionSpec(name: "capitalization", takesValue: true, values: choices(Capitalizer.Mode.self)),
        OptionSpec(name: "keyboard", takesValue: true, values: choices(Keyboard.self)),
        OptionSpec(name: "no-autocorrect", takesValue: false),
        OptionSpec(name: "no-spell-check", takesValue: false),
        OptionSpec(name: "no-completions", takesValue: false),
        OptionSpec(name: "placeholder", takesValue: true),
    ]

    /// Parses the arguments; nil when `--help` was asked for.
    init?(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        if p.has("help") { return nil }
        guard p.positionals.count <= 1 else { throw UsageError(message: "edit takes at most one FILE") }
        let (types, context) = try parseDetectionOptions(p)
        traits = TypingTraits(locale: context.locale,
                              autocapitalization: try p.choice("capitalization", as: Capitalizer.Mode.self) ?? .sentences,
                              autocorrection: !p.has("no-autocorrect"), spellChecking: !p.has("no-spell-check"),
                              completions: !p.has("no-completions"), dataDetectorTypes: types,
                              keyboard: try p.choice("keyboard", as: Keyboard.self), detectionContext: context,
                              placeholder: p.value("placeholder") ?? "")
        if let path = p.positionals.first, path != "-" {
            let fd = try openInput(path)
            defer { close(fd) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n < 0 { throw InputError(message: "\(path): \(String(cString: strerror(errno)))", code: ExitCode.ioError) }
                if n == 0 { break }
                bytes += chunk[..<n]
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw InputError(message: "\(path): not valid UTF-8 (edit changes text and would lose the bytes)", code: ExitCode.dataError)
            }
            initialText = text
        } else {
            initialText = ""
        }
    }

    func run() throws -> Int32 {
        var session = try TypingSession(text: initialText, traits: traits)
        let terminal = try Terminal()
        let screen = EditScreen(traits: traits, placeholder: try TextWrapper(locale: traits.locale))
        var message = ""
        var pending: [UInt8] = []
        var lastFeedback: TypingFeedback?
        screen.draw(session, feedback: lastFeedback, message: message, on: terminal)
        loop: while true {
            let input: [UInt8]
            switch terminal.read() {
            case .end: break loop
            case .resized:
                screen.draw(session, feedback: lastFeedback, message: message, on: terminal, clear: true)
                continue loop
            case .keys(let keys): input = keys
            }
            pending += input
            let width = terminal.size.columns
            var i = 0
            scan: while i < pending.count {
                let b = pending[i]
                switch b {
                case 0x04:  // Ctrl-D: done
                    break loop
                case 0x03:  // Ctrl-C: quit without output
                    terminal.restore()
                    return 130
                case 0x01, 0x05:  // Ctrl-A, Ctrl-E: start and end of the row
                    session.moveCursor(b == 0x01 ? .lineStart : .lineEnd, width: width)
                    lastFeedback = nil
                    message = ""
                    i += 1
                case 0x7F, 0x08:
                    lastFeedback = session.deleteBackward()
                    message = lastFeedback?.revertOffer.map { "Ctrl-Z puts back “\($0.original)”" } ?? ""
                    i += 1
                case 0x0D, 0x0A:
                    lastFeedback = session.type("\n")
                    message = Self.describe(lastFeedback)
                    i += 1
                case 0x09:  // Tab: take the first completion
                    if let first = session.completions().first, let f = session.acceptCompletion(first) {
                        lastFeedback = f
                        message = "completed “\(first)”"
                    }
                    i += 1
                case 0x1A:  // Ctrl-Z: undo the last autocorrection
                    if let f = session.revertAutocorrection() {
                        lastFeedback = f
                        message = "put back the typed word; it is left alone from now on"
                    } else {
                        message = "nothing to undo"
                    }
                    i += 1
                case 0x1B:  // an escape sequence: arrows, Home, End, Page Up/Down move the cursor; others are ignored
                    guard i + 1 < pending.count else {
                        if input.count == 1 { i += 1; continue scan }   // a lone Escape key
                        break scan                                      // wait for the rest of the sequence
                    }
                    var j = i + 1
                    if pending[j] == UInt8(ascii: "[") || pending[j] == UInt8(ascii: "O") { j += 1 }
                    let parameters = j
                    while j < pending.count, !(0x40...0x7E).contains(pending[j]) { j += 1 }
                    guard j < pending.count else { break scan }   // wait for the rest of the sequence
                    let key = Self.key(final: pending[j], parameters: String(decoding: pending[parameters..<j], as: UTF8.self))
                    if let key { screen.move(&session, key, on: terminal) }
                    lastFeedback = nil
                    message = ""
                    i = j + 1
                case 0x00..<0x20:
                    i += 1
                default:
                    // One scalar of UTF-8 (wait for the rest of it when a read split it).
                    let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
                    guard i + length <= pending.count else { break scan }   // the rest comes with the next read
                    let scalarBytes = pending[i..<(i + length)]
                    i += length
                    guard let key = String(validating: scalarBytes, as: UTF8.self) else { continue }
                    lastFeedback = session.type(key)
                    message = Self.describe(lastFeedback)
                }
            }
            pending.removeFirst(min(i, pending.count))
            screen.draw(session, feedback: lastFeedback, message: message, on: terminal)
        }
        terminal.restore()
        var out = OutputStream(fd: 1)
        out.write(Array(session.text.utf8))
        if !session.text.isEmpty && !session.text.hasSuffix("\n") { out.write([0x0A]) }
        out.flush()
        return ExitCode.ok
    }

    /// The movement key an escape sequence names (xterm and VT220 forms): arrows, Home, End, Page Up and
    /// Down; with Ctrl (parameter `1;5`), Home and End go to the start and end of the text.
    private static func key(final: UInt8, parameters: String) -> EditScreen.Key? {
        let ctrl = parameters.hasSuffix(";5")
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return ctrl ? .textStart : .home
        case UInt8(ascii: "F"): return ctrl ? .textEnd : .end
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return ctrl ? .textStart : .home
            case "4", "8": return ctrl ? .textEnd : .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    private static func describe(_ feedback: TypingFeedback?) -> String {
        guard let feedback else { return "" }
        if let fix = feedback.autocorrection {
            return "autocorrected “\(fix.original)” → “\(fix.replacement)” (Backspace, then Ctrl-Z, puts it back)"
        }
        if let m = feedback.misspelling { return "“\(m.word)” looks misspelled" }
        return ""
    }
}

/// Draws the editor: a title bar, the text (wrapped to the terminal at word boundaries as `TypingSession.layout`
/// lays it out, detections and misspellings marked, or the placeholder dimmed while it is empty), and a status
/// area with the shift state, completions, the detection at the cursor and the last message. The view keeps
/// the cursor's row between the title and the status area, scrolling as little as it can.
final class EditScreen {
    /// The keys that move the cursor.
    enum Key { case up, down, left, right, home, end, pageUp, pageDown, textStart, textEnd }

    let traits: TypingTraits
    private let placeholderWrapper: TextWrapper
    /// The first laid-out row shown.
    private var top = 0
    /// The status area's rows: shift and completions, the detection at the cursor, the message.
    private static let statusRows = 3

    init(traits: TypingTraits, placeholder wrapper: TextWrapper) {
        self.traits = traits
        placeholderWrapper = wrapper
    }

    private static let reset = "\u{1B}[0m"
    private static let dim = "\u{1B}[2m"
    private static func style(_ kind: Detection.Kind) -> String {
        switch kind {
        case .link: return "\u{1B}[4;34m"
        case .email: return "\u{1B}[4;36m"
        case .phone: return "\u{1B}[4;32m"
        case .address: return "\u{1B}[4;35m"
        case .date: return "\u{1B}[4;33m"
        case .tracking: return "\u{1B}[4;94m"
        case .flight: return "\u{1B}[4;96m"
        case .money: return "\u{1B}[4;92m"
        case .quantity: return "\u{1B}[4;97m"
        }
    }
    private static let misspelled = "\u{1B}[4;31m"

    /// The rows of text the screen shows between the title bar and the status area (the page size).
    func textRows(on terminal: Terminal) -> Int { max(1, terminal.size.rows - 2 - Self.statusRows) }

    /// Moves the cursor for `key` in the text laid out as the screen shows it; Page Up and Down also scroll
    /// the view by a page.
    func move(_ session: inout TypingSession, _ key: Key, on terminal: Terminal) {
        let width = terminal.size.columns
        let page = textRows(on: terminal)
        switch key {
        case .up: session.moveCursor(.lineUp, width: width)
        case .down: session.moveCursor(.lineDown, width: width)
        case .home: session.moveCursor(.lineStart, width: width)
        case .end: session.moveCursor(.lineEnd, width: width)
        case .pageUp:
            session.moveCursor(.pageUp(rows: page), width: width)
            top = max(0, top - page)
        case .pageDown:
            session.moveCursor(.pageDown(rows: page), width: width)
            top += page
        case .left, .right: session.moveCursor(toUTF8Offset: Self.neighbour(of: session, forward: key == .right))
        case .textStart: session.moveCursor(toUTF8Offset: 0)
        case .textEnd: session.moveCursor(toUTF8Offset: session.text.utf8.count)
        }
    }

    /// The cursor one character to the right or left.
    private static func neighbour(of session: TypingSession, forward: Bool) -> Int {
        let text = session.text
        let at = text.utf8.index(text.utf8.startIndex, offsetBy: session.cursor)
        let moved = forward ? (at < text.endIndex ? text.index(after: at) : at)
                            : (at > text.startIndex ? text.index(before: at) : at)
        return text.utf8.distance(from: text.utf8.startIndex, to: moved)
    }

    /// Draws the whole screen; `clear` first erases it (after a resize, when the terminal may have reflowed
    /// or kept rows of the old size).
    func draw(_ session: TypingSession, feedback: TypingFeedback?, message: String, on terminal: Terminal, clear: Bool = false) {
        let (columns, rows) = terminal.size
        let text = session.text
        // The style of each byte: a detection's kind or a misspelling.
        var marks: [(Range<Int>, String)] = session.detections.map { ($0.utf8Range, Self.style($0.kind)) }
        marks += session.misspellings().map { ($0.utf8Range, Self.misspelled) }
        marks.sort { $0.0.lowerBound < $1.0.lowerBound }

        let layout = session.layout(width: columns)
        var cursorRow = layout.cursorRow, cursorColumn = layout.cursorColumn
        var lines: [String] = []
        if session.isShowingPlaceholder {
            let wrapped = placeholderWrapper.wrap(traits.placeholder, options: .init(width: columns))
            lines = wrapped.map { Self.dim + $0.text + Self.reset }
        } else {
            var markIndex = 0
            for row in layout.rows {
                var line = ""
                var column = 0
                var open: String?
                var offset = row.utf8Range.lowerBound
                for ch in text[row.range] {
                    defer { offset += ch.utf8.count }
                    if ch.isNewline { break }
                    let w = max(0, DisplayWidth.width(of: ch, atColumn: column))
                    if column + w > columns { break }   // a space hanging past the edge
                    while markIndex < marks.count, marks[markIndex].0.upperBound <= offset { markIndex += 1 }
                    let style = markIndex < marks.count && marks[markIndex].0.contains(offset) ? marks[markIndex].1 : nil
                    if style != open {
                        line += style ?? Self.reset
                        open = style
                    }
                    line += ch == "\t" ? String(repeating: " ", count: w) : String(ch)
                    column += w
                }
                if open != nil { line += Self.reset }
                lines.append(line)
            }
        }
        if cursorColumn >= columns {
            // After a full row: at the start of the next one (an empty row at the end of the text), else at
            // the edge, over the space hanging there.
            if cursorRow == layout.rows.count - 1 {
                lines.append("")
                cursorRow += 1
                cursorColumn = 0
            } else {
                cursorColumn = columns - 1
            }
        }

        // The status area.
        var status: [String] = []
        let shift: String
        switch session.capitalization {
        case .off: shift = "off"
        case .nextLetter: shift = "next letter"
        case .allLetters: shift = "all letters"
        }
        let completions = session.completions()
        status.append("shift: \(shift)   completions: \(completions.isEmpty ? "—" : completions.joined(separator: " · "))   (Tab takes the first)")
        if let d = session.detections.first(where: { $0.utf8Range.contains(session.cursor) || $0.utf8Range.upperBound == session.cursor }) {
            let action = d.actions.first.map { " · \($0.title)\($0.url.map { " → \($0.absoluteString)" } ?? "")" } ?? ""
            status.append("\(d.kind.rawValue): \(d.text)\(action)")
        } else {
            let kinds = session.detections.map(\.kind.rawValue)
            status.append("detections: \(kinds.isEmpty ? "none" : kinds.joined(separator: ", "))")
        }
        status.append(message)

        // Scroll as little as keeps the cursor's row on screen, and never past the end of the text.
        let textRows = max(1, rows - 2 - Self.statusRows)
        top = min(top, max(0, lines.count - textRows))
        if cursorRow < top { top = cursorRow }
        if cursorRow >= top + textRows { top = cursorRow - textRows + 1 }
        var frame = "\u{1B}[?25l" + (clear ? "\u{1B}[H\u{1B}[2J" : "") + "\u{1B}[H"
        let language = traits.locale.identifier
        let title = " textsense edit · \(language) · capitalization \(traits.autocapitalization.rawValue) · autocorrect \(traits.autocorrection ? "on" : "off") — Ctrl-D done · Ctrl-C quit · Ctrl-Z undo correction "
        frame += "\u{1B}[7m" + clip(title, to: columns) + Self.reset + "\u{1B}[K\r\n"
        for r in 0..<textRows {
            let index = top + r
            if index < lines.count { frame += lines[index] }
            frame += Self.reset + "\u{1B}[K\r\n"
        }
        for line in status { frame += Self.dim + clip(line, to: columns) + Self.reset + "\u{1B}[K\r\n" }
        frame += "\u{1B}[J"
        frame += "\u{1B}[\(cursorRow - top + 2);\(cursorColumn + 1)H\u{1B}[?25h"
        terminal.write(frame)
    }
    private func clip(_ s: String, to columns: Int) -> String {
        var out = ""
        var width = 0
        for ch in s {
            let w = DisplayWidth.width(of: ch, atColumn: width)
            if width + w > columns { break }
            out.append(ch)
            width += w
        }
        return out
    }
}
