import Foundation
import Testing

@Suite("textsense correct")
struct CorrectCLITests {
    @Test("jsonl: misspelled and context-wrong words with suggestions and the autocorrection")
    func jsonl() throws {
        let r = try CLI.run(["correct"], stdin: "Teh quick brwon fox. I want to by a car at https://exmaple.com\n")
        #expect(r.status == 0)
        let objects = try r.jsonLines()
        #expect(objects.map { $0["text"] as? String } == ["Teh", "brwon", "by"])
        #expect(objects.map { $0["autocorrect"] as? String } == ["The", "brown", "buy"])
        #expect(objects.first?["start"] as? Int == 0 && objects.first?["end"] as? Int == 3)
        #expect((objects.first?["suggestions"] as? [String])?.first == "The")
    }

    @Test("--format text applies the autocorrections and keeps every other byte")
    func text() throws {
        var input = Data("Teh cat\n".utf8)
        input.append(contentsOf: [0xFF])
        input.append(contentsOf: Array(" recieve it\r\n".utf8))
        let r = try CLI.run(["correct", "--format", "text", "--records", "lines"], stdin: input)
        var expected = Data("The cat\n".utf8)
        expected.append(contentsOf: [0xFF])
        expected.append(contentsOf: Array(" receive it\r\n".utf8))
        #expect(r.stdoutBytes == expected)
    }

    @Test("--records lines and --max-suggestions")
    func lines() throws {
        let r = try CLI.run(["correct", "--records", "lines", "--max-suggestions", "2"], stdin: "fine\nspeling\n")
        let objects = try r.jsonLines()
        #expect(objects.map { ($0["corrections"] as? [Any])?.count } == [0, 1])
        let first = try #require((objects[1]["corrections"] as? [[String: Any]])?.first)
        #expect((first["suggestions"] as? [String])?.count == 2)
    }

    @Test("other languages and bad options", arguments: [(["--locale", "de"], "Strasse ist schön, aber die Strase nicht.", "Strase"),
                                                          (["--locale", "ru"], "Превет, как дела?", "Превет")])
    func languages(_ c: ([String], String, String)) throws {
        let r = try CLI.run(["correct"] + c.0, stdin: c.1)
        #expect(try r.jsonLines().compactMap { $0["text"] as? String }.contains(c.2))
        #expect(try CLI.run(["correct", "--max-suggestions", "0"], stdin: "x").status == 64)
    }

    @Test("--keyboard picks the layout; an unknown one is a usage error")
    func keyboard() throws {
        let ok = try CLI.run(["correct", "--keyboard", "azerty", "--format", "text"], stdin: "teh cat")
        #expect(ok.status == 0 && ok.stdout == "the cat")
        let bad = try CLI.run(["correct", "--keyboard", "dvorak"], stdin: "x")
        #expect(bad.status == 64 && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("invalid value 'dvorak' for '--keyboard'"))
    }
}
