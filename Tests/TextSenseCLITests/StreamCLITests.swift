import Foundation
import Testing

@Suite("textsense as a stream filter")
struct StreamCLITests {
    /// About 600 KB of mixed paragraphs and lines, with links and emails throughout.
    static let bigInput: String = {
        var s = ""
        for i in 0..<6_000 {
            s += "Line \(i): see https://example.com/page/\(i) or write to user\(i)@example.org — plain words follow here.\n"
            if i % 7 == 0 { s += "\n" }
        }
        return s
    }()

    @Test("--jobs changes nothing in the output", arguments: [["detect"], ["detect", "--records", "lines"], ["tokenize", "--unit", "sentence"]])
    func jobsAreDeterministic(_ args: [String]) throws {
        let one = try CLI.run(args + ["--jobs", "1"], stdin: Self.bigInput)
        // Two workers cut a block's last paragraphs into smaller slices than four do.
        let two = try CLI.run(args + ["--jobs", "2"], stdin: Self.bigInput)
        let four = try CLI.run(args + ["--jobs", "4"], stdin: Self.bigInput)
        #expect(one.status == 0 && two.status == 0 && four.status == 0)
        #expect(one.stdoutBytes.count > 1_000_000)
        #expect(one.stdoutBytes == two.stdoutBytes)
        #expect(one.stdoutBytes == four.stdoutBytes)
    }

    @Test("--records lines keeps exactly one output line per input line with many jobs")
    func linesCount() throws {
        let r = try CLI.run(["detect", "--records", "lines", "--jobs", "3"], stdin: Self.bigInput)
        let inputLines = Self.bigInput.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(r.lines.count == inputLines)
    }

    @Test("--records jsonl passes other fields through byte for byte and adds the result field")
    func jsonl() throws {
        let input = """
        {"id": 7, "meta": {"k": [1, 2.50, "x"]}, "text": "see swift.org"}
        {"text":"nothing"}

        not json
        {"id": 8}
        {"body": "mail a@b.io"}
        """
        let r = try CLI.run(["detect", "--records", "jsonl"], stdin: input)
        #expect(r.status == 0)
        let lines = r.lines
        #expect(lines.count == 5, "blank lines are skipped, every other line answers")
        #expect(lines[0].hasPrefix(#"{"id": 7, "meta": {"k": [1, 2.50, "x"]}, "text": "see swift.org","detections":[{"type":"link","start":4,"end":13"#))
        #expect(lines[1] == #"{"text":"nothing","detections":[]}"#)
        #expect(lines[2] == #"{"record":4,"error":"not a JSON object (or not valid UTF-8)","line":"not json"}"#)
        #expect(lines[3] == #"{"record":5,"error":"field \"text\" is missing or not a string","line":"{\"id\": 8}"}"#)
        let custom = try CLI.run(["detect", "--records", "jsonl", "--text-field", "body"], stdin: #"{"body": "mail a@b.io"}"#)
        #expect(custom.lines.first?.contains(#""detections":[{"type":"email","start":5,"end":11"#) == true)
        for o in try r.jsonLines() { #expect(o["error"] != nil || o["detections"] != nil) }
    }

    @Test("--records jsonl --strict stops at the first malformed line with exit 65")
    func jsonlStrict() throws {
        let r = try CLI.run(["tokenize", "--records", "jsonl", "--strict"], stdin: "{\"text\":\"a b\"}\n[1,2]\n{\"text\":\"c\"}\n")
        #expect(r.status == 65)
        #expect(r.stderr.contains("line 2: not a JSON object"))
        #expect(r.lines.count == 1)
    }

    @Test("jsonl output for tokenize and wrap")
    func jsonlOtherCommands() throws {
        let t = try CLI.run(["tokenize", "--records", "jsonl"], stdin: #"{"text":"a b"}"#)
        #expect(t.lines == [#"{"text":"a b","tokens":[{"start":0,"end":1,"text":"a","kind":"word"},{"start":1,"end":2,"text":" ","kind":"whitespace"},{"start":2,"end":3,"text":"b","kind":"word"}]}"#])
        let w = try CLI.run(["wrap", "--width", "5", "--records", "jsonl"], stdin: #"{"text":"one two three"}"#)
        #expect(w.lines == [#"{"text":"one two three","wrapped":["one","two","three"]}"#])
    }

    @Test("--progress writes only to stderr; stdout is unchanged")
    func progress() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("big.txt")
        try Data(Self.bigInput.utf8).write(to: file)
        let quiet = try CLI.run(["detect", "--no-progress", file.path])
        let loud = try CLI.run(["detect", "--progress", file.path])
        #expect(quiet.stdoutBytes == loud.stdoutBytes)
        #expect(quiet.stderr.isEmpty)
        #expect(loud.stderr.contains("MB/s"))
        #expect(loud.stderr.hasSuffix("\r\u{1B}[K"), "the progress line is cleared at the end")
    }

    @Test("bad stream options are usage errors", arguments: [["--jobs", "0"], ["--jobs", "many"], ["--progress", "--no-progress"], ["--text-field="], ["--records", "jsonl", "--format", "text"]])
    func badOptions(_ args: [String]) throws {
        let r = try CLI.run(["detect"] + args, stdin: "x")
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
    }
}
