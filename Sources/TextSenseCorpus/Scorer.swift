import Foundation
import TextSense

/// A detection reduced to what scoring compares: type, span and value.
public struct PredictedEntity: Hashable, Sendable {
    public var type: String
    /// UTF-8 byte offsets into the document text.
    public var utf8Range: Range<Int>
    public var value: JSONValue

    public init(type: String, utf8Range: Range<Int>, value: JSONValue) {
        self.type = type
        self.utf8Range = utf8Range
        self.value = value
    }

    /// A library detection, its value rendered as the CLI's JSON — an all-day date in the gold's notation.
    public init(_ detection: Detection) {
        var value = detection.value.jsonValue
        if detection.kind == .date { value = Self.goldNotation(ofDate: value) }
        self.init(type: detection.kind.rawValue, utf8Range: detection.utf8Range, value: value)
    }

    /// The gold writes an all-day date as a calendar date and a range of days with its last day
    /// (`2027-03-10/2027-03-12`); the library writes midnight in the zone and an exclusive end (as RFC 5545's
    /// DTEND does: `2027-03-13T00:00:00-05:00`). Same meaning; this rewrites the second as the first. Timed
    /// values are left as they are.
    static func goldNotation(ofDate value: JSONValue) -> JSONValue {
        guard case .object(var o) = value, case .bool(true)? = o["allDay"],
              let start = o["start"]?.stringValue, start.count >= 10 else { return value }
        o["start"] = .string(String(start.prefix(10)))
        if let end = o["end"]?.stringValue, end.count >= 10, let last = dayBefore(String(end.prefix(10))) {
            o["end"] = .string(last)
        }
        return .object(o)
    }

    /// The calendar day before an ISO date `YYYY-MM-DD` (proleptic Gregorian), or nil when it is not one.
    static func dayBefore(_ date: String) -> String? {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var (y, m, d) = (parts[0], parts[1], parts[2] - 1)
        if d == 0 {
            m -= 1
            if m == 0 { m = 12; y -= 1 }
            let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
            d = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
        }
        return String(format: "%04d-%02d-%02d", y, m, d)
    }
}

/// Counts for one (type, language) cell of the accuracy table.
///
/// A prediction *matches* a gold entity of the same type when their spans overlap (one-to-one; exact spans
/// are paired first). Precision = matched / predicted, recall = matched / gold; exact-span rate and value
/// accuracy are over matched pairs; a value is correct when every key the gold names is equal
/// (`JSONValue.matches`).
public struct AccuracyCounts: Hashable, Sendable {
    public var gold = 0
    public var predicted = 0
    public var matched = 0
    public var exactSpan = 0
    public var valueCorrect = 0
    /// Address components named by matched gold entities, by key.
    public var componentGold: [String: Int] = [:]
    /// Address components the matched prediction got equal, by key.
    public var componentCorrect: [String: Int] = [:]

    public init() {}

    public var precision: Double? { predicted == 0 ? nil : Double(matched) / Double(predicted) }
    public var recall: Double? { gold == 0 ? nil : Double(matched) / Double(gold) }
    /// Harmonic mean of precision and recall; 0 when nothing matched but something was expected or found.
    public var f1: Double? {
        guard gold > 0 || predicted > 0 else { return nil }
        let p = precision ?? 0, r = recall ?? 0
        return p + r == 0 ? 0 : 2 * p * r / (p + r)
    }
    public var exactSpanRate: Double? { matched == 0 ? nil : Double(exactSpan) / Double(matched) }
    public var valueAccuracy: Double? { matched == 0 ? nil : Double(valueCorrect) / Double(matched) }

    public mutating func add(_ o: AccuracyCounts) {
        gold += o.gold
        predicted += o.predicted
        matched += o.matched
        exactSpan += o.exactSpan
        valueCorrect += o.valueCorrect
        componentGold.merge(o.componentGold, uniquingKeysWith: +)
        componentCorrect.merge(o.componentCorrect, uniquingKeysWith: +)
    }
}

/// One row of the accuracy table.
public struct AccuracyRow: Hashable, Sendable {
    public var type: String
    /// A language code, or `"all"` for the type's total.
    public var language: String
    /// Whether the library has a detector for `type`. Gold entities of an unimplemented type still count.
    public var implemented: Bool
    public var counts: AccuracyCounts
}

/// One scoring disagreement, for the `--errors` listing.
public struct ScoringError: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable { case missed, spurious, wrongSpan, wrongValue }
    public var kind: Kind
    public var documentID: String
    public var type: String
    public var text: String
    public var detail: String

    public var description: String { "\(kind.rawValue) \(type) [\(documentID)] \"\(text)\" \(detail)" }
}

/// Counts for the gold entities of one family tag (`GoldEntity.family`) in one language. Detections carry no
/// family, so a family has no precision: `found` is its recall, and exact span and value are over found ones.
public struct FamilyRow: Hashable, Sendable {
    public var type: String
    public var family: String
    /// A language code, or `"all"`.
    public var language: String
    public var counts: AccuracyCounts
}

/// The result of scoring predictions against the gold.
public struct AccuracyReport: Hashable, Sendable {
    /// Per type (in `GoldFormat.knownTypes` order, then others) a row per language and an `"all"` row.
    public var rows: [AccuracyRow]
    public var errors: [ScoringError]
    /// Per type and family tag (in `GoldFormat.dateFamilies` order, then others) a row per language and an
    /// `"all"` row; untagged dates are left out, and an untagged address counts under its document's region
    /// (`GoldFormat.isAddressCountry`).
    public var families: [FamilyRow] = []

    /// The `"all"` row of `type`.
    public func total(_ type: String) -> AccuracyRow? { rows.first { $0.type == type && $0.language == "all" } }
}

/// Scores detections against gold documents.
public enum Scorer {
    /// Scores `predictions[i]` against `documents[i]`.
    ///
    /// - Parameters:
    ///   - implementedTypes: type names the library detects (default: `Detection.Kind.allCases`); other gold
    ///     types appear as not implemented.
    /// - Complexity: O(Σ gold · predicted) per document, which is small.
    public static func score(documents: [GoldDocument], predictions: [[PredictedEntity]],
                             implementedTypes: Set<String> = GoldFormat.implementedTypes) -> AccuracyReport {
        precondition(documents.count == predictions.count, "one prediction list per document")
        var cells: [String: [String: AccuracyCounts]] = [:]   // type → language → counts
        var familyCells: [String: [String: [String: AccuracyCounts]]] = [:]   // type → family → language → counts
        var errors: [ScoringError] = []
        for (doc, preds) in zip(documents, predictions) {
            let types = Set(doc.entities.map(\.type)).union(preds.map(\.type))
            for type in types {
                let g = doc.entities.filter { $0.type == type }
                let p = preds.filter { $0.type == type }
                var c = AccuracyCounts()
                c.gold = g.count
                c.predicted = p.count
                let pairs = match(gold: g.map(\.utf8Range), predicted: p.map(\.utf8Range))
                var matchedPred = Set<Int>()
                var matchedGold = Set<Int>()
                for (gi, pi) in pairs {
                    matchedGold.insert(gi)
                    matchedPred.insert(pi)
                    c.matched += 1
                    let ge = g[gi], pe = p[pi]
                    if ge.utf8Range == pe.utf8Range { c.exactSpan += 1 } else {
                        errors.append(ScoringError(kind: .wrongSpan, documentID: doc.id, type: type, text: ge.text,
                                                   detail: "found \"\(slice(doc.text, pe.utf8Range))\""))
                    }
                    if pe.value.matches(ge.value) { c.valueCorrect += 1 } else {
                        errors.append(ScoringError(kind: .wrongValue, documentID: doc.id, type: type, text: ge.text,
                                                   detail: "expected \(ge.value) found \(pe.value)"))
                    }
                    if let comps = ge.value["components"]?.objectValue {
                        let found = pe.value["components"]?.objectValue ?? [:]
                        for (key, want) in comps {
                            c.componentGold[key, default: 0] += 1
                            if found[key] == want { c.componentCorrect[key, default: 0] += 1 }
                        }
                    }
                }
                let pairedPrediction = Dictionary(uniqueKeysWithValues: pairs)
                for (gi, e) in g.enumerated() {
                    // An address's family is its country: its tag, else its document's region.
                    guard let family = e.family ?? (type == "address" ? doc.region.uppercased() : nil) else { continue }
                    var f = AccuracyCounts()
                    f.gold = 1
                    if let pi = pairedPrediction[gi] {
                        f.matched = 1
                        if e.utf8Range == p[pi].utf8Range { f.exactSpan = 1 }
                        if p[pi].value.matches(e.value) { f.valueCorrect = 1 }
                    }
                    familyCells[type, default: [:]][family, default: [:]][doc.language, default: AccuracyCounts()].add(f)
                }
                for (i, e) in g.enumerated() where !matchedGold.contains(i) {
                    errors.append(ScoringError(kind: .missed, documentID: doc.id, type: type, text: e.text, detail: "\(e.value)"))
                }
                for (i, e) in p.enumerated() where !matchedPred.contains(i) {
                    errors.append(ScoringError(kind: .spurious, documentID: doc.id, type: type,
                                               text: slice(doc.text, e.utf8Range), detail: "\(e.value)"))
                }
                cells[type, default: [:]][doc.language, default: AccuracyCounts()].add(c)
            }
        }
        var order = GoldFormat.knownTypes
        for t in cells.keys.sorted() where !order.contains(t) { order.append(t) }
        var rows: [AccuracyRow] = []
        for type in order {
            let byLanguage = cells[type] ?? [:]
            let implemented = implementedTypes.contains(type)
            // An implemented detector with no gold and no output still gets a row: its absence is news.
            guard !byLanguage.isEmpty || implemented else { continue }
            var total = AccuracyCounts()
            for lang in byLanguage.keys.sorted() {
                let counts = byLanguage[lang] ?? AccuracyCounts()
                total.add(counts)
                rows.append(AccuracyRow(type: type, language: lang, implemented: implemented, counts: counts))
            }
            rows.append(AccuracyRow(type: type, language: "all", implemented: implemented, counts: total))
        }
        var families: [FamilyRow] = []
        for type in order {
            guard let byFamily = familyCells[type] else { continue }
            var familyOrder = GoldFormat.dateFamilies.filter { byFamily[$0] != nil }
            familyOrder += byFamily.keys.filter { !familyOrder.contains($0) }.sorted()
            for family in familyOrder {
                let byLanguage = byFamily[family] ?? [:]
                var total = AccuracyCounts()
                for lang in byLanguage.keys.sorted() {
                    let counts = byLanguage[lang] ?? AccuracyCounts()
                    total.add(counts)
                    families.append(FamilyRow(type: type, family: family, language: lang, counts: counts))
                }
                families.append(FamilyRow(type: type, family: family, language: "all", counts: total))
            }
        }
        return AccuracyReport(rows: rows, errors: errors, families: families)
    }

    /// One-to-one pairs (gold index, predicted index): identical spans first, then overlapping ones in
    /// text order.
    static func match(gold: [Range<Int>], predicted: [Range<Int>]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        var usedG = Set<Int>(), usedP = Set<Int>()
        for (gi, g) in gold.enumerated() {
            if let pi = predicted.indices.first(where: { !usedP.contains($0) && predicted[$0] == g }) {
                pairs.append((gi, pi))
                usedG.insert(gi)
                usedP.insert(pi)
            }
        }
        let gOrder = gold.indices.sorted { gold[$0].lowerBound < gold[$1].lowerBound }
        let pOrder = predicted.indices.sorted { predicted[$0].lowerBound < predicted[$1].lowerBound }
        for gi in gOrder where !usedG.contains(gi) {
            if let pi = pOrder.first(where: { !usedP.contains($0) && predicted[$0].overlaps(gold[gi]) }) {
                pairs.append((gi, pi))
                usedG.insert(gi)
                usedP.insert(pi)
            }
        }
        return pairs.sorted { $0.0 < $1.0 }
    }

    private static func slice(_ text: String, _ r: Range<Int>) -> String {
        let b = Array(text.utf8)
        guard r.lowerBound >= 0, r.upperBound <= b.count else { return "" }
        return String(decoding: b[r], as: UTF8.self)
    }
}
