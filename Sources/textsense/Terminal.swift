import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The controlling terminal (`/dev/tty`) in raw mode: keys arrive byte by byte, unechoed, and the screen is
/// drawn with ANSI escapes on the alternate screen. Standard input and output stay free (the edit command
/// writes the finished text to standard output).
final class Terminal {
    let fd: Int32
    private var original = termios()

    /// Opens `/dev/tty` and switches it to raw mode; throws when there is no terminal.
    init() throws(InputError) {
        fd = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard fd >= 0 else {
            throw InputError(message: "edit needs a terminal (/dev/tty): \(String(cString: strerror(errno)))", code: ExitCode.noInput)
        }
        guard tcgetattr(fd, &original) == 0 else {
            close(fd)
            throw InputError(message: "edit needs a terminal: /dev/tty is not one", code: ExitCode.noInput)
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(fd, TCSAFLUSH, &raw)
        write("\u{1B}[?1049h\u{1B}[H\u{1B}[2J")   // alternate screen, cleared
    }

    /// Leaves the alternate screen and restores the terminal's settings.
    func restore() {
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(fd, TCSAFLUSH, &original)
        close(fd)
    }

    /// Columns and rows (80 × 24 when the terminal does not say).
    var size: (columns: Int, rows: Int) {
        var ws = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (80, 24)
    }

    /// The next bytes typed (at least one); empty at end of input.
    func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 { return Array(buffer[..<n]) }
            if n < 0 && errno == EINTR { continue }
            return []
        }
    }

    func write(_ s: String) {
        var bytes = Array(s.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            bytes = bytes.dropFirst(n)
        }
    }
}
