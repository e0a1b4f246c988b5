#if !canImport(Darwin)
import Foundation
import TextSense

/// A bit mask of `NSTextCheckingResult.CheckingType` raw values, as `NSDataDetector(types:)` takes it.
public typealias NSTextCheckingTypes = UInt64

/// Every type the system can check for (the low 32 bits). `NSDataDetector` ignores those it does not find.
public let NSTextCheckingAllSystemTypes: NSTextCheckingTypes = 0xFFFF_FFFF

/// The bits reserved for custom types (the high 32 bits).
public let NSTextCheckingAllCustomTypes: NSTextCheckingTypes = 0xFFFF_FFFF << 32

/// System and custom types together.
public let NSTextCheckingAllTypes: NSTextCheckingTypes = NSTextCheckingAllSystemTypes | NSTextCheckingAllCustomTypes

/// The checking types a data detector finds, with swift-corelibs-foundation's raw values.
///
/// corelibs declares `.date`, `.address`, `.link`, `.phoneNumber` and `.transitInformation` deprecated (it
/// returns no such results itself), and its numbers differ from Apple's; these copies let this module read
/// a mask without deprecation warnings, and a test pins them to corelibs' symbols.
enum DetectorCheckingType {
    static let date: NSTextCheckingTypes = 1 << 4
    static let address: NSTextCheckingTypes = 1 << 5
    static let link: NSTextCheckingTypes = 1 << 6
    static let phoneNumber: NSTextCheckingTypes = 1 << 11
    static let transitInformation: NSTextCheckingTypes = 1 << 12

    /// The types `NSDataDetector` finds here.
    static let supported: NSTextCheckingTypes = date | address | link | phoneNumber | transitInformation

    /// The TextSense detectors for a mask's supported types (`.link` covers links and email addresses,
    /// `.transitInformation` flight numbers).
    static func detectionTypes(_ mask: NSTextCheckingTypes) -> DetectionTypes {
        var types: DetectionTypes = []
        if mask & link != 0 { types.formUnion([.link, .email]) }
        if mask & phoneNumber != 0 { types.insert(.phone) }
        if mask & address != 0 { types.insert(.address) }
        if mask & date != 0 { types.insert(.date) }
        if mask & transitInformation != 0 { types.insert(.flight) }
        return types
    }
}
#endif
