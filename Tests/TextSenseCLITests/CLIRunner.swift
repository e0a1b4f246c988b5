import Foundation

/// Runs the built `textsense` binary (found beside the test bundle, or at $TEXTSENSE_BIN) with arguments and
/// standard input, and captures stdout, stderr and the exit status.
struct CLIResult: Sendable {
    let stdout: String
    let stderr: String
    let status: Int32
    var stdoutBytes: Data

    /// Non-empty stdout lines.
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }

    /// Each stdout line parsed as a JSON object.
    func jsonLines() throws -> [[String: Any]] {
        try lines.map { line in
            guard let obj = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw CocoaError(.coderReadCorrupt)
            }
            return obj
        }
    }
}

enum CLI {
    static var binary: URL {
        if let env = ProcessInfo.processInfo.environment["TEXTSENSE_BIN"] { return URL(fileURLWithPath: env) }
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // .build/<config>/TextSensePackageTests.xctest → .build/<config>/textsense
        return me.deletingLastPathComponent().appendingPathComponent("textsense")
    }

    /// A child that exits before reading its input closes the pipe; writing to it must be an error, not a
    /// SIGPIPE that kills the test process.
    private static let ignoreSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN); return () }()

    /// - Parameter environment: variables set (or, when `nil`, removed) on top of the test's environment.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String?] = [:]) throws -> CLIResult {
        _ = ignoreSIGPIPE
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        if !environment.isEmpty {
            var env = ProcessInfo.processInfo.environment
            for (name, value) in environment { env[name] = value }
            p.environment = env
        }
        let inPipe = Pipe(), outPipe = Pipe(), errPipe = Pipe()
        p.standardInput = inPipe
        p.standardOutput = outPipe
        p.standardError = errPipe
        try p.run()
        // Feed stdin and drain both outputs concurrently so no pipe fills up and blocks the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data()
        nonisolated(unsafe) var err = Data()
        DispatchQueue.global().async(group: group) {
            try? inPipe.fileHandleForWriting.write(contentsOf: stdin)
            try? inPipe.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: group) { out = outPipe.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { err = errPipe.fileHandleForReading.readDataToEndOfFile() }
        group.wait()
        p.waitUntilExit()
        return CLIResult(stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                         status: p.terminationStatus, stdoutBytes: out)
    }

    static func run(_ arguments: [String], stdin: String) throws -> CLIResult {
        try run(arguments, stdin: Data(stdin.utf8))
    }
}
