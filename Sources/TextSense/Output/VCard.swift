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
        Self.begin(formattedName, to: &out)
        for e in emails { Self.writeEMAIL(e, to: &out) }
        for t in telephoneURIs { Self.writeTEL(t, to: &out) }
        for u in urls { out.append("URL:"); out.append(u); out.endLine() }
        for a in addresses { Self.writeADR(a, to: &out); out.endLine() }
        Self.end(to: &out)
    }

    /// The lines of a card with one name and at most one email, telephone URI and address — the card of a
    /// detection's "Add to Contacts" action, written without building a `VCard`.
    static func lines(formattedName: String, email: String? = nil, telephone: String? = nil,
                      address: AddressValue? = nil, form: ContentLines.Form = .text) -> ContentLines {
        var out = ContentLines(reservingCapacity: address == nil ? 160 : 480, form: form)
        begin(formattedName, to: &out)
        if let email { writeEMAIL(email, to: &out) }
        if let telephone { writeTEL(telephone, to: &out) }
        if let address { writeADR(address, to: &out); out.endLine() }
        end(to: &out)
        return out
    }

    private static func begin(_ formattedName: String, to out: inout ContentLines) {
        out.append("BEGIN:VCARD"); out.endLine()
        out.append("VERSION:4.0"); out.endLine()
        out.append("FN:"); out.append(formattedName, escaping: .vCard); out.endLine()
    }

    private static func writeEMAIL(_ e: String, to out: inout ContentLines) {
        out.append("EMAIL;TYPE=internet:"); out.append(e, escaping: .vCard); out.endLine()
    }

    private static func writeTEL(_ t: String, to out: inout ContentLines) {
        out.append("TEL;VALUE=uri:"); out.append(t); out.endLine()
    }

    private static func end(to out: inout ContentLines) { out.append("END:VCARD"); out.endLine() }

    /// One ADR line: seven `;`-separated components, each escaped, with the ISO 3166 code as `CC` (RFC 8605)
    /// and the one-line form as `LABEL` (§6.3.1; a parameter value cannot hold `"`, so it becomes `'`).
    private static func writeADR(_ a: AddressValue, to out: inout ContentLines) {
        let p = a.components
        let region = a.region.identifier
        out.append("ADR;CC="); out.append(region); out.append(";LABEL=\"")
        out.append(parameterValue: a.formatted)
        out.append("\":")
        if let part = p.poBox { out.append(part, escaping: .vCard) }
        out.append(UInt8(ascii: ";"))
        if let part = p.unit { out.append(part, escaping: .vCard) }
        out.append(UInt8(ascii: ";"))
        // The street part: house number and street in the country's order.
        let numberFirst = !(region == "DE" || region == "ES" || region == "BR" || region == "RU")
        let (first, second) = numberFirst ? (p.houseNumber, p.street) : (p.street, p.houseNumber)
        if let first { out.append(first, escaping: .vCard) }
        if let second {
            if first != nil { out.append(numberFirst ? " " : region == "DE" ? " " : ", ", escaping: .vCard) }
            out.append(second, escaping: .vCard)
        }
        func component(_ part: String?) {
            out.append(UInt8(ascii: ";"))
            if let part { out.append(part, escaping: .vCard) }
        }
        component(p.city); component(p.region); component(p.postalCode); component(p.country)
    }

    /// Escapes a TEXT value (RFC 6350 §3.4).
    static func escape(_ s: String) -> String {
        var out = ContentLines(folding: false)
        out.append(s, escaping: .vCard)
        return out.text
    }

    /// Folds a content line at 75 octets: CRLF followed by one space, never inside a UTF-8 sequence.
    static func fold(_ line: String) -> String { ContentLines.folded(line) }
}
