import Foundation
import Testing
import TextSense
import TextSenseCompat

@Suite struct TextInputTraitsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let traits: TypingTraits
        let mode: Capitalizer.Mode
        let autocorrection: Bool
        let spellChecking: Bool
        let detectors: DetectionTypes
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "UIKit defaults", traits: TypingTraits(), mode: .sentences, autocorrection: true, spellChecking: true,
             detectors: []),
        Case(name: "name field", traits: TypingTraits(.words, autocorrectionType: .no, spellCheckingType: .no),
             mode: .words, autocorrection: false, spellChecking: false, detectors: []),
        Case(name: "code field", traits: TypingTraits(.allCharacters, autocorrectionType: .yes, spellCheckingType: .yes),
             mode: .allCharacters, autocorrection: true, spellChecking: true, detectors: []),
        Case(name: "notes with detectors", traits: TypingTraits(.none, dataDetectorTypes: [.link, .phoneNumber]),
             mode: .none, autocorrection: true, spellChecking: true, detectors: [.link, .email, .phone]),
        Case(name: "all detectors", traits: TypingTraits(dataDetectorTypes: .all), mode: .sentences, autocorrection: true,
             spellChecking: true, detectors: .all),
        Case(name: "only types without a detector", traits: TypingTraits(dataDetectorTypes: [.lookupSuggestion]),
             mode: .sentences, autocorrection: true, spellChecking: true, detectors: []),
        Case(name: "iOS 16 types", traits: TypingTraits(dataDetectorTypes: [.flightNumber, .money, .physicalValue, .shipmentTrackingNumber]),
             mode: .sentences, autocorrection: true, spellChecking: true, detectors: [.flight, .money, .quantity, .tracking]),
    ])
    func traits(_ c: Case) {
        #expect(c.traits.autocapitalization == c.mode)
        #expect(c.traits.autocorrection == c.autocorrection)
        #expect(c.traits.spellChecking == c.spellChecking)
        #expect(c.traits.dataDetectorTypes == c.detectors)
    }

    @Test func uikitRawValues() {
        #expect(UIDataDetectorTypes.phoneNumber.rawValue == 1 && UIDataDetectorTypes.link.rawValue == 2
                && UIDataDetectorTypes.address.rawValue == 4 && UIDataDetectorTypes.calendarEvent.rawValue == 8)
        #expect(UIDataDetectorTypes.all.rawValue == UInt.max)
        #expect(UITextAutocapitalizationType.sentences.rawValue == 2 && UITextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(UITextAutocorrectionType.no.rawValue == 1 && UITextSpellCheckingType.yes.rawValue == 2)
    }
}
