import Foundation
import TextSense
import TextSenseCorpus

extension BenchReport {
    /// The same figures as the tables, as one JSON object (`--json FILE`). Rates are fractions (0…1), speeds
    /// MB/s with MB = 10^6 bytes, times as named by their keys; `null` means withheld or not measured.
    func json() -> String {
        var w = JSONWriter(reservingCapacity: 16_384)
        w.beginObject()
        w.field("buildMode", buildMode)
        w.key("machine")
        w.beginObject()
        w.field("cpu", machine.cpu)
        w.field("cores", machine.cores)
        w.field("os", machine.os)
        w.field("swift", machine.swift)
        w.endObject()
        w.key("corpus")
        w.beginObject()
        w.field("documents", corpusDocuments)
        w.field("entities", corpusEntities)
        w.endObject()
        w.key("accuracy")
        writeRows(accuracy, to: &w)
        w.key("peerAccuracy")
        w.beginObject()
        for name in peerAccuracy.keys.sorted() {
            w.key(name)
            writeRows(peerAccuracy[name] ?? [], to: &w)
        }
        w.endObject()
        w.key("spelling")
        w.beginArray()
        for r in spelling {
            w.beginObject()
            w.field("engine", r.engine)
            w.field("lang", r.language)
            w.field("pairs", r.score?.pairs ?? spellingPairs[r.language] ?? 0)
            w.key("top1"); number(r.score?.top1Rate, to: &w)
            w.key("top5"); number(r.score?.top5Rate, to: &w)
            w.field("note", ifPresent: r.note)
            w.endObject()
        }
        w.endArray()
        w.key("casing")
        w.beginArray()
        for r in casing {
            w.beginObject()
            w.field("lang", r.language)
            w.field("cases", r.cases)
            w.key("passed"); if let p = r.passed { w.int(p) } else { w.null() }
            w.key("conformance"); number(r.passed.map { Double($0) / Double(max(1, r.cases)) }, to: &w)
            w.endObject()
        }
        w.endArray()
        w.key("editing")
        if let e = editing {
            w.beginObject()
            w.field("edits", e.messages)
            w.field("documentBytes", e.messageBytes)
            w.key("p50Microseconds"); number(e.p50Microseconds, to: &w)
            w.key("p99Microseconds"); number(e.p99Microseconds, to: &w)
            w.key("cpuP50Microseconds"); number(editingCPU?.p50Microseconds, to: &w)
            w.key("cpuP99Microseconds"); number(editingCPU?.p99Microseconds, to: &w)
            w.endObject()
        } else { w.null() }
        w.key("hostile")
        w.beginArray()
        for h in hostile {
            w.beginObject()
            w.field("input", h.name)
            w.key("seconds1MB"); number(h.seconds1MB, to: &w)
            w.key("seconds2MB"); number(h.seconds2MB, to: &w)
            w.key("ratio"); number(h.ratio, to: &w)
            w.endObject()
        }
        w.endArray()
        w.key("scaling")
        w.beginArray()
        for r in scaling {
            w.beginObject()
            w.field("run", r.label)
            w.field("bytes", r.bytes)
            w.key("seconds"); number(r.seconds, to: &w)
            w.key("peakResidentMB"); number(r.peakResidentMB, to: &w)
            w.endObject()
        }
        w.endArray()
        w.key("throughput")
        w.beginArray()
        for r in speed + tokenizer {
            w.beginObject()
            w.field("name", r.name)
            w.field("text", r.textStyle)
            w.field("peer", r.peer)
            w.field("bytes", r.bytes)
            w.field("found", r.detections)
            w.key("megabytesPerSecond")
            number(r.megabytesPerSecond, to: &w)
            w.endObject()
        }
        w.endArray()
        w.key("latency")
        if let l = latency {
            w.beginObject()
            w.field("messages", l.messages)
            w.field("messageBytes", l.messageBytes)
            w.key("p50Microseconds"); number(l.p50Microseconds, to: &w)
            w.key("p99Microseconds"); number(l.p99Microseconds, to: &w)
            w.key("maxMicroseconds"); number(l.maxMicroseconds, to: &w)
            w.endObject()
        } else { w.null() }
        w.key("growth")
        w.beginArray()
        for g in growth {
            w.beginObject()
            w.field("factor", g.factor)
            w.field("bytes", g.bytes)
            w.key("seconds"); number(g.seconds, to: &w)
            w.key("ratio"); number(g.ratio, to: &w)
            w.endObject()
        }
        w.endArray()
        w.key("startup")
        if let s = startup {
            w.beginObject()
            w.field("binary", s.binary)
            w.field("runs", s.runs)
            w.key("medianMilliseconds"); number(s.medianMilliseconds, to: &w)
            w.key("minMilliseconds"); number(s.minMilliseconds, to: &w)
            w.endObject()
        } else { w.null() }
        w.key("peakResidentMegabytes"); number(peakResidentMB, to: &w)
        w.key("notes")
        w.beginArray()
        for n in notes { w.string(n) }
        w.endArray()
        w.key("failedChecks")
        w.beginArray()
        for f in failedChecks { w.string(f) }
        w.endArray()
        w.endObject()
        return String(decoding: w.bytes, as: UTF8.self) + "\n"
    }

    private func writeRows(_ rows: [AccuracyRow], to w: inout JSONWriter) {
        w.beginArray()
        for r in rows {
            let c = r.counts
            w.beginObject()
            w.field("type", r.type)
            w.field("lang", r.language)
            w.field("implemented", r.implemented)
            w.field("gold", c.gold)
            // A type without a detector has gold but no measurement: its rates are null, not 0.
            let measured = r.implemented
            w.key("found"); measured ? w.int(c.predicted) : w.null()
            w.key("matched"); measured ? w.int(c.matched) : w.null()
            w.key("exactSpan"); measured ? w.int(c.exactSpan) : w.null()
            w.key("valueCorrect"); measured ? w.int(c.valueCorrect) : w.null()
            w.key("precision"); number(measured ? c.precision : nil, to: &w)
            w.key("recall"); number(measured ? c.recall : nil, to: &w)
            w.key("f1"); number(measured ? c.f1 : nil, to: &w)
            w.key("exactSpanRate"); number(measured ? c.exactSpanRate : nil, to: &w)
            w.key("valueAccuracy"); number(measured ? c.valueAccuracy : nil, to: &w)
            if !c.componentGold.isEmpty {
                w.key("components")
                w.beginObject()
                for key in c.componentGold.keys.sorted() {
                    w.key(key)
                    w.beginObject()
                    w.field("gold", c.componentGold[key] ?? 0)
                    w.field("correct", c.componentCorrect[key] ?? 0)
                    w.endObject()
                }
                w.endObject()
            }
            w.endObject()
        }
        w.endArray()
    }

    private func number(_ x: Double?, to w: inout JSONWriter) {
        guard let x, x.isFinite else { w.null(); return }
        w.raw(Array(String(format: "%.6g", x).utf8))
    }
}
