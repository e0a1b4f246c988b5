/// A vCard 4.0 (RFC 6350) card with the properties TextSense fills in.
///
/// `serialized()` writes CRLF line ends, escapes text values (§3.4: backslash, comma, semicolon, newline)
/// and folds lines longer than 75 octets (§3.2) without splitting a UTF-8 sequence.
public struct VCard: Hashable, Sendable {
    /// FN, the one property a 4.0 card must have.
    public var formattedName: String = ""
    /// EMAIL properties.
    public var emails: [String] = []
    /// TEL properties as URIs (`tel:+16502530000`).
    public var telephoneURIs: [String] = []
    /// URL properties.
    public var urls: [String] = []
    /// ADR properties (§6.3.1): PO box; extended address (the unit); street (house number and street in the
    /// country's order); locality; region; postal code; country name.
    public var addresses: [AddressValue] = []

    /// An empty vCard.
    public init() {}

    /// The card as text.
    public func serialized() -> String {
        var lines = ["BEGIN:VCARD", "VERSION:4.0", "FN:" + Self.escape(formattedName)]
        lines += emails.map { "EMAIL;TYPE=internet:" + Self.escape($0) }
        lines += telephoneURIs.map { "TEL;VALUE=uri:" + $0 }
        lines += urls.map { "URL:" + $0 }
        lines += addresses.map(Self.adr)
        lines.append("END:VCARD")
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// One ADR line: seven `;`-separated components, each escaped, with the ISO 3166 code as `CC` (RFC 8605)
    /// and the one-line form as `LABEL` (§6.3.1; a parameter value cannot hold `"`, so it becomes `'`).
    static func adr(_ a: AddressValue) -> String {
        let p = a.components
        let street: String
        switch a.region.identifier {
        case "DE": street = [p.street, p.houseNumber].compactMap { $0 }.joined(separator: " ")
        case "ES", "BR", "RU": street = [p.street, p.houseNumber].compactMap { $0 }.joined(separator: ", ")
        default: street = [p.houseNumber, p.street].compactMap { $0 }.joined(separator: " ")
        }
        let parts = [p.poBox, p.unit, street, p.city, p.region, p.postalCode, p.country].map { escape($0 ?? "") }
        let label = String(String.UnicodeScalarView(a.formatted.unicodeScalars.map { $0 == "\"" ? "'" : $0 == "\n" ? " " : $0 }))
        return "ADR;CC=\(a.region.identifier);LABEL=\"\(label)\":" + parts.joined(separator: ";")
    }

    /// Escapes a TEXT value (RFC 6350 §3.4).
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case ",": out += "\\,"
            case ";": out += "\\;"
            case "\n": out += "\\n"
            case "\r": continue
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// Folds a content line at 75 octets: CRLF followed by one space, never inside a UTF-8 sequence.
    static func fold(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var out = ""
        var width = 0
        for scalar in line.unicodeScalars {
            let n = String(scalar).utf8.count
            if width + n > 75 {
                out += "\r\n "
                width = 1
            }
            out.unicodeScalars.append(scalar)
            width += n
        }
        return out
    }
}
