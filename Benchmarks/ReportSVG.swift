import Foundation
import TextSenseCorpus

/// A hand-written SVG bar chart: throughput and F1 per detector, ours beside each installed peer.
/// Horizontal bars with the value printed at the end, so it reads without a legend lookup.
extension BenchReport {
    struct Bar {
        var label: String
        var value: Double?
        var peer: Bool
    }

    func svg() -> String {
        var throughput: [Bar] = []
        // Per type: ours (or a "not yet" row when a peer covers a type the library lacks), then its peers.
        for type in GoldFormat.knownTypes {
            let ours = speed.first { !$0.peer && $0.name == type && $0.textStyle == "dense" }
            let theirs = speed.filter { $0.peer && peerCounterpart($0.name) == type }
            if ours == nil && theirs.isEmpty { continue }
            throughput.append(Bar(label: "TextSense \(type)" + (ours == nil ? " (not yet)" : ""), value: ours?.megabytesPerSecond, peer: false))
            for p in theirs {
                throughput.append(Bar(label: p.name.replacingOccurrences(of: "peer: ", with: ""), value: p.megabytesPerSecond, peer: true))
            }
        }
        for style in ["dense", "prose"] {
            if let r = speed.first(where: { !$0.peer && $0.name == "all (pipeline)" && $0.textStyle == style }) {
                throughput.append(Bar(label: "TextSense all types (\(style))", value: r.megabytesPerSecond, peer: false))
            }
        }
        var f1: [Bar] = []
        for r in accuracy where r.language == "all" {
            f1.append(Bar(label: "TextSense \(r.type)" + (r.implemented ? "" : " (not yet)"),
                          value: r.implemented ? r.counts.f1.map { $0 * 100 } : nil, peer: false))
            for name in peerAccuracy.keys.sorted() {
                if let p = peerAccuracy[name]?.first(where: { $0.type == r.type && $0.language == "all" }) {
                    f1.append(Bar(label: "\(name) \(r.type)", value: p.counts.f1.map { $0 * 100 }, peer: true))
                }
            }
        }

        let width = 900.0, labelWidth = 260.0, barArea = 520.0, rowHeight = 22.0, top = 70.0
        var y = top
        var body: [String] = []
        func panel(_ title: String, _ unit: String, _ bars: [Bar], maxValue: Double?) {
            body.append(#"<text x="20" y="\#(y)" class="h">\#(escape(title))</text>"#)
            y += 14
            let top = maxValue ?? max(1, bars.compactMap(\.value).max() ?? 1)
            for b in bars {
                let yy = y + 4
                body.append(#"<text x="\#(labelWidth - 8)" y="\#(yy + 12)" class="l">\#(escape(b.label))</text>"#)
                if let v = b.value {
                    let w = max(1, barArea * min(v, top) / top)
                    body.append(#"<rect x="\#(labelWidth)" y="\#(yy)" width="\#(fmt(w))" height="\#(rowHeight - 6)" class="\#(b.peer ? "peer" : "ours")"/>"#)
                    body.append(#"<text x="\#(fmt(labelWidth + w + 6))" y="\#(yy + 12)" class="v">\#(unit == "%" ? fmt(v) : rate(v)) \#(unit)</text>"#)
                } else {
                    body.append(#"<text x="\#(labelWidth + 6)" y="\#(yy + 12)" class="v na">\#(b.peer ? "not run" : "not measured")</text>"#)
                }
                y += rowHeight
            }
            y += 26
        }
        panel("Throughput on entity-dense text (MB/s, higher is better)", "MB/s", throughput, maxValue: nil)
        panel("F1 on the gold corpus, all languages (%, higher is better)", "%", f1, maxValue: 100)
        let height = y + 10
        let subtitle = "\(buildMode) build · \(machine.cpu) · \(machine.cores) cores · gold: \(corpusEntities) entities in 6 languages"
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(fmt(width))" height="\(fmt(height))" viewBox="0 0 \(fmt(width)) \(fmt(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
        <style>
        .t { font-size: 18px; font-weight: bold; fill: #222; }
        .s { font-size: 11px; fill: #666; }
        .h { font-size: 14px; font-weight: bold; fill: #222; }
        .l { font-size: 12px; fill: #333; text-anchor: end; }
        .v { font-size: 11px; fill: #222; }
        .na { fill: #999; font-style: italic; }
        .ours { fill: #2f6fb3; }
        .peer { fill: #b5b5b5; }
        </style>
        <rect width="100%" height="100%" fill="#ffffff"/>
        <text x="20" y="28" class="t">TextSense vs peers</text>
        <text x="20" y="46" class="s">\(escape(subtitle))</text>
        <rect x="\(fmt(width - 250))" y="16" width="12" height="12" class="ours"/><text x="\(fmt(width - 232))" y="27" class="v">TextSense</text>
        <rect x="\(fmt(width - 150))" y="16" width="12" height="12" class="peer"/><text x="\(fmt(width - 132))" y="27" class="v">peer library</text>
        \(body.joined(separator: "\n"))
        </svg>

        """
    }

    private func fmt(_ x: Double) -> String {
        x >= 100 ? String(format: "%.0f", x) : String(format: "%.1f", x)
    }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
