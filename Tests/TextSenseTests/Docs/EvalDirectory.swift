import Foundation

/// The public evaluation lists that are not part of the repository (linkify-it and twitter-text link fixtures,
/// misspelling lists): the folder named by `TEXTSENSE_EVAL_DIR`, holding `links/` and `spelling/`. Without the
/// variable, or without the subfolder, the suites that read them are skipped and a note says why.
enum EvalDirectory {
    /// `$TEXTSENSE_EVAL_DIR/<name>`, or `nil` (after a note on stderr) when the variable is unset or the folder
    /// is missing.
    static func folder(_ name: String) -> URL? {
        guard let root = ProcessInfo.processInfo.environment["TEXTSENSE_EVAL_DIR"], !root.isEmpty else {
            note("TEXTSENSE_EVAL_DIR is not set: the \(name) evaluation suite is skipped")
            return nil
        }
        let url = URL(fileURLWithPath: root).appendingPathComponent(name).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            note("\(url.path) does not exist: the \(name) evaluation suite is skipped")
            return nil
        }
        return url
    }

    private static func note(_ message: String) {
        FileHandle.standardError.write(Data("note: \(message)\n".utf8))
    }
}
