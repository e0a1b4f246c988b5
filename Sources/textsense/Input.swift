#if canImport(Glibc)
import Glibc
#endif

/// How input is split into records.
enum RecordMode: String, CaseIterable {
    /// The whole input is one document; it is read paragraph by paragraph (a record ends after a blank line)
    /// so output streams and memory stays flat. Offsets are relative to the whole input.
    case document
    /// Every line (without its `\n` or `\r\n`) is one record with offsets relative to the line; exactly one
    /// output line per input line.
    case lines
    /// Every line is a JSON object; the text is read from one field, the other fields pass through, and the
    /// output line adds the command's result field.
    case jsonl
}

/// How a line record ended in the input (lines and jsonl modes).
enum LineEnding: Sendable {
    case lf, crlf, cr, none

    var bytes: [UInt8] {
        switch self {
        case .lf: return [0x0A]
        case .crlf: return [0x0D, 0x0A]
        case .cr: return [0x0D]
        case .none: return []
        }
    }
}

/// An input that could not be read.
struct InputError: Error {
    let message: String
    let code: Int32
}

/// Opens a path for reading (`-` is stdin). Directories and unreadable files are `ExitCode.noInput`.
func openInput(_ path: String) throws(InputError) -> Int32 {
    if path == "-" { return 0 }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
        throw InputError(message: "\(path): \(String(cString: strerror(errno)))", code: ExitCode.noInput)
    }
    var st = stat()
    if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
        close(fd)
        throw InputError(message: "\(path): is a directory", code: ExitCode.noInput)
    }
    return fd
}

/// Reads a file descriptor in 1 MiB blocks and hands out records without holding more than one record (plus
/// one block) in memory.
///
/// Document mode: a record ends after a newline that ends an empty line (a paragraph break), or at the end of
/// the input. A paragraph longer than `maxChunk` bytes is cut at its last newline before the limit, else its
/// last space or tab, else a UTF-8 scalar boundary — decided by content alone, so the output never depends on
/// how the bytes arrived.
/// Lines mode: a record is a line without its terminator; a line longer than `maxLine` bytes is a data error.
struct RecordReader {
    let fd: Int32
    let mode: RecordMode
    var maxChunk = 1 << 20
    var maxLine = 1 << 28
    var blockSize = 1 << 20

    /// Calls `record` for each record with its bytes, the absolute byte offset of its first byte and its
    /// 1-based number; calls `blockDone` after each block's complete records (the caller flushes output there,
    /// so results appear as input arrives).
    func run(record: (UnsafeBufferPointer<UInt8>, _ offset: Int, _ number: Int, _ ending: LineEnding) throws(InputError) -> Void,
             blockDone: (_ bytesRead: Int) -> Void) throws(InputError) {
        var buf: [UInt8] = []
        buf.reserveCapacity(blockSize * 2)
        var base = 0          // absolute offset of buf[0]
        var start = 0         // start of the current record in buf
        var scan = 0          // where to look for the next newline
        var lineStart = 0     // start of the current line in buf (document mode)
        var number = 0
        var eof = false
        while !eof {
            let oldCount = buf.count
            buf.reserveCapacity(oldCount + blockSize)
            buf.append(contentsOf: repeatElement(0, count: blockSize))
            let got: Int = buf.withUnsafeMutableBytes { raw in
                while true {
                    let r = read(fd, raw.baseAddress! + oldCount, blockSize)
                    if r < 0 && errno == EINTR { continue }
                    return r
                }
            }
            if got < 0 {
                throw InputError(message: "read error: \(String(cString: strerror(errno)))", code: ExitCode.ioError)
            }
            buf.removeLast(blockSize - got)
            if got == 0 { eof = true }

            // Emit every complete record now in the buffer.
            var pendingError: InputError?
            buf.withUnsafeBufferPointer { all in
                func emit(_ r: Range<Int>, _ ending: LineEnding = .none) -> Bool {
                    number += 1
                    do {
                        try record(UnsafeBufferPointer(rebasing: all[r]), base + r.lowerBound, number, ending)
                        return true
                    } catch { pendingError = error; return false }
                }
                while true {
                    if let i = findNewline(all, from: scan) {
                        switch mode {
                        case .lines, .jsonl:
                            let crlf = i > start && all[i - 1] == 0x0D
                            if !emit(start..<(crlf ? i - 1 : i), crlf ? .crlf : .lf) { return }
                            start = i + 1
                            scan = start
                        case .document:
                            let emptyLine = i == lineStart || (i == lineStart + 1 && all[lineStart] == 0x0D)
                            lineStart = i + 1
                            scan = i + 1
                            if emptyLine {
                                if !emit(start..<(i + 1)) { return }
                                start = i + 1
                            } else if i + 1 - start > maxChunk {
                                if !emitForcedSplits(all, &start, limit: i + 1, { emit($0) }) { return }
                            }
                        }
                        continue
                    }
                    // No newline in the rest of the buffer.
                    scan = all.count
                    switch mode {
                    case .lines, .jsonl:
                        if all.count - start > maxLine {
                            pendingError = InputError(message: "line \(number + 1) is longer than \(maxLine) bytes",
                                                      code: ExitCode.dataError)
                            return
                        }
                        if eof && start < all.count {
                            let cr = all[all.count - 1] == 0x0D
                            if !emit(start..<(cr ? all.count - 1 : all.count), cr ? .cr : .none) { return }
                            start = all.count
                        }
                    case .document:
                        if all.count - start > maxChunk {
                            if !emitForcedSplits(all, &start, limit: all.count, { emit($0) }) { return }
                        }
                        if eof && start < all.count {
                            if !emit(start..<all.count) { return }
                            start = all.count
                        }
                    }
                    return
                }
            }
            if let pendingError { throw pendingError }
            blockDone(base + buf.count)
            // Drop what has been handed out.
            if start > 0 {
                buf.removeFirst(start)
                base += start
                scan -= start
                lineStart = max(0, lineStart - start)
                start = 0
            }
        }
    }

    private func findNewline(_ all: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < all.count, let base = all.baseAddress else { return nil }
        guard let p = memchr(base + from, 0x0A, all.count - from) else { return nil }
        return UnsafeRawPointer(p) - UnsafeRawPointer(base)
    }

    /// Cuts `[start, limit)` into pieces of at most `maxChunk` bytes while more than `maxChunk` remain.
    private func emitForcedSplits(_ all: UnsafeBufferPointer<UInt8>, _ start: inout Int, limit: Int,
                                  _ emit: (Range<Int>) -> Bool) -> Bool {
        while limit - start > maxChunk {
            let window = start..<(start + maxChunk)
            var cut = -1
            if let i = window.reversed().first(where: { all[$0] == 0x0A }) {
                cut = i + 1
            } else if let i = window.reversed().first(where: { all[$0] == 0x20 || all[$0] == 0x09 }) {
                cut = i + 1
            } else {
                cut = window.upperBound
                // Back up to a scalar boundary: never cut before a continuation byte.
                while cut > start + 1 && (all[cut] & 0xC0) == 0x80 { cut -= 1 }
            }
            if !emit(start..<cut) { return false }
            start = cut
        }
        return true
    }
}

