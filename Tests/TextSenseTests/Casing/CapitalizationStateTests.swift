import Foundation
import Testing
@testable import TextSense

/// One typing-time case: the text before the cursor (the cursor is at its end unless `suffix` follows).
struct StateCase: CustomTestStringConvertible, Sendable {
    let locale: String
    let mode: Capitalizer.Mode
    let before: String
    let after: String
    let expected: CapitalizationState

    init(_ locale: String, _ mode: Capitalizer.Mode, _ before: String, _ expected: CapitalizationState, after: String = "") {
        self.locale = locale
        self.mode = mode
        self.before = before
        self.after = after
        self.expected = expected
    }

    var testDescription: String { "\(locale) \(mode.rawValue) \((before + "|" + after).debugDescription)" }
}

@Suite struct CapitalizationStateTests {
    static let cases: [StateCase] = [
        // Start of field, line starts, sentence ends (Android CapsModeUtils semantics).
        .init("en", .sentences, "", .nextLetter),
        .init("en", .sentences, "   ", .nextLetter),
        .init("en", .sentences, "Hello. ", .nextLetter),
        .init("en", .sentences, "Hello.", .off),
        .init("en", .sentences, "Hello ", .off),
        .init("en", .sentences, "Hello", .off),
        .init("en", .sentences, "Wow! ", .nextLetter),
        .init("en", .sentences, "Really?! ", .nextLetter),
        .init("en", .sentences, "Well… ", .nextLetter),
        .init("en", .sentences, "line\n", .nextLetter),
        .init("en", .sentences, "line\n  ", .nextLetter),
        .init("en", .sentences, "line\u{2029}", .nextLetter),
        .init("en", .sentences, "Hello. ", .nextLetter, after: "world"),
        .init("en", .sentences, "Hello ", .off, after: "world. "),
        // Quotes and brackets, both sides.
        .init("en", .sentences, "He said \"Hi.\" ", .nextLetter),
        .init("en", .sentences, "Hi. (", .nextLetter),
        .init("en", .sentences, "Hi. \"", .nextLetter),
        .init("en", .sentences, "(Done.) ", .nextLetter),
        .init("en", .sentences, "\"", .nextLetter),
        // Abbreviations, initials, numbers.
        .init("en", .sentences, "I live in the U.S. ", .off),
        .init("en", .sentences, "Fruit, e.g. ", .off),
        .init("en", .sentences, "Ask Dr. ", .off),
        .init("en", .sentences, "Ask Mrs. ", .off),
        .init("en", .sentences, "J. ", .off),
        .init("en", .sentences, "So do I. ", .nextLetter),
        .init("en", .sentences, "Pi is 3.14 ", .off),
        .init("en", .sentences, "It was 2024. ", .nextLetter),
        .init("en", .sentences, "See swift.org. ", .nextLetter),
        .init("de", .sentences, "Am 3. ", .off),
        .init("de", .sentences, "Das ist z. ", .off),
        .init("de", .sentences, "Das ist z. B. ", .off),
        .init("de", .sentences, "Das ist gut. ", .nextLetter),
        .init("ru", .sentences, "Это т. ", .off),
        .init("ru", .sentences, "Это т. е. ", .off),
        .init("ru", .sentences, "Это тест. ", .nextLetter),
        .init("fr", .sentences, "Bonjour M. ", .off),
        .init("fr", .sentences, "Ça va ? ", .nextLetter),
        .init("es", .sentences, "El Sr. ", .off),
        .init("es", .sentences, "Hola. ¿", .nextLetter),
        .init("es", .sentences, "¡", .nextLetter),
        .init("pt", .sentences, "O Dr. ", .off),
        .init("pt", .sentences, "Olá. ", .nextLetter),
        .init("el", .sentences, "Τι κάνεις; ", .nextLetter),
        .init("en", .sentences, "Why; ", .off),
        // Languages without lists of their own use the English one and the shape rules.
        .init("tr", .sentences, "Merhaba. ", .nextLetter),
        .init("tr", .sentences, "Dr. ", .off),
        .init("az", .sentences, "Salam! ", .nextLetter),
        .init("nl", .sentences, "Hallo, b.v. ", .off),
        .init("nl", .sentences, "Hallo. ", .nextLetter),
        .init("lt", .sentences, "Labas. ", .nextLetter),
        .init("el", .sentences, "Γεια. ", .nextLetter),
        // CJK full stops need no space.
        .init("en", .sentences, "你好。", .nextLetter),
        .init("en", .sentences, "好！", .nextLetter),
        // Words mode.
        .init("en", .words, "Hello ", .nextLetter),
        .init("en", .words, "Hello", .off),
        .init("en", .words, "well-", .nextLetter),
        .init("en", .words, "--", .off),
        .init("en", .words, "O'", .nextLetter),
        .init("en", .words, "I'", .off),
        .init("en", .words, "x.O'", .off),
        .init("fr", .words, "dit l’(", .nextLetter),
        .init("fr", .words, "dit « l’", .nextLetter),
        .init("en", .words, "say (", .nextLetter),
        .init("en", .words, "a.", .off),
        // Fixed modes.
        .init("en", .allCharacters, "abc", .allLetters),
        .init("en", .none, "", .off),
        .init("en", .none, "Hello. ", .off),
    ]

    @Test(arguments: cases)
    func state(_ c: StateCase) throws {
        let caps = try Capitalizer(locale: Locale(identifier: c.locale))
        let text = c.before + c.after
        let cursor = text.utf8.index(text.startIndex, offsetBy: c.before.utf8.count)
        let state = caps.capitalizationState(in: text, at: cursor, mode: c.mode)
        #expect(state == c.expected)
        #expect(state.capitalizesNextLetter == (c.expected != .off))
    }

    /// The transform and the typing state agree: every letter `.sentences`/`.words` capitalizes sits where
    /// the typing state would have shifted (the transform is stricter about line breaks, never looser).
    @Test(arguments: CapitalizerTests.sentenceCases + CapitalizerTests.wordCases.filter { !$0.lowercasingRest })
    func transformAgreesWithTypingState(_ c: CapitalizeCase) throws {
        let caps = try Capitalizer(locale: Locale(identifier: c.locale))
        let out = caps.capitalized(c.input, c.mode)
        let inScalars = Array(c.input.unicodeScalars.indices)
        let outScalars = Array(out.unicodeScalars)
        let src = Array(c.input.unicodeScalars)
        // Compare scalar by scalar while the lengths agree (ICU may expand `ß`; none of these cases do).
        guard src.count == outScalars.count else { return }
        // Only the first changed scalar of a run is a typed letter; the rest of `IJ` follows from it.
        for (k, idx) in inScalars.enumerated() where src[k] != outScalars[k] && (k == 0 || src[k - 1] == outScalars[k - 1]) {
            let state = caps.capitalizationState(in: c.input, at: idx, mode: c.mode)
            #expect(state == .nextLetter, "changed \(src[k]) at scalar \(k) but typing state is \(state)")
        }
    }
}
