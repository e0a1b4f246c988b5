import Foundation
import TextSense
import TextSenseCompat
import TextSenseCorpus

/// `textsense-bench compat [--size MB] [--rounds N]`
///
/// `NSDataDetector.matches(in:options:range:)` (TextSenseCompat) against `DataDetector.detections(in:)` on
/// the benchmark's mixed text, every type `NSDataDetector` knows (links and emails, phones, addresses, dates,
/// flights), best of `--rounds` (5) by the measuring thread's CPU time. Both must
/// find the same number of matches, and the first and last `NSRange`s must equal the UTF-16 offsets of the
/// detections (exit 70 otherwise). The overhead is the UTF-16 range conversion and one result object per match.
func runCompatBenchmark(options: Options, documents: [GoldDocument]) {
    let megabytes = options.values["--size"].flatMap(Double.init) ?? 4
    guard megabytes > 0 else { fail("--size must be a positive number of MB", code: Exit.usage) }
    guard let rounds = Int(options.values["--rounds"] ?? "5"), rounds > 0 else {
        fail("--rounds must be a positive integer", code: Exit.usage)
    }
    let engine: DataDetector
    let compat: NSDataDetector
    do {
        engine = try DataDetector(types: [.link, .email, .phone, .address, .date, .flight])
        compat = try NSDataDetector(types: NSTextCheckingAllSystemTypes)
    } catch { fail("cannot build detectors: \(error)", code: Exit.software) }
    var generator = TextGenerator(documents: documents, seed: throughputSeed)
    let text = throughputTexts(&generator, bytes: max(10_000, Int(megabytes * 1_000_000))).mixed
    let whole = NSRange(location: 0, length: text.utf16.count)

    let detections = engine.detections(in: text)
    let matches = compat.matches(in: text, options: [], range: whole)
    func utf16Range(_ d: Detection) -> NSRange {
        let lower = text.utf16.distance(from: text.startIndex, to: d.range.lowerBound)
        return NSRange(location: lower, length: text.utf16.distance(from: d.range.lowerBound, to: d.range.upperBound))
    }
    guard matches.count == detections.count,
          matches.first?.range == detections.first.map(utf16Range), matches.last?.range == detections.last.map(utf16Range)
    else {
        fail("compat: NSDataDetector found \(matches.count), DataDetector \(detections.count), or their ranges differ",
             code: Exit.software)
    }

    func best(_ body: () -> Int) -> Double {
        var cpu = Double.infinity
        for _ in 0..<rounds {
            let c0 = threadCPUSeconds()
            let n = body()
            cpu = min(cpu, threadCPUSeconds() - c0)
            if n != detections.count { fail("compat: a timed run found \(n), not \(detections.count)", code: Exit.software) }
        }
        return cpu
    }
    let direct = best { engine.detections(in: text).count }
    let wrapped = best { compat.matches(in: text, options: [], range: whole).count }
    let mb = Double(text.utf8.count) / 1e6
    print("API                                  MB  found   MB/s CPU")
    print(String(format: "DataDetector.detections(in:)      %5.2f %6d %10.1f", mb, detections.count, mb / direct))
    print(String(format: "NSDataDetector.matches(in:…)      %5.2f %6d %10.1f", mb, matches.count, mb / wrapped))
    print(String(format: "overhead: %+.1f%%", (wrapped / direct - 1) * 100))
}
