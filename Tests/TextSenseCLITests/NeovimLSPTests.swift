import Foundation
import Testing

/// Debian's Neovim, headless, as a real LSP client of `textsense lsp` (scripts/nvim/lsp-check.lua).
@Suite("textsense lsp in Neovim")
struct NeovimLSPTests {
    static let nvim: String? = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/nvim/lsp-check.lua")

    @Test(.enabled(if: nvim != nil, "nvim is not installed (scripts/setup.sh installs Debian's neovim)"))
    func diagnosticsLinksAndAQuickFix() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("note.txt"), report = dir.appendingPathComponent("report.txt")
        try Data("Meet me tomorow at the office.\nWrite to ana@example.com or see https://swift.org for the detials.\n".utf8).write(to: file)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(Self.nvim))
        p.arguments = ["--headless", "--clean", "-u", Self.script.path]
        p.environment = ["TEXTSENSE_BIN": CLI.binary.path, "TEXTSENSE_NVIM_FILE": file.path, "TEXTSENSE_NVIM_OUT": report.path,
                         "XDG_CONFIG_HOME": dir.path, "XDG_STATE_HOME": dir.path, "XDG_DATA_HOME": dir.path, "HOME": dir.path,
                         "PATH": "/usr/bin:/bin"]
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(p.terminationStatus == 0, "nvim: \(lines)")
        #expect(lines.filter { $0.hasPrefix("diagnostic ") }.count == 2)
        #expect(lines.first?.hasPrefix("diagnostic 0:8-0:15 severity 3 Unknown word 'tomorow'") == true, "\(lines)")
        #expect(lines.contains("link 1:9 mailto:ana@example.com"))
        #expect(lines.contains("link 1:32 https://swift.org"))
        #expect(lines.contains("action Replace with 'tomorrow'"))
        #expect(lines.contains("after 1 diagnostics"))
        #expect(lines.last == "stopped")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.hasPrefix("Meet me tomorrow at the office.\n"))
    }
}
