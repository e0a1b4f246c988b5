import Foundation
import Testing
@testable import TextSense

@Suite struct LexiconTests {
    @Test(arguments: SpellChecker.supportedLanguages)
    func loadsWithSourcesAndLicencesInItsHeader(_ language: String) throws {
        let lexicon = try Lexicon.shared(language: language)
        #expect(lexicon.wordCount > 100_000)
        let bytes = try Lexicon.resourceBytes(name: language, ext: "lex")
        let header = String(decoding: bytes.prefix(2_000), as: UTF8.self)
        #expect(header.contains("# Word forms: Hunspell"))
        #expect(header.contains("licence:"))
        #expect(header.contains("# Frequencies:"))
    }

    @Test func trieFindsEveryKeyItWasBuiltFrom() throws {
        let lexicon = try Lexicon.shared(language: "en")
        // Every 97th word, so the check covers the whole sorted range quickly.
        for w in stride(from: 0, to: lexicon.wordCount, by: 97) {
            let key = lexicon.key(w)
            #expect(lexicon.word(for: key.unicodeScalars.map(\.value)) == w, "\(key)")
        }
    }

    @Test(arguments: [
        [UInt8](), Array("no header".utf8), Array("#END\n\u{5}".utf8), Array("#END\n\u{0}\u{9}abc".utf8),
        Array("#END\n\u{0}\u{3}abc\u{10}\u{8}\u{40}x".utf8),
    ])
    func corruptFilesThrowInsteadOfTrapping(_ bytes: [UInt8]) {
        #expect(throws: TextSenseError.self) { try Lexicon(language: "xx", bytes: bytes) }
    }
}
