import Foundation
import Testing
import TextSense

/// The README's first example, verbatim: if this fails, the README is out of date.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func example() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // --- README begins
        let detector = try DataDetector()
        let text = "Docs at swift.org; mail ana@example.com or call +1 650 253 0000 tomorrow at 5pm."
        for d in detector.detections(in: text) {
            print(d, "→", d.linkURL?.absoluteString ?? "")
        }
        let caps = try Capitalizer(locale: Locale(identifier: "tr"))
        print(caps.capitalized("istanbul'da. görüşürüz!", .sentences))
        let wrapper = try TextWrapper()
        print(wrapper.wrap("日本語のテキストと English text", options: .init(width: 12)).map(\.text))
        // --- README ends
        let calendarURL = try #require(detector.detections(in: text).first { $0.kind == .date }?.linkURL)
        #expect(printed == [
            #"link 8..<17 "swift.org" [open, copy] → http://swift.org"#,
            #"email 24..<39 "ana@example.com" [composeMail, addToContacts, copy] → mailto:ana@example.com"#,
            #"phone 48..<63 "+1 650 253 0000" [call, message, addToContacts, copy] → tel:+16502530000"#,
            #"date 64..<79 "tomorrow at 5pm" [addToCalendar, showInCalendar, copy] → "# + calendarURL.absoluteString,
            "İstanbul'da. Görüşürüz!",
            #"["日本語のテキ", "ストと", "English text"]"#,
        ])
    }

    /// The README's editor example, verbatim, with what its comments claim.
    @Test func typingExample() throws {
        // --- README begins
        var typing = try TypingSession(traits: TypingTraits(locale: Locale(identifier: "en_US"), keyboard: .qwerty))
        for key in "teh" { _ = typing.type(String(key)) }   // "Teh": shift was on at the start of the field
        let ended = typing.type(" ")        // ended.autocorrection: "Teh" → "The"; the text is "The "
        let back = typing.deleteBackward()  // back.revertOffer?.original == "Teh"
        _ = typing.revertAutocorrection()   // the text is "Teh" again, and "Teh" is left alone from now on
        // --- README ends
        #expect(ended.autocorrection?.original == "Teh" && ended.autocorrection?.replacement == "The")
        #expect(back.revertOffer?.original == "Teh")
        #expect(typing.text == "Teh")
        #expect(typing.type(" ").autocorrection == nil)
    }
}
