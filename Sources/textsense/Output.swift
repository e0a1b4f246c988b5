#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Buffered writing to a file descriptor. Write failures end the program with sysexits' EX_IOERR (74); a
/// closed pipe (EPIPE: `textsense … | head`) ends it quietly with the same code.
struct OutputStream {
    private var buffer: [UInt8] = []
    let fd: Int32
    let flushThreshold: Int

    init(fd: Int32, flushThreshold: Int = 1 << 16) {
        self.fd = fd
        self.flushThreshold = flushThreshold
        buffer.reserveCapacity(flushThreshold + 4096)
    }

    mutating func write(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold { flush() }
    }

    mutating func write(_ s: String) { write(s.utf8) }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EPIPE { exit(ExitCode.ioError) }
                    let reason = String(cString: strerror(errno))
                    let msg = "textsense: cannot write output: \(reason)\n"
                    _ = msg.withCString { Glibc.write(2, $0, strlen($0)) }
                    exit(ExitCode.ioError)
                }
                done += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// sysexits(3) codes.
enum ExitCode {
    static let ok: Int32 = 0
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let software: Int32 = 70
    static let ioError: Int32 = 74
}

/// Writes a message to stderr, unbuffered.
func printError(_ message: String) {
    let line = "textsense: " + message + "\n"
    line.withCString { _ = Glibc.write(2, $0, strlen($0)) }
}
