import Foundation
import TextSense
import TextSenseCorpus

/// `textsense-bench speed [--types LIST] [--styles prose,mixed,dense] [--size MB] [--rounds N]`
///
/// The detector throughput rows of `run` alone, on the same generated texts (same seed and order, so the
/// bytes are identical), best of `--rounds` (5): MB/s by the wall clock, as `run` reports, and by the CPU
/// time of the measuring thread, which a busy neighbour on the shared cores does not inflate. Every timed
/// run must find as many detections as the untimed one (exit 70 otherwise). For before/after comparisons
/// of one detector without the minutes `run` takes.
func runSpeedBenchmark(options: Options, documents: [GoldDocument]) {
    var types = DetectionTypes.all
    var name = "all (pipeline)"
    if let names = options.values["--types"] {
        var unknown: String?
        guard let t = DetectionTypes(names: names, unknown: &unknown) else {
            fail("unknown type \(unknown ?? names)\n\(usage)", code: Exit.usage)
        }
        types = t
        name = names
    }
    let megabytes = options.values["--size"].flatMap(Double.init) ?? 4
    guard megabytes > 0 else { fail("--size must be a positive number of MB", code: Exit.usage) }
    guard let rounds = Int(options.values["--rounds"] ?? "5"), rounds > 0 else {
        fail("--rounds must be a positive integer", code: Exit.usage)
    }
    let styles = (options.values["--styles"] ?? "prose,mixed,dense").split(separator: ",").map(String.init)
    for style in styles where !["prose", "mixed", "dense"].contains(style) {
        fail("unknown style \(style): use prose, mixed, dense\n\(usage)", code: Exit.usage)
    }
    let detector: DataDetector
    do { detector = try DataDetector(types: types) } catch { fail("cannot build detector: \(error)", code: Exit.software) }
    var generator = TextGenerator(documents: documents, seed: throughputSeed)
    let generated = throughputTexts(&generator, bytes: max(10_000, Int(megabytes * 1_000_000)))
    let texts = ["prose": generated.prose, "mixed": generated.mixed, "dense": generated.dense]
    print("detector              text    MB  found   MB/s wall   MB/s CPU")
    var failed = false
    for style in styles {
        let text = texts[style]!
        let expected = detector.detections(in: text).count
        var wall = Double.infinity, cpu = Double.infinity
        for _ in 0..<rounds {
            var count = 0
            let c0 = threadCPUSeconds()
            let w = seconds { count = detector.detections(in: text).count }
            cpu = min(cpu, threadCPUSeconds() - c0)
            wall = min(wall, w)
            if count != expected {
                note("\(name) on \(style): timed run found \(count), untimed run found \(expected)")
                failed = true
            }
        }
        let mb = Double(text.utf8.count) / 1e6
        print(name.padding(toLength: 20, withPad: " ", startingAt: 0), style.padding(toLength: 6, withPad: " ", startingAt: 0),
              String(format: "%5.2f %6d %11.1f %10.1f", mb, expected, mb / wall, mb / cpu))
    }
    if failed { exit(Exit.software) }
}
