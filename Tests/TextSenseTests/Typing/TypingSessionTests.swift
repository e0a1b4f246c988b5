import Foundation
import Testing
@testable import TextSense

/// Keys typed one by one into a fresh session, and the text the field must hold afterwards.
struct TypingCase: CustomTestStringConvertible, Sendable {
    var locale: String
    var keys: String
    var expected: String
    var autocapitalization: Capitalizer.Mode = .sentences
    var autocorrection = true
    var testDescription: String { "\(locale) \(keys.debugDescription) → \(expected.debugDescription)" }
}

@Suite("Typing session: capitalization, autocorrection, completions, detections")
struct TypingSessionTests {
    static func session(_ locale: String, autocapitalization: Capitalizer.Mode = .sentences,
                        autocorrection: Bool = true, text: String = "") throws -> TypingSession {
        let context = DetectionContext(locale: Locale(identifier: locale),
                                       referenceDate: Date(timeIntervalSince1970: 1_796_000_000),
                                       timeZone: TimeZone(identifier: "UTC") ?? .current)
        return try TypingSession(text: text, traits: TypingTraits(
            locale: Locale(identifier: locale), autocapitalization: autocapitalization,
            autocorrection: autocorrection, detectionContext: context))
    }

    static let typed: [TypingCase] = [
        // Shift at the start and after a sentence; the typed word corrected when it ends.
        .init(locale: "en_US", keys: "teh cat sat. it was fine", expected: "The cat sat. It was fine"),
        .init(locale: "en_US", keys: "i dont know, becuase of thier plan.", expected: "I don't know, because of their plan."),
        // Not after an abbreviation; a new line starts a sentence.
        .init(locale: "en_US", keys: "see the U.S. team\nok", expected: "See the U.S. team\nOk"),
        // Never inside a link, email, phone number or address, nor glued to @ / # or digits.
        .init(locale: "en_US", keys: "visit www.exampel.com today", expected: "Visit www.exampel.com today"),
        .init(locale: "en_US", keys: "mail teh@exampel.com now", expected: "Mail teh@exampel.com now"),
        .init(locale: "en_US", keys: "ping @thier or #teh ok", expected: "Ping @thier or #teh ok"),
        // The last word is not corrected until it ends.
        .init(locale: "en_US", keys: "teh", expected: "Teh"),
        // Traits: no autocorrection; words; all characters; no capitalization.
        .init(locale: "en_US", keys: "teh cat", expected: "Teh cat", autocorrection: false),
        .init(locale: "en_US", keys: "new york city", expected: "New York City", autocapitalization: .words, autocorrection: false),
        .init(locale: "en_US", keys: "stop now", expected: "STOP NOW", autocapitalization: .allCharacters),
        .init(locale: "en_US", keys: "teh end", expected: "the end", autocapitalization: .none),
        // Other languages: their dictionaries, keyboards and case rules.
        .init(locale: "fr_FR", keys: "le cafe est ouvert", expected: "Le café est ouvert"),
        .init(locale: "de_DE", keys: "die strasse ist lang", expected: "Die Straße ist lang"),   // a noun
        .init(locale: "ru_RU", keys: "превет, как дела", expected: "Привет, как дела"),
        .init(locale: "pt_BR", keys: "voce nao vem", expected: "Você não vem"),
        .init(locale: "es_ES", keys: "una cancion bonita", expected: "Una canción bonita"),
    ]

    @Test("typing key by key", arguments: typed)
    func typing(_ c: TypingCase) throws {
        var s = try Self.session(c.locale, autocapitalization: c.autocapitalization, autocorrection: c.autocorrection)
        for ch in c.keys { _ = s.type(String(ch)) }
        #expect(s.text == c.expected)
        #expect(s.cursor == s.text.utf8.count)
    }

    @Test("a word inside a detected address is not corrected when it ends again")
    func insideAddress() throws {
        let text = "Meet at 1600 Amphitheatre Pkwy, Mountain View, CA 94043 today"
        var s = try Self.session("en_US", text: text)
        #expect(s.detections.map(\.kind).contains(.address))
        // The editor replaces the space after "Amphitheatre" (British, so corrected elsewhere in en_US).
        let space = text.utf8.count - " Pkwy, Mountain View, CA 94043 today".utf8.count
        let f = s.replace(utf8Range: space..<(space + 1), with: " ")
        #expect(f.autocorrection == nil)
        #expect(s.text == text)
        var plain = try Self.session("en_US", text: "We saw the Amphitheatre")
        #expect(plain.type(" ").autocorrection?.replacement == "Amphitheater")
    }

    @Test("an autocorrection reports what it replaced; backspace offers the original; revert keeps it")
    func revert() throws {
        var s = try Self.session("en_US")
        for ch in "Teh" { _ = s.type(String(ch)) }
        let ended = s.type(" ")
        let fix = try #require(ended.autocorrection)
        #expect(fix.original == "Teh" && fix.replacement == "The")
        #expect(fix.utf8Range == 0..<3 && String(s.text[fix.range]) == "The")
        #expect(ended.detectionChanges.count == 2)
        #expect(s.text == "The ")

        let back = s.deleteBackward()
        #expect(back.revertOffer?.original == "Teh")
        #expect(s.text == "The")
        let reverted = s.revertAutocorrection()
        #expect(reverted != nil && reverted?.autocorrection == nil)
        #expect(s.text == "Teh" && s.cursor == 3)
        // The user meant it: the same word is left alone from now on.
        let again = s.type(" ")
        #expect(again.autocorrection == nil)
        #expect(s.text == "Teh ")
        #expect(s.revertAutocorrection() == nil)
    }

    @Test("typing on after an autocorrection ends the chance to undo it")
    func revertExpires() throws {
        var s = try Self.session("en_US")
        for ch in "teh c" { _ = s.type(String(ch)) }
        #expect(s.text == "The c")
        #expect(s.lastAutocorrection == nil)
        #expect(s.revertAutocorrection() == nil)
    }

    @Test("shift state follows the cursor")
    func capitalization() throws {
        var s = try Self.session("en_US")
        #expect(s.capitalization == .nextLetter)
        _ = s.type("Hi")
        #expect(s.capitalization == .off)
        let f = s.type(". ")
        #expect(f.capitalization == .nextLetter)
        s.moveCursor(toUTF8Offset: 1)
        #expect(s.capitalization == .off)
    }

    @Test("completions for the word being typed, in its capitalisation; none inside a detection")
    func completions() throws {
        var s = try Self.session("en_US")
        _ = s.type("I want to ")
        let f = s.type("Tomo")
        #expect(f.completions.first == "Tomorrow")
        #expect(!f.completions.contains("Tomo"))
        let taken = s.acceptCompletion("Tomorrow")
        #expect(taken != nil && taken?.autocorrection == nil)
        #expect(s.text == "I want to Tomorrow ")
        var none = try Self.session("en_US")
        let nothing = none.acceptCompletion("x")
        #expect(nothing == nil)
        var link = try Self.session("en_US")
        _ = link.type("see www.swift.org/docu")
        #expect(link.completions().isEmpty)
    }

    @Test("a misspelled word that is left alone is reported for underlining")
    func misspelling() throws {
        var s = try Self.session("en_US", autocorrection: false)
        for ch in "the qzxjkv" { _ = s.type(String(ch)) }
        let f = s.type(" ")
        #expect(f.misspelling?.word == "qzxjkv")
        #expect(f.misspelling?.utf8Range == 4..<10)
        #expect(s.misspellings().map(\.word) == ["qzxjkv"])
        _ = s.type("blorf")
        #expect(s.misspellings().map(\.word) == ["qzxjkv"])   // not the word being typed
    }

    @Test("detections follow the typing; only the trait's types are shown")
    func detections() throws {
        var s = try Self.session("en_US")
        for ch in "call 650 253 0000 or mail ana@example.com" { _ = s.type(String(ch)) }
        #expect(s.detections.map(\.kind) == [.phone, .email])
        let onlyLinks = try TypingSession(text: s.text, traits: TypingTraits(dataDetectorTypes: [.link]))
        #expect(onlyLinks.detections.isEmpty)
    }

    @Test("replacing a selection and pasting work like typing; ranges are clamped")
    func editorReplacements() throws {
        var s = try Self.session("en_US", text: "Hello world")
        _ = s.replace(utf8Range: 6..<11, with: "there")
        #expect(s.text == "Hello there" && s.cursor == 11)
        _ = s.replace(utf8Range: 50..<60, with: "!")
        #expect(s.text == "Hello there!")
        let range = s.text.range(of: "there")!
        _ = s.replace(range, with: "")
        #expect(s.text == "Hello !" && s.cursor == 6)
        s.moveCursor(toUTF8Offset: 1000)
        #expect(s.cursor == s.text.utf8.count)
        var empty = try Self.session("en_US")
        _ = empty.deleteBackward()
        #expect(empty.text.isEmpty && empty.cursor == 0)
    }

    @Test("a chosen keyboard layout reaches the spell checker")
    func keyboard() throws {
        let s = try TypingSession(traits: TypingTraits(locale: Locale(identifier: "en_US"), keyboard: .azerty))
        #expect(s.traits.keyboard == .azerty)
        let checker = try SpellChecker(locale: Locale(identifier: "en_US"), keyboard: .azerty)
        #expect(checker.keyboard == .azerty)
        #expect(try SpellChecker(locale: Locale(identifier: "de_DE")).keyboard == .qwertz)
    }
}
