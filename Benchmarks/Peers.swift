import Foundation
import TextSense
import TextSenseCorpus

/// Runs Benchmarks/peers/run_peers.py in the private virtualenv (.venv-peers, made by
/// scripts/setup-peers.sh) and scores each peer's predictions with the same scorer as TextSense.
func runPeers(documents: [GoldDocument], text: String, spellingSets: [SpellingSet], report: inout BenchReport) {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let python = root.appendingPathComponent(".venv-peers/bin/python")
    let script = root.appendingPathComponent("Benchmarks/peers/run_peers.py")
    guard FileManager.default.isExecutableFile(atPath: python.path), FileManager.default.fileExists(atPath: script.path) else {
        report.notes.append("peers: skipped — run scripts/setup-peers.sh first (needs \(python.path) and \(script.path))")
        return
    }
    let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-peers-\(getpid())")
    try? FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: tmp) }
    let goldFile = tmp.appendingPathComponent("gold.jsonl"), textFile = tmp.appendingPathComponent("text.txt")
    let outFile = tmp.appendingPathComponent("peers.json")
    do {
        try Data(documents.map { $0.jsonLine() }.joined(separator: "\n").utf8).write(to: goldFile)
        try Data(text.utf8).write(to: textFile)
    } catch {
        report.notes.append("peers: skipped — cannot write temporary files: \(error)")
        return
    }
    note("peers: running \(script.lastPathComponent) (takes a minute)…")
    let p = Process()
    p.executableURL = python
    let spellingFile = tmp.appendingPathComponent("spelling.json")
    var spellingJSON = JSONWriter()
    spellingJSON.beginObject()
    for set in spellingSets {
        spellingJSON.key(set.language)
        spellingJSON.beginArray()
        for pair in set.pairs { spellingJSON.string(pair.misspelling) }
        spellingJSON.endArray()
    }
    spellingJSON.endObject()
    try? Data(spellingJSON.bytes).write(to: spellingFile)
    p.arguments = [script.path, "--gold", goldFile.path, "--text", textFile.path, "--spelling", spellingFile.path]
    guard FileManager.default.createFile(atPath: outFile.path, contents: nil),
          let out = try? FileHandle(forWritingTo: outFile) else { return }
    p.standardOutput = out
    do { try p.run() } catch {
        report.notes.append("peers: skipped — cannot start python: \(error)")
        return
    }
    p.waitUntilExit()
    try? out.close()
    guard p.terminationStatus == 0, let data = try? Data(contentsOf: outFile),
          let json = try? JSONValue(jsonBytes: Array(data)), case .array(let peers)? = json["peers"] else {
        report.notes.append("peers: skipped — run_peers.py failed (status \(p.terminationStatus))")
        return
    }
    for peer in peers {
        guard let name = peer["name"]?.stringValue else { continue }
        guard peer["available"] == .bool(true), case .array(let typeList)? = peer["types"] else {
            report.notes.append("peer \(name): not installed (\(peer["reason"]?.stringValue ?? "unknown reason"))")
            continue
        }
        let types = Set(typeList.compactMap(\.stringValue))
        let predictions: [[PredictedEntity]] = documents.map { doc in
            guard case .array(let list)? = peer["predictions"]?[doc.id] else { return [] }
            return list.compactMap { e in
                guard let t = e["type"]?.stringValue, case .number(let s)? = e["start"], case .number(let en)? = e["end"],
                      s <= en else { return nil }
                return PredictedEntity(type: t, utf8Range: Int(s)..<Int(en), value: e["value"] ?? .null)
            }
        }
        let scored = Scorer.score(documents: documents, predictions: predictions, implementedTypes: types)
        report.peerAccuracy[name] = scored.rows.filter { types.contains($0.type) }
        if case .object(let speed)? = peer["speed"], case .number(let bytes)? = speed["bytes"],
           case .number(let secs)? = speed["seconds"], secs > 0 {
            let found: Int
            if case .number(let f)? = speed["found"] { found = Int(f) } else { found = 0 }
            for t in types.sorted() {
                report.speed.append(SpeedRow(name: "peer: \(name) (\(t))", textStyle: "dense",
                                             megabytesPerSecond: bytes / 1e6 / secs, detections: found, bytes: Int(bytes), peer: true))
            }
        }
    }
    // Spellers: {"engine": {"lang": [[suggestion, …] per misspelling]} or {"unavailable": reason}}.
    if case .object(let spellers)? = json["spelling"] {
        for engine in spellers.keys.sorted() {
            guard case .object(let byLanguage)? = spellers[engine] else { continue }
            if let reason = byLanguage["unavailable"]?.stringValue {
                report.notes.append("peer \(engine): \(reason)")
                continue
            }
            for set in spellingSets {
                guard case .array(let lists)? = byLanguage[set.language] else {
                    report.spelling.append(SpellingRow(engine: engine, language: set.language, score: nil, note: "no dictionary"))
                    continue
                }
                let suggestions = lists.map { list -> [String] in
                    if case .array(let words) = list { return words.compactMap(\.stringValue) }
                    return []
                }
                report.spelling.append(SpellingRow(engine: engine, language: set.language,
                                                   score: SpellingScore(set: set, suggestions: suggestions)))
            }
        }
    }
    report.notes.append("peers: speed measured on ~1 KB messages of the dense text for up to 8 s each")
}
