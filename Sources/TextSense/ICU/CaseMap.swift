internal import CICU

/// Locale-aware case mapping over UTF-8 (`ucasemap_utf8ToLower`, `ucasemap_utf8ToUpper`,
/// `ucasemap_utf8ToTitle` with `U_TITLECASE_WHOLE_STRING`, `ucasemap_utf8FoldCase`).
///
/// Sendable notes: the title-case maps are opened with `U_TITLECASE_WHOLE_STRING`, so ICU never touches
/// their (absent) break iterator; every mapping call only reads the `UCaseMap`s, which ICU allows from many
/// threads. The handles are closed in `deinit`.
final class CaseMap: @unchecked Sendable {
    enum Operation: Int32 { case lower = 0, upper = 1, title = 2, fold = 3 }

    private let handle: OpaquePointer
    let localeIdentifier: String

    init(localeIdentifier: String) throws(ICUError) {
        var err: Int32 = 0
        let h = ts_casemap_open(localeIdentifier, &err)
        try ICUError.check(err, "ucasemap_open(\(localeIdentifier))")
        guard let h else { throw ICUError(code: 7, operation: "ucasemap_open") }
        handle = h
        self.localeIdentifier = localeIdentifier
    }

    deinit { ts_casemap_close(handle) }

    /// Maps `text`. For `.title`, the whole string is one word: its first cased letter is titlecased and the
    /// rest lowercased, or left as written when `keepRest` is true.
    func map(_ text: Substring, _ op: Operation, keepRest: Bool = false) -> String {
        var input = String(text)
        return input.withUTF8 { src in
            var cap = src.count + src.count / 2 + 16
            while true {
                var err: Int32 = 0
                var needed: Int32 = 0
                let out: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: cap) { buf in
                    needed = src.withMemoryRebound(to: CChar.self) { chars in
                        ts_casemap_map(handle, op.rawValue, keepRest ? 1 : 0, chars.baseAddress, Int32(chars.count),
                                       buf.baseAddress, Int32(cap), &err)
                    }
                    guard err <= 0, Int(needed) <= cap else { return nil }
                    return String(decoding: UnsafeRawBufferPointer(start: buf.baseAddress, count: Int(needed)), as: UTF8.self)
                }
                if let out { return out }
                // Case mapping of valid UTF-8 cannot fail except on overflow; anything else keeps the text.
                if err > 0 { return String(text) }
                cap = Int(needed) + 1
            }
        }
    }

    func map(_ text: String, _ op: Operation, keepRest: Bool = false) -> String {
        map(text[...], op, keepRest: keepRest)
    }

    /// Maps the UTF-8 bytes `src` and appends the result to `out`, without going through `String`: the
    /// capitalizer maps many short pieces of one buffer. Same semantics as `map(_:_:keepRest:)`; when ICU
    /// fails for any reason but a short buffer (it cannot on valid UTF-8), `src` is appended unchanged.
    func map(_ src: UnsafeBufferPointer<UInt8>, _ op: Operation, keepRest: Bool = false,
             appendingTo out: inout [UInt8]) {
        guard !src.isEmpty else { return }
        // Case mapping grows text by at most 3x (SpecialCasing: one code point -> three); start at 1.5x.
        var cap = src.count + src.count / 2 + 16
        while true {
            var err: Int32 = 0
            var needed: Int32 = 0
            let done: Bool = withUnsafeTemporaryAllocation(of: CChar.self, capacity: cap) { buf in
                needed = src.withMemoryRebound(to: CChar.self) { chars in
                    ts_casemap_map(handle, op.rawValue, keepRest ? 1 : 0, chars.baseAddress, Int32(chars.count),
                                   buf.baseAddress, Int32(cap), &err)
                }
                guard err <= 0, Int(needed) <= cap else { return false }
                buf.withMemoryRebound(to: UInt8.self) { out.append(contentsOf: $0.prefix(Int(needed))) }
                return true
            }
            if done { return }
            if err > 0 || Int(needed) <= cap {
                out.append(contentsOf: src)
                return
            }
            cap = Int(needed) + 1
        }
    }
}
