#if !canImport(Darwin)
import Foundation
import TextSense

/// UIKit's `UIDataDetectorTypes`: the data a text view shows as tappable.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Links and email addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates, times and events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Lookup suggestions (no TextSense detector yet: ignored).
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every type, present and future.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// UIKit's `UITextAutocorrectionType`; `.default` is on, as in a plain text view.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// UIKit's `UITextSpellCheckingType`; `.default` is on, as in a plain text view.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

extension DetectionTypes {
    /// The TextSense detectors for UIKit's data detector types (`.link` covers email addresses too); types
    /// without a detector (`lookupSuggestion`) are ignored.
    public init(_ types: UIDataDetectorTypes) {
        var set: DetectionTypes = []
        if types.contains(.link) { set.formUnion([.link, .email]) }
        if types.contains(.phoneNumber) { set.insert(.phone) }
        if types.contains(.address) { set.insert(.address) }
        if types.contains(.calendarEvent) { set.insert(.date) }
        if types.contains(.shipmentTrackingNumber) { set.insert(.tracking) }
        if types.contains(.flightNumber) { set.insert(.flight) }
        if types.contains(.money) { set.insert(.money) }
        if types.contains(.physicalValue) { set.insert(.quantity) }
        self = set
    }
}

extension TypingTraits {
    /// Traits from a text field's `UITextInputTraits`, with UIKit's defaults (sentence capitalization,
    /// autocorrection and spell checking on, no data detectors).
    ///
    /// ```swift
    /// let traits = TypingTraits(.words, autocorrectionType: .no, dataDetectorTypes: [.link, .phoneNumber])
    /// ```
    public init(_ autocapitalizationType: UITextAutocapitalizationType = .sentences,
                autocorrectionType: UITextAutocorrectionType = .default,
                spellCheckingType: UITextSpellCheckingType = .default,
                dataDetectorTypes: UIDataDetectorTypes = [],
                locale: Locale = Locale(identifier: "en_US")) {
        let mode: Capitalizer.Mode
        switch autocapitalizationType {
        case .none: mode = .none
        case .words: mode = .words
        case .sentences: mode = .sentences
        case .allCharacters: mode = .allCharacters
        }
        self.init(locale: locale, autocapitalization: mode, autocorrection: autocorrectionType != .no,
                  spellChecking: spellCheckingType != .no, dataDetectorTypes: DetectionTypes(dataDetectorTypes))
    }
}
#endif
