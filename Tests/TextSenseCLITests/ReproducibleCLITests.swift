import Foundation
import Testing

/// Output is a function of the input bytes and the options: DTSTAMPs and UIDs follow `--now`, the clock is read
/// once per run, the environment (TZ, locale, cores, --jobs, file splits) never shows, and `--now-field` /
/// `--time-zone-field` resolve each jsonl record against its own moment.
@Suite("reproducible output and per-record reference time")
struct ReproducibleCLITests {
    static let pinned = ["--now", "2026-11-29T23:59:30+01:00", "--time-zone", "Europe/Berlin"]
    static let prose = """
        Lunch tomorrow at noon with ana@example.com, see https://swift.org.
        Call +1 650-253-0000 next Friday at 3pm; the office is at 1600 Amphitheatre Parkway, Mountain View, CA 94043.
        Meeting on 12/15/2026 at 10:30, then in 2 hours. Treffen morgen um 9 Uhr.

        Dinner on Saturday 7pm.
        """
    static var jsonl: String {
        prose.split(separator: "\n").enumerated().map { i, line in
            #"{"id":\#(i),"text":"\#(line.replacingOccurrences(of: "\"", with: "\\\""))"}"#
        }.joined(separator: "\n") + "\n"
    }

    static let shapes: [[String]] = [["detect"], ["detect", "--format", "ics"], ["detect", "--format", "text"],
                                     ["detect", "--records", "lines"], ["detect", "--records", "jsonl"]]

    @Test("two runs with the same --now and --time-zone give the same bytes", arguments: shapes)
    func twoRuns(_ command: [String]) throws {
        let input = Data((command.contains("jsonl") ? Self.jsonl : Self.prose).utf8)
        let first = try CLI.run(command + Self.pinned, stdin: input)
        let second = try CLI.run(command + Self.pinned, stdin: input)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stdoutBytes.isEmpty)
        #expect(first.stdoutBytes == second.stdoutBytes)
    }

    @Test("the environment never shows once --now and --time-zone are given", arguments: shapes)
    func environment(_ command: [String]) throws {
        let input = Data((command.contains("jsonl") ? Self.jsonl : Self.prose).utf8)
        let base = try CLI.run(command + Self.pinned + ["--jobs", "1"], stdin: input, environment: ["TZ": "Asia/Tokyo", "LC_ALL": "C"])
        #expect(base.status == 0, "\(base.stderr)")
        let variants: [([String], [String: String?])] = [
            (["--jobs", "1"], ["TZ": "America/Los_Angeles", "LC_ALL": "C"]),
            (["--jobs", "1"], ["TZ": "Asia/Tokyo", "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"]),
            (["--jobs", "2"], ["TZ": "Asia/Tokyo", "LC_ALL": "C"]),
            (["--jobs", "2"], ["TZ": nil, "LC_ALL": nil, "LANG": nil]),
        ]
        for (jobs, env) in variants {
            let other = try CLI.run(command + Self.pinned + jobs, stdin: input, environment: env)
            #expect(other.stdoutBytes == base.stdoutBytes, "\(jobs) \(env)")
        }
    }

    @Test("one file or the same lines split into three files: the same records")
    func splitFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let lines = Self.jsonl.split(separator: "\n").map { $0 + "\n" }
        let whole = dir.appendingPathComponent("all.jsonl")
        try lines.joined().write(to: whole, atomically: true, encoding: .utf8)
        var parts: [String] = []
        for (i, chunk) in [lines[0..<2], lines[2..<3], lines[3...]].enumerated() {
            let url = dir.appendingPathComponent("part-\(i).jsonl")
            try chunk.joined().write(to: url, atomically: true, encoding: .utf8)
            parts.append(url.path)
        }
        let one = try CLI.run(["detect", "--records", "jsonl"] + Self.pinned + [whole.path])
        let three = try CLI.run(["detect", "--records", "jsonl"] + Self.pinned + parts, environment: ["TZ": "America/Los_Angeles"])
        #expect(one.status == 0 && three.status == 0)
        #expect(one.stdoutBytes == three.stdoutBytes)
    }

    @Test("DTSTAMP is --now in UTC and the UID depends on the event only")
    func stampFollowsNow() throws {
        let a = try CLI.run(["detect", "--format", "ics", "--now", "2026-11-29T10:00:00+01:00", "--time-zone", "UTC"],
                            stdin: "Meeting on 12/15/2026 at 10:30")
        #expect(a.stdout.contains("DTSTAMP:20261129T090000Z"), "\(a.stdout)")
        let b = try CLI.run(["detect", "--format", "ics", "--now", "2026-11-30T10:00:00+01:00", "--time-zone", "UTC"],
                            stdin: "Meeting on 12/15/2026 at 10:30")
        #expect(b.stdout.contains("DTSTAMP:20261130T090000Z"))
        let uid = { (s: String) in s.split(separator: "\r\n").filter { $0.hasPrefix("UID:") } }
        #expect(!uid(a.stdout).isEmpty && uid(a.stdout) == uid(b.stdout))
    }

    @Test("without --now the clock is read once: every record of a run has the same DTSTAMP")
    func clockOnce() throws {
        let input = String(repeating: "Lunch tomorrow at noon\n", count: 3000)
        let r = try CLI.run(["detect", "--records", "lines", "--types", "date", "--jobs", "2"], stdin: input)
        #expect(r.status == 0)
        let stamps = Set(r.stdout.components(separatedBy: "DTSTAMP:").dropFirst().map { $0.prefix(16) })
        #expect(r.lines.count == 3000)
        #expect(stamps.count == 1, "\(stamps)")
    }

    /// "tomorrow" against a --now one minute before and one minute after midnight in Berlin.
    @Test("crossing midnight is decided by --now, not by when the line is written", arguments: [
        ("2026-11-29T23:59:00+01:00", "2026-11-30T00:00:00+01:00"),
        ("2026-11-30T00:01:00+01:00", "2026-12-01T00:00:00+01:00"),
        ("2026-11-29T23:01:00Z", "2026-12-01T00:00:00+01:00"),
    ])
    func midnight(_ now: String, _ start: String) throws {
        let r = try CLI.run(["detect", "--records", "lines", "--types", "date", "--now", now, "--time-zone", "Europe/Berlin"],
                            stdin: "see you tomorrow\n")
        let detections = try #require(try r.jsonLines().first?["detections"] as? [[String: Any]])
        #expect((detections.first?["value"] as? [String: Any])?["start"] as? String == start)
    }

    /// (the record's "sent", its "zone" or nil, the start "tomorrow" resolves to, the payload's DTSTAMP)
    @Test("--now-field and --time-zone-field: each record against its own time and zone", arguments: [
        (#""2026-11-29T23:30:00+01:00""#, nil, "2026-11-30T00:00:00+00:00", "20261129T223000Z"),
        (#""2026-11-29T23:30:00+01:00""#, #""Europe/Berlin""#, "2026-11-30T00:00:00+01:00", "20261129T223000Z"),
        (#""2026-11-29T23:30:00""#, #""Asia/Tokyo""#, "2026-11-30T00:00:00+09:00", "20261129T143000Z"),
        (#""Sun, 29 Nov 2026 23:30:00 -0500""#, nil, "2026-12-01T00:00:00+00:00", "20261130T043000Z"),
        (#""29 Nov 2026 23:30:00 +0000""#, #""-05:00""#, "2026-11-30T00:00:00-05:00", "20261129T233000Z"),
        ("1796000000", nil, "2026-12-01T00:00:00+00:00", "20261130T005320Z"),
        ("1796000000.5", #""UTC""#, "2026-12-01T00:00:00+00:00", "20261130T005320Z"),
    ] as [(String, String?, String, String)])
    func ownTime(_ sent: String, _ zone: String?, _ start: String, _ stamp: String) throws {
        let line = #"{"id":7,"sent":\#(sent),"#  + (zone.map { #""zone":\#($0),"# } ?? "") + #""text":"Lunch tomorrow"}"#
        var args = ["detect", "--records", "jsonl", "--types", "date", "--now", "2020-01-01T00:00:00Z", "--time-zone", "UTC",
                    "--now-field", "sent"]
        if zone != nil { args += ["--time-zone-field", "zone"] }
        let r = try CLI.run(args, stdin: line + "\n")
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try r.jsonLines().first)
        #expect(object["id"] as? Int == 7)
        let d = try #require((object["detections"] as? [[String: Any]])?.first)
        #expect((d["value"] as? [String: Any])?["start"] as? String == start)
        let payload = (d["actions"] as? [[String: Any]])?.first?["payload"] as? String ?? ""
        #expect(payload.contains("DTSTAMP:" + stamp), "\(payload)")
    }

    @Test("records on both sides of midnight in one run each keep their own day")
    func mixedRecords() throws {
        let input = """
            {"at":"2026-11-29T23:59:00+01:00","text":"tomorrow"}
            {"at":"2026-11-30T00:01:00+01:00","text":"tomorrow"}

            """
        let r = try CLI.run(["detect", "--records", "jsonl", "--types", "date", "--time-zone", "Europe/Berlin", "--now-field", "at",
                             "--jobs", "2"], stdin: input)
        let starts = try r.jsonLines().map { (($0["detections"] as? [[String: Any]])?.first?["value"] as? [String: Any])?["start"] as? String }
        #expect(starts == ["2026-11-30T00:00:00+01:00", "2026-12-01T00:00:00+01:00"])
    }

    @Test("a missing or unreadable own time or zone is an error record that keeps the line", arguments: [
        (#"{"text":"tomorrow","zone":"UTC"}"#, "\"sent\" (--now-field) is missing"),
        (#"{"sent":null,"text":"tomorrow","zone":"UTC"}"#, "\"sent\" (--now-field) is missing"),
        (#"{"sent":"soon","text":"tomorrow","zone":"UTC"}"#, "\"sent\" (--now-field) is not a time"),
        (#"{"sent":true,"text":"tomorrow","zone":"UTC"}"#, "\"sent\" (--now-field) is not a time"),
        (#"{"sent":"2026-02-30T10:00:00Z","text":"tomorrow","zone":"UTC"}"#, "\"sent\" (--now-field) is not a time"),
        (#"{"sent":"2026-11-29T10:00:00Z","zone":"Mars/Olympus","text":"tomorrow"}"#, "\"zone\" (--time-zone-field) is not a time zone"),
        (#"{"sent":"2026-11-29T10:00:00Z","zone":5,"text":"tomorrow"}"#, "\"zone\" (--time-zone-field) is not a time zone"),
        (#"{"sent":"2026-11-29T10:00:00Z","text":"tomorrow"}"#, "\"zone\" (--time-zone-field) is missing"),
    ])
    func badFields(_ line: String, _ message: String) throws {
        let args = ["detect", "--records", "jsonl", "--now-field", "sent", "--time-zone-field", "zone"]
        let r = try CLI.run(args, stdin: "{\"sent\":\"2026-11-29T10:00:00Z\",\"zone\":\"UTC\",\"text\":\"ok\"}\n" + line + "\n")
        #expect(r.status == 0)
        let objects = try r.jsonLines()
        #expect(objects.count == 2)
        #expect(objects.first?["detections"] != nil)
        #expect(objects.last?["record"] as? Int == 2)
        #expect((objects.last?["error"] as? String)?.contains(message) == true, "\(objects.last ?? [:])")
        #expect(objects.last?["line"] as? String == line)
        let strict = try CLI.run(args + ["--strict"], stdin: line + "\n")
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("line 1: field \(message)"), "\(strict.stderr)")
    }

    @Test("--now-field and --time-zone-field usage errors", arguments: [
        ["--now-field", "sent"], ["--records", "lines", "--time-zone-field", "zone"], ["--records", "jsonl", "--now-field="],
        ["--records", "jsonl", "--time-zone-field="],
    ])
    func usage(_ args: [String]) throws {
        let r = try CLI.run(["detect"] + args, stdin: "x\n")
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("--now-field") || r.stderr.contains("--time-zone-field"))
    }
}
