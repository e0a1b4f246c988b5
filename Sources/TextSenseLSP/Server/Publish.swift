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

    /// Writes the framed notification (header included) for `issues` of `uri` at `version` into `frame`,
    /// replacing its contents. A buffer the last receiver did not keep is written over in place: no
    /// allocation, and no fresh pages to fault in.
    /// - Complexity: O(total bytes), two passes over the flags (size, then copy).
    static func frame(uri: String, version: Int, issues: ArraySlice<SpellingIssue>, into frame: inout [UInt8]) {
        let prefix = Array("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":".utf8)
            + JSON.string(uri).bytes + Array(",\"version\":\(version),\"diagnostics\":[".utf8)
        let suffix: StaticString = "]}}"
        let head: StaticString = "{\"range\":{\"start\":{\"line\":", character: StaticString = ",\"character\":"
        let end: StaticString = "},\"end\":{\"line\":", close: StaticString = "}}"
        let fixed = head.utf8CodeUnitCount + 2 * character.utf8CodeUnitCount + end.utf8CodeUnitCount + close.utf8CodeUnitCount + 1
        // (Each diagnostic is followed by a comma; the last one's becomes the closing bracket.)
        var length = prefix.count + suffix.utf8CodeUnitCount - (issues.isEmpty ? 0 : 1)
        issues.withUnsafeBufferPointer { issues in
            for n in issues.indices {
                let r = issues[n].range
                length += fixed + issues[n].body.count + digits(r.start.line) + digits(r.start.character)
                    + digits(r.end.line) + digits(r.end.character)
            }
        }
        let header = Array("Content-Length: \(length)\r\n\r\n".utf8)
        let total = header.count + length
        frame.removeAll(keepingCapacity: true)
        frame.append(contentsOf: repeatElement(0, count: total))
        frame.withUnsafeMutableBufferPointer { buffer in
            var w = Writer(at: buffer.baseAddress!)
            header.withUnsafeBufferPointer { w.put($0) }
            prefix.withUnsafeBufferPointer { w.put($0) }
            issues.withUnsafeBufferPointer { issues in
                for n in issues.indices {
                    let r = issues[n].range
                    w.put(head); w.number(r.start.line)
                    w.put(character); w.number(r.start.character)
                    w.put(end); w.number(r.end.line)
                    w.put(character); w.number(r.end.character)
                    w.put(close)
                    issues[n].body.withUnsafeBufferPointer { w.put($0) }
                    w.put(",")
                }
            }
            if !issues.isEmpty { w.at -= 1 }  // the last comma
            w.put(suffix)
            precondition(w.at == buffer.baseAddress! + total, "publishDiagnostics size")
        }
    }

    /// A cursor over a buffer sized beforehand.
    private struct Writer {
        var at: UnsafeMutablePointer<UInt8>
        @inline(__always) mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let s = bytes.baseAddress else { return }
            at.update(from: s, count: bytes.count)
            at += bytes.count
        }
        @inline(__always) mutating func put(_ s: StaticString) {
            at.update(from: s.utf8Start, count: s.utf8CodeUnitCount)
            at += s.utf8CodeUnitCount
        }
        @inline(__always) mutating func number(_ n: Int) {
            var v = n
            if v < 0 { at.pointee = UInt8(ascii: "-"); at += 1; v = -v }
            let width = DiagnosticList.digits(v)
            var k = at + width
            at = k
            repeat { k -= 1; k.pointee = UInt8(truncatingIfNeeded: 0x30 &+ v % 10); v /= 10 } while v > 0
        }
    }

    /// The decimal width of `n` (with its sign).
    static func digits(_ n: Int) -> Int {
        let v = n.magnitude
        var d = n < 0 ? 2 : 1, limit: UInt = 10
        while v >= limit, d < 20 { d += 1; limit &*= 10 }
        return d
    }
}
