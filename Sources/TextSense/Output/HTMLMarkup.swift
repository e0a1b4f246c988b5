import Foundation

/// Renders text as HTML with every detection marked up, safe to embed in a page.
///
/// All text is escaped (`&`, `<`, `>`, `"`, `'`); a detection becomes `<a href="…">` when its first action
/// opens a URL with a safe scheme (http, https, ftp, mailto, tel, sms, geo…) and a `<span>` otherwise, with
/// `data-type` and `data-value` (the value's JSON, attribute-escaped). No other markup is ever produced, and
/// `javascript:`, `data:`, `vbscript:` or any unlisted scheme never reaches an `href`.
///
/// ```swift
/// HTMLMarkup.fragment(for: "see <b>swift.org</b>", detections: detector.detections(in: text))
/// // see &lt;b&gt;<a href="http://swift.org" data-type="link" data-value="{&quot;url&quot;:…}" rel="nofollow noopener noreferrer">swift.org</a>&lt;/b&gt;
/// ```
public enum HTMLMarkup {
    /// Schemes that may appear in an `href`.
    public static let safeSchemes: Set<String> = ["http", "https", "ftp", "ftps", "sftp", "mailto", "tel", "sms", "geo",
                                                  "webcal", "xmpp", "irc", "ircs", "magnet", "news", "nntp", "ssh", "git"]

    /// Escapes text for HTML element content and quoted attribute values.
    public static func escape(_ s: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\u{0}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The URL an anchor for `detection` would point to, or `nil` when it has none with a safe scheme.
    public static func href(for detection: Detection) -> URL? {
        for action in detection.actions {
            guard let url = action.url, let scheme = url.scheme?.lowercased(), safeSchemes.contains(scheme) else { continue }
            return url
        }
        return nil
    }

    /// `text` with each detection (in text order, non-overlapping, as `DataDetector` returns them) marked up.
    /// - Complexity: O(n + d) for a text of n bytes and d detections.
    public static func fragment(for text: String, detections: [Detection]) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + detections.count * 200)
        var at = text.startIndex
        for d in detections where d.range.lowerBound >= at {
            out += escape(text[at..<d.range.lowerBound])
            var value = JSONWriter()
            d.value.writeJSON(to: &value)
            let attributes = "data-type=\"\(d.kind.rawValue)\" data-value=\"\(escape(String(decoding: value.bytes, as: UTF8.self)))\""
            if let url = href(for: d) {
                out += "<a href=\"\(escape(url.absoluteString))\" \(attributes) rel=\"nofollow noopener noreferrer\">"
                out += escape(text[d.range]) + "</a>"
            } else {
                out += "<span \(attributes)>" + escape(text[d.range]) + "</span>"
            }
            at = d.range.upperBound
        }
        out += escape(text[at...])
        return out
    }

    /// The start of a complete page for `--html-document`: UTF-8, a Content-Security-Policy that allows no
    /// script, no plugin and no remote resource, and white space kept as written.
    public static func documentHeader(title: String) -> String {
        """
        <!DOCTYPE html>
        <html>
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="referrer" content="no-referrer">
        <title>\(escape(title))</title>
        <style>body{white-space:pre-wrap;font-family:system-ui,sans-serif;line-height:1.5;margin:2em}\
        a[data-type]{text-decoration:underline dotted}</style>
        </head>
        <body>
        """
    }

    /// The end of a page started with `documentHeader(title:)`.
    public static let documentFooter = "</body>\n</html>\n"
}
