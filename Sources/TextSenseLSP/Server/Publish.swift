/// Writes `textDocument/publishDiagnostics` frames straight from a document's flags: each flag holds its
/// range as numbers and the rest of its diagnostic as bytes encoded once per word, so a publish is one pass
/// of copies into a buffer of the exact size, with no JSON values built.
enum DiagnosticList {
    /// The diagnostic body of `word` after its range: `,"severity":3,"source":"textsense","code":"spelling",
    /// "message":…,"data":{"word":…,"suggestions":[…]}}`.
    static func body(word: String, severity: Int, suggestions: [String]) -> [UInt8] {
        let message = suggestions.isEmpty ? "Unknown word '\(word)'"
            : "Unknown word '\(word)' (\(suggestions.prefix(3).joined(separator: ", ")))"
        var out = Array(",\"severity\":\(severity),\"source\":\"textsense\",\"code\":\"spelling\",\"message\":".utf8)
        out += JSON.string(message).bytes
        out += Array(",\"data\":".utf8)
        out += JSON.object(["word": .string(word), "suggestions": .array(suggestions.map(JSON.string))]).bytes
        out.append(UInt8(ascii: "}"))
        return out
    }

    private static let head = Array("{\"range\":{\"start\":{\"line\":".utf8)
    private static let character = Array(",\"character\":".utf8)
    private static let end = Array("},\"end\":{\"line\":".utf8)
    private static let close = Array("}}".utf8)

    /// The framed notification (header included) for `issues` of `uri` at `version`.
    /// - Complexity: O(total bytes), two passes over the flags (size, then copy).
    static func frame(uri: String, version: Int, issues: ArraySlice<SpellingIssue>) -> [UInt8] {
        let prefix = Array("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":".utf8)
            + JSON.string(uri).bytes + Array(",\"version\":\(version),\"diagnostics\":[".utf8)
        let suffix = Array("]}}".utf8)
        let fixed = head.count + 2 * character.count + end.count + close.count
        var length = prefix.count + suffix.count + max(0, issues.count - 1)
        issues.withUnsafeBufferPointer { issues in
            for n in issues.indices {
                let r = issues[n].range
                length += fixed + issues[n].body.count + digits(r.start.line) + digits(r.start.character)
                    + digits(r.end.line) + digits(r.end.character)
            }
        }
        let header = Array("Content-Length: \(length)\r\n\r\n".utf8)
        return [UInt8](unsafeUninitializedCapacity: header.count + length) { buffer, initialized in
            var at = 0
            let base = buffer.baseAddress!
            func put(_ bytes: borrowing [UInt8]) {
                bytes.withUnsafeBufferPointer { src in
                    if let s = src.baseAddress { (base + at).initialize(from: s, count: src.count) }
                    at += src.count
                }
            }
            func number(_ n: Int) {
                var v = n, width = digits(n)
                if v < 0 { buffer[at] = UInt8(ascii: "-"); v = -v }
                at += width
                var k = at
                repeat { k -= 1; buffer[k] = UInt8(truncatingIfNeeded: 0x30 + v % 10); v /= 10; width -= 1 } while v > 0
            }
            put(header)
            put(prefix)
            issues.withUnsafeBufferPointer { issues in
                for n in issues.indices {
                    if n > 0 { buffer[at] = UInt8(ascii: ","); at += 1 }
                    let r = issues[n].range
                    put(head); number(r.start.line)
                    put(character); number(r.start.character)
                    put(end); number(r.end.line)
                    put(character); number(r.end.character)
                    put(close)
                    put(issues[n].body)
                }
            }
            put(suffix)
            precondition(at == header.count + length, "publishDiagnostics size")
            initialized = at
        }
    }

    /// The decimal width of `n` (with its sign).
    static func digits(_ n: Int) -> Int {
        var v = n.magnitude, d = n < 0 ? 2 : 1
        while v >= 10 { v /= 10; d += 1 }
        return d
    }
}
