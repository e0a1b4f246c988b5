import TextSenseCorpus

/// Entity counts per language and type, the numbers the corpus size targets are checked against.
struct CorpusStats {
    let documents: [GoldDocument]

    func table() -> String {
        let types = GoldFormat.knownTypes
        let languages = Set(documents.map(\.language)).sorted()
        var rows: [[String]] = [["lang", "docs"] + types + ["total"]]
        var columnTotals = Array(repeating: 0, count: types.count)
        for lang in languages {
            let docs = documents.filter { $0.language == lang }
            let counts = types.map { t in docs.reduce(0) { $0 + $1.entities.filter { $0.type == t }.count } }
            for (i, c) in counts.enumerated() { columnTotals[i] += c }
            rows.append([lang, "\(docs.count)"] + counts.map(String.init) + ["\(counts.reduce(0, +))"])
        }
        rows.append(["all", "\(documents.count)"] + columnTotals.map(String.init) + ["\(columnTotals.reduce(0, +))"])
        return TextTable(rows: rows, rightAligned: Set(1..<(types.count + 3))).render()
    }
}

/// A plain monospaced table: the first row is the header.
struct TextTable {
    var rows: [[String]]
    var rightAligned: Set<Int> = []

    func render() -> String {
        guard let header = rows.first else { return "" }
        var widths = Array(repeating: 0, count: header.count)
        for r in rows { for (i, c) in r.enumerated() where i < widths.count { widths[i] = max(widths[i], c.count) } }
        func line(_ r: [String]) -> String {
            r.enumerated().map { i, c in
                let pad = String(repeating: " ", count: max(0, widths[i] - c.count))
                return rightAligned.contains(i) ? pad + c : c + pad
            }.joined(separator: "  ")
        }
        var out = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        out += rows.dropFirst().map(line)
        return out.joined(separator: "\n")
    }
}
