import Foundation
import TextSense

/// Reads gold documents from the inline-markup format (`*.gold`) and from JSONL (`*.jsonl`).
///
/// Markup (see Corpus/README.md):
/// ```
/// @@ doc en-chat-01 lang=en region=US now=2026-12-03T09:30:00 tz=America/New_York genre=chat
/// Call me at {{phone|+16502530000|(650) 253-0000}} or mail {{email||ana@example.com}}.
/// ```
/// Reading is lenient: it collects problems as `GoldIssue`s and keeps going, so one run reports every
/// broken annotation. `GoldValidator` adds the checks on values and spans.
public enum GoldReader {
    /// Documents and problems read from one markup file's contents.
    public static func parseMarkup(_ contents: String, file: String) -> (documents: [GoldDocument], issues: [GoldIssue]) {
        var documents: [GoldDocument] = []
        var issues: [GoldIssue] = []
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var header: (fields: [String: String], id: String, line: Int)?
        var body: [String] = []
        var bodyStart = 0

        func flush() {
            guard let h = header else { return }
            var start = 0
            var end = body.count
            while start < end, body[start].trimmingCharacters(in: .whitespaces).isEmpty { start += 1 }
            while end > start, body[end - 1].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
            let raw = body[start..<end].joined(separator: "\n")
            let loc = GoldSourceLocation(file: file, line: h.line)
            let (text, entities, markupIssues) = parseBody(raw, file: file, firstLine: bodyStart + start, documentID: h.id)
            issues += markupIssues
            for key in ["lang", "region", "now", "tz"] where h.fields[key] == nil {
                issues.append(GoldIssue(location: loc, documentID: h.id, message: "header lacks \(key)="))
            }
            documents.append(GoldDocument(id: h.id, language: h.fields["lang"] ?? "", region: h.fields["region"] ?? "",
                                          now: h.fields["now"] ?? "", timeZone: h.fields["tz"] ?? "",
                                          genre: h.fields["genre"] ?? "", text: text, entities: entities, source: loc))
        }

        for (i, line) in lines.enumerated() {
            let lineNumber = i + 1
            if line.hasPrefix("@@ ") {
                flush()
                var words = line.dropFirst(3).split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                guard words.first == "doc", words.count >= 2 else {
                    issues.append(GoldIssue(location: GoldSourceLocation(file: file, line: lineNumber),
                                            message: "a header reads `@@ doc ID key=value…`"))
                    header = nil
                    continue
                }
                let id = words[1]
                words.removeFirst(2)
                var fields: [String: String] = [:]
                for w in words {
                    let kv = w.split(separator: "=", maxSplits: 1).map(String.init)
                    if kv.count == 2 { fields[kv[0]] = kv[1] } else {
                        issues.append(GoldIssue(location: GoldSourceLocation(file: file, line: lineNumber), documentID: id,
                                                message: "header field `\(w)` is not key=value"))
                    }
                }
                header = (fields, id, lineNumber)
                body = []
                bodyStart = lineNumber + 1
            } else if header == nil {
                // Before the first document only comments and blank lines are allowed (the licence header).
                if !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    issues.append(GoldIssue(location: GoldSourceLocation(file: file, line: lineNumber),
                                            message: "text outside a document (missing `@@ doc` header?)"))
                }
            } else {
                body.append(line)
            }
        }
        flush()
        return (documents, issues)
    }

    /// Turns a document body with `{{type|value|text}}` markup into plain text plus entities.
    static func parseBody(_ raw: String, file: String, firstLine: Int, documentID: String)
        -> (text: String, entities: [GoldEntity], issues: [GoldIssue]) {
        let b = Array(raw.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var entities: [GoldEntity] = []
        var issues: [GoldIssue] = []
        var line = firstLine
        var i = 0
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), bar = UInt8(ascii: "|"), nl = UInt8(ascii: "\n")
        func issue(_ l: Int, _ m: String) {
            issues.append(GoldIssue(location: GoldSourceLocation(file: file, line: l), documentID: documentID, message: m))
        }
        while i < b.count {
            if b[i] == close, i + 1 < b.count, b[i + 1] == close {
                issue(line, "`}}` without a matching `{{`")
                i += 2
                continue
            }
            guard b[i] == open, i + 1 < b.count, b[i + 1] == open else {
                if b[i] == nl { line += 1 }
                out.append(b[i])
                i += 1
                continue
            }
            let startLine = line
            var j = i + 2
            var nested = false
            while j + 1 < b.count, !(b[j] == close && b[j + 1] == close) {
                if b[j] == open && b[j + 1] == open { nested = true }
                j += 1
            }
            guard j + 1 < b.count else {
                issue(startLine, "`{{` is never closed")
                // Keep the rest as plain text so later checks still see the document.
                out.append(contentsOf: b[i...])
                break
            }
            let inner = Array(b[(i + 2)..<j])
            line += inner.filter { $0 == nl }.count
            i = j + 2
            if nested {
                issue(startLine, "nested `{{` inside an annotation")
                continue
            }
            let parts = inner.split(separator: bar, omittingEmptySubsequences: false)
            guard parts.count == 3 else {
                issue(startLine, "an annotation reads {{type|value|text}}; found \(parts.count) `|`-separated parts")
                out.append(contentsOf: parts.last ?? [])
                continue
            }
            // `date#holiday`: a type and its family tag.
            let tagged = String(decoding: parts[0], as: UTF8.self).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let type = String(tagged[0])
            let family = tagged.count == 2 ? String(tagged[1]) : nil
            let rawValue = String(decoding: parts[1], as: UTF8.self)
            let text = String(decoding: parts[2], as: UTF8.self)
            let start = out.count
            out.append(contentsOf: parts[2])
            do {
                let value = try GoldFormat.expandValue(type: type, raw: rawValue, text: text)
                entities.append(GoldEntity(type: type, utf8Range: start..<out.count, text: text, value: value, line: startLine,
                                           family: family))
            } catch {
                issue(startLine, error.message)
            }
        }
        return (String(decoding: out, as: UTF8.self), entities, issues)
    }

    /// Documents and problems read from JSONL: one object per line,
    /// `{"id","lang","region","now","tz","genre","text","entities":[{"type","start","end","value"}]}`
    /// with `start`/`end` in UTF-8 bytes; an entity may add `"family"` (a date's family tag).
    public static func parseJSONL(_ contents: String, file: String) -> (documents: [GoldDocument], issues: [GoldIssue]) {
        var documents: [GoldDocument] = []
        var issues: [GoldIssue] = []
        for (i, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let loc = GoldSourceLocation(file: file, line: i + 1)
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            guard let obj = try? JSONValue(json: String(line)), case .object(let o) = obj else {
                issues.append(GoldIssue(location: loc, message: "not a JSON object"))
                continue
            }
            let id = o["id"]?.stringValue ?? ""
            if id.isEmpty { issues.append(GoldIssue(location: loc, message: "document lacks \"id\"")) }
            guard let text = o["text"]?.stringValue else {
                issues.append(GoldIssue(location: loc, documentID: id, message: "document lacks \"text\""))
                continue
            }
            let utf8 = Array(text.utf8)
            var entities: [GoldEntity] = []
            if case .array(let list)? = o["entities"] {
                for e in list {
                    guard case .number(let s)? = e["start"], case .number(let en)? = e["end"],
                          let type = e["type"]?.stringValue, let value = e["value"] else {
                        issues.append(GoldIssue(location: loc, documentID: id, message: "entity needs type, start, end, value: \(e)"))
                        continue
                    }
                    let start = Int(s), end = Int(en)
                    guard start >= 0, start <= end, end <= utf8.count else {
                        issues.append(GoldIssue(location: loc, documentID: id,
                                                message: "entity \(start)..<\(end) lies outside the text (\(utf8.count) bytes)"))
                        continue
                    }
                    let spanText = String(decoding: utf8[start..<end], as: UTF8.self)
                    if let written = e["text"]?.stringValue, written != spanText {
                        issues.append(GoldIssue(location: loc, documentID: id,
                                                message: "entity text \"\(written)\" differs from the span's text \"\(spanText)\""))
                    }
                    entities.append(GoldEntity(type: type, utf8Range: start..<end, text: spanText, value: value, line: i + 1,
                                               family: e["family"]?.stringValue))
                }
            } else if o["entities"] != nil {
                issues.append(GoldIssue(location: loc, documentID: id, message: "\"entities\" must be an array"))
            }
            documents.append(GoldDocument(id: id, language: o["lang"]?.stringValue ?? "", region: o["region"]?.stringValue ?? "",
                                          now: o["now"]?.stringValue ?? "", timeZone: o["tz"]?.stringValue ?? "",
                                          genre: o["genre"]?.stringValue ?? "", text: text, entities: entities, source: loc))
        }
        return (documents, issues)
    }

    /// Reads every `*.gold` and `*.jsonl` file in `directory` (sorted by name, so order is stable).
    /// - Throws: file-system errors only; annotation problems come back as issues.
    public static func load(directory: URL) throws -> (documents: [GoldDocument], issues: [GoldIssue]) {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        var documents: [GoldDocument] = []
        var issues: [GoldIssue] = []
        for name in names where name.hasSuffix(".gold") || name.hasSuffix(".jsonl") {
            let url = directory.appendingPathComponent(name)
            let contents = try String(contentsOf: url, encoding: .utf8)
            let r = name.hasSuffix(".gold") ? parseMarkup(contents, file: name) : parseJSONL(contents, file: name)
            documents += r.documents
            issues += r.issues
        }
        return (documents, issues)
    }
}

extension GoldDocument {
    /// The document as one JSONL line (no trailing newline), the exported form of the gold.
    public func jsonLine() -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("id", id)
        w.field("lang", language)
        w.field("region", region)
        w.field("now", now)
        w.field("tz", timeZone)
        w.field("genre", genre)
        w.field("text", text)
        w.key("entities")
        w.beginArray()
        for e in entities {
            w.beginObject()
            w.field("type", e.type)
            w.field("start", e.utf8Range.lowerBound)
            w.field("end", e.utf8Range.upperBound)
            w.field("text", e.text)
            if let family = e.family { w.field("family", family) }
            w.key("value")
            e.value.write(to: &w)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return String(decoding: w.bytes, as: UTF8.self)
    }
}

/// A message-carrying error for value shorthands.
struct GoldValueError: Error {
    var message: String
}

extension GoldFormat {
    /// Expands the value part of `{{type|value|text}}` into the partial JSON object the gold compares with.
    ///
    /// - A value starting with `{` is taken as JSON, for any type.
    /// - `phone|+16502530000` → `{"e164":"+16502530000"}`.
    /// - `email|` (empty) → `{"address": text}`; `email|x@y` → `{"address":"x@y"}`.
    /// - `link|` (empty) → the URL derived from an ASCII text: `http://` added when no scheme is written, the
    ///   scheme and host lower-cased; `link|https://…` → `{"url":"https://…"}`. Non-ASCII links need an
    ///   explicit value (punycode host, percent-encoded path).
    /// - `date|2026-12-04T15:00:00+03:00` → `{"start":…}`; `date|A/B` → `{"start":A,"end":B}`.
    /// - `address|street=…;city=…` → `{"components":{"street":…,"city":…}}`.
    static func expandValue(type: String, raw: String, text: String) throws(GoldValueError) -> JSONValue {
        if raw.hasPrefix("{") {
            do { return try JSONValue(json: raw) } catch {
                throw GoldValueError(message: "value `\(raw)` is not valid JSON")
            }
        }
        switch type {
        case "phone":
            return .object(["e164": .string(raw)])
        case "email":
            return .object(["address": .string(raw.isEmpty ? text : raw)])
        case "link":
            if !raw.isEmpty { return .object(["url": .string(raw)]) }
            guard let url = derivedURL(text) else {
                throw GoldValueError(message: "link `\(text)` needs an explicit value (non-ASCII or no host)")
            }
            return .object(["url": .string(url)])
        case "date":
            let ends = raw.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard ends.count <= 2, !raw.isEmpty else { throw GoldValueError(message: "date value `\(raw)` reads START or START/END") }
            var o: [String: JSONValue] = ["start": .string(ends[0])]
            if ends.count == 2 { o["end"] = .string(ends[1]) }
            return .object(o)
        case "address":
            var comps: [String: JSONValue] = [:]
            for pair in raw.split(separator: ";", omittingEmptySubsequences: true) {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard kv.count == 2 else { throw GoldValueError(message: "address component `\(pair)` is not key=value") }
                comps[kv[0]] = .string(kv[1])
            }
            return .object(["components": .object(comps)])
        default:
            // Unknown types are reported by the validator; keep the raw value so the document still loads.
            return .object(["raw": .string(raw)])
        }
    }

    /// `http://` + text for scheme-less ASCII links, with scheme and host lower-cased.
    static func derivedURL(_ text: String) -> String? {
        guard text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }) else { return nil }
        var scheme = "http"
        var rest = Substring(text)
        if let r = text.range(of: "://") {
            scheme = text[..<r.lowerBound].lowercased()
            rest = text[r.upperBound...]
        }
        let hostEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
        let host = rest[..<hostEnd]
        guard !host.isEmpty else { return nil }
        return "\(scheme)://\(host.lowercased())\(rest[hostEnd...])"
    }
}
