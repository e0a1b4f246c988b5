import Foundation
import Testing

@Suite("textsense detect")
struct DetectCLITests {
    @Test("jsonl: one object per detection with byte offsets, value and actions")
    func jsonl() throws {
        let r = try CLI.run(["detect"], stdin: "see https://swift.org/about or mail ana@example.com\n")
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.lines.first == #"{"type":"link","start":4,"end":27,"text":"https://swift.org/about","value":{"url":"https://swift.org/about"},"actions":[{"kind":"open","title":"Open Link","url":"https://swift.org/about"},{"kind":"copy","title":"Copy Link","payload":"https://swift.org/about"}]}"#)
        let objects = try r.jsonLines()
        #expect(objects.map { $0["type"] as? String } == ["link", "email"])
        let email = objects[1]
        #expect(email["start"] as? Int == 36 && email["end"] as? Int == 51)
        #expect((email["value"] as? [String: Any])?["url"] as? String == "mailto:ana@example.com")
        let actions = try #require(email["actions"] as? [[String: Any]])
        #expect(actions.map { $0["kind"] as? String } == ["composeMail", "addToContacts", "copy"])
        #expect((actions[1]["payload"] as? String)?.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n") == true)
    }

    @Test("offsets are input bytes across paragraphs, multi-byte text and replaced invalid bytes")
    func offsets() throws {
        var input = Data("Grüße —\n\nerst ".utf8)
        input.append(contentsOf: [0xFF, 0xFE])
        input.append(contentsOf: Array(" dann www.beispiel.de/straße und\n".utf8))
        let r = try CLI.run(["detect"], stdin: input)
        #expect(r.status == 0)
        let o = try #require(try r.jsonLines().first)
        let start = try #require(o["start"] as? Int), end = try #require(o["end"] as? Int)
        #expect(String(decoding: input[start..<end], as: UTF8.self) == "www.beispiel.de/straße")
        #expect(o["text"] as? String == "www.beispiel.de/straße")
        #expect((o["value"] as? [String: Any])?["url"] as? String == "http://www.beispiel.de/stra%C3%9Fe")
    }

    @Test("--records lines: exactly one output line per input line, offsets relative to the line")
    func lines() throws {
        let input = "mail a@b.io\n\nnothing here\r\nx www.example.com y"
        let r = try CLI.run(["detect", "--records", "lines"], stdin: input)
        #expect(r.status == 0)
        let objects = try r.jsonLines()
        #expect(objects.count == 4)
        #expect(objects.map { $0["record"] as? Int } == [1, 2, 3, 4])
        #expect(objects.map { ($0["detections"] as? [Any])?.count } == [1, 0, 0, 1])
        let last = try #require((objects[3]["detections"] as? [[String: Any]])?.first)
        #expect(last["start"] as? Int == 2 && last["end"] as? Int == 17)
    }

    @Test("--types narrows the detectors")
    func types() throws {
        let r = try CLI.run(["detect", "--types", "email"], stdin: "https://swift.org a@b.io")
        #expect(try r.jsonLines().map { $0["type"] as? String } == ["email"])
    }

    @Test("--format text writes one readable line per detection")
    func text() throws {
        let r = try CLI.run(["detect", "--format", "text"], stdin: "docs at swift.org")
        #expect(r.stdout == "8..<17 link \"swift.org\" {\"url\":\"http://swift.org\"}\n")
        let lines = try CLI.run(["detect", "--format", "text", "--records", "lines"], stdin: "x\nsee swift.org")
        #expect(lines.stdout == "2:4..<13 link \"swift.org\" {\"url\":\"http://swift.org\"}\n")
    }

    @Test("several files: each detection names its file; offsets are per file")
    func files() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-detect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.txt"), b = dir.appendingPathComponent("b.txt")
        try Data("go to swift.org".utf8).write(to: a)
        try Data("swift.org".utf8).write(to: b)
        let objects = try CLI.run(["detect", a.path, b.path]).jsonLines()
        #expect(objects.map { $0["file"] as? String } == [a.path, b.path])
        #expect(objects.map { $0["start"] as? Int } == [6, 0])
    }

    @Test("the Quick start sample finds its links and emails and nothing in the decoys")
    func sample() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/samples/quickstart.txt")
        let r = try CLI.run(["detect", sample.path])
        #expect(r.status == 0)
        let texts = try r.jsonLines().compactMap { $0["text"] as? String }
        #expect(texts.contains("ana.lima+support@example.com.br"))
        #expect(texts.contains("https://en.wikipedia.org/wiki/Swift_(programming_language)"))
        #expect(texts.contains("help@textsense.dev"))
        for decoy in ["README.md", "setup.py", "2.4.1"] { #expect(!texts.contains(decoy)) }
    }

    @Test("--format html escapes everything and links detections; --html-document wraps a page")
    func html() throws {
        let r = try CLI.run(["detect", "--format", "html"], stdin: "<i>x</i> swift.org\n")
        #expect(r.stdout == "&lt;i&gt;x&lt;/i&gt; <a href=\"http://swift.org\" data-type=\"link\" data-value=\"{&quot;url&quot;:&quot;http://swift.org&quot;}\" rel=\"nofollow noopener noreferrer\">swift.org</a>\n")
        let page = try CLI.run(["detect", "--format", "html", "--html-document"], stdin: "a\n")
        #expect(page.stdout.hasPrefix("<!DOCTYPE html>") && page.stdout.hasSuffix("</body>\n</html>\n"))
        #expect(page.stdout.contains("default-src 'none'"))
        let bad = try CLI.run(["detect", "--html-document"], stdin: "a")
        #expect(bad.status == 64)
    }

    @Test("--format vcf writes one vCard 4.0 per contact detection")
    func vcf() throws {
        let r = try CLI.run(["detect", "--format", "vcf"], stdin: "mail a@b.io, see swift.org, or c@d.org\n")
        #expect(r.stdout.components(separatedBy: "BEGIN:VCARD\r\nVERSION:4.0\r\n").count == 3)
        #expect(r.stdout.contains("EMAIL;TYPE=internet:c@d.org\r\n"))
        #expect(!r.stdout.contains("swift.org"))
    }
}

@Suite("textsense detect: blank input and the tables built late")
struct DetectBlankInputCLITests {
    @Test("blank input writes nothing and exits 0", arguments: ["", "\n", "\n\n\n", " \t\r\n \n"])
    func blank(_ input: String) throws {
        let r = try CLI.run(["detect"], stdin: input)
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.isEmpty)
    }

    @Test("blank paragraphs before the first text change nothing in what follows", arguments: [["--jobs", "1"], ["--jobs", "2"]])
    func blankThenText(_ jobs: [String]) throws {
        let text = "Call +1 650 253 0000 on Friday, December 4, 2026 at 5pm, mail ana@example.com.\n"
        let pinned = ["detect", "--now", "2026-11-30T10:00:00Z", "--time-zone", "UTC"] + jobs
        let plain = try CLI.run(pinned, stdin: text)
        let padded = try CLI.run(pinned, stdin: "\n\n \n\n" + text)
        #expect(plain.status == 0 && padded.status == 0)
        #expect(try plain.jsonLines().map { $0["type"] as? String } == ["phone", "date", "email"])
        // The same detections, 5 bytes later.
        let shifted = try plain.jsonLines().map { ($0["start"] as? Int ?? 0) + 5 }
        #expect(try padded.jsonLines().map { $0["start"] as? Int ?? 0 } == shifted)
    }
}
