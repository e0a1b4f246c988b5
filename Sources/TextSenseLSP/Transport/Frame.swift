/// Base-protocol framing (LSP 3.17 "Header Part"): `Content-Length: n\r\n` (other headers allowed), an empty
/// line, then `n` bytes of UTF-8 JSON. A pure function over bytes; the transport does the reading.
public enum Frame {
    /// A header that cannot be read: the frame boundary is lost and the connection must end.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case missingContentLength
        case invalidContentLength(String)
        case malformedHeader(String)
        /// A header section longer than `maximumHeaderBytes`.
        case headerTooLong

        public var description: String {
            switch self {
            case .missingContentLength: "frame header has no Content-Length"
            case .invalidContentLength(let v): "invalid Content-Length '\(v)'"
            case .malformedHeader(let line): "malformed header line '\(line)'"
            case .headerTooLong: "frame header longer than \(Frame.maximumHeaderBytes) bytes"
            }
        }
    }

    /// Header sections are a few dozen bytes; a longer run without "\r\n\r\n" is not a header.
    public static let maximumHeaderBytes = 4096

    /// Splits the first frame off `bytes`.
    ///
    /// ```swift
    /// Frame.split(Array("Content-Length: 2\r\n\r\n{}x".utf8))  // (body: "{}", rest: "x")
    /// ```
    /// - Returns: the body and the index where the next frame starts, or nil when `bytes` holds no complete
    ///   frame yet.
    /// - Throws: `Failure` when the header is unreadable.
    /// - Complexity: O(header length).
    public static func split<C: RandomAccessCollection>(_ bytes: C) throws(Failure) -> (body: C.SubSequence, rest: C.Index)?
    where C.Element == UInt8 {
        // Find "\r\n\r\n".
        var i = bytes.startIndex
        var scanned = 0
        var headerEnd: C.Index?
        while i != bytes.endIndex {
            if bytes[i] == 0x0D, bytes.distance(from: i, to: bytes.endIndex) >= 4 {
                let a = bytes.index(i, offsetBy: 1), b = bytes.index(i, offsetBy: 2), c = bytes.index(i, offsetBy: 3)
                if bytes[a] == 0x0A, bytes[b] == 0x0D, bytes[c] == 0x0A { headerEnd = i; break }
            }
            scanned += 1
            if scanned > maximumHeaderBytes { throw .headerTooLong }
            i = bytes.index(after: i)
        }
        guard let headerEnd else { return nil }
        let header = String(decoding: bytes[bytes.startIndex..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { throw .malformedHeader(String(line)) }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard let n = Int(value), n >= 0, value.allSatisfy(\.isASCII) else { throw .invalidContentLength(String(value)) }
                length = n
            }
        }
        guard let length else { throw .missingContentLength }
        let bodyStart = bytes.index(headerEnd, offsetBy: 4)
        guard bytes.distance(from: bodyStart, to: bytes.endIndex) >= length else { return nil }
        let bodyEnd = bytes.index(bodyStart, offsetBy: length)
        return (bytes[bodyStart..<bodyEnd], bodyEnd)
    }

    /// `body` with its header: `Content-Length` counts UTF-8 bytes.
    public static func encode(_ body: some Collection<UInt8>) -> [UInt8] {
        var out = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        out.append(contentsOf: body)
        return out
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return s
    }
}
