import Foundation
import Testing
import TextSenseCompat

/// corelibs' `CheckingType` numbers, which `NSDataDetector(types:)` reads (they differ from Apple's).
@Suite struct CheckingTypesTests {
    struct Pin: CustomTestStringConvertible, Sendable {
        let name: String
        let symbol: UInt64
        let corelibs: UInt64
        let apple: UInt64
        var testDescription: String { name }
    }

    @available(*, deprecated, message: "reads corelibs' deprecated symbols on purpose")
    static let pins: [Pin] = [
        Pin(name: "date", symbol: NSTextCheckingResult.CheckingType.date.rawValue, corelibs: 1 << 4, apple: 1 << 3),
        Pin(name: "address", symbol: NSTextCheckingResult.CheckingType.address.rawValue, corelibs: 1 << 5, apple: 1 << 4),
        Pin(name: "link", symbol: NSTextCheckingResult.CheckingType.link.rawValue, corelibs: 1 << 6, apple: 1 << 5),
        Pin(name: "phoneNumber", symbol: NSTextCheckingResult.CheckingType.phoneNumber.rawValue, corelibs: 1 << 11, apple: 1 << 11),
        Pin(name: "transitInformation", symbol: NSTextCheckingResult.CheckingType.transitInformation.rawValue,
            corelibs: 1 << 12, apple: 1 << 12),
        Pin(name: "regularExpression", symbol: NSTextCheckingResult.CheckingType.regularExpression.rawValue,
            corelibs: 1 << 10, apple: 1 << 10),
    ]

    @available(*, deprecated, message: "reads corelibs' deprecated symbols on purpose")
    @Test(arguments: pins) func rawValuesAreCorelibs(_ pin: Pin) throws {
        #expect(pin.symbol == pin.corelibs)
        // A mask of the one type finds exactly that type's results.
        if pin.name != "regularExpression" {
            let detector = try NSDataDetector(types: pin.symbol)
            #expect(detector.checkingTypes == pin.symbol)
        }
    }

    @Test func allTypesMasks() throws {
        #expect(NSTextCheckingAllSystemTypes == 0xFFFF_FFFF)
        #expect(NSTextCheckingAllCustomTypes == 0xFFFF_FFFF_0000_0000)
        #expect(NSTextCheckingAllTypes == UInt64.max)
        let all = try NSDataDetector(types: NSTextCheckingAllTypes)
        #expect(all.checkingTypes == (1 << 4) | (1 << 5) | (1 << 6) | (1 << 11) | (1 << 12))
        let system = try NSDataDetector(types: NSTextCheckingAllSystemTypes)
        #expect(system.checkingTypes == all.checkingTypes)
    }

    struct Unsupported: CustomTestStringConvertible, Sendable {
        let name: String
        let mask: UInt64
        var testDescription: String { name }
    }

    @Test(arguments: [
        Unsupported(name: "empty", mask: 0),
        Unsupported(name: "regularExpression", mask: 1 << 10),
        Unsupported(name: "spelling+grammar", mask: (1 << 2) | (1 << 3)),
        Unsupported(name: "custom only", mask: NSTextCheckingAllCustomTypes),
    ])
    func maskWithoutSupportedTypeThrows(_ c: Unsupported) {
        do {
            _ = try NSDataDetector(types: c.mask)
            Issue.record("no error for \(c.mask)")
        } catch let error as NSError {
            #expect(error.domain == NSCocoaErrorDomain)
            #expect(error.code == 2048)
        }
    }
}
