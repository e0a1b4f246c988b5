import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A progress line on stderr — bytes read, percent, MB/s and ETA — redrawn at most ten times a second.
/// On by default only when stderr is a terminal and the input is a regular file (so its size is known);
/// `--progress` forces it on, `--no-progress` off. Nothing of it reaches stdout.
final class ProgressMeter: @unchecked Sendable {
    // Used from the reading thread only.
    private let total: Int?
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drew = false

    init(fd: Int32, mode: Bool?) {
        var st = stat()
        let size: Int? = fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG ? Int(st.st_size) : nil
        total = size
        enabled = mode ?? (isatty(2) != 0 && size != nil)
    }

    func advance(to bytes: Int) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(start), 1e-6)
        let rate = Double(bytes) / elapsed
        var line = String(format: "\r%8.1f MB", Double(bytes) / 1e6)
        if let total, total > 0 {
            let fraction = min(1, Double(bytes) / Double(total))
            let barWidth = 24
            let filled = Int(fraction * Double(barWidth))
            line += String(format: " / %.1f MB [", Double(total) / 1e6) + String(repeating: "#", count: filled)
                + String(repeating: " ", count: barWidth - filled) + String(format: "] %3.0f%%", fraction * 100)
            if rate > 0 {
                let eta = Int(Double(total - bytes) / rate)
                line += String(format: "  ETA %d:%02d", eta / 60, eta % 60)
            }
        }
        line += String(format: "  %.1f MB/s\u{1B}[K", rate / 1e6)
        line.withCString { _ = write(2, $0, strlen($0)) }
        drew = true
    }

    /// Clears the progress line.
    func finish() {
        guard drew else { return }
        "\r\u{1B}[K".withCString { _ = write(2, $0, strlen($0)) }
    }
}
