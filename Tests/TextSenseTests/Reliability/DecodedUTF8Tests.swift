import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

@Suite("Decoding untrusted bytes")
struct DecodedUTF8Tests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let text: String
        let firstInvalid: Int?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "valid ASCII", bytes: Array("abc".utf8), text: "abc", firstInvalid: nil),
        Case(name: "valid multi-byte", bytes: Array("ü日😀".utf8), text: "ü日😀", firstInvalid: nil),
        Case(name: "NUL is valid", bytes: [0x61, 0x00, 0x62], text: "a\u{0}b", firstInvalid: nil),
        Case(name: "stray continuation byte", bytes: [0x61, 0x80, 0x62], text: "a\u{FFFD}b", firstInvalid: 1),
        Case(name: "overlong '/' (C0 AF) is two subparts", bytes: [0xC0, 0xAF], text: "\u{FFFD}\u{FFFD}", firstInvalid: 0),
        Case(name: "overlong 3-byte NUL (E0 80 80)", bytes: [0xE0, 0x80, 0x80], text: "\u{FFFD}\u{FFFD}\u{FFFD}", firstInvalid: 0),
        Case(name: "CESU-8 surrogate pair (ED A0 BD ED B8 80)", bytes: [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80],
             text: String(repeating: "\u{FFFD}", count: 6), firstInvalid: 0),
        Case(name: "truncated 3-byte sequence is one subpart", bytes: [0xE2, 0x82, 0x61], text: "\u{FFFD}a", firstInvalid: 0),
        Case(name: "truncated at the end", bytes: [0x61, 0xF0, 0x9F, 0x98], text: "a\u{FFFD}", firstInvalid: 1),
        Case(name: "above U+10FFFF (F4 90 80 80)", bytes: [0xF4, 0x90, 0x80, 0x80], text: String(repeating: "\u{FFFD}", count: 4), firstInvalid: 0),
        Case(name: "F5..FF never appear", bytes: [0xF5, 0xFF, 0xFE], text: String(repeating: "\u{FFFD}", count: 3), firstInvalid: 0),
    ]

    @Test(arguments: cases)
    func decode(_ c: Case) {
        let d = c.bytes.withUnsafeBufferPointer { DecodedUTF8($0) }
        #expect(d.text == c.text)
        #expect(d.firstInvalidOffset == c.firstInvalid)
        // The same replacement Swift's own decoder makes.
        #expect(d.text == String(decoding: c.bytes, as: UTF8.self))
        #expect(d.originalOffset(d.text.utf8.count) == c.bytes.count)
    }

    @Test("offsets map back to the input: every decoded scalar lands on its source bytes")
    func offsets() {
        var rng = SplitMix64(seed: 3)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("ü".utf8), Array("😀".utf8), [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x80]]
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<20, using: &rng) { bytes += pieces.randomElement(using: &rng)! }
            let d = bytes.withUnsafeBufferPointer { DecodedUTF8($0) }
            #expect(d.text == String(decoding: bytes, as: UTF8.self))
            var previous = -1
            var offset = 0
            for scalar in d.text.unicodeScalars {
                let original = d.originalOffset(offset)
                #expect(original > previous && original < bytes.count)
                if scalar != "\u{FFFD}" {
                    let len = String(scalar).utf8.count
                    #expect(Array(bytes[original..<(original + len)]) == Array(String(scalar).utf8))
                }
                previous = original
                offset += String(scalar).utf8.count
            }
            #expect(d.originalOffset(offset) == bytes.count)
        }
    }
}
