import Foundation
import Testing

/// `--records jsonl` loses no record: valid JSON passes through as its own bytes (only the text field is
/// decoded), and a line that cannot be read becomes an error record that still carries the line.
@Suite("--records jsonl is lossless")
struct LosslessJSONLCLITests {
    /// How each input line must come out.
    enum Expect {
        /// Passed through: the output is the line without its closing brace, then `,"detections":…}`.
        case passed(detections: String)
        /// An error record with this message carrying the line (and its bytes when they are not UTF-8).
        case error(String)
    }

    static let deep = #"{"id":6,"deep":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + #","text":"x"}"#
    static let cases: [(line: [UInt8], expect: Expect)] = [
        (Array(#"{"id":1,"text":"a\ud800b www.x.com"}"#.utf8), .passed(detections: #"[{"type":"link","start":6,"end":15"#)),
        (Array(#"{"id":2,"n":1e999,"text":"see swift.org"}"#.utf8), .passed(detections: #"[{"type":"link","start":4,"end":13"#)),
        (Array(#"{"id":3,"big":123456789012345678901234567890,"neg":-0.000000000000000000000000000001,"text":"x"}"#.utf8), .passed(detections: "[]")),
        (Array(#"{"k":"first","k":2,"text":"one","text":"mail a@b.io","k":[]}"#.utf8), .passed(detections: #"[{"type":"email","start":5,"end":11"#)),
        (Array(#"{"id":5,"text":"nul\u0000here swift.org","z":"\u0000"}"#.utf8), .passed(detections: #"[{"type":"link","start":9,"end":18"#)),
        (Array(#"{ "te\u0078t" : "\ud83d\ude00 \udc00 swift.org" , "after" : {"a":[1,{"b":null}]} }"#.utf8),
         .passed(detections: #"[{"type":"link","start":9,"end":18"#)),
        (Array(deep.utf8), .error("nested deeper than 512 levels")),
        (Array("not json".utf8), .error("not a JSON object (or not valid UTF-8)")),
        (Array(#"{"id":9,"text":"x"} trailing"#.utf8), .error("not a JSON object (or not valid UTF-8)")),
        (Array("[1,2]".utf8), .error("not a JSON object (or not valid UTF-8)")),
        (Array("{\"id\":11,\"text\":\"raw\ttab\"}".utf8), .error("not a JSON object (or not valid UTF-8)")),
        (Array(#"{"id":12,"text":"caf"#.utf8) + [0xE9, 0xFF, 0xC0, 0x80] + Array(#" swift.org"}"#.utf8), .error("not a JSON object (or not valid UTF-8)")),
        ([0xFE, 0xFF, 0x00, 0x7B], .error("not a JSON object (or not valid UTF-8)")),
        (Array(#"{"id":14,"text":42}"#.utf8), .error(#"field "text" is missing or not a string"#)),
    ]

    /// The input: every case, then a blank line and one of white space, which are no records.
    static var input: Data {
        Data(cases.flatMap { $0.line + [0x0A] } + Array("\n \t\n".utf8))
    }

    @Test("every input line yields exactly one output line that carries its original content", arguments: ["1", "2"])
    func everyLineKept(_ jobs: String) throws {
        let r = try CLI.run(["detect", "--records", "jsonl", "--jobs", jobs, "--now", "2026-11-29T10:00:00Z", "--time-zone", "UTC"],
                            stdin: Self.input)
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let lines = r.stdoutBytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        #expect(lines.last == [], "the output ends with a newline")
        let output = lines.dropLast()
        #expect(output.count == Self.cases.count, "one output line per record; blank lines are no records")
        for ((input, expect), (number, line)) in zip(Self.cases, zip(1..., output)) {
            switch expect {
            case .passed(let detections):
                let head = Array(input.dropLast())
                #expect(Array(line.prefix(head.count)) == head, "line \(number): the record's own bytes come first")
                let rest = String(decoding: line.dropFirst(head.count), as: UTF8.self)
                #expect(rest.hasPrefix(#","detections":"# + detections), "line \(number): \(rest)")
                #expect(rest.hasSuffix("}"))
            case .error(let message):
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                                          "line \(number) is a JSON object")
                #expect(object["record"] as? Int == number)
                #expect(object["error"] as? String == message)
                let text = try #require(object["line"] as? String)
                if let utf8 = String(validating: input, as: UTF8.self) {
                    #expect(text == utf8, "line \(number): the line as a JSON string")
                    #expect(object["lineBase64"] == nil)
                } else {
                    #expect(text == String(decoding: input, as: UTF8.self), "invalid sequences read as U+FFFD")
                    let base64 = try #require(object["lineBase64"] as? String, "line \(number): its exact bytes")
                    #expect(Data(base64Encoded: base64) == Data(input))
                }
            }
        }
    }

    @Test("--strict still stops at the first record that cannot be read (exit 65), after the ones before it")
    func strict() throws {
        let input = Data(#"{"n":1e999,"text":"a\ud800b"}"#.utf8 + [0x0A] + Array(Self.deep.utf8) + [0x0A] + Array(#"{"text":"c"}"#.utf8))
        let r = try CLI.run(["tokenize", "--records", "jsonl", "--strict"], stdin: input)
        #expect(r.status == 65)
        #expect(r.stderr.contains("line 2: nested deeper than 512 levels"))
        #expect(r.lines.count == 1)
        #expect(r.lines.first?.hasPrefix(#"{"n":1e999,"text":"a\ud800b","tokens":[{"start":0,"end":1,"text":"a","kind":"word"},{"start":1,"end":4,"text":"\#u{FFFD}""#) == true)
    }

    @Test("--now-field reads a number or string member as written, the last of duplicates", arguments: [
        (#"{"sent":"2020-01-01T00:00:00Z","sent":1803853800,"text":"tomorrow"}"#, "2027-03-01T00:00:00+00:00"),
        (#"{"sent":"2027-02-28T22:30:00Z","text":"tomorrow"}"#, "2027-03-01T00:00:00+00:00"),
        (#"{"se\u006et":"2027-02-28T22:30:00Z","text":"tomorrow"}"#, "2027-03-01T00:00:00+00:00"),
        (#"{"sent":"2027-02-28T23:30:00.250+01:00","text":"tomorrow"}"#, "2027-03-01T00:00:00+00:00"),
        (#"{"sent":"2028-02-28T22:30:00-0100","text":"tomorrow"}"#, "2028-02-29T00:00:00+00:00"),
        (#"{"sent":"2028-02-29 23:59:59+00","text":"tomorrow"}"#, "2028-03-01T00:00:00+00:00"),
        (#"{"sent":"2027-02-28T12:00:00","text":"tomorrow"}"#, "2027-03-01T00:00:00+00:00"),
    ])
    func nowField(_ line: String, _ start: String) throws {
        let r = try CLI.run(["detect", "--records", "jsonl", "--types", "date", "--time-zone", "UTC", "--now-field", "sent"], stdin: line)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix(String(line.dropLast())))
        #expect(r.stdout.contains(#""start":"\#(start)""#), "\(r.stdout)")
    }

    @Test("--now-field beyond Double's range, or not a moment, is an error record that keeps the line", arguments: [
        #"{"sent":1e999,"text":"tomorrow"}"#, #"{"sent":"2027-02-29T10:00:00Z","text":"tomorrow"}"#,
        #"{"sent":"2027-12-31T23:59:60Z","text":"tomorrow"}"#, #"{"sent":"2027-01-01T10:00:00+01:","text":"tomorrow"}"#,
        #"{"sent":"2027-01-01T10:00:00.1234567890Z","text":"tomorrow"}"#, #"{"sent":"2027-01-01T24:00Z","text":"tomorrow"}"#,
    ])
    func nowFieldOutOfRange(_ line: String) throws {
        let r = try CLI.run(["detect", "--records", "jsonl", "--now-field", "sent"], stdin: line)
        #expect(r.status == 0)
        let object = try #require(try r.jsonLines().first)
        #expect((object["error"] as? String)?.contains("(--now-field) is not a time") == true)
        #expect(object["line"] as? String == line)
    }
}
