import Foundation
import Testing
@testable import TextSense

/// A text with the cursor marked `|`, moves made in a field `width` columns wide, and where the cursor must be.
struct MovementCase: CustomTestStringConvertible, Sendable {
    var before: String
    var moves: [CursorMovement]
    var after: String
    var width = 20
    var testDescription: String { "\(before.debugDescription) \(moves) → \(after.debugDescription)" }

    /// The text without the marker and the marker's UTF-8 offset.
    static func split(_ marked: String) -> (text: String, cursor: Int) {
        let at = marked.firstIndex(of: "|") ?? marked.endIndex
        var text = marked
        if at < marked.endIndex { text.remove(at: at) }
        return (text, marked.utf8.distance(from: marked.startIndex, to: at))
    }
}

/// A change made to a session's text, for the placeholder table.
enum TextChange: Sendable, CustomStringConvertible {
    case type(String), deleteBackward, replace(Range<Int>, String), set(String), acceptCompletion(String), revert

    var description: String {
        switch self {
        case .type(let s): return "type \(s.debugDescription)"
        case .deleteBackward: return "⌫"
        case .replace(let r, let s): return "replace \(r) with \(s.debugDescription)"
        case .set(let s): return "text = \(s.debugDescription)"
        case .acceptCompletion(let s): return "accept \(s.debugDescription)"
        case .revert: return "revert"
        }
    }
}

struct PlaceholderCase: CustomTestStringConvertible, Sendable {
    var start: String
    var changes: [TextChange]
    var showing: Bool
    var placeholder = "Write a note"
    var testDescription: String { "\(start.debugDescription) \(changes) → \(showing ? "shown" : "hidden")" }
}

@Suite("Typing layout: placeholder, rows, moving by row and page")
struct TypingLayoutTests {
    static func session(_ text: String, placeholder: String = "", autocorrection: Bool = false) throws -> TypingSession {
        try TypingSession(text: text, traits: TypingTraits(
            autocapitalization: .none, autocorrection: autocorrection, spellChecking: false,
            completions: autocorrection, placeholder: placeholder))
    }

    static let placeholderCases: [PlaceholderCase] = [
        .init(start: "", changes: [], showing: true),
        .init(start: "Hi", changes: [], showing: false),
        .init(start: "", changes: [], showing: false, placeholder: ""),   // no placeholder: nothing to show
        // Hidden on the first key, back when the text is typed away.
        .init(start: "", changes: [.type("a")], showing: false),
        .init(start: "", changes: [.type("a"), .deleteBackward], showing: true),
        .init(start: "", changes: [.type("\n")], showing: false),           // a line break is text
        .init(start: "", changes: [.type(" ")], showing: false),
        .init(start: "ab", changes: [.deleteBackward], showing: false),
        .init(start: "ab", changes: [.deleteBackward, .deleteBackward], showing: true),
        .init(start: "", changes: [.deleteBackward], showing: true),
        .init(start: "e\u{301}", changes: [.deleteBackward], showing: true), // one grapheme, one key
        // Replaced by the editor.
        .init(start: "hello", changes: [.replace(0..<5, "")], showing: true),
        .init(start: "hello", changes: [.replace(0..<5, "x")], showing: false),
        .init(start: "", changes: [.replace(0..<0, "pasted")], showing: false),
        .init(start: "hello", changes: [.replace(0..<99, "")], showing: true), // clamped to the text
        // Set by code, not typed.
        .init(start: "hello", changes: [.set("")], showing: true),
        .init(start: "", changes: [.set("x")], showing: false),
        .init(start: "", changes: [.set("x"), .set("")], showing: true),
        // Autocorrection, completion and revert keep the text non-empty.
        .init(start: "", changes: [.type("teh"), .type(" ")], showing: false),
        .init(start: "", changes: [.type("teh"), .type(" "), .deleteBackward, .revert], showing: false),
        .init(start: "", changes: [.type("tomo"), .acceptCompletion("tomorrow")], showing: false),
    ]

    @Test("isShowingPlaceholder is exactly: empty text and a placeholder", arguments: placeholderCases)
    func placeholder(_ c: PlaceholderCase) throws {
        let needsDictionary = c.changes.contains { if case .acceptCompletion = $0 { return true }; if case .revert = $0 { return true }; if case .type(" ") = $0 { return true }; return false }
        var s = try Self.session(c.start, placeholder: c.placeholder, autocorrection: needsDictionary)
        for change in c.changes {
            switch change {
            case .type(let keys): _ = s.type(keys)
            case .deleteBackward: _ = s.deleteBackward()
            case .replace(let r, let with): _ = s.replace(utf8Range: r, with: with)
            case .set(let t): s.text = t
            case .acceptCompletion(let w): _ = s.acceptCompletion(w)
            case .revert: _ = s.revertAutocorrection()
            }
        }
        #expect(s.isShowingPlaceholder == c.showing, "text \(s.text.debugDescription)")
        #expect(s.isShowingPlaceholder == (s.text.isEmpty && !c.placeholder.isEmpty))
        #expect(!s.text.contains(c.placeholder) || c.placeholder.isEmpty)
    }

    @Test("setting the text puts the cursor at its end and does not autocorrect")
    func setText() throws {
        var s = try Self.session("", autocorrection: true)
        s.text = "teh "
        #expect(s.text == "teh ")
        #expect(s.cursor == 4)
        #expect(s.lastAutocorrection == nil)
    }

    static let movements: [MovementCase] = [
        // Up and down keep the column; a shorter row takes its end (before the line break).
        .init(before: "abc\ndefg|h\nij", moves: [.lineUp], after: "abc|\ndefgh\nij"),
        .init(before: "abc\ndefg|h\nij", moves: [.lineDown], after: "abc\ndefgh\nij|"),
        .init(before: "ab|c\ndefgh", moves: [.lineDown], after: "abc\nde|fgh"),
        // The column survives a short row in between.
        .init(before: "abcdef|gh\nab\nabcdefgh", moves: [.lineDown, .lineDown], after: "abcdefgh\nab\nabcdef|gh"),
        .init(before: "abcdefgh\nab\nabcdef|gh", moves: [.lineUp, .lineUp], after: "abcdef|gh\nab\nabcdefgh"),
        // Wide characters count two columns; a column inside one stops before it.
        .init(before: "日本語\nabc|def", moves: [.lineUp], after: "日|本語\nabcdef"),
        .init(before: "日本|語\nabcdef", moves: [.lineDown], after: "日本語\nabcd|ef"),
        .init(before: "日本語です\nab|cdef", moves: [.lineUp, .lineDown], after: "日本語です\nab|cdef"),
        .init(before: "ｆｕｌｌ\nabcd|", moves: [.lineUp], after: "ｆｕ|ｌｌ\nabcd"),
        // Combining marks take no column: the cursor never lands between a letter and its mark.
        .init(before: "e\u{301}e\u{301}e\u{301}e\u{301}\nabc|d", moves: [.lineUp], after: "e\u{301}e\u{301}e\u{301}|e\u{301}\nabcd"),
        .init(before: "ab|cd\nn\u{303}n\u{303}n\u{303}", moves: [.lineDown], after: "abcd\nn\u{303}n\u{303}|n\u{303}"),
        // Emoji sequences are one wide character.
        .init(before: "👩‍👩‍👧x\nabc|", moves: [.lineUp], after: "👩‍👩‍👧x|\nabc"),
        .init(before: "🇩🇪🇫🇷\na|bcd", moves: [.lineUp], after: "|🇩🇪🇫🇷\nabcd"),
        // A tab reaches its stop: a column inside it stops before it.
        .init(before: "\tx\nabcdefghi|j", moves: [.lineUp], after: "\tx|\nabcdefghij"),
        .init(before: "\tx\nabcde|fghij", moves: [.lineUp], after: "|\tx\nabcdefghij"),
        .init(before: "ab\tx\nabcdefgh|ij", moves: [.lineUp], after: "ab\t|x\nabcdefghij"),
        // Past the first or last row: the start or end of the text.
        .init(before: "ab|c\ndef", moves: [.lineUp], after: "|abc\ndef"),
        .init(before: "abc\nd|ef", moves: [.lineDown], after: "abc\ndef|"),
        // A text ending with a line break has an empty last row.
        .init(before: "ab\n|", moves: [.lineUp], after: "|ab\n"),
        .init(before: "a|b\n", moves: [.lineDown], after: "ab\n|"),
        .init(before: "ab\r\ncd|", moves: [.lineUp], after: "ab|\r\ncd"),
        // Rows of a wrapped line (10 columns: "aaaa bbbb " with its space hanging, "cccc dddd").
        .init(before: "aaaa bbbb cc|cc dddd", moves: [.lineUp], after: "aa|aa bbbb cccc dddd", width: 10),
        .init(before: "aaaa bb|bb cccc dddd", moves: [.lineDown], after: "aaaa bbbb cccc dd|dd", width: 10),
        .init(before: "aaaa bb|bb cccc dddd", moves: [.lineEnd], after: "aaaa bbbb| cccc dddd", width: 10),
        .init(before: "aaaa bbbb cc|cc dddd", moves: [.lineStart], after: "aaaa bbbb |cccc dddd", width: 10),
        .init(before: "aaaa bbbb cc|cc dddd", moves: [.lineEnd], after: "aaaa bbbb cccc dddd|", width: 10),
        // A word wider than the row breaks between characters; End stops before the last one of the row.
        .init(before: "abcdefghijklmno|", moves: [.lineUp], after: "abcde|fghijklmno", width: 10),
        .init(before: "ab|cdefghijklmno", moves: [.lineEnd], after: "abcdefghi|jklmno", width: 10),
        // Start and end of a row of the text.
        .init(before: "abc\nde|f\nghi", moves: [.lineStart], after: "abc\n|def\nghi"),
        .init(before: "abc\nd|ef\nghi", moves: [.lineEnd], after: "abc\ndef|\nghi"),
        .init(before: "ab|c\r\nd", moves: [.lineEnd], after: "abc|\r\nd"),
        .init(before: "", moves: [.lineUp, .lineDown, .lineStart, .lineEnd], after: ""),
        // Pages.
        .init(before: "1|\n2\n3\n4\n5", moves: [.pageDown(rows: 2)], after: "1\n2\n3|\n4\n5"),
        .init(before: "1\n2\n3\n4\n5|", moves: [.pageUp(rows: 3)], after: "1\n2|\n3\n4\n5"),
        .init(before: "1\n2\n3\n4\n5|", moves: [.pageUp(rows: 10)], after: "|1\n2\n3\n4\n5"),
        .init(before: "1\n2|\n3", moves: [.pageDown(rows: 10)], after: "1\n2\n3|"),
    ]

    @Test("moving by row keeps the visual column", arguments: movements)
    func movement(_ c: MovementCase) throws {
        let (text, cursor) = MovementCase.split(c.before)
        var s = try Self.session(text)
        s.moveCursor(toUTF8Offset: cursor)
        for move in c.moves { s.moveCursor(move, width: c.width) }
        let (expectedText, expectedCursor) = MovementCase.split(c.after)
        #expect(s.text == expectedText)
        #expect(s.cursor == expectedCursor, "got \(String(s.text.utf8.prefix(s.cursor)) ?? "?")|…")
    }

    @Test("any other move or edit starts a new column")
    func goalColumnResets() throws {
        var s = try Self.session("abcdefgh\nab\nabcdefgh")
        s.moveCursor(toUTF8Offset: 6)
        s.moveCursor(.lineDown, width: 20)   // "ab|"
        s.moveCursor(toUTF8Offset: 10)        // "a|b"
        s.moveCursor(.lineDown, width: 20)
        #expect(s.cursor == 13)               // column 1 of the last row, not 6
    }

    @Test("layout: rows cover the text, the cursor's row and column")
    func layout() throws {
        var s = try Self.session("aaaa bbbb cccc dddd\n日本")
        let layout = s.layout(width: 10)
        #expect(layout.rows.map(\.utf8Range) == [0..<10, 10..<20, 20..<26])
        #expect(layout.rows.map(\.endsParagraph) == [false, true, true])
        #expect(layout.rows.map { String(s.text[$0.range]) } == ["aaaa bbbb ", "cccc dddd\n", "日本"])
        #expect(layout.cursorRow == 2 && layout.cursorColumn == 4)
        s.text = ""
        let empty = s.layout(width: 10)
        #expect(empty.rows.count == 1 && empty.cursorRow == 0 && empty.cursorColumn == 0)
        s.text = "a\tb"
        #expect(s.layout(width: 40).cursorColumn == 9)
        #expect(s.layout(width: 40, tabWidth: 4).cursorColumn == 5)
    }
}
