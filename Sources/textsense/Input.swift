#if canImport(Glibc)
import Glibc
#endif

/// How input is split into records.
enum RecordMode: String {
    /// The whole input is one document; it is read paragraph by paragraph (a record ends after a blank line)
    /// so output streams and memory stays flat. Offsets are relative to the whole input.
    case document
    /// Every line (without its `\n` or `\r\n`) is one record with offsets relative to the line; exactly one
    /// output line per input line.
    case lines
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
    func run(record: (UnsafeBufferPointer<UInt8>, _ offset: Int, _ number: Int) throws(InputError) -> Void,
             blockDone: () -> Void) throws(InputError) {
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
                func emit(_ r: Range<Int>) -> Bool {
                    number += 1
                    do {
                        try record(UnsafeBufferPointer(rebasing: all[r]), base + r.lowerBound, number)
                        return true
                    } catch { pendingError = error; return false }
                }
                while true {
                    if let i = findNewline(all, from: scan) {
                        switch mode {
                        case .lines:
                            let end = i > start && all[i - 1] == 0x0D ? i - 1 : i
                            if !emit(start..<end) { return }
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
                                if !emitForcedSplits(all, &start, limit: i + 1, emit) { return }
                            }
                        }
                        continue
                    }
                    // No newline in the rest of the buffer.
                    scan = all.count
                    switch mode {
                    case .lines:
                        if all.count - start > maxLine {
                            pendingError = InputError(message: "line \(number + 1) is longer than \(maxLine) bytes",
                                                      code: ExitCode.dataError)
                            return
                        }
                        if eof && start < all.count {
                            let end = all[all.count - 1] == 0x0D ? all.count - 1 : all.count
                            if !emit(start..<end) { return }
                            start = all.count
                        }
                    case .document:
                        if all.count - start > maxChunk {
                            if !emitForcedSplits(all, &start, limit: all.count, emit) { return }
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
            blockDone()
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

/// Text decoded from input bytes, with a map back to input offsets when invalid UTF-8 was replaced.
struct DecodedRecord {
    let text: String
    /// Segments (offset in `text`, offset in the input) starting after each replacement; empty when the
    /// bytes were valid UTF-8.
    private let segments: [(decoded: Int, original: Int)]
    /// The offset (in the record) of the first invalid byte, if any.
    let firstInvalidOffset: Int?

    /// Decodes `bytes`, replacing each maximal invalid subpart (Unicode §3.9, "U+FFFD substitution of maximal
    /// subparts") with U+FFFD.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let s = String(validating: bytes, as: UTF8.self) {
            text = s
            segments = []
            firstInvalidOffset = nil
            return
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var segs: [(Int, Int)] = [(0, 0)]
        var first: Int?
        var i = 0
        let n = bytes.count
        while i < n {
            let len = Self.validSequenceLength(bytes, at: i)
            if len > 0 {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + len)]))
                i += len
            } else {
                let bad = Self.maximalSubpart(bytes, at: i)
                if first == nil { first = i }
                segs.append((out.count, i))
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                i += bad
                segs.append((out.count, i))
            }
        }
        text = String(decoding: out, as: UTF8.self)
        segments = segs
        firstInvalidOffset = first
    }

    /// The input offset (relative to the record) of a UTF-8 offset into `text`.
    func originalOffset(_ decoded: Int) -> Int {
        guard segments.count > 1 else { return decoded }
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].decoded <= decoded { lo = mid } else { hi = mid - 1 }
        }
        return segments[lo].original + (decoded - segments[lo].decoded)
    }

    /// Length of the well-formed sequence at `i` (Unicode Table 3-7), or 0.
    static func validSequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let c0 = b[i]
        if c0 < 0x80 { return 1 }
        func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool { i + k < b.count && b[i + k] >= lo && b[i + k] <= hi }
        switch c0 {
        case 0xC2...0xDF: return cont(1) ? 2 : 0
        case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return cont(1) && cont(2) ? 3 : 0
        case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0
        case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
        case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0
        default: return 0
        }
    }

    /// Length of the maximal subpart of an ill-formed sequence at `i` (at least 1).
    static func maximalSubpart(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let c0 = b[i]
        var lo: UInt8 = 0x80, hi: UInt8 = 0xBF
        let need: Int
        switch c0 {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; hi = 0x9F
        case 0xF0: need = 3; lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; hi = 0x8F
        default: return 1
        }
        var k = 1
        while k <= need, i + k < b.count {
            let c = b[i + k]
            let (l, h): (UInt8, UInt8) = k == 1 ? (lo, hi) : (0x80, 0xBF)
            if c < l || c > h { break }
            k += 1
        }
        return k
    }
}
