import Foundation
import Testing
import TextSenseCompat

@Suite struct UITextCheckerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let language: String
        let text: String
        let misspelled: [String]
        var testDescription: String { "\(language): \(text)" }
    }

    /// Every misspelled word of a text, found the way a spell-check loop walks it.
    static func misspellings(_ checker: UITextChecker, _ text: String, language: String) -> [String] {
        var found: [String] = []
        var offset = 0
        while true {
            let r = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count),
                                                  startingAt: offset, wrap: false, language: language)
            if r.location == NSNotFound { return found }
            found.append((text as NSString).substring(with: r))
            offset = r.location + r.length
        }
    }

    @Test(arguments: [
        Case(language: "en_US", text: "I recieved teh letter", misspelled: ["recieved", "teh"]),
        Case(language: "en_US", text: "🙂 Ths emoji 🙂 cme first", misspelled: ["Ths", "cme"]),
        Case(language: "en_US", text: "The colour is nice", misspelled: ["colour"]),
        Case(language: "en_GB", text: "The colour is nice", misspelled: []),
        Case(language: "de_DE", text: "Das ist ein Fehlr", misspelled: ["Fehlr"]),
        Case(language: "fr_FR", text: "Je suis trés content", misspelled: ["trés"]),
        Case(language: "ru_RU", text: "Это пример текста с ошибкой в слове превет", misspelled: ["превет"]),
        Case(language: "en_US", text: "", misspelled: []),
        Case(language: "xx_XX", text: "Anything goes hre", misspelled: []),
    ])
    func spellCheckLoop(_ c: Case) {
        #expect(Self.misspellings(UITextChecker(), c.text, language: c.language) == c.misspelled)
    }

    @Test func rangesAreUTF16AndWrap() {
        let s = "🙂 teh and wrnog"
        let checker = UITextChecker()
        let whole = NSRange(location: 0, length: s.utf16.count)
        #expect(checker.rangeOfMisspelledWord(in: s, range: whole, startingAt: 0, wrap: false, language: "en_US")
                == NSRange(location: 3, length: 3))
        #expect(checker.rangeOfMisspelledWord(in: s, range: whole, startingAt: 7, wrap: false, language: "en_US")
                == NSRange(location: 11, length: 5))
        #expect(checker.rangeOfMisspelledWord(in: s, range: whole, startingAt: 12, wrap: false, language: "en_US").location
                == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: s, range: whole, startingAt: 12, wrap: true, language: "en_US")
                == NSRange(location: 3, length: 3))
        // Only words inside `range` are checked.
        #expect(checker.rangeOfMisspelledWord(in: s, range: NSRange(location: 7, length: 3), startingAt: 0, wrap: true,
                                              language: "en_US").location == NSNotFound)
    }

    @Test func guessesAndCompletions() {
        let checker = UITextChecker()
        let s = "I recieved it"
        #expect(checker.guesses(forWordRange: NSRange(location: 2, length: 8), in: s, language: "en_US")?.first == "received")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 1), in: s, language: "en_US") == [])
        #expect(checker.guesses(forWordRange: NSRange(location: 2, length: 8), in: s, language: "xx") == nil)
        let partial = "accom"
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: partial,
                                              language: "en_US") ?? []
        #expect(!completions.isEmpty && completions.allSatisfy { $0.hasPrefix("accom") })
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: partial, language: "xx") == nil)
    }

    @Test func ignoredWordsArePerChecker() {
        let a = UITextChecker(), b = UITextChecker()
        #expect(a.ignoredWords == nil)
        a.ignoreWord("Zorblax")
        #expect(a.ignoredWords == ["Zorblax"])
        #expect(Self.misspellings(a, "Zorblax is here", language: "en_US") == [])
        #expect(Self.misspellings(b, "Zorblax is here", language: "en_US") == ["Zorblax"])
        a.ignoredWords = nil
        #expect(Self.misspellings(a, "Zorblax is here", language: "en_US") == ["Zorblax"])
    }

    @Test func learnedWordsAreProcessWide() {
        let word = "Quixlr" + String((0..<6).map { _ in "bcdfghjklmnpqrstvwxz".randomElement()! })
        #expect(!UITextChecker.hasLearnedWord(word))
        UITextChecker.learnWord(word)
        #expect(UITextChecker.hasLearnedWord(word))
        #expect(Self.misspellings(UITextChecker(), "\(word) works", language: "en_US") == [])
        UITextChecker.unlearnWord(word)
        #expect(!UITextChecker.hasLearnedWord(word))
        #expect(Self.misspellings(UITextChecker(), "\(word) works", language: "en_US") == [word])
    }

    @Test func availableLanguagesAreApplesIdentifiers() {
        #expect(UITextChecker.availableLanguages == ["en_US", "en_GB", "de_DE", "es_ES", "fr_FR", "pt_BR", "ru_RU"])
        for language in UITextChecker.availableLanguages {
            #expect(UITextChecker().guesses(forWordRange: NSRange(location: 0, length: 1), in: "x", language: language) != nil)
        }
    }

    /// One checker shared by many tasks while another learns and ignores words: no crash, same answers.
    @Test func sharedAcrossTasks() async {
        let checker = UITextChecker()
        await withTaskGroup(of: [String].self) { group in
            for i in 0..<16 {
                group.addTask {
                    if i % 4 == 0 { checker.ignoreWord("word\(i)"); UITextChecker.learnWord("Lrn\(i)") }
                    return Self.misspellings(checker, "I recieved teh letter", language: "en_US")
                }
            }
            for await found in group { #expect(found == ["recieved", "teh"]) }
        }
    }
}
