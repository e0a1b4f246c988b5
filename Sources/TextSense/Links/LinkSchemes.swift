/// The URL schemes the link detector links when they are written out (`https://…`, `magnet:?…`).
///
/// The list is an allow-list on purpose: a scheme that can run code when opened (`javascript:`, `data:`,
/// `vbscript:`) must never become a tappable link, and unknown schemes are more often prose
/// (`Note:`, `re:`) than links.
enum LinkScheme: Sendable, Equatable {
    /// `scheme://authority/path` — a host is required (except `file:///path`).
    case hierarchical
    /// `scheme:anything-but-space` — `tel:+1-650-253-0000`, `magnet:?xt=…`, `news:comp.lang.swift`.
    case opaque
    /// `mailto:local@domain` — an email address, see `LinkDetector`.
    case mailto

    /// Schemes with an authority: web, file transfer, remote shells, chat, streaming, calendars, files.
    static let hierarchicalNames: Set<String> = [
        "http", "https", "ftp", "ftps", "sftp", "ssh", "git", "svn", "irc", "ircs", "telnet",
        "rtsp", "rtmp", "webcal", "file",
        // Version-control transports written as `tool+transport://` (git and Subversion URLs, pip requirements).
        "svn+ssh", "svn+http", "svn+https", "git+ssh", "git+http", "git+https", "git+file", "bzr+ssh", "hg+ssh",
        "hg+http", "hg+https",
    ]
    /// Schemes whose body is opaque: phone numbers, messages, torrents, chat addresses, news groups, places.
    static let opaqueNames: Set<String> = ["tel", "sms", "magnet", "xmpp", "news", "geo"]
    /// Never linked, whatever follows: opening them runs code or embeds arbitrary content.
    static let forbiddenNames: Set<String> = ["javascript", "data", "vbscript"]
    /// The longest scheme name above (`javascript`), so the scanner knows how far back to look from a `:`.
    static let maxNameLength = 10

    /// The kind of an allowed scheme (`name` lower-cased), or `nil` when it is not linked.
    static func kind(of name: String) -> LinkScheme? {
        if forbiddenNames.contains(name) { return nil }
        if name == "mailto" { return .mailto }
        if hierarchicalNames.contains(name) { return .hierarchical }
        if opaqueNames.contains(name) { return .opaque }
        return nil
    }
}
