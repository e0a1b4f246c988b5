import Foundation

/// Attribute keys that carry detections in an `AttributedString`, so an editor can show a menu per range.
///
/// ```swift
/// let marked = try DataDetector().attributed(AttributedString("mail ana@example.com"))
/// for run in marked.runs where run.textSense.detectionKind != nil {
///     print(run.textSense.detectionKind!, run.link!)   // email mailto:ana@example.com
/// }
/// ```
public enum TextSenseAttributes {
    /// The detection's kind (`link`, `email`, `phone`, …).
    public enum DetectionKindAttribute: AttributedStringKey {
        public typealias Value = Detection.Kind
        public static let name = "TextSense.detectionKind"
    }

    /// The detection's typed value.
    public enum DetectionValueAttribute: AttributedStringKey {
        public typealias Value = Detection.Value
        public static let name = "TextSense.detectionValue"
    }

    /// The detection's suggested actions, most useful first.
    public enum SuggestedActionsAttribute: AttributedStringKey {
        public typealias Value = [SuggestedAction]
        public static let name = "TextSense.suggestedActions"
    }
}

extension AttributeScopes {
    /// TextSense's attributes plus Foundation's (`.link` is set to each detection's URL).
    public struct TextSenseAttributeScope: AttributeScope {
        public let detectionKind: TextSenseAttributes.DetectionKindAttribute
        public let detectionValue: TextSenseAttributes.DetectionValueAttribute
        public let suggestedActions: TextSenseAttributes.SuggestedActionsAttribute
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// `run.textSense.detectionKind`, `container.textSense.suggestedActions`, …
    public var textSense: TextSenseAttributeScope.Type { TextSenseAttributeScope.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.TextSenseAttributeScope, T>) -> T {
        self[T.self]
    }
}

extension Detection {
    /// The URL an editor should attach as `.link`: the first action's URL (open, compose mail, call, map…).
    public var linkURL: URL? { actions.first(where: { $0.url != nil })?.url }
}

extension DataDetector {
    /// `text` with every detection marked: `.link` set to its URL and TextSense's kind, value and actions
    /// attributes set over its range. Attributes already on `text` are kept (a detection's `.link` replaces an
    /// existing `.link` only over the detection's range).
    /// - Complexity: O(n) plus the detection cost.
    public func attributed(_ text: AttributedString) -> AttributedString {
        var result = text
        let plain = String(text.characters)
        for d in detections(in: plain) {
            let lower = result.utf8.index(result.utf8.startIndex, offsetBy: d.utf8Range.lowerBound)
            let upper = result.utf8.index(result.utf8.startIndex, offsetBy: d.utf8Range.upperBound)
            var container = AttributeContainer()
            container[TextSenseAttributes.DetectionKindAttribute.self] = d.kind
            container[TextSenseAttributes.DetectionValueAttribute.self] = d.value
            container[TextSenseAttributes.SuggestedActionsAttribute.self] = d.actions
            if let url = d.linkURL { container.link = url }
            result[lower..<upper].mergeAttributes(container)
        }
        return result
    }

    /// `text` as an attributed string with every detection marked (see `attributed(_:)`).
    public func attributed(_ text: String) -> AttributedString { attributed(AttributedString(text)) }
}

/// A stretch of text with or without a detection: runs cover the text in order, ready for an editor that is
/// not Foundation-based to apply in one pass.
public struct AttributeRun: Hashable, Sendable {
    /// The run's range in the text.
    public var range: Range<String.Index>
    /// UTF-8 offsets from the start of the text.
    public var utf8Range: Range<Int>
    /// UTF-16 offsets from the start of the text (what NSString-style and many editor APIs count).
    public var utf16Range: Range<Int>
    /// The detection over this run, or `nil` for plain text.
    public var detection: Detection?
}

extension DataDetector {
    /// Runs covering all of `text`: plain stretches and one run per detection, in order.
    /// - Complexity: O(n).
    public func attributeRuns(in text: String) -> [AttributeRun] {
        let found = detections(in: text)
        var runs: [AttributeRun] = []
        var at = text.startIndex
        var utf8 = 0, utf16 = 0
        func append(_ upper: String.Index, _ detection: Detection?) {
            guard upper > at else { return }
            let u8 = text.utf8.distance(from: at, to: upper)
            let u16 = text.utf16.distance(from: at, to: upper)
            runs.append(AttributeRun(range: at..<upper, utf8Range: utf8..<(utf8 + u8), utf16Range: utf16..<(utf16 + u16),
                                     detection: detection))
            at = upper
            utf8 += u8
            utf16 += u16
        }
        for d in found {
            append(d.range.lowerBound, nil)
            append(d.range.upperBound, d)
        }
        append(text.endIndex, nil)
        return runs
    }
}
