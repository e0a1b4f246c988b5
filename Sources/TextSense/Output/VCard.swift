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
        var out = ContentLines(reservingCapacity: 160 + addresses.count * 320)
        write(to: &out)
        return out.text
    }

    /// Writes the card's content lines.
    func write(to out: inout ContentLines) {
        out.append("BEGIN:VCARD"); out.endLine()
        out.append("VERSION:4.0"); out.endLine()
        out.append("FN:"); out.append(formattedName, escaping: .vCard); out.endLine()
        for e in emails { out.append("EMAIL;TYPE=internet:"); out.append(e, escaping: .vCard); out.endLine() }
        for t in telephoneURIs { out.append("TEL;VALUE=uri:"); out.append(t); out.endLine() }
        for u in urls { out.append("URL:"); out.append(u); out.endLine() }
        for a in addresses { Self.writeADR(a, to: &out); out.endLine() }
        out.append("END:VCARD"); out.endLine()
    }

    /// One ADR line: seven `;`-separated components, each escaped, with the ISO 3166 code as `CC` (RFC 8605)
    /// and the one-line form as `LABEL` (§6.3.1; a parameter value cannot hold `"`, so it becomes `'`).
    private static func writeADR(_ a: AddressValue, to out: inout ContentLines) {
        let p = a.components
        let region = a.region.identifier
        out.append("ADR;CC="); out.append(region); out.append(";LABEL=\"")
        for b in a.formatted.utf8 { out.append(b == UInt8(ascii: "\"") ? UInt8(ascii: "'") : b == 0x0A ? 0x20 : b) }
        out.append("\":")
        for (k, part) in [p.poBox, p.unit].enumerated() {
            if k > 0 { out.append(UInt8(ascii: ";")) }
            if let part { out.append(part, escaping: .vCard) }
        }
        out.append(UInt8(ascii: ";"))
        // The street part: house number and street in the country's order.
        let numberFirst = !["DE", "ES", "BR", "RU"].contains(region)
        let separator = region == "DE" ? " " : ", "
        let street = numberFirst ? [p.houseNumber, p.street] : [p.street, p.houseNumber]
        var wrote = false
        for part in street {
            guard let part else { continue }
            if wrote { out.append(numberFirst ? " " : separator, escaping: .vCard) }
            out.append(part, escaping: .vCard)
            wrote = true
        }
        for part in [p.city, p.region, p.postalCode, p.country] {
            out.append(UInt8(ascii: ";"))
            if let part { out.append(part, escaping: .vCard) }
        }
    }

    /// Escapes a TEXT value (RFC 6350 §3.4).
    static func escape(_ s: String) -> String {
        var out = ContentLines()
        out.append(s, escaping: .vCard)
        return out.text
    }

    /// Folds a content line at 75 octets: CRLF followed by one space, never inside a UTF-8 sequence.
    static func fold(_ line: String) -> String { ContentLines.folded(line) }
}
