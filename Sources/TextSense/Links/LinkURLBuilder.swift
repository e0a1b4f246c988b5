import Foundation

/// Builds the normalized `URL` of a link or email from the matched bytes.
///
/// The matched text stays as written; the URL gets a lower-cased scheme, an ASCII (punycode) host, and
/// percent-encoding for every byte RFC 3986 does not allow raw (non-ASCII, spaces, `"<>\^`{|}[]`, a second
/// `#`, a `%` that does not start an escape), so Foundation's `URL(string:)` accepts it.
struct LinkURLBuilder {
    private(set) var bytes: [UInt8] = []
    private var sawFragment = false

    init(capacity: Int) { bytes.reserveCapacity(capacity + 16) }

    mutating func append(_ string: String) { bytes.append(contentsOf: string.utf8) }

    /// Appends `range` of `text`, percent-encoding what a URL cannot hold raw.
    mutating func appendEncoded(_ text: UTF8Text, _ range: Range<Int>) {
        for i in range {
            let b = text[i]
            if b == 0x23 {                                       // #
                if sawFragment { appendEscape(b) } else { sawFragment = true; bytes.append(b) }
            } else if b == 0x25 {                                // % only as an escape
                if i + 2 < range.upperBound, LinkChar.isHex(text[i + 1]), LinkChar.isHex(text[i + 2]) {
                    bytes.append(b)
                } else {
                    appendEscape(b)
                }
            } else if Self.isAllowedRaw(b) {
                bytes.append(b)
            } else {
                appendEscape(b)
            }
        }
    }

    private mutating func appendEscape(_ b: UInt8) {
        @inline(__always) func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x37 + v }   // 0-9, A-F
        bytes.append(0x25)
        bytes.append(hexDigit(b >> 4))
        bytes.append(hexDigit(b & 0x0F))
    }

    /// RFC 3986 unreserved and sub-delimiter characters plus `: @ / ?`.
    private static func isAllowedRaw(_ b: UInt8) -> Bool {
        if LinkChar.isASCIIAlnum(b) { return true }
        switch b {
        case 0x2D, 0x2E, 0x5F, 0x7E,                                   // - . _ ~
             0x21, 0x24, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D, // ! $ & ' ( ) * + , ; =
             0x3A, 0x40, 0x2F, 0x3F:                                   // : @ / ?
            return true
        default:
            return false
        }
    }

    var url: URL? { URL(string: String(decoding: bytes, as: UTF8.self)) }
}
