import Foundation

// The JSON shape of detections — public API that scripts depend on (see README "JSON output"):
// {"type":"link","start":17,"end":51,"text":"…","value":{…},"actions":[{"kind":"open","title":"…","url":"…"},…]}
// `start`/`end` are UTF-8 byte offsets. Extend it (new fields, new value kinds); never rename or drop fields.

extension Detection {
    /// Writes this detection as one JSON object. `offset` is added to `start`/`end` (the CLI uses it to make
    /// offsets relative to the whole input rather than to the record); `extraFields` may append fields (the
    /// CLI's `"file"`) before the object is closed.
    public func writeJSON(to w: inout JSONWriter, offset: Int = 0, extraFields: (inout JSONWriter) -> Void = { _ in }) {
        w.beginObject()
        w.field("type", kind.rawValue)
        w.field("start", utf8Range.lowerBound + offset)
        w.field("end", utf8Range.upperBound + offset)
        w.field("text", text)
        w.key("value")
        switch actionSource {
        case .given(let actions):
            value.writeJSON(to: &w)
            w.key("actions")
            w.beginArray()
            for action in actions { action.writeJSON(to: &w) }
            w.endArray()
        case .derived(let summary, let timestamp, let locale):
            // The actions are written as they are built, without a `URL` or `String` for each; a URL the value
            // holds is turned into text once for the value and its actions.
            let urlText = value.urlText
            value.writeJSON(to: &w, urlText: urlText)
            w.key("actions")
            w.beginArray()
            SuggestedAction.forEachDraft(for: value, text: text, summary: summary, timestamp: timestamp, locale: locale,
                                         valueURL: urlText, payloadForm: .jsonString) { w.action($0) }
            w.endArray()
        }
        extraFields(&w)
        w.endObject()
    }
}

extension Detection.Value {
    /// The kind this value belongs to.
    public var kind: Detection.Kind {
        switch self {
        case .link: return .link
        case .email: return .email
        case .phone: return .phone
        case .address: return .address
        case .date: return .date
        case .tracking: return .tracking
        case .flight: return .flight
        case .money: return .money
        case .quantity: return .quantity
        }
    }

    /// Writes the value object: link `{"url"}`, email `{"address","url"}`, phone
    /// `{"e164","international","national","countryCode","region","numberType","extension"?}`,
    /// address `{"components":{…},"countryCode","formatted"}` (only the components that are present),
    /// date `{"start","end","allDay","timeZone","grain","direction"?,"recurrence"?}` (`end` may be `null`;
    /// `direction` only on open intervals; `recurrence` `{"rrule","frequency","interval","byDay"?,"until"?}` only on
    /// recurrences), tracking
    /// `{"carrier","number","product","trackingURL"?,"country"?,"operator"?,"checkDigit"}`, flight
    /// `{"airline","flight","departure"?,"arrival"?,"date"?}`.
    public func writeJSON(to w: inout JSONWriter) { writeJSON(to: &w, urlText: urlText) }

    /// The `absoluteString` of the URL a link, email or tracking value holds.
    var urlText: String? {
        switch self {
        case .link(let v): return v.url.absoluteString
        case .email(let v): return v.url.absoluteString
        case .tracking(let v): return v.trackingURL?.absoluteString
        default: return nil
        }
    }

    /// Writes the value object; `urlText` is `self.urlText`, computed by the caller.
    func writeJSON(to w: inout JSONWriter, urlText: String?) {
        w.beginObject()
        switch self {
        case .link:
            w.field("url", urlText ?? "")
        case .email(let v):
            w.field("address", v.address)
            w.field("url", urlText ?? "")
        case .phone(let v):
            v.writeJSON(to: &w)
        case .date(let v):
            w.key("start")
            w.iso8601(v.start, in: v.timeZone)
            w.key("end")
            if let end = v.end { w.iso8601(end, in: v.timeZone) } else { w.null() }
            w.field("allDay", v.allDay)
            w.field("timeZone", v.timeZone.identifier)
            w.field("grain", v.grain.rawValue)
            if let d = v.direction { w.field("direction", d.rawValue) }
            if let r = v.recurrence {
                w.key("recurrence")
                w.beginObject()
                w.field("rrule", r.rrule)
                w.field("frequency", r.frequency.rawValue)
                w.field("interval", r.interval)
                let days = r.byDay
                if !days.isEmpty {
                    w.key("byDay")
                    w.beginArray()
                    for d in days { w.string(d) }
                    w.endArray()
                }
                if let u = r.untilJSON { w.field("until", u) }
                w.endObject()
            }
        case .address(let v):
            v.writeJSON(to: &w)
        case .tracking(let v):
            v.writeJSON(to: &w, urlText: urlText)
        case .flight(let v):
            v.writeJSON(to: &w)
        case .money(let v):
            v.writeJSON(to: &w)
        case .quantity(let v):
            v.writeJSON(to: &w)
        }
        w.endObject()
    }
}

extension JSONWriter {
    /// `DateValue.iso8601(date, in: zone)` as a string value, its 25 bytes written straight into the buffer
    /// (two per date detection).
    mutating func iso8601(_ date: Date, in zone: TimeZone) {
        let offset = zone.secondsFromGMT(for: date)
        let f = DateValue.fields(of: date, offset: offset)
        // Other years are written as `iso8601` writes them (`-0344`, `+10000`).
        guard (0...9999).contains(f.year) else { string(DateValue.iso8601(date, in: zone)); return }
        let a = abs(offset)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 27) { b in
            var n = 0
            func put(_ byte: UInt8) { b[n] = byte; n += 1 }
            func put(_ value: Int, _ width: Int) {
                var v = value, k = n + width
                while k > n { k -= 1; b[k] = UInt8(truncatingIfNeeded: v % 10) + 0x30; v /= 10 }
                n += width
            }
            put(UInt8(ascii: "\""))
            put(f.year, 4); put(UInt8(ascii: "-")); put(f.month, 2); put(UInt8(ascii: "-")); put(f.day, 2)
            put(UInt8(ascii: "T")); put(f.hour, 2); put(UInt8(ascii: ":")); put(f.minute, 2); put(UInt8(ascii: ":")); put(f.second, 2)
            put(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")); put(a / 3600, 2); put(UInt8(ascii: ":")); put(a / 60 % 60, 2)
            put(UInt8(ascii: "\""))
            raw(UnsafeBufferPointer(rebasing: b[..<n]))
        }
    }
}

extension JSONWriter {
    /// An action object, `{"kind","title","url"?,"payload"?}`, as `SuggestedAction.writeJSON` writes it.
    mutating func action(_ a: ActionDraft) {
        beginObject()
        // The kind's name and a literal title are plain text: copied without an escape check.
        field("kind", plain: a.kind.jsonName)
        switch a.title.storage {
        case .fixed(let title): field("title", plain: title)
        case .text(let title): field("title", title)
        }
        if case .query(let prefix, let query) = a.target {
            queryURL("url", prefix: prefix, query: query)
        } else {
            field("url", ifPresent: a.target.text)
        }
        switch a.payload {
        case .none: break
        case .text(let s): field("payload", s)
        case .lines(let lines):
            key("payload")
            switch lines.form {
            case .jsonString: lines.withBytes { string(escapedContents: $0) }
            case .text: lines.withBytes { string(utf8: $0) }
            }
        }
        endObject()
    }
}

extension SuggestedAction.Kind {
    /// `rawValue` as a literal, for the JSON writer.
    var jsonName: StaticString {
        switch self {
        case .open: return "open"
        case .copy: return "copy"
        case .composeMail: return "composeMail"
        case .addToContacts: return "addToContacts"
        case .call: return "call"
        case .message: return "message"
        case .addToCalendar: return "addToCalendar"
        case .showInCalendar: return "showInCalendar"
        case .showOnMap: return "showOnMap"
        case .directions: return "directions"
        case .copyAmount: return "copyAmount"
        }
    }
}

extension SuggestedAction {
    /// `{"kind","title","url"?,"payload"?}`.
    public func writeJSON(to w: inout JSONWriter) {
        w.beginObject()
        w.field("kind", kind.rawValue)
        w.field("title", title)
        w.field("url", ifPresent: url?.absoluteString)
        w.field("payload", ifPresent: payload)
        w.endObject()
    }
}

// MARK: - Codable (same shape as the CLI's JSON)

extension CodingUserInfoKey {
    /// Decoding a `Detection` needs the text it was found in (to rebuild `range`): put that `String` here.
    public static let textSenseSourceText = CodingUserInfoKey(rawValue: "textSenseSourceText")!
}

extension Detection: Codable {
    enum CodingKeys: String, CodingKey { case type, start, end, text, value, actions }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .type)
        try c.encode(utf8Range.lowerBound, forKey: .start)
        try c.encode(utf8Range.upperBound, forKey: .end)
        try c.encode(text, forKey: .text)
        switch value {
        case .link(let v): try c.encode(v, forKey: .value)
        case .email(let v): try c.encode(v, forKey: .value)
        case .phone(let v): try c.encode(v, forKey: .value)
        case .date(let v): try c.encode(v, forKey: .value)
        case .address(let v): try c.encode(v, forKey: .value)
        case .tracking(let v): try c.encode(v, forKey: .value)
        case .flight(let v): try c.encode(v, forKey: .value)
        case .money(let v): try c.encode(v, forKey: .value)
        case .quantity(let v): try c.encode(v, forKey: .value)
        }
        try c.encode(actions, forKey: .actions)
    }

    /// Decodes a detection; `decoder.userInfo[.textSenseSourceText]` must hold the searched text.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(Kind.self, forKey: .type)
        let start = try c.decode(Int.self, forKey: .start)
        let end = try c.decode(Int.self, forKey: .end)
        guard let source = decoder.userInfo[.textSenseSourceText] as? String else {
            throw DecodingError.dataCorruptedError(forKey: .start, in: c,
                debugDescription: "Decoding a Detection needs the source text in userInfo[.textSenseSourceText]")
        }
        guard start >= 0, start <= end, end <= source.utf8.count,
              source.utf8.index(source.utf8.startIndex, offsetBy: start).samePosition(in: source.unicodeScalars) != nil,
              source.utf8.index(source.utf8.startIndex, offsetBy: end).samePosition(in: source.unicodeScalars) != nil
        else {
            throw DecodingError.dataCorruptedError(forKey: .end, in: c, debugDescription: "offsets \(start)..<\(end) do not fit the source text")
        }
        utf8Range = start..<end
        range = source.range(utf8Range: utf8Range)
        text = try c.decode(String.self, forKey: .text)
        switch kind {
        case .link: value = .link(try c.decode(LinkValue.self, forKey: .value))
        case .email: value = .email(try c.decode(EmailValue.self, forKey: .value))
        case .phone: value = .phone(try c.decode(PhoneValue.self, forKey: .value))
        case .date: value = .date(try c.decode(DateValue.self, forKey: .value))
        case .address: value = .address(try c.decode(AddressValue.self, forKey: .value))
        case .tracking: value = .tracking(try c.decode(TrackingValue.self, forKey: .value))
        case .flight: value = .flight(try c.decode(FlightValue.self, forKey: .value))
        case .money: value = .money(try c.decode(MoneyValue.self, forKey: .value))
        case .quantity: value = .quantity(try c.decode(QuantityValue.self, forKey: .value))
        }
        actionSource = .given(try c.decode([SuggestedAction].self, forKey: .actions))
    }
}

extension AddressValue {
    /// Writes the fields of an address value object: `"components":{…}` (present parts only, in a fixed
    /// order), `"countryCode"` (ISO 3166-1 alpha-2) and `"formatted"`.
    func writeJSON(to w: inout JSONWriter) {
        w.key("components")
        w.beginObject()
        let p = components
        w.field("street", ifPresent: p.street)
        w.field("houseNumber", ifPresent: p.houseNumber)
        w.field("unit", ifPresent: p.unit)
        w.field("poBox", ifPresent: p.poBox)
        w.field("district", ifPresent: p.district)
        w.field("city", ifPresent: p.city)
        w.field("region", ifPresent: p.region)
        w.field("postalCode", ifPresent: p.postalCode)
        w.field("country", ifPresent: p.country)
        w.endObject()
        w.field("countryCode", region.identifier)
        w.field("formatted", formatted)
    }
}
