import Foundation

/// Where the spelling data files (`en.lex`, `en.bigrams`, …) are read from, first match wins:
/// 1. `$TEXTSENSE_DATA_DIR/<file>`, when the variable is set (the override for unusual layouts);
/// 2. `<prefix>/share/textsense/<file>`, where the running executable is `<prefix>/bin/…` (found through
///    `/proc/self/exe`, so symbolic links to the executable lead to the real install): what
///    `scripts/install.sh` and the Debian package lay out;
/// 3. the SwiftPM resource bundle `TextSense_TextSense.resources/Dictionaries/` beside the executable, where
///    `swift build` puts it (development, tests, packages that depend on TextSense).
/// Unlike `Bundle.module`, a missing file is an error to throw, never a crash.
enum DataFiles {
    /// The environment variable naming a folder that holds the data files.
    static let overrideVariable = "TEXTSENSE_DATA_DIR"

    /// The folders searched, in order (computed once).
    static let searchFolders: [URL] = {
        var folders: [URL] = []
        if let dir = ProcessInfo.processInfo.environment[overrideVariable], !dir.isEmpty {
            folders.append(URL(fileURLWithPath: dir, isDirectory: true))
        }
        var executableFolders: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            executableFolders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        executableFolders.append(Bundle.main.bundleURL)
        for folder in executableFolders {
            folders.append(folder.deletingLastPathComponent().appendingPathComponent("share/textsense", isDirectory: true))
        }
        for folder in executableFolders {
            folders.append(folder.appendingPathComponent("TextSense_TextSense.resources/Dictionaries", isDirectory: true))
        }
        var seen = Set<String>()
        return folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }()

    /// The bytes of `<name>.<ext>` from the first search folder that has it.
    static func bytes(name: String, ext: String) throws(TextSenseError) -> [UInt8] {
        let file = "\(name).\(ext)"
        for folder in searchFolders {
            let url = folder.appendingPathComponent(file)
            guard FileManager.default.isReadableFile(atPath: url.path) else { continue }
            do { return [UInt8](try Data(contentsOf: url)) } catch {
                throw .missingData("\(url.path): \(error.localizedDescription)")
            }
        }
        throw .missingData("\(file) (looked in \(searchFolders.map(\.path).joined(separator: ", ")); set \(overrideVariable))")
    }
}
