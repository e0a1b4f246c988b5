#if !canImport(Darwin)
import Foundation
import TextSense

/// Apple's `NSDataDetector`, backed by TextSense's `DataDetector`: finds links (and email addresses, as
/// `mailto:` links), phone numbers, postal addresses, dates and transit information (flight numbers).
///
/// ```swift
/// let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
/// let s = "Docs 📘 at swift.org"
/// for match in detector.matches(in: s, options: [], range: NSRange(location: 0, length: s.utf16.count)) {
///     print(match.range, match.url!)   // {11, 9} http://swift.org
/// }
/// ```
///
/// On Apple platforms `NSDataDetector` subclasses `NSRegularExpression`. corelibs' `NSRegularExpression`
/// cannot be subclassed usefully (its matching members are not overridable), so this class stands alone
/// with the same members and signatures. The module's doc comment lists where its semantics follow Apple's
/// rather than TextSense's.
///
/// Not `Sendable`, as on Apple platforms (it is an `NSObject` subclass there too); make one per task, or
/// share a `DataDetector`, which is.
open class NSDataDetector: NSObject {
    /// The supported types among those the detector was made with (a mask of corelibs'
    /// `NSTextCheckingResult.CheckingType` raw values).
    open private(set) var checkingTypes: NSTextCheckingTypes
    let engine: DataDetector

    /// A detector for `checkingTypes`, a mask of `NSTextCheckingResult.CheckingType` raw values. Types
    /// without a detector here (spelling, grammar, regular expressions and the other non-detector types)
    /// are ignored.
    ///
    /// - Throws: an `NSError` in `NSCocoaErrorDomain` (code 2048) when the mask holds no supported type, or
    ///   when a table the detectors need cannot be loaded.
    public convenience init(types checkingTypes: NSTextCheckingTypes) throws {
        try self.init(types: checkingTypes, context: NSDataDetector.currentContext())
    }

    /// A detector that resolves dates against `context` (its reference date and time zone) instead of now.
    package init(types checkingTypes: NSTextCheckingTypes, context: DetectionContext) throws {
        let supported = checkingTypes & DetectorCheckingType.supported
        guard supported != 0 else {
            throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.Code.formatting.rawValue, userInfo: [
                NSLocalizedDescriptionKey: "The value “\(checkingTypes)” is invalid.",
                NSDebugDescriptionErrorKey: "NSDataDetector: no supported checking type in \(checkingTypes)"
                    + " (supported: link \(DetectorCheckingType.link), phoneNumber \(DetectorCheckingType.phoneNumber),"
                    + " address \(DetectorCheckingType.address), date \(DetectorCheckingType.date),"
                    + " transitInformation \(DetectorCheckingType.transitInformation))",
            ])
        }
        do {
            engine = try DataDetector(types: DetectorCheckingType.detectionTypes(supported), context: context)
        } catch {
            throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.Code.formatting.rawValue, userInfo: [
                NSLocalizedDescriptionKey: "The data detector could not be created: \(error)",
            ])
        }
        self.checkingTypes = supported
        super.init()
    }

    /// The user's locale when TextSense reads its language and it names a country, else `en_US` (a POSIX
    /// or `C` locale reads as `en_001`, whose "world" region no national phone number belongs to); the
    /// current time zone and date.
    static func currentContext() -> DetectionContext {
        let current = Locale.current
        let code = current.language.languageCode?.identifier ?? ""
        let region = current.region?.identifier ?? ""
        let known = ["en", "de", "es", "fr", "pt", "ru"].contains(code) && region.count == 2
            && region.allSatisfy(\.isLetter)
        return DetectionContext(locale: known ? current : Locale(identifier: "en_US"), referenceDate: Date(),
                                timeZone: .current)
    }

    // MARK: Matching (enumerateMatches is the one primitive, as in NSRegularExpression)

    /// Calls `block` with each match inside `range`, in text order, until it sets `stop.pointee` to true.
    ///
    /// With `.reportCompletion` the block is called once more at the end with a nil result and the
    /// `.completed` flag (not after a stop). `.anchored` keeps only a match that starts at `range`'s start.
    /// `.reportProgress`, `.withTransparentBounds` and `.withoutAnchoringBounds` change nothing: the text is
    /// read in one pass before the first call, and matches never look past `range`.
    /// - Precondition: `range` lies inside `string` (in UTF-16 units).
    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [],
                               range: NSRange,
                               using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags,
                                             UnsafeMutablePointer<ObjCBool>) -> Void) {
        let slice = string.checkedSlice(range, method: "NSDataDetector enumerateMatchesInString:options:range:usingBlock:")
        let text = slice.text.startIndex == string.startIndex && slice.text.endIndex == string.endIndex
            ? string : String(slice.text)
        let detections = engine.detections(in: text)
        var walker = UTF16Walker(text, base: slice.utf16Start)
        var stop = ObjCBool(false)
        for d in detections {
            let r = walker.nsRange(d.range)
            if options.contains(.anchored) && r.location != range.location { break }
            let result: NSTextCheckingResult = d.kind == .date
                ? DateCheckingResult(detection: d, range: r, contextZone: engine.context.timeZone)
                : DetectionCheckingResult.make(d, range: r)
            block(result, [], &stop)
            if stop.boolValue { return }
            if options.contains(.anchored) { break }
        }
        if options.contains(.reportCompletion) {
            block(nil, [.completed], &stop)
        }
    }

    /// All matches inside `range`, in text order.
    /// - Precondition: `range` lies inside `string` (in UTF-16 units).
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [],
                      range: NSRange) -> [NSTextCheckingResult] {
        var results: [NSTextCheckingResult] = []
        enumerateMatches(in: string, options: options.subtracting([.reportProgress, .reportCompletion]),
                         range: range) { result, _, _ in
            if let result { results.append(result) }
        }
        return results
    }

    /// How many matches lie inside `range`.
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [],
                              range: NSRange) -> Int {
        var count = 0
        enumerateMatches(in: string, options: options.subtracting([.reportProgress, .reportCompletion]),
                         range: range) { result, _, _ in
            if result != nil { count += 1 }
        }
        return count
    }

    /// The first match inside `range`, or nil.
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [],
                         range: NSRange) -> NSTextCheckingResult? {
        var first: NSTextCheckingResult?
        enumerateMatches(in: string, options: options.subtracting([.reportProgress, .reportCompletion]),
                         range: range) { result, _, stop in
            if let result {
                first = result
                stop.pointee = true
            }
        }
        return first
    }

    /// The range of the first match inside `range`, or `{NSNotFound, 0}`.
    open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [],
                                range: NSRange) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }
}
#endif
