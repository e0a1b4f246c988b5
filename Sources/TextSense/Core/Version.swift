/// The version of TextSense: the library, the `textsense` command (`--version`), its man page, the language
/// server's `serverInfo` and the Debian package all read this one constant.
public enum TextSenseVersion {
    /// Semantic version of this release, e.g. `0.2.0`.
    public static let string = "0.2.0"
}
