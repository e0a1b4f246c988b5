import Testing
@testable import TextSense
@Test func smoke() throws { let t = try Tokenizer(unit: .word); #expect(t.tokens(in: "Hi, 42 🙂").map(\.kind) == [.word, .punctuation, .whitespace, .number, .whitespace, .symbol]) }
