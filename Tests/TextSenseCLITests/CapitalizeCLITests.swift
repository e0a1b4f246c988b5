import Foundation
import Testing

@Suite("textsense capitalize")
struct CapitalizeCLITests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let input: String
        let output: String
        var testDescription: String { arguments.joined(separator: " ") + " " + input.debugDescription }
    }

    static let cases: [Case] = [
        Case(arguments: ["--mode", "sentences"], input: "hello. see https://Example.com/Path now! e.g. this",
             output: "Hello. See https://Example.com/Path now! E.g. this"),
        Case(arguments: ["--mode", "words"], input: "o'neill's well-known iPhone", output: "O'Neill's Well-Known iPhone"),
        Case(arguments: ["--mode", "all", "--locale", "tr"], input: "istanbul", output: "İSTANBUL"),
        Case(arguments: ["--mode", "sentences", "--records", "lines"], input: "one. two\r\nthree\n", output: "One. Two\r\nThree\n"),
        Case(arguments: ["--mode", "words", "--lowercase-rest"], input: "hELLO wORLD", output: "Hello World"),
        Case(arguments: ["--mode", "sentences", "--records", "jsonl"], input: #"{"id":1,"text":"hi. there"}"#,
             output: #"{"id":1,"text":"hi. there","capitalized":"Hi. There"}"# + "\n"),
    ]

    @Test(arguments: cases)
    func capitalize(_ c: Case) throws {
        let r = try CLI.run(["capitalize"] + c.arguments, stdin: c.input)
        #expect(r.status == 0)
        #expect(r.stdout == c.output)
    }

    @Test("--mode is required and checked")
    func usage() throws {
        #expect(try CLI.run(["capitalize"], stdin: "x").status == 64)
        #expect(try CLI.run(["capitalize", "--mode", "upper"], stdin: "x").status == 64)
        #expect(try CLI.run(["capitalize", "--help"]).status == 0)
    }

    /// Random and hostile bytes — invalid UTF-8, NULs, CR/LF mixes, CESU-8, overlong forms — come back byte for
    /// byte from `--mode none` in every record mode, and every other mode keeps invalid bytes and line endings.
    @Test("property: --mode none reproduces any input exactly", arguments: ["document", "lines"])
    func passthrough(_ records: String) throws {
        var rng = SeededBytes(seed: records == "document" ? 11 : 12)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("Ünï".utf8), [0x0A], [0x0D, 0x0A], [0x0D], [0x0A, 0x0A], [0x00],
                                 [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], Array("😀".utf8), Array(". x".utf8), [0x80]]
        for _ in 0..<25 {
            var input: [UInt8] = []
            for _ in 0..<Int(rng.next() % 400) { input += pieces[Int(rng.next() % UInt64(pieces.count))] }
            let r = try CLI.run(["capitalize", "--mode", "none", "--records", records], stdin: Data(input))
            #expect(r.status == 0)
            #expect(Array(r.stdoutBytes) == input)
            let s = try CLI.run(["capitalize", "--mode", "sentences", "--records", records], stdin: Data(input))
            #expect(s.stdoutBytes.count >= input.count - input.count / 2)
            #expect(s.stdoutBytes.filter { $0 == 0x0A } .count == input.filter { $0 == 0x0A }.count)
            #expect(s.stdoutBytes.filter { $0 == 0xFF }.count == input.filter { $0 == 0xFF }.count)
        }
    }
}

struct SeededBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
