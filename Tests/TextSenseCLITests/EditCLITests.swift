import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Runs `argv` (looked up on PATH) with standard input from /dev/null and waits for it; returns its exit
/// status and, with `capture`, its standard output (else that goes to /dev/null) and standard error.
/// posix_spawn rather than Foundation's Process: a tmux client that starts the server is never reaped by
/// Process's monitor here, and waitUntilExit hangs.
func spawn(_ argv: [String], capture: Bool = false) throws -> (status: Int32, output: String, errors: String) {
    let dir = FileManager.default.temporaryDirectory
    let outPath = dir.appendingPathComponent("spawn-\(UUID().uuidString).out").path
    let errPath = dir.appendingPathComponent("spawn-\(UUID().uuidString).err").path
    defer { unlink(outPath); unlink(errPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, capture ? outPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, capture ? errPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { for p in cArgs { free(p) } }
    var pid: pid_t = 0
    let rc = posix_spawnp(&pid, argv[0], &actions, nil, &cArgs, environ)
    guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .ENOENT) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    return (exit, capture ? read(outPath) : "", capture ? read(errPath) : "")
}

/// `textsense edit` driven through tmux: keys go in with send-keys, the screen comes back with
/// capture-pane, the finished text arrives on standard output.
@Suite("CLI: textsense edit", .serialized)
struct EditCLITests {
    /// A tmux server of the test's own (its own socket), with one window running `command`.
    struct Tmux {
        let socket = "textsense-test-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"

        /// Runs a tmux command; `capture` returns what it printed.
        @discardableResult
        func run(_ arguments: [String], capture: Bool = false) throws -> String {
            try spawn(["tmux", "-L", socket] + arguments, capture: capture).output
        }

        /// The screen as text (`escapes`: with the colours and underlines as SGR escapes).
        func screen(escapes: Bool = false) throws -> String {
            try run(["capture-pane", "-t", "edit", "-p"] + (escapes ? ["-e"] : []), capture: true)
        }

        /// Waits (up to 30 s) until the screen satisfies `ready`; returns the last screen.
        func waitFor(_ ready: (String) -> Bool) throws -> String {
            var last = ""
            for _ in 0..<300 {
                last = try screen()
                if ready(last) { return last }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return last
        }

        func kill() { _ = try? run(["kill-server"]) }
    }

    static var tmuxAvailable: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/tmux")
        }
    }

    @Test("typing shows detections, the shift state, autocorrection and its undo; Ctrl-D writes the text")
    func scriptedSession() throws {
        try #require(Self.tmuxAvailable, "tmux is needed to drive the editor (scripts/setup.sh installs it)")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.txt"), status = dir.appendingPathComponent("status.txt")
        let tmux = Tmux()
        defer { tmux.kill() }
        let command = "'\(CLI.binary.path)' edit --now 2026-11-29T10:00:00 --time-zone UTC > '\(out.path)'; echo $? > '\(status.path)'; sleep 60"
        try tmux.run(["new-session", "-d", "-s", "edit", "-x", "110", "-y", "20", command])
        let start = try tmux.waitFor { $0.contains("textsense edit · en_US") }
        #expect(start.contains("shift: next letter"))

        try tmux.run(["send-keys", "-t", "edit", "-l", "teh meeting is tomorrow at 5pm. call 650 253 0000 or see www.swift.org. i dont knwo "])
        let typed = try tmux.waitFor { $0.contains("autocorrected “knwo” → “know”") }
        #expect(typed.contains("The meeting is tomorrow at 5pm. Call 650 253 0000 or see www.swift.org. I don't know\n"))   // capture-pane drops trailing spaces
        #expect(typed.contains("detections: date, phone, link"))
        // Each detection drawn underlined in its colour: date yellow, phone green, link blue.
        let coloured = try tmux.screen(escapes: true)
        #expect(coloured.contains("\u{1B}[4m\u{1B}[33mtomorrow at 5pm"))
        #expect(coloured.contains("\u{1B}[4m\u{1B}[32m650 253 0000"))
        #expect(coloured.contains("\u{1B}[4m\u{1B}[34mwww.swift.org"))

        // Backspace after the correction offers the typed word back; Ctrl-Z puts it back.
        try tmux.run(["send-keys", "-t", "edit", "BSpace"])
        _ = try tmux.waitFor { $0.contains("Ctrl-Z puts back “knwo”") }
        try tmux.run(["send-keys", "-t", "edit", "C-z"])
        let reverted = try tmux.waitFor { $0.contains("I don't knwo\n") || $0.contains("I don't knwo ") }
        #expect(reverted.contains("put back the typed word"))

        // A new line starts a sentence; Tab takes the first completion.
        try tmux.run(["send-keys", "-t", "edit", "Enter"])
        try tmux.run(["send-keys", "-t", "edit", "-l", "tomo"])
        let completing = try tmux.waitFor { $0.contains("completions: Tomorrow") }
        #expect(completing.contains("\nTomo"))
        try tmux.run(["send-keys", "-t", "edit", "Tab"])
        _ = try tmux.waitFor { $0.contains("completed “Tomorrow”") }

        try tmux.run(["send-keys", "-t", "edit", "C-d"])
        for _ in 0..<300 where !FileManager.default.fileExists(atPath: status.path) { Thread.sleep(forTimeInterval: 0.1) }
        let code = try String(contentsOf: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code == "0")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text == "The meeting is tomorrow at 5pm. Call 650 253 0000 or see www.swift.org. I don't knwo\nTomorrow \n")
    }

    @Test("bad options are usage errors; no terminal and a missing file are exit 66")
    func errors() throws {
        for args in [["edit", "--bogus"], ["edit", "--capitalization", "loud"], ["edit", "--keyboard", "dvorak"], ["edit", "a", "b"]] {
            let r = try CLI.run(args)
            #expect(r.status == 64, "\(args)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains("usage: textsense edit"))
        }
        let help = try CLI.run(["edit", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--capitalization MODE"))
        let missing = try CLI.run(["edit", "/nonexistent/note.txt"])
        #expect(missing.status == 66 && missing.stderr.contains("/nonexistent/note.txt"))
        // Without a controlling terminal (a new session from setsid) there is nothing to type on.
        let detached = try spawn(["setsid", "-w", CLI.binary.path, "edit"], capture: true)
        #expect(detached.status == 66)
        #expect(detached.output.isEmpty)
        let message = detached.errors
        #expect(message.contains("edit needs a terminal"))
    }
}
