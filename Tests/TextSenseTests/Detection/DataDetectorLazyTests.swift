import Foundation
import Synchronization
import Testing
@testable import TextSense

/// The detectors' tables are built at the first text with something in it, once, whichever thread gets there
/// first; white space alone finds nothing and builds nothing.
@Suite("DataDetector lazy tables")
struct DataDetectorLazyTests {
    static let context = DetectionContext(locale: Locale(identifier: "en_US"), referenceDate: Date(timeIntervalSince1970: 1_796_032_800),
                                          timeZone: TimeZone(identifier: "UTC")!)
    static let sample = """
        Call +1 650 253 0000 or mail ana@example.com about the $25 ticket, 3 km from 1600 Amphitheatre Parkway,
        Mountain View, CA 94043, on Friday, December 4, 2026 at 5pm; flight UA 123, parcel 1Z999AA10123456784.
        """

    @Test("white space alone has no detections", arguments: ["", " ", "\n", "\n\n\r\n", " \t\u{0B}\u{0C}\r\n  "])
    func blank(_ text: String) throws {
        #expect(try DataDetector(context: Self.context).detections(in: text).isEmpty)
    }

    @Test("white space around text is no blank text", arguments: ["\n\nmail ana@example.com\n", "\u{00A0}ana@example.com", " \t ana@example.com"])
    func notBlank(_ text: String) throws {
        #expect(try DataDetector(context: Self.context).detections(in: text).map(\.text) == ["ana@example.com"])
    }

    @Test("a detector first used after blank texts finds what a fresh one finds")
    func blankThenText() throws {
        let fresh = try DataDetector(context: Self.context).detections(in: Self.sample)
        #expect(fresh.count >= 6)
        let d = try DataDetector(context: Self.context)
        #expect(d.detections(in: "\n\n").isEmpty)
        #expect(d.detections(in: Self.sample) == fresh)
    }

    @Test("first use from many threads at once: every thread gets the same detections")
    func concurrentFirstUse() throws {
        let expected = try DataDetector(context: Self.context).detections(in: Self.sample)
        let d = try DataDetector(context: Self.context)
        let results = Mutex<[[Detection]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let found = d.detections(in: Self.sample)
            results.withLock { $0.append(found) }
        }
        #expect(results.withLock { $0.count } == 8)
        #expect(results.withLock { $0.allSatisfy { $0 == expected } })
    }

    @Test("a copy with another reference time shares the tables and resolves dates against its own time")
    func copiesShareTables() throws {
        let d = try DataDetector(types: .date, context: Self.context)
        let later = Date(timeIntervalSince1970: 1_796_032_800 + 86_400 * 40)
        let utc = TimeZone(identifier: "UTC")!
        let a = d.detections(in: "see you tomorrow", referenceDate: later, timeZone: utc)
        let b = try DataDetector(types: .date, context: DetectionContext(locale: Locale(identifier: "en_US"), referenceDate: later, timeZone: utc))
            .detections(in: "see you tomorrow")
        #expect(a.map(\.value) == b.map(\.value))
        #expect(!a.isEmpty)
    }
}
