import Foundation
import Testing

/// `textsense edit` as a text view: the placeholder, moving by row and page through a long file, the view
/// following the cursor, wrapping at the terminal's width and laying out again when the terminal resizes.
@Suite("CLI: textsense edit, the view", .serialized)
struct EditViewCLITests {
    /// An editor running in its own tmux server on `file` (if any), writing its text to `out`.
    struct Editor {
        let tmux = EditCLITests.Tmux()
        let dir: URL
        var out: URL { dir.appendingPathComponent("out.txt") }
        var status: URL { dir.appendingPathComponent("status.txt") }

        init(text: String?, arguments: String, columns: Int = 80, rows: Int = 24) throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-view-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            var file = ""
            if let text {
                let url = dir.appendingPathComponent("in.txt")
                try text.write(to: url, atomically: true, encoding: .utf8)
                file = " '\(url.path)'"
            }
            let command = "'\(CLI.binary.path)' edit --capitalization none --no-autocorrect --no-completions \(arguments)\(file) > '\(out.path)'; echo $? > '\(status.path)'; sleep 60"
            try tmux.run(["new-session", "-d", "-s", "edit", "-x", "\(columns)", "-y", "\(rows)", command])
        }

        func keys(_ keys: String...) throws { try tmux.run(["send-keys", "-t", "edit"] + keys) }
        func type(_ text: String) throws { try tmux.run(["send-keys", "-t", "edit", "-l", text]) }

        /// The screen's rows once `ready` holds (the last screen after 30 s otherwise).
        func rows(when ready: @escaping ([String]) -> Bool) throws -> [String] {
            let screen = try tmux.waitFor { ready($0.components(separatedBy: "\n")) }
            return screen.components(separatedBy: "\n")
        }

        /// Ctrl-D, then the exit status and the text written.
        func finish() throws -> (status: String, text: String) {
            try keys("C-d")
            for _ in 0..<300 where !FileManager.default.fileExists(atPath: status.path) { Thread.sleep(forTimeInterval: 0.1) }
            let code = (try? String(contentsOf: status, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "none"
            return (code, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
        }

        func close() {
            tmux.kill()
            try? FileManager.default.removeItem(at: dir)
        }
    }

    /// The text rows of a screen `rows` high: between the title bar and the three status rows.
    static func textRows(_ screen: [String], rows: Int) -> [String] {
        Array(screen.dropFirst().prefix(rows - 5))
    }

    @Test("a 200-line file: Up, Page Up, Page Down, Ctrl-A/Ctrl-E reach any line; the view follows the cursor")
    func longFile() throws {
        try #require(EditCLITests.tmuxAvailable, "tmux is needed to drive the editor (scripts/setup.sh installs it)")
        let lines = (1...200).map { "line \($0)" }
        let editor = try Editor(text: lines.joined(separator: "\n") + "\n", arguments: "")
        defer { editor.close() }
        // Opens at the end: the last rows of the file above the status area.
        var screen = try editor.rows { $0.contains("line 200") }
        #expect(Self.textRows(screen, rows: 24).suffix(2) == ["line 200", ""])
        #expect(screen.contains { $0.hasPrefix("shift: ") })

        // Up three times: the start of line 198; typing goes there.
        try editor.keys("Up", "Up", "Up")
        try editor.type("new ")
        screen = try editor.rows { $0.contains("new line 198") }
        #expect(screen.contains("line 200"))

        // Page Up twice (a page is the 19 rows shown): line 160, column 4; the view scrolled up to it.
        try editor.keys("PPage", "PPage")
        try editor.type("X")
        screen = try editor.rows { $0.contains("lineX 160") }
        #expect(!screen.contains("line 200") && !screen.contains("new line 198"))
        // Ctrl-A and Ctrl-E: the start and end of the row; Home and End too.
        try editor.keys("C-a")
        try editor.type("<")
        try editor.keys("C-e")
        try editor.type(">")
        try editor.keys("Home")
        try editor.type("[")
        try editor.keys("End")
        try editor.type("]")
        screen = try editor.rows { $0.contains("[<lineX 160>]") }
        #expect(screen.contains("[<lineX 160>]"))

        // Down, then Page Down twice: back at the end of the file, the view with it.
        try editor.keys("Down")
        try editor.type("D")
        try editor.keys("NPage", "NPage")
        try editor.type("Z")
        screen = try editor.rows { $0.contains("line 199Z") }
        #expect(screen.contains("line 200"))

        let result = try editor.finish()
        #expect(result.status == "0")
        var expected = lines
        expected[197] = "new line 198"
        expected[159] = "[<lineX 160>]"
        expected[160] = "line 161D"   // Down from column 13 of line 160: line 161 ends at column 8
        expected[198] = "line 199Z"   // two pages (19 rows each) down from line 161
        #expect(result.text == expected.joined(separator: "\n") + "\n")
    }

    @Test("long lines wrap at the terminal's width; Up and Down follow the wrapped rows; a resize lays out again")
    func wrapAndResize() throws {
        try #require(EditCLITests.tmuxAvailable, "tmux is needed to drive the editor (scripts/setup.sh installs it)")
        let long = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november"
        let editor = try Editor(text: "first\n" + long + "\nlast", arguments: "", columns: 40, rows: 16)
        defer { editor.close() }
        var screen = try editor.rows { $0.contains("last") }
        var text = Self.textRows(screen, rows: 16)
        #expect(text.prefix(5) == ["first", "alpha bravo charlie delta echo foxtrot", "golf hotel india juliet kilo lima mike",
                                  "november", "last"])
        // Up from the end of "last": the wrapped line's last row; End, then Up keeps column 9 in the row above.
        try editor.keys("Up", "End")
        try editor.type("1")
        try editor.keys("Up")
        try editor.type("2")
        screen = try editor.rows { $0.contains("november1") && $0.contains { $0.hasPrefix("golf hote2l") } }
        text = Self.textRows(screen, rows: 16)
        #expect(text[1...3] == ["alpha bravo charlie delta echo foxtrot", "golf hote2l india juliet kilo lima mike", "november1"])

        // Narrower and shorter: the same text wrapped at 24 columns, the title and status area at the new size,
        // nothing left of the old layout.
        try editor.tmux.run(["resize-window", "-t", "edit", "-x", "24", "-y", "10"])
        screen = try editor.rows { $0.contains("lima mike november1") && $0.firstIndex { $0.hasPrefix("shift: ") } == 10 - 4 }
        #expect(screen.filter { $0.hasPrefix(" textsense edit") }.count == 1)
        #expect(screen.filter { $0.hasPrefix("shift: ") }.count == 1)
        #expect(screen.firstIndex { $0.hasPrefix("shift: ") } == 10 - 4)
        #expect(!screen.contains { $0.count > 24 })
        #expect(Self.textRows(screen, rows: 10) == ["first", "alpha bravo charlie", "delta echo foxtrot golf",
                                                   "hote2l india juliet kilo", "lima mike november1"])

        // Larger again: every row laid out for 60 × 20, the status area at the bottom, no stale rows.
        try editor.tmux.run(["resize-window", "-t", "edit", "-x", "60", "-y", "20"])
        screen = try editor.rows { $0.contains("first") && $0.firstIndex { $0.hasPrefix("shift: ") } == 20 - 4 }
        text = Self.textRows(screen, rows: 20)
        #expect(text.prefix(5) == ["first", "alpha bravo charlie delta echo foxtrot golf hote2l india", "juliet kilo lima mike november1", "last", ""])
        #expect(text.dropFirst(4).allSatisfy { $0.isEmpty })

        let result = try editor.finish()
        #expect(result.status == "0")
        #expect(result.text == "first\nalpha bravo charlie delta echo foxtrot golf hote2l india juliet kilo lima mike november1\nlast\n")
    }

    @Test("--placeholder: shown dimmed while the text is empty, hidden on the first key, never in the output")
    func placeholder() throws {
        try #require(EditCLITests.tmuxAvailable, "tmux is needed to drive the editor (scripts/setup.sh installs it)")
        let editor = try Editor(text: nil, arguments: "--placeholder 'Write a note'")
        defer { editor.close() }
        var screen = try editor.rows { $0.contains("Write a note") }
        #expect(Self.textRows(screen, rows: 24).first == "Write a note")
        // Dimmed: tmux reports the attribute as SGR 2, alone or after a reset (ESC[2m or ESC[0;2m).
        let row = try editor.tmux.screen(escapes: true).components(separatedBy: "\n").first { $0.contains("Write a note") } ?? ""
        let attributes = row.components(separatedBy: "Write a note")[0]
        #expect(attributes.contains("\u{1B}[2m") || attributes.contains(";2m"), "\(attributes.debugDescription)")
        try editor.type("h")
        screen = try editor.rows { $0.contains("h") && !$0.contains("Write a note") }
        #expect(Self.textRows(screen, rows: 24).first == "h")
        try editor.keys("BSpace")
        screen = try editor.rows { $0.contains("Write a note") }
        #expect(Self.textRows(screen, rows: 24).first == "Write a note")
        try editor.type("ok")
        _ = try editor.rows { $0.contains("ok") && !$0.contains("Write a note") }
        let result = try editor.finish()
        #expect(result.status == "0")
        #expect(result.text == "ok\n")
    }

    @Test("--placeholder is documented and takes a value")
    func placeholderUsage() throws {
        let help = try CLI.run(["edit", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--placeholder TEXT"))
        let missing = try CLI.run(["edit", "--placeholder"])
        #expect(missing.status == 64 && missing.stderr.contains("usage: textsense edit"))
    }
}
