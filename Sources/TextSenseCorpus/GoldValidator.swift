import Foundation
import TextSense

/// Checks gold documents for broken annotations, so a typo in the corpus cannot silently change a score.
///
/// It rejects: broken headers (language, region, reference time, zone, duplicate ids), unknown types,
/// spans outside the text or off scalar boundaries, spans with surrounding spaces, duplicate or
/// overlapping spans, and values of the wrong shape — E.164 numbers (`+` and 7–15 digits, whose last four
/// digits appear in the text), ISO 8601 dates (`YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS](Z|±HH:MM)`), link
/// URLs (scheme, lower-case ASCII host), email addresses (as written), address components (known keys,
/// each written inside the span).
public enum GoldValidator {
    /// Every problem in `documents`; empty when the gold is sound.
    /// - Complexity: O(total text length + entities · log entities).
    public static func validate(_ documents: [GoldDocument]) -> [GoldIssue] {
        var issues: [GoldIssue] = []
        var seen: [String: GoldSourceLocation] = [:]
        let known = Set(GoldFormat.knownTypes)
        for doc in documents {
            func issue(_ line: Int?, _ m: String) {
                let loc = line.map { GoldSourceLocation(file: doc.source.file, line: $0) } ?? doc.source
                issues.append(GoldIssue(location: loc, documentID: doc.id, message: m))
            }
            if let first = seen[doc.id] { issue(nil, "duplicate document id (first at \(first))") } else { seen[doc.id] = doc.source }
            if !(doc.language.count == 2 && doc.language.allSatisfy({ $0.isASCII && $0.isLowercase })) {
                issue(nil, "lang `\(doc.language)` is not an ISO 639-1 code")
            }
            if !(doc.region.count == 2 && doc.region.allSatisfy({ $0.isASCII && $0.isUppercase })) {
                issue(nil, "region `\(doc.region)` is not an ISO 3166 alpha-2 code")
            }
            if TimeZone(identifier: doc.timeZone) == nil { issue(nil, "tz `\(doc.timeZone)` is not an IANA zone") }
            else if doc.referenceDate == nil { issue(nil, "now `\(doc.now)` is not YYYY-MM-DDTHH:MM:SS") }
            if doc.text.isEmpty { issue(nil, "empty document") }

            let utf8 = Array(doc.text.utf8)
            var previous: GoldEntity?
            for e in doc.entities.sorted(by: { ($0.utf8Range.lowerBound, $0.utf8Range.upperBound) < ($1.utf8Range.lowerBound, $1.utf8Range.upperBound) }) {
                let where_ = "\(e.type) \(e.utf8Range.lowerBound)..<\(e.utf8Range.upperBound) \"\(e.text)\""
                if !known.contains(e.type) {
                    issue(e.line, "unknown type `\(e.type)` (known: \(GoldFormat.knownTypes.joined(separator: ", ")))")
                }
                if let f = e.family,
                   !(e.type == "date" && GoldFormat.dateFamilies.contains(f)) && !(e.type == "address" && GoldFormat.isAddressCountry(f)) {
                    issue(e.line, "unknown family `\(f)` for \(e.type) (dates know: \(GoldFormat.dateFamilies.joined(separator: ", ")); "
                          + "an address's family is its ISO 3166 country code, such as CA)")
                }
                guard e.utf8Range.lowerBound >= 0, e.utf8Range.upperBound <= utf8.count else {
                    issue(e.line, "\(where_): span lies outside the text")
                    continue
                }
                if e.utf8Range.isEmpty { issue(e.line, "\(where_): empty span") }
                if !isScalarBoundary(utf8, e.utf8Range.lowerBound) || !isScalarBoundary(utf8, e.utf8Range.upperBound) {
                    issue(e.line, "\(where_): span does not start and end on character boundaries")
                }
                if let f = e.text.unicodeScalars.first, let l = e.text.unicodeScalars.last,
                   f.properties.isWhitespace || l.properties.isWhitespace {
                    issue(e.line, "\(where_): span starts or ends with white space")
                }
                if let p = previous {
                    if p.utf8Range == e.utf8Range { issue(e.line, "\(where_): duplicate span") }
                    else if p.utf8Range.overlaps(e.utf8Range) {
                        issue(e.line, "\(where_): overlaps \(p.type) \(p.utf8Range.lowerBound)..<\(p.utf8Range.upperBound)")
                    }
                }
                previous = e
                for m in valueProblems(e) { issue(e.line, "\(where_): \(m)") }
            }
        }
        return issues
    }

    private static func isScalarBoundary(_ b: [UInt8], _ i: Int) -> Bool {
        i == b.count || i == 0 || (i < b.count && (b[i] & 0xC0) != 0x80)
    }

    /// Shape problems of one entity's value.
    static func valueProblems(_ e: GoldEntity) -> [String] {
        guard case .object(let v) = e.value else { return ["value must be a JSON object, found \(e.value)"] }
        var problems: [String] = []
        switch e.type {
        case "phone":
            guard let n = v["e164"]?.stringValue else { return ["phone value needs \"e164\""] }
            if !isE164(n) { problems.append("`\(n)` is not E.164 (+ then 7–15 digits, no leading 0)") }
            else {
                let digits = String(e.text.filter { $0.isASCII && $0.isNumber })
                if !digits.contains(String(n.suffix(4))) {
                    problems.append("the last digits of \(n) are not written in the text")
                }
            }
        case "email":
            guard let a = v["address"]?.stringValue else { return ["email value needs \"address\""] }
            if a != e.text { problems.append("address `\(a)` differs from the text as written") }
            if a.split(separator: "@", omittingEmptySubsequences: false).count != 2 { problems.append("address needs exactly one @") }
        case "link":
            guard let u = v["url"]?.stringValue else { return ["link value needs \"url\""] }
            problems += urlProblems(u)
        case "date":
            guard let s = v["start"]?.stringValue else { return ["date value needs \"start\""] }
            if !isISODate(s) { problems.append("start `\(s)` is not YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS](Z|±HH:MM)") }
            if let end = v["end"] {
                if let es = end.stringValue, isISODate(es) {
                    if es < s, es.count == s.count { problems.append("end \(es) is before start \(s)") }
                } else { problems.append("end `\(end)` is not an ISO date-time") }
            }
        case "address":
            guard let comps = v["components"]?.objectValue, !comps.isEmpty else {
                return ["address value needs a non-empty \"components\" object"]
            }
            for (key, value) in comps.sorted(by: { $0.key < $1.key }) {
                if !GoldFormat.addressComponents.contains(key) {
                    problems.append("unknown address component `\(key)` (known: \(GoldFormat.addressComponents.joined(separator: ", ")))")
                }
                guard let s = value.stringValue, !s.isEmpty else { problems.append("component \(key) must be a non-empty string"); continue }
                if !e.text.contains(s) { problems.append("component \(key) `\(s)` is not written in the span") }
            }
        default:
            break
        }
        return problems
    }

    static func isE164(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard b.count >= 8, b.count <= 16, b[0] == UInt8(ascii: "+"), b[1] != UInt8(ascii: "0") else { return false }
        return b.dropFirst().allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// `YYYY-MM-DD`, or that + `THH:MM[:SS]` + `Z` or `±HH:MM`, with fields in range.
    static func isISODate(_ s: String) -> Bool {
        let b = Array(s.utf8)
        func digits(_ r: Range<Int>) -> Int? {
            guard r.upperBound <= b.count, b[r].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return Int(String(decoding: b[r], as: UTF8.self))
        }
        func char(_ i: Int, _ c: Character) -> Bool { i < b.count && b[i] == c.asciiValue }
        guard let _ = digits(0..<4), char(4, "-"), let mo = digits(5..<7), char(7, "-"), let d = digits(8..<10),
              (1...12).contains(mo), (1...31).contains(d) else { return false }
        if b.count == 10 { return true }
        guard char(10, "T"), let h = digits(11..<13), char(13, ":"), let mi = digits(14..<16), h < 24, mi < 60 else { return false }
        var i = 16
        if char(i, ":") {
            guard let sec = digits(17..<19), sec < 60 else { return false }
            i = 19
        }
        if char(i, "Z") { return i + 1 == b.count }
        guard char(i, "+") || char(i, "-"), let oh = digits((i + 1)..<(i + 3)), char(i + 3, ":"),
              let om = digits((i + 4)..<(i + 6)), oh < 15, om < 60 else { return false }
        return i + 6 == b.count
    }

    static func urlProblems(_ u: String) -> [String] {
        guard let r = u.range(of: ":") else { return ["url `\(u)` has no scheme"] }
        let scheme = u[..<r.lowerBound]
        if scheme.isEmpty || scheme != scheme.lowercased() { return ["url `\(u)` needs a lower-case scheme"] }
        if scheme == "mailto" || scheme == "tel" || scheme == "sms" { return [] }
        guard let sep = u.range(of: "://") else { return ["url `\(u)` lacks `//` after the scheme"] }
        let rest = u[sep.upperBound...]
        let hostEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
        var host = rest[..<hostEnd]
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if host.isEmpty { return ["url `\(u)` has no host"] }
        if !host.unicodeScalars.allSatisfy({ $0.isASCII }) { return ["url host `\(host)` must be ASCII (punycode)"] }
        if host != host.lowercased() { return ["url host `\(host)` must be lower-case"] }
        if !u.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }) {
            return ["url `\(u)` must be percent-encoded (no spaces or non-ASCII)"]
        }
        return []
    }
}
