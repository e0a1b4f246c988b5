import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The write end of the pipe the SIGWINCH handler wakes `Terminal.read()` through (-1: none). Set once,
/// before the handler is installed, and only read by it: a plain write(2) is async-signal-safe.
nonisolated(unsafe) private var resizeWakeFD: Int32 = -1

/// What `Terminal.read()` returns.
enum TerminalInput {
    /// Bytes typed (at least one).
    case keys([UInt8])
    /// The terminal changed size (SIGWINCH): lay the screen out again.
    case resized
    /// The terminal is gone.
    case end
}

/// The controlling terminal (`/dev/tty`) in raw mode: keys arrive byte by byte, unechoed, and the screen is
/// drawn with ANSI escapes on the alternate screen. Standard input and output stay free (the edit command
/// writes the finished text to standard output).
final class Terminal {
    let fd: Int32
    private var original = termios()
    /// The self-pipe SIGWINCH writes to, so a resize that arrives while drawing still wakes the next read.
    private var resizePipe: [Int32] = [-1, -1]
    private var previousResizeAction = sigaction()

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
        if pipe(&resizePipe) == 0 {
            for end in resizePipe {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            resizeWakeFD = resizePipe[1]
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = Glibc.write(resizeWakeFD, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(SIGWINCH, &action, &previousResizeAction)
            // A parent may have left SIGWINCH blocked (the mask is inherited across exec): unblock it here.
            var resize = sigset_t()
            sigemptyset(&resize)
            sigaddset(&resize, SIGWINCH)
            pthread_sigmask(SIG_UNBLOCK, &resize, nil)
        }
        write("\u{1B}[?1049h\u{1B}[H\u{1B}[2J")   // alternate screen, cleared
    }

    /// Leaves the alternate screen and restores the terminal's settings.
    func restore() {
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(fd, TCSAFLUSH, &original)
        close(fd)
        if resizePipe[0] >= 0 {
            sigaction(SIGWINCH, &previousResizeAction, nil)
            resizeWakeFD = -1
            close(resizePipe[0])
            close(resizePipe[1])
            resizePipe = [-1, -1]
        }
    }

    /// Columns and rows (80 × 24 when the terminal does not say).
    var size: (columns: Int, rows: Int) {
        var ws = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (80, 24)
    }

    /// Waits for the next bytes typed or a change of size (several resizes in a row come as one).
    func read() -> TerminalInput {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: resizePipe[0], events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, resizePipe[0] >= 0 ? 2 : 1, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return .end }
            if resizePipe[0] >= 0 && fds[1].revents & Int16(POLLIN) != 0 {
                while buffer.withUnsafeMutableBytes({ Glibc.read(resizePipe[0], $0.baseAddress, $0.count) }) > 0 {}
                return .resized
            }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 { return .keys(Array(buffer[..<n])) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return .end
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
