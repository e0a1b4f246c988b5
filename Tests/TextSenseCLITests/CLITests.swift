import Foundation
import Testing

@Suite("textsense command line")
struct CLITests {
    // MARK: usage and exit codes

    struct UsageCase: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        /// Text stderr must contain.
        let stderr: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: [], status: 64, stderr: "missing command"),
        UsageCase(arguments: ["frobnicate"], status: 64, stderr: "unknown command 'frobnicate'"),
        UsageCase(arguments: ["detect", "--bogus"], status: 64, stderr: "unknown option '--bogus'"),
        UsageCase(arguments: ["detect", "--types", "link,fax"], status: 64, stderr: "unknown type 'fax'"),
        UsageCase(arguments: ["detect", "--types"], status: 64, stderr: "needs a value"),
        UsageCase(arguments: ["detect", "--region", "XX"], status: 64, stderr: "'--region'"),
        UsageCase(arguments: ["detect", "--time-zone", "Mars/Olympus"], status: 64, stderr: "unknown time zone"),
        UsageCase(arguments: ["detect", "--now", "tomorrow"], status: 64, stderr: "'--now'"),
        UsageCase(arguments: ["detect", "--now", "2026-02-30T10:00:00"], status: 64, stderr: "'--now'"),
        UsageCase(arguments: ["detect", "--records", "pages"], status: 64, stderr: "invalid value 'pages'"),
        UsageCase(arguments: ["detect", "--format", "xml"], status: 64, stderr: "invalid value 'xml'"),
        UsageCase(arguments: ["detect", "--locale", "!!"], status: 64, stderr: "'--locale'"),
        UsageCase(arguments: ["detect", "--locale", "e1_US"], status: 64, stderr: "'--locale'"),
        UsageCase(arguments: ["detect", "--locale", "en_"], status: 64, stderr: "'--locale'"),
        UsageCase(arguments: ["detect", "--locale", "en_US_"], status: 64, stderr: "'--locale'"),
        UsageCase(arguments: ["detect", "--locale", "english"], status: 64, stderr: "'--locale'"),
        UsageCase(arguments: ["detect", "--locale", "de-DE-abcdefghi"], status: 64, stderr: "'--locale'"),
        UsageCase(arguments: ["detect", "--strict=yes"], status: 64, stderr: "takes no value"),
        UsageCase(arguments: ["tokenize", "--unit", "paragraph"], status: 64, stderr: "invalid value 'paragraph'"),
        UsageCase(arguments: ["detect", "/nonexistent/file.txt"], status: 66, stderr: "/nonexistent/file.txt: No such file or directory"),
        UsageCase(arguments: ["detect", "/"], status: 66, stderr: "/: is a directory"),
    ]

    @Test(arguments: usageCases)
    func usageErrors(_ c: UsageCase) throws {
        let r = try CLI.run(c.arguments, stdin: "see https://swift.org\n")
        #expect(r.status == c.status)
        #expect(r.stderr.contains(c.stderr), "stderr: \(r.stderr)")
        #expect(r.stdout.isEmpty, "stdout must stay empty on errors: \(r.stdout)")
        if c.status == 64 { #expect(r.stderr.contains("usage: textsense")) }
    }

    @Test("--help documents every option, --version names ICU", arguments: [["--help"], ["detect", "--help"], ["tokenize", "--help"]])
    func help(_ args: [String]) throws {
        let r = try CLI.run(args)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("usage: textsense"))
        #expect(r.stderr.isEmpty)
    }

    @Test func version() throws {
        let r = try CLI.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("textsense ") && r.stdout.contains("ICU 72"))
    }

    @Test("every option the detect parser accepts is in its --help")
    func helpListsOptions() throws {
        let help = try CLI.run(["detect", "--help"]).stdout
        for option in ["--types", "--locale", "--region", "--now", "--time-zone", "--records", "--format", "--link-bare-ip", "--strict", "--help"] {
            #expect(help.contains(option), "\(option) missing from detect --help")
        }
    }

    // MARK: tokenize

    @Test func tokenizeWords() throws {
        let r = try CLI.run(["tokenize", "--unit", "word"], stdin: "Hi, 42")
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.lines == [
            #"{"start":0,"end":2,"text":"Hi","kind":"word"}"#,
            #"{"start":2,"end":3,"text":",","kind":"punctuation"}"#,
            #"{"start":3,"end":4,"text":" ","kind":"whitespace"}"#,
            #"{"start":4,"end":6,"text":"42","kind":"number"}"#,
        ])
    }

    @Test("tokens cover the input with offsets relative to the whole input across paragraphs")
    func tokenizeCoversInput() throws {
        let input = "Première phrase. Deuxième!\n\nTroisième\r\n\r\n日本語\n"
        let r = try CLI.run(["tokenize", "--unit", "sentence", "--locale", "fr"], stdin: input)
        #expect(r.status == 0)
        let tokens = try r.jsonLines()
        let bytes = Array(input.utf8)
        var pos = 0
        for t in tokens {
            let start = try #require(t["start"] as? Int), end = try #require(t["end"] as? Int)
            #expect(start == pos)
            #expect(t["text"] as? String == String(decoding: bytes[start..<end], as: UTF8.self))
            pos = end
        }
        #expect(pos == bytes.count)
    }

    @Test func tokenizeLinesMode() throws {
        let r = try CLI.run(["tokenize", "--unit", "word", "--records", "lines"], stdin: "a b\n\nc\r\n")
        #expect(r.lines == [
            #"{"record":1,"tokens":[{"start":0,"end":1,"text":"a","kind":"word"},{"start":1,"end":2,"text":" ","kind":"whitespace"},{"start":2,"end":3,"text":"b","kind":"word"}]}"#,
            #"{"record":2,"tokens":[]}"#,
            #"{"record":3,"tokens":[{"start":0,"end":1,"text":"c","kind":"word"}]}"#,
        ])
    }

    // MARK: invalid UTF-8 and odd input

    @Test("invalid UTF-8 is replaced, warned about once, and offsets still count input bytes")
    func invalidUTF8() throws {
        var input = Data("ab".utf8)
        input.append(contentsOf: [0xFF, 0xC3])      // two maximal subparts
        input.append(contentsOf: Array(" cd".utf8))
        let r = try CLI.run(["tokenize", "--unit", "word"], stdin: input)
        #expect(r.status == 0)
        #expect(r.stderr.contains("invalid UTF-8 at byte offset 2"))
        #expect(r.stderr.components(separatedBy: "warning").count == 2)
        let tokens = try r.jsonLines()
        #expect(tokens.last?["start"] as? Int == 5)
        #expect(tokens.last?["end"] as? Int == 7)
        #expect(tokens.last?["text"] as? String == "cd")
    }

    @Test("--strict stops at the first invalid byte with exit 65")
    func strict() throws {
        var input = Data("good line\n".utf8)
        input.append(contentsOf: [0x61, 0xE2, 0x82, 0x0A])
        let r = try CLI.run(["tokenize", "--strict", "--records", "lines"], stdin: input)
        #expect(r.status == 65)
        #expect(r.stderr.contains("invalid UTF-8 at byte offset 11"))
        #expect(r.lines.count == 1, "the valid record before the error is still written")
    }

    @Test("NUL bytes and control characters are escaped in JSON")
    func controls() throws {
        let r = try CLI.run(["tokenize", "--unit", "character"], stdin: Data([0x61, 0x00, 0x1B]))
        #expect(r.lines == [
            #"{"start":0,"end":1,"text":"a","kind":"character"}"#,
            #"{"start":1,"end":2,"text":"\u0000","kind":"character"}"#,
            #"{"start":2,"end":3,"text":"\u001b","kind":"character"}"#,
        ])
    }

    @Test("a 1.5 MB line without newlines is processed in bounded pieces and covered exactly")
    func hugeLine() throws {
        let input = String(repeating: "word ", count: 300_000)
        let r = try CLI.run(["tokenize", "--unit", "line"], stdin: input)
        #expect(r.status == 0)
        let lines = r.lines
        #expect(lines.count == 300_000)
        #expect(lines.last == #"{"start":1499995,"end":1500000,"text":"word ","kind":"softBreak"}"#)
    }

    @Test("empty input writes nothing")
    func emptyInput() throws {
        for args in [["detect"], ["detect", "--records", "lines"], ["tokenize"]] {
            let r = try CLI.run(args, stdin: "")
            #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty)
        }
    }

    @Test("several files: each object names its file, offsets are per file, a missing file is 66 after the rest")
    func severalFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.txt"), b = dir.appendingPathComponent("b.txt")
        try Data("x y".utf8).write(to: a)
        try Data("z".utf8).write(to: b)
        let r = try CLI.run(["tokenize", a.path, "/nonexistent", b.path])
        #expect(r.status == 66)
        let tokens = try r.jsonLines()
        #expect(tokens.map { $0["file"] as? String } == [a.path, a.path, a.path, b.path])
        #expect(tokens.last?["start"] as? Int == 0)
    }

    @Test("closing the output pipe early ends the program quietly with status 74")
    func closedPipe() throws {
        let p = Process()
        p.executableURL = CLI.binary
        p.arguments = ["tokenize", "--unit", "character"]
        let inPipe = Pipe(), outPipe = Pipe(), errPipe = Pipe()
        p.standardInput = inPipe
        p.standardOutput = outPipe
        p.standardError = errPipe
        try p.run()
        DispatchQueue.global().async {
            try? inPipe.fileHandleForWriting.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: 4_000_000))
            try? inPipe.fileHandleForWriting.close()
        }
        let first = try outPipe.fileHandleForReading.read(upToCount: 100) ?? Data()
        #expect(!first.isEmpty)
        try outPipe.fileHandleForReading.close()
        let stderr = errPipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationReason == .exit)
        #expect(p.terminationStatus == 74)
        #expect(stderr.isEmpty, "\(String(decoding: stderr, as: UTF8.self))")
    }
}
