import Foundation
import Testing

@Suite("textsense wrap")
struct WrapCLITests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let input: String
        let output: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["--width", "10"], input: "The quick brown fox jumps", output: "The quick\nbrown fox\njumps\n"),
        Case(arguments: ["--width=6", "--locale", "ja"], input: "日本語のテキスト\n\nok", output: "日本語\nのテキ\nスト\n\nok\n"),
        Case(arguments: ["--width", "10", "--lines", "1"], input: "The quick brown fox", output: "The quick…\n"),
        Case(arguments: ["--width", "10", "--lines", "1", "--mode", "head"], input: "The quick brown fox", output: "…brown fox\n"),
        Case(arguments: ["--width", "4", "--mode", "char"], input: "🇩🇪🇫🇷🇯🇵", output: "🇩🇪🇫🇷\n🇯🇵\n"),
        Case(arguments: ["--width", "8", "--records", "lines", "--lines", "1"], input: "first line here\nsecond line here\n", output: "first l…\nsecond…\n"),
    ]

    @Test(arguments: cases)
    func wrap(_ c: Case) throws {
        let r = try CLI.run(["wrap"] + c.arguments, stdin: c.input)
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == c.output)
    }

    @Test("bad values are usage errors", arguments: [["--width", "0"], ["--width", "x"], ["--lines", "-1"], ["--mode", "fold"]])
    func badValues(_ args: [String]) throws {
        let r = try CLI.run(["wrap"] + args, stdin: "text")
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("usage: textsense wrap"))
    }

    @Test("wrap --help lists every option")
    func help() throws {
        let help = try CLI.run(["wrap", "--help"]).stdout
        for option in ["--width", "--lines", "--mode", "--tab-width", "--no-link-protection", "--locale", "--records", "--strict"] {
            #expect(help.contains(option))
        }
    }
}
