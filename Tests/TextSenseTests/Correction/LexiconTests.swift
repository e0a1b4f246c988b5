import Foundation
import Testing
@testable import TextSense

@Suite struct LexiconTests {
    @Test(arguments: SpellChecker.supportedLanguages)
    func loads(_ language: String) throws {
        let lexicon = try Lexicon.shared(language: language)
        #expect(lexicon.wordCount > 100_000)
    }
}
