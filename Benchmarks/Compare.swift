import Foundation
import TextSense
import TextSenseCorpus

#if canImport(Glibc)
import Glibc
#endif

/// `textsense-bench speed --compare REF [--types LIST] [--styles …] [--size MB] [--rounds N] [--accept-changed]`
///
/// Times the `textsense` CLI of another version against this one on the same bytes. REF is a path to a
/// `textsense` executable, or else a git ref of this repository: its tree (`git archive`) is built in release
/// under `.build/compare/<commit>/` and its binary kept there, so a second comparison with the same commit
/// builds nothing. The benchmark texts (`speed`'s, from this version's gold) are written to files; each round
/// runs `textsense detect --jobs 1` of both versions on each text, in alternating order (old first in odd
/// rounds), and takes each child's CPU time (user + system, from wait4), which a busy neighbour inflates far
/// less than the wall clock. Printed per text: the median MB/s of each side and the median of the per-round
/// ratios new/old with their range. Before any timing both versions must write byte-identical output on every
/// text in each of the six locales; otherwise no ratio is printed (exit 70) unless `--accept-changed`.
func runCompare(ref: String, options: Options, documents: [GoldDocument]) {
    guard let newBinary = textsenseBinary() else { fail("no textsense binary beside textsense-bench or at .build/release/textsense", code: Exit.noInput) }
    let packageRoot = corpusDirectory(options).deletingLastPathComponent().deletingLastPathComponent()
    let (oldBinary, oldName) = comparedBinary(ref, packageRoot: packageRoot)
    let setup = SpeedSetup(options: options, documents: documents)
    let types = options.values["--types"] ?? "all"
    var unknown: String?
    guard DetectionTypes(names: types, unknown: &unknown) != nil else { fail("unknown type \(unknown ?? types)\n\(usage)", code: Exit.usage) }
    let rounds = Int(options.values["--rounds"] ?? "5") ?? 5
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-compare-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var files: [String: URL] = [:]
    for style in setup.styles {
        let url = dir.appendingPathComponent("\(style).txt")
        guard FileManager.default.createFile(atPath: url.path, contents: Data(setup.texts[style]!.utf8)) else {
            fail("cannot write \(url.path)", code: Exit.noInput)
        }
        files[style] = url
    }
    func args(_ file: URL, locale: String) -> [String] {
        ["detect", "--jobs", "1", "--no-progress", "--types", types, "--locale", locale,
         "--now", "2026-11-30T10:00:00Z", "--time-zone", "UTC", file.path]
    }
    // 1. Same detections: both outputs byte-identical on every text, in every locale.
    var differences: [String] = []
    for style in setup.styles {
        for locale in benchLocales {
            guard let a = spawnCounting(oldBinary, args(files[style]!, locale: locale), keep: true),
                  let b = spawnCounting(newBinary, args(files[style]!, locale: locale), keep: true) else {
                fail("a textsense run failed on \(style) in \(locale)", code: Exit.software)
            }
            if a.output != b.output {
                let oldLines = a.output.split(separator: 0x0A), newLines = b.output.split(separator: 0x0A)
                differences.append("\(style) in \(locale): \(oldName) wrote \(a.output.count) bytes (\(oldLines.count) lines), "
                                   + "this build \(b.output.count) bytes (\(newLines.count) lines)")
            }
        }
    }
    let accepted = options.flags.contains("--accept-changed")
    if differences.isEmpty {
        print("detections: identical (byte-identical JSON) on \(setup.styles.joined(separator: ", ")) in \(benchLocales.joined(separator: ", "))")
    } else {
        print("detections: CHANGED")
        for d in differences { print("  " + d) }
        if !accepted {
            note("no ratio for changed detections: pass --accept-changed to time them anyway")
            exit(Exit.software)
        }
    }
    // 2. Alternating rounds, CPU time of each child.
    print("textsense detect --jobs 1 --types \(types), \(rounds) alternating rounds, child CPU time (user+system); "
          + "old = \(oldName), new = this build")
    print("text      MB   old MB/s   new MB/s   new/old (min–max)")
    for style in setup.styles {
        let file = files[style]!
        let mb = Double(setup.texts[style]!.utf8.count) / 1e6
        var old: [Double] = [], new: [Double] = []
        for round in 0..<rounds {
            let order = round % 2 == 0 ? [(oldBinary, 0), (newBinary, 1)] : [(newBinary, 1), (oldBinary, 0)]
            for (binary, side) in order {
                guard let r = spawnCounting(binary, args(file, locale: benchLocales[0]), keep: false) else {
                    fail("a textsense run failed on \(style)", code: Exit.software)
                }
                if side == 0 { old.append(r.cpu) } else { new.append(r.cpu) }
            }
        }
        let ratios = zip(old, new).map { $0 / $1 }.sorted()
        print(style.padding(toLength: 6, withPad: " ", startingAt: 0),
              String(format: "%5.2f %10.1f %10.1f   %6.3f (%.3f–%.3f)", mb, mb / median(old), mb / median(new),
                     median(ratios), ratios.first!, ratios.last!)
              + (differences.isEmpty ? "" : "  detections changed"))
    }
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// The `textsense` binary REF names: an executable path as is, else a git ref built once under
/// `.build/compare/<commit>/`.
private func comparedBinary(_ ref: String, packageRoot: URL) -> (URL, String) {
    if FileManager.default.isExecutableFile(atPath: ref), !FileManager.default.fileExists(atPath: ref + "/.git") {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: ref, isDirectory: &isDirectory), !isDirectory.boolValue {
            return (URL(fileURLWithPath: ref), ref)
        }
    }
    guard let sha = shell(["git", "-C", packageRoot.path, "rev-parse", "--verify", "--quiet", ref + "^{commit}"])?
        .trimmingCharacters(in: .whitespacesAndNewlines), !sha.isEmpty else {
        fail("--compare \(ref): neither a textsense executable nor a git ref of \(packageRoot.path)", code: Exit.usage)
    }
    let short = String(sha.prefix(7))
    let cache = packageRoot.appendingPathComponent(".build/compare/\(sha)")
    let binary = cache.appendingPathComponent("textsense")
    if FileManager.default.isExecutableFile(atPath: binary.path) {
        note("--compare: \(ref) is \(short), built before (\(binary.path))")
        return (binary, short)
    }
    let tree = cache.appendingPathComponent("tree")
    try? FileManager.default.removeItem(at: tree)
    try? FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
    note("--compare: building \(ref) (\(short)) in release under \(tree.path); this takes minutes once per commit…")
    guard shell(["sh", "-c", "git -C '\(packageRoot.path)' archive \(sha) | tar -x -C '\(tree.path)'"]) != nil,
          shell(["swift", "build", "-c", "release", "--product", "textsense", "--package-path", tree.path], echo: true) != nil,
          let bin = shell(["swift", "build", "-c", "release", "--show-bin-path", "--package-path", tree.path])?
            .trimmingCharacters(in: .whitespacesAndNewlines) else {
        fail("--compare: cannot build \(ref) (\(short)); its tree is at \(tree.path)", code: Exit.software)
    }
    // Keep the binary and its resource bundles; drop the sources and intermediate files.
    let built = URL(fileURLWithPath: bin)
    for item in (try? FileManager.default.contentsOfDirectory(atPath: built.path)) ?? [] where item.hasSuffix(".resources") {
        try? FileManager.default.copyItem(at: built.appendingPathComponent(item), to: cache.appendingPathComponent(item))
    }
    do { try FileManager.default.copyItem(at: built.appendingPathComponent("textsense"), to: binary) } catch {
        fail("--compare: cannot copy the built binary: \(error)", code: Exit.software)
    }
    try? FileManager.default.removeItem(at: tree)
    return (binary, short)
}

/// Runs a command (by `PATH`) and returns its standard output, `nil` when it fails; `echo` passes its output
/// through to stderr instead.
private func shell(_ argv: [String], echo: Bool = false) -> String? {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = argv
    let pipe = Pipe()
    p.standardOutput = echo ? FileHandle.standardError : pipe
    guard (try? p.run()) != nil else { return nil }
    let data = echo ? Data() : pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}

/// Spawns `binary args` (stdin /dev/null) and returns its output (when `keep`) and CPU seconds (user + system).
func spawnCounting(_ binary: URL, _ args: [String], keep: Bool) -> (output: [UInt8], cpu: Double)? {
    guard let (pid, fd) = spawnReadingStdout(binary, args) else { return nil }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        if keep { output.append(contentsOf: buffer[0..<n]) }
    }
    close(fd)
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    guard status == 0 else { return nil }
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return (output, cpu)
}
