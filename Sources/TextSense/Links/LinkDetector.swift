/// Finds links and email addresses in UTF-8 text.
///
/// What it links (linkify-it's grammar, checked against its fixtures in `LinkEvalTests`):
/// - explicit schemes from `LinkScheme`'s allow-list — `https://…`, `ftp://…`, `ssh://…`, `svn+ssh://…`,
///   `magnet:?…`, `tel:…` — with user info, ports, IPv4/IPv6 hosts and any host name (`http://localhost:8000`);
///   `javascript:`, `data:` and `vbscript:` never; a dash right after the host is left out
///   (`see http://example.org- then`);
/// - protocol-relative `//host.name/path`;
/// - `www.` links and bare domains (`swift.org`, `example.co.uk/about`) whose suffix is a public suffix of
///   the Public Suffix List (ICANN section). A bare name alone (no path or port) must not look like a file
///   name or code: not `README.md`/`setup.py`/`main.rs`/`user.id` (`ambiguousTLDs`), not a newer generic
///   TLD that is an everyday word (`item.link`, `user.name`; see `classicGenericTLDs`) unless the name has a
///   hyphen (`my-site.app`), not a method call (`Foo.bar(baz)`) and not a capitalized word glued to a
///   sentence (`sentence.Next`, `left.It`; see `mixedCaseTLDs`); punycode TLDs count as their Unicode form;
/// - bare IPv4 addresses only when `DetectionContext.linksBareIPAddresses` is on;
/// - email addresses with a public-suffix domain (`ana+news@mail.example.com`, IDN domains), local parts in
///   any script (`josé@`, `почта@`, `用户@`) or with an apostrophe between letters (`o'brien@`), dots only
///   between atoms (not `.a@`, `a.@`, `a..b@`: no email at all).
///
/// `mailto:` decision: `mailto:ana@example.com` is reported as an **email** (kind `.email`, covering the
/// whole `mailto:…` text, with the `mailto:` URL including any `?subject=…` query), because its actions
/// (compose, add to contacts) are the email ones. Only when emails are not requested is it reported as a
/// link, as linkify-it does.
///
/// Priorities (`Candidate.Priority`): explicit schemes and `mailto:` → `explicitLink`, emails → `email`,
/// `www.` → `normal`, bare domains → `weak`.
///
/// - Complexity: one pass over the bytes finding anchors (`:`, `//`, `@`, a `.` between label characters);
///   work around each anchor is bounded (hosts ≤ 1024 bytes, local parts ≤ 64, pair lookups ≤ 1000) except
///   a link's path, after which scanning resumes at the link's end — O(n) overall.
struct LinkDetector: Detector {
    let findsLinks: Bool
    let findsEmails: Bool
    private let psl: PublicSuffixList

    /// - Throws: `TextSenseError.icu` when ICU's UTS #46 (IDNA) data cannot be opened: without it IDN hosts
    ///   could be neither validated nor converted to punycode, so the failure is reported up front rather
    ///   than as silently missing links.
    init(findsLinks: Bool, findsEmails: Bool) throws(TextSenseError) {
        self.findsLinks = findsLinks
        self.findsEmails = findsEmails
        self.psl = PublicSuffixList.shared
        try Self.requireIDNA()
    }

    /// Throws when ICU's UTS #46 data cannot be opened (see `init`); `DataDetector` checks it when it is made
    /// and builds the detector itself (and the public suffix list) at the first text.
    static func requireIDNA() throws(TextSenseError) {
        if IDNA.shared == nil {
            do { _ = try IDNA() } catch { throw TextSenseError.icu(error) }
        }
    }

    /// Top-level domains that are also common file extensions or member names: `README.md`, `setup.py`,
    /// `main.rs`, `install.sh`, `script.pl`, `archive.zip`, `user.id`. A two-label bare name with one of
    /// these is linked only with a path or port (`docs.rs/serde`).
    static let ambiguousTLDs: Set<String> = ["md", "py", "rs", "sh", "pl", "pm", "ps", "ml", "mk", "cc", "id", "zip", "mov"]

    /// The generic top-level domains people write bare (linkify-it's default list, without `name`, which
    /// collides with `user.name`). Other ASCII generic TLDs are everyday identifiers (`item.link`,
    /// `self.data`, `view.show`, `go.dev`), so a bare name ending in one is linked only with a path or
    /// port, `www.`, a scheme, or a hyphen in the name (`my-site.app`: no identifier has one). Country codes
    /// and IDN TLDs (`президент.рф`, `twitter.みんな`) need none.
    static let classicGenericTLDs: Set<String> = [
        "com", "net", "org", "edu", "gov", "mil", "int", "biz", "info", "pro", "aero", "asia", "coop", "museum",
        "jobs", "mobi", "travel", "cat", "xxx", "shop", "tel",
    ]

    /// The top-level domains a bare name may end with in mixed case (`example.Net`, `Example.Com`): the classic
    /// generic ones that are not everyday words. Any other mixed-case last label is a capitalized word glued
    /// to a sentence (`left.It`, `home.At`, `there.In`, `sentence.Next`): country codes are too short to tell.
    static let mixedCaseTLDs: Set<String> = ["com", "net", "org", "edu", "gov", "info", "biz"]

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        guard findsLinks || findsEmails else { return }
        var scanner = LinkScanner(text: text, context: context, findsLinks: findsLinks, findsEmails: findsEmails,
                                  psl: psl)
        scanner.run(into: &candidates)
    }
}

/// The per-call state of one scan. Lives on the caller's stack.
struct LinkScanner {
    let text: UTF8Text
    let context: DetectionContext
    let findsLinks: Bool
    let findsEmails: Bool
    let psl: PublicSuffixList
    /// No new candidate may start before this byte: the end of the last one.
    var resume = 0
    /// `.` anchors before this byte belong to a host already scanned and rejected.
    var dotResume = 0
    /// When a match was scanned but its URL could not be built, scanning continues after it (never
    /// rescanning its path keeps the pass linear).
    var skipTo = 0

    init(text: UTF8Text, context: DetectionContext, findsLinks: Bool, findsEmails: Bool, psl: PublicSuffixList) {
        self.text = text
        self.context = context
        self.findsLinks = findsLinks
        self.findsEmails = findsEmails
        self.psl = psl
    }

    mutating func run(into candidates: inout [Candidate]) {
        let n = text.count
        let bytes = text.bytes
        var i = 0
        while i < n {
            let b = bytes[i]
            // Anchor bytes: `.` (0x2E), `/` (0x2F), `:` (0x3A), `@` (0x40) — one subtraction and a bit test.
            let d = b &- 0x2E
            if d > 18 || (0x41003 >> UInt32(d)) & 1 == 0 {
                i += 1
                continue
            }
            var found: Candidate?
            switch b {
            case 0x2E:
                if findsLinks, i >= dotResume, i > resume, i + 1 < n,
                   LinkChar.isASCIIAlnum(bytes[i - 1]) || bytes[i - 1] >= 0x80,
                   LinkChar.isASCIIAlnum(bytes[i + 1]) || bytes[i + 1] >= 0x80 {
                    found = fuzzyLink(dot: i)
                }
            case 0x3A:
                if i > resume, LinkChar.isASCIIAlpha(bytes[i - 1]) { found = schemeLink(colon: i) }
            case 0x2F:
                if findsLinks, i >= resume, i + 2 < n, bytes[i + 1] == 0x2F, i == 0 || (bytes[i - 1] != 0x3A && bytes[i - 1] != 0x2F) {
                    found = protocolRelativeLink(slashes: i)
                }
            default:
                if findsEmails, i > resume { found = email(at: i) }
            }
            if let c = found {
                candidates.append(c)
                resume = c.range.upperBound
                i = max(i + 1, c.range.upperBound)
            } else {
                i = max(i + 1, skipTo)
            }
        }
    }

    // MARK: Anchors

    /// `scheme:` at `colon`.
    mutating func schemeLink(colon: Int) -> Candidate? {
        var start = colon
        while start > resume, colon - start <= LinkScheme.maxNameLength, LinkChar.isASCIIAlpha(text[start - 1]) {
            start -= 1
        }
        guard colon - start <= LinkScheme.maxNameLength, start == 0 || !LinkChar.isASCIIAlpha(text[start - 1])
        else { return nil }
        // A compound scheme (`svn+ssh://`, `git+https://`) when the whole name is known; else the part after `+`.
        if start >= 2, text[start - 1] == 0x2B, LinkChar.isASCIIAlpha(text[start - 2]) {
            var first = start - 1
            while first > resume, colon - first <= LinkScheme.maxNameLength, LinkChar.isASCIIAlpha(text[first - 1]) {
                first -= 1
            }
            if colon - first <= LinkScheme.maxNameLength, first == 0 || !LinkChar.isASCIIAlpha(text[first - 1]),
               LinkScheme.kind(of: text.asciiLowercased(first..<colon)) == .hierarchical,
               schemePrefixAllowed(before: first, named: true) {
                start = first
            }
        }
        guard schemePrefixAllowed(before: start, named: true),
              let kind = LinkScheme.kind(of: text.asciiLowercased(start..<colon)) else { return nil }
        switch kind {
        case .mailto:
            return mailto(start: start, colon: colon)
        case .opaque:
            guard findsLinks else { return nil }
            return opaqueLink(start: start, colon: colon)
        case .hierarchical:
            guard findsLinks, colon + 2 < text.count, text[colon + 1] == 0x2F, text[colon + 2] == 0x2F else { return nil }
            let scheme = text.asciiLowercased(start..<colon)
            return authorityLink(start: start, authority: colon + 3, scheme: scheme)
        }
    }

    /// A scheme or `//` may follow the start of the text, a space, punctuation other than `_`, or `<`/`>`
    /// (`text:http://…`, `(http://…`, `@http://…`, but not `_http://…`, `xhttp://…`, `1http://…` or `$http://…`).
    /// A named scheme is a strong enough signal to also follow Markdown and query punctuation
    /// (`~~https://…~~`, `url=https://…`, `|https://…|`, `` `https://…` ``), non-ASCII symbols
    /// (`→https://…`, `👉http://…`) and CJK text; a bare `//` is not (`src=//cdn…` is markup).
    private func schemePrefixAllowed(before start: Int, named: Bool = false) -> Bool {
        guard let s = text.scalar(before: start) else { return true }
        // CJK sentences have no spaces: `詳しくはhttps://example.jp/`.
        if named, LinkChar.isCJK(s) { return true }
        // Arrows, emoji and other symbols point at a link (`→https://…`, `👉http://…`); a backtick opens a
        // Markdown code span.
        if named, LinkChar.isSymbol(s) || s == "`" { return true }
        if s == "_" || LinkChar.isLabel(s) { return false }
        if named, s == "~" || s == "|" || s == "=" || s == "+" || s == "^" { return true }
        return LinkChar.isSeparator(s) || LinkChar.isBreak(s) || LinkChar.isPunctuation(s)
    }

    /// `//host/path` with the slashes at `slashes`.
    mutating func protocolRelativeLink(slashes: Int) -> Candidate? {
        guard schemePrefixAllowed(before: slashes) else { return nil }
        return authorityLink(start: slashes, authority: slashes + 2, scheme: nil)
    }

    /// `[scheme:]//[user[:pass]@]host[:port][/path]` with the authority at `authority`. `scheme == nil`
    /// means protocol-relative, which requires `localhost`, an IPv6 literal or a dotted host.
    mutating func authorityLink(start: Int, authority: Int, scheme: String?) -> Candidate? {
        let n = text.count
        var end: Int
        var hostText = ""
        var hostRange = authority..<authority
        if scheme == "file", authority < n, text[authority] == 0x2F {
            end = authority                                          // file:///path — empty host
        } else {
            // User info: up to 50 characters before an `@`, none of them a break or `@ / [ ] ( )`.
            var hostStart = authority
            var j = authority
            while j < n, j - authority <= 50 {
                let b = text[j]
                if b == 0x40 { if j > authority { hostStart = j + 1 }; break }
                if b <= 0x20 || b == 0x7F || b == 0x2F || b == 0x5B || b == 0x5D || b == 0x28 || b == 0x29 { break }
                if b >= 0x80 {
                    let (s, length) = text.scalar(at: j)
                    if LinkChar.isBreak(s) { break }
                    j += length
                } else {
                    j += 1
                }
            }
            guard let host = explicitHost(at: hostStart, protocolRelative: scheme == nil)
                    ?? (hostStart != authority ? explicitHost(at: authority, protocolRelative: scheme == nil) : nil)
            else { return nil }
            hostRange = host.range
            hostText = host.ascii
            guard let portEnd = text.scanPort(at: host.range.upperBound),
                  text.isHostTerminator(at: portEnd, fuzzy: false) || host.endedAtScriptChange else { return nil }
            end = portEnd
        }
        end = text.scanPath(at: end)
        if scheme == "file", hostRange.isEmpty, end <= authority + 1 { return nil }
        var url = LinkURLBuilder(capacity: end - start)
        url.append(scheme.map { $0 + "://" } ?? "http://")
        url.appendEncoded(text, authority..<hostRange.lowerBound)
        url.append(hostText)
        url.appendEncoded(text, hostRange.upperBound..<end)
        return linkCandidate(start..<end, url: url, priority: Candidate.Priority.explicitLink)
    }

    /// An opaque-scheme link (`tel:`, `magnet:`…): the scheme and a path-like body.
    mutating func opaqueLink(start: Int, colon: Int) -> Candidate? {
        guard colon + 1 < text.count, !LinkChar.isBreak(text.scalar(at: colon + 1).scalar) else { return nil }
        // The body follows the path grammar; pretend it starts with a `/` that is not part of the match.
        let end = bodyEnd(from: colon + 1)
        guard end > colon + 1 else { return nil }
        var url = LinkURLBuilder(capacity: end - start)
        url.append(text.asciiLowercased(start..<colon) + ":")
        url.appendEncoded(text, colon + 1..<end)
        return linkCandidate(start..<end, url: url, priority: Candidate.Priority.explicitLink)
    }

    /// The end of a scheme body starting at `from`, using the path rules (balanced pairs, trailing
    /// punctuation left out).
    private func bodyEnd(from: Int) -> Int {
        let b = text[from]
        if b == 0x2F || b == 0x3F || b == 0x23 { return text.scanPath(at: from) }
        // Scan as if a path opener preceded the body: the opener byte itself is not part of the match.
        let end = text.scanPath(at: from - 1, assumingOpener: true)
        return max(from, end)
    }

    /// `mailto:local@domain[?query]`.
    mutating func mailto(start: Int, colon: Int) -> Candidate? {
        let n = text.count
        let at = text.localPartEnd(from: colon + 1, limit: 65)
        guard at < n, text[at] == 0x40, at > colon + 1, at - colon <= 65, text[colon + 1] != 0x22,
              text.hasValidDots(colon + 1..<at) else { return nil }
        let host = text.scanHost(from: at + 1, mode: .explicit, psl: psl)
        guard host.isWellFormed, let forms = hostForms(host), !host.labels.contains(where: { hasUnderscore($0) }),
              text.isHostTerminator(at: host.range.upperBound, fuzzy: false) || host.endedAtScriptChange
                || host.endedAtHyphen,
              text.scanPort(at: host.range.upperBound) == host.range.upperBound else { return nil }
        var end = host.range.upperBound
        if end < n, text[end] == 0x3F { end = text.scanPath(at: end) }
        var url = LinkURLBuilder(capacity: end - start)
        url.append("mailto:")
        url.appendEncoded(text, colon + 1..<at + 1)
        url.append(forms.ascii)
        url.appendEncoded(text, host.range.upperBound..<end)
        guard let mailURL = url.url else { skipTo = end; return nil }
        if findsEmails {
            let address = text.string(colon + 1..<host.range.upperBound)
            return Candidate(kind: .email, range: start..<end,
                             value: .email(EmailValue(address: address, url: mailURL)),
                             priority: Candidate.Priority.explicitLink)
        }
        guard findsLinks else { return nil }
        return Candidate(kind: .link, range: start..<end, value: .link(LinkValue(url: mailURL)),
                         priority: Candidate.Priority.explicitLink)
    }

    /// A `www.` link, a bare domain or (when enabled) a bare IPv4 address around the dot at `dot`.
    mutating func fuzzyLink(dot: Int) -> Candidate? {
        let precheck = lastLabelCheck(dot: dot)
        if precheck == .notTopLevelDomain { return nil }
        // Walk back over the first label; an ASCII↔CJK switch starts the host (`中国語t.co`).
        var start = dot
        var after = 0            // 1 ASCII, 2 CJK, 0 other: the class of the character at `start`
        var scalars = 0
        while start > resume {
            let p = text.scalarStart(before: start)
            let b = text[p]
            var cls: Int
            if b < 0x80 {
                guard LinkChar.isASCIIAlnum(b) || b == 0x2D || b == 0x5F else { break }
                cls = 1
            } else {
                let s = text.scalar(at: p).scalar
                guard LinkChar.isLabel(s) else { break }
                cls = LinkChar.isCJK(s) ? 2 : 0
            }
            if (cls == 2 && after == 1) || (cls == 1 && after == 2) { break }
            after = cls
            start = p
            scalars += 1
            if scalars > 63 { dotResume = dot + 1; return nil }
        }
        let host = text.scanHost(from: start, mode: .fuzzy, psl: psl)
        dotResume = max(dotResume, host.range.upperBound)
        guard host.isWellFormed, host.labels.count >= 2, fuzzyPrefixAllowed(before: start) else { return nil }
        var hostRange = host.range
        var labels = host.labels
        var endedAtScriptChange = host.endedAtScriptChange || host.endedAtHyphen
        let isIP = text.isIPv4(labels)
        var ascii: String
        var priority = Candidate.Priority.weak
        if isIP {
            guard context.linksBareIPAddresses else { return nil }
            ascii = text.string(hostRange)
        } else {
            // The last label must be a top-level domain; a CJK run glued to it is cut off (`twitter.みんなです`).
            if precheck != .topLevelDomain, !psl.isTopLevelDomain(lastLabelKey(labels)) {
                guard let cut = cjkTopLevelPrefix(labels[labels.count - 1]) else { return nil }
                labels[labels.count - 1] = labels[labels.count - 1].lowerBound..<cut
                hostRange = hostRange.lowerBound..<cut
                endedAtScriptChange = true
            }
            let trimmed = HostScan(range: hostRange, labels: labels, hasNonASCII: host.hasNonASCII,
                                   endedAtScriptChange: endedAtScriptChange, isWellFormed: true)
            guard let forms = hostForms(trimmed) else { return nil }
            let suffix = psl.suffixLabelCount(host: forms.unicode)
            guard suffix > 0, labels.count > suffix else { return nil }
            // Underscores are tolerated in subdomains only (`sub_domain.example.com`).
            let registrable = labels.count - suffix - 1
            guard registrable >= 0, !labels[registrable...].contains(where: { hasUnderscore($0) }) else { return nil }
            ascii = forms.ascii
            if forms.unicode.hasPrefix("www.") { priority = Candidate.Priority.normal }
            // Code, not a domain: a method call (`Foo.bar(baz)`), or a capitalized word glued to a sentence
            // (`sentence.Next`) — people write top-level domains in lower case or all caps.
            if priority == Candidate.Priority.weak {
                if hostRange.upperBound < text.count, text[hostRange.upperBound] == 0x28 { return nil }
                if isMixedCase(labels[labels.count - 1]),
                   !LinkDetector.mixedCaseTLDs.contains(text.asciiLowercased(labels[labels.count - 1])) { return nil }
            }
        }
        guard let portEnd = text.scanPort(at: hostRange.upperBound),
              endedAtScriptChange || text.isHostTerminator(at: portEnd, fuzzy: true) else { return nil }
        let end = text.scanPath(at: portEnd)
        if priority == Candidate.Priority.weak, !isIP, end == hostRange.upperBound,
           let dot = ascii.utf8.lastIndex(of: UInt8(ascii: ".")) {
            let tld = String(Substring(ascii.utf8[ascii.utf8.index(after: dot)...]))
            // A bare name alone (no path, no port): see `ambiguousTLDs` and `classicGenericTLDs`.
            if labels.count == 2, LinkDetector.ambiguousTLDs.contains(tld) { return nil }
            if tld.count > 2, !tld.hasPrefix("xn--"), !LinkDetector.classicGenericTLDs.contains(tld),
               !labels[labels.count - 2].contains(where: { text[$0] == 0x2D }) { return nil }
        }
        var url = LinkURLBuilder(capacity: end - start + 7)
        url.append("http://")
        url.append(ascii)
        url.appendEncoded(text, hostRange.upperBound..<end)
        return linkCandidate(start..<end, url: url, priority: priority)
    }

    enum LastLabel { case notTopLevelDomain, topLevelDomain, undecided }

    /// A cheap test before the full host scan, for text dense with dots that are not domains (`3.14`,
    /// `v1.2.3`, `self.view.frame`): walks the ASCII dotted run after `dot` without allocating and tells
    /// whether its last label can be a top-level domain (not when it is all digits without the bare-IP
    /// option, one character, or not in the list). After a rejection, later dots of the run are skipped —
    /// they share that last label. Non-ASCII runs are left to the full scan (`undecided`).
    private mutating func lastLabelCheck(dot: Int) -> LastLabel {
        let n = text.count
        var i = dot + 1
        var lastStart = i
        var allDigits = true
        while i < n, i - dot <= 1024 {
            let b = text[i]
            if LinkChar.isASCIIAlnum(b) || b == 0x2D || b == 0x5F {
                if !LinkChar.isASCIIDigit(b) { allDigits = false }
                i += 1
            } else if b == 0x2E, i + 1 < n, LinkChar.isASCIIAlnum(text[i + 1]) {
                i += 1
                lastStart = i
                allDigits = true
            } else if b >= 0x80 {
                return .undecided
            } else {
                break
            }
        }
        guard i < n ? text[i] < 0x80 : true, i - dot <= 1024 else { return .undecided }
        // A dash after the name is not part of it (`swift.org- then`); punycode is decoded by the full scan.
        var last = i
        while last > lastStart, text[last - 1] == 0x2D { last -= 1 }
        if allDigits {
            if context.linksBareIPAddresses { return .undecided }
        } else if text.isPunycodeLabel(lastStart..<last) {
            return .undecided
        } else if last - lastStart >= 2, psl.isTopLevelDomain(text.asciiLowercased(lastStart..<last)) {
            return .topLevelDomain
        }
        dotResume = max(dotResume, i)
        return .notTopLevelDomain
    }

    /// A bare domain may follow the start of the text, a space, or punctuation other than
    /// `. : / \ - _ @ # $` (which would make it part of a path, a longer name, a mention, a hashtag or a
    /// cashtag), or CJK text.
    private func fuzzyPrefixAllowed(before start: Int) -> Bool {
        guard let s = text.scalar(before: start) else { return true }
        if LinkChar.isCJK(s) { return true }
        if LinkChar.isLabel(s) { return false }
        switch s {
        case ".", ":", "/", "\\", "-", "_", "@", "#", "$": return false
        default: return true
        }
    }

    /// An email address around the `@` at `at`.
    mutating func email(at: Int) -> Candidate? {
        let n = text.count
        // The local part: the longest run of name characters before `@` (`localPartStart`), then its leftmost
        // start that follows an allowed character (linkify-it: start, space, `"`, `(`, `<`, `>`), does not
        // begin with `"` and keeps the part at most 64 bytes long.
        var runStart = text.localPartStart(before: at, floor: max(resume, at - 200))
        guard runStart < at else { return nil }
        // A run cut short by the previous match (`ann@x.com;bob@y.com`) starts after its separators.
        let afterPrevious = runStart == resume && resume > 0
        if afterPrevious {
            while runStart < at, text[runStart] == 0x3B || text[runStart] == 0x2E || text[runStart] == 0x2C { runStart += 1 }
        }
        var localStart: Int?
        var p = runStart
        while p < at {
            if at - p <= 64, text[p] != 0x22, quotesBalanced(p..<at),
               p == runStart ? (afterPrevious || emailPrefixAllowed(before: p)) : text[p - 1] == 0x22 {
                localStart = p
                break
            }
            p += 1
        }
        guard let local = localStart, at + 1 < n, text.hasValidDots(local..<at) else { return nil }
        let host = text.scanHost(from: at + 1, mode: .fuzzy, psl: psl)
        guard host.isWellFormed, host.labels.count >= 2, !host.labels.contains(where: { hasUnderscore($0) }),
              !text.isIPv4(host.labels) else { return nil }
        var hostRange = host.range
        var labels = host.labels
        var endedAtScriptChange = host.endedAtScriptChange || host.endedAtHyphen
        if !psl.isTopLevelDomain(lastLabelKey(labels)) {
            guard let cut = cjkTopLevelPrefix(labels[labels.count - 1]) else { return nil }
            labels[labels.count - 1] = labels[labels.count - 1].lowerBound..<cut
            hostRange = hostRange.lowerBound..<cut
            endedAtScriptChange = true
        }
        let trimmed = HostScan(range: hostRange, labels: labels, hasNonASCII: host.hasNonASCII,
                               endedAtScriptChange: endedAtScriptChange, isWellFormed: true)
        guard let forms = hostForms(trimmed) else { return nil }
        let suffix = psl.suffixLabelCount(host: forms.unicode)
        guard suffix > 0, labels.count > suffix,
              endedAtScriptChange || (text.isHostTerminator(at: hostRange.upperBound, fuzzy: false)
                                      && text.scanPort(at: hostRange.upperBound) == hostRange.upperBound)
        else { return nil }
        var url = LinkURLBuilder(capacity: hostRange.upperBound - local + 7)
        url.append("mailto:")
        url.appendEncoded(text, local..<at + 1)
        url.append(forms.ascii)
        guard let mailURL = url.url else { return nil }
        let address = text.string(local..<hostRange.upperBound)
        return Candidate(kind: .email, range: local..<hostRange.upperBound,
                         value: .email(EmailValue(address: address, url: mailURL)), priority: Candidate.Priority.email)
    }

    /// Quotes inside a local part come in pairs (`test."foo".bar`); `"quoted"@…` is left alone.
    private func quotesBalanced(_ range: Range<Int>) -> Bool {
        var quotes = 0
        for i in range where text[i] == 0x22 { quotes += 1 }
        return quotes % 2 == 0
    }

    /// What may come right before a local part: not a letter (the run would have taken it), except text of a
    /// script written without spaces (`联系support@…`), or a symbol (`📧ana@…`, `→ana@…`); not `/ @ \`.
    private func emailPrefixAllowed(before p: Int) -> Bool {
        guard let s = text.scalar(before: p) else { return true }
        if LinkChar.isLabel(s) { return LinkChar.isSpaceless(s) || LinkChar.isSymbol(s) }
        switch s {
        case "/", "@", "\\": return false
        default: return true
        }
    }

    // MARK: Helpers

    /// The host of an explicit-scheme link at `start`, with its ASCII form.
    private func explicitHost(at start: Int, protocolRelative: Bool) -> (range: Range<Int>, ascii: String, endedAtScriptChange: Bool)? {
        guard start < text.count else { return nil }
        if text[start] == 0x5B {
            guard let end = text.scanIPv6(at: start) else { return nil }
            return (start..<end, text.asciiLowercased(start..<end), false)
        }
        let host = text.scanHost(from: start, mode: .explicit, psl: psl)
        guard host.isWellFormed else { return nil }
        let labels = host.labels
        if protocolRelative {
            // `//test` is usually a code comment: require localhost or a dotted name.
            guard labels.count >= 2 || text.asciiLowercased(host.range) == "localhost" else { return nil }
        }
        if labels.count >= 2 {
            // No top-level domain has a hyphen (other than punycode) or is a single letter:
            // `http://domain.com-that-…`, `http://tld-too-short.x`.
            let last = labels[labels.count - 1]
            let lastHasHyphen = last.contains { text[$0] == 0x2D }
            if lastHasHyphen, !text.isPunycodeLabel(last) { return nil }
            if last.count == 1, LinkChar.isASCIIAlpha(text[last.lowerBound]) { return nil }
            // Underscores only in subdomains: never in the last two labels.
            if labels.suffix(2).contains(where: { hasUnderscore($0) }) { return nil }
        } else if hasUnderscore(labels[0]) {
            return nil
        }
        guard let forms = hostForms(host) else { return nil }
        return (host.range, forms.ascii, host.endedAtScriptChange || host.endedAtHyphen)
    }

    private func hasUnderscore(_ label: Range<Int>) -> Bool { label.contains { text[$0] == 0x5F } }

    /// Whether an ASCII label mixes upper- and lower-case letters (`Next`, `Swift`, `iOS`).
    private func isMixedCase(_ label: Range<Int>) -> Bool {
        var upper = false, lower = false
        for i in label {
            let b = text[i]
            if (b &- 0x41) < 26 { upper = true } else if (b &- 0x61) < 26 { lower = true }
        }
        return upper && lower
    }

    /// The lower-cased last label, for the top-level-domain check (Unicode labels as written; punycode
    /// labels decoded).
    private func lastLabelKey(_ labels: [Range<Int>]) -> String {
        let last = labels[labels.count - 1]
        if text.isASCII(last) {
            let key = text.asciiLowercased(last)
            if text.isPunycodeLabel(last), let idna = IDNA.shared, let unicode = idna.toUnicode(key) { return unicode }
            return key
        }
        return text.string(last).lowercased()
    }

    /// When the last label is CJK text that begins with a top-level domain (`みんなです`), the end of
    /// that top-level domain.
    private func cjkTopLevelPrefix(_ label: Range<Int>) -> Int? {
        var boundaries: [Int] = []
        var i = label.lowerBound
        while i < label.upperBound {
            let (s, length) = text.scalar(at: i)
            if i > label.lowerBound, LinkChar.isCJK(s) { boundaries.append(i) }
            i += length
        }
        guard !boundaries.isEmpty, LinkChar.isCJK(text.scalar(at: boundaries[boundaries.count - 1]).scalar)
        else { return nil }
        for cut in boundaries.reversed() where psl.isTopLevelDomain(text.string(label.lowerBound..<cut).lowercased()) {
            return cut
        }
        return nil
    }

    /// The ASCII (punycode) form of a host and its lower-cased Unicode form (for the Public Suffix List), or
    /// `nil` when IDNA rejects it (`xn--はじめよう.com`).
    private func hostForms(_ host: HostScan) -> (ascii: String, unicode: String)? {
        let needsIDNA = host.hasNonASCII || host.labels.contains { text.isPunycodeLabel($0) }
        if !needsIDNA {
            let ascii = text.asciiLowercased(host.range)
            return (ascii, ascii)
        }
        guard let idna = IDNA.shared, let ascii = idna.toASCII(text.string(host.range)) else { return nil }
        let unicode = idna.toUnicode(ascii) ?? ascii
        return (ascii.lowercased(), unicode.lowercased())
    }

    private mutating func linkCandidate(_ range: Range<Int>, url: LinkURLBuilder, priority: Int) -> Candidate? {
        guard let url = url.url else { skipTo = range.upperBound; return nil }
        return Candidate(kind: .link, range: range, value: .link(LinkValue(url: url)), priority: priority)
    }
}
