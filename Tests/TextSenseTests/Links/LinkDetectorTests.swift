import Foundation
import Testing
@testable import TextSense

/// A text and the detections it must yield, in the golden one-line form, plus the value URLs.
struct LinkCase: CustomTestStringConvertible, Sendable {
    var input: String
    /// `Detection.description` of every detection, in order.
    var expected: [String]
    /// The value URL of each detection (`LinkValue.url` / `EmailValue.url`), when checked.
    var urls: [String]? = nil
    var testDescription: String { input.debugDescription }

    init(_ input: String, _ expected: [String], urls: [String]? = nil) {
        self.input = input
        self.expected = expected
        self.urls = urls
    }
}

private func url(of d: Detection) -> String {
    switch d.value {
    case .link(let v): return v.url.absoluteString
    case .email(let v): return v.url.absoluteString
    case .address(let v): return v.formatted
    default: return ""   // other kinds are not asked for in these tests
    }
}

private let open = "[open, copy]"
private let mail = "[composeMail, addToContacts, copy]"

@Suite("Link detector")
struct LinkDetectorTests {
    static func detector() throws -> DataDetector { try DataDetector(types: [.link, .email]) }

    private func check(_ c: LinkCase, with detector: DataDetector? = nil) throws {
        let found = try (detector ?? Self.detector()).detections(in: c.input)
        #expect(found.map(\.description) == c.expected)
        if let urls = c.urls { #expect(found.map(url(of:)) == urls) }
    }

    static let explicitSchemes: [LinkCase] = [
        LinkCase("See https://swift.org/documentation today", [#"link 4..<35 "https://swift.org/documentation" \#(open)"#],
                 urls: ["https://swift.org/documentation"]),
        LinkCase("HTTP://GOOGLE.COM/Search", [#"link 0..<24 "HTTP://GOOGLE.COM/Search" \#(open)"#],
                 urls: ["http://google.com/Search"]),
        LinkCase("http://user:pass@example.com:8080/x", [#"link 0..<35 "http://user:pass@example.com:8080/x" \#(open)"#],
                 urls: ["http://user:pass@example.com:8080/x"]),
        LinkCase("http://[::1]:8080/status", [#"link 0..<24 "http://[::1]:8080/status" \#(open)"#],
                 urls: ["http://[::1]:8080/status"]),
        LinkCase("router at http://192.168.0.1/admin", [#"link 10..<34 "http://192.168.0.1/admin" \#(open)"#]),
        LinkCase("http://localhost:3000", [#"link 0..<21 "http://localhost:3000" \#(open)"#]),
        LinkCase("ftp://ftp.debian.org/debian/", [#"link 0..<28 "ftp://ftp.debian.org/debian/" \#(open)"#]),
        LinkCase("clone ssh://git@github.com/apple/swift.git", [#"link 6..<42 "ssh://git@github.com/apple/swift.git" \#(open)"#]),
        LinkCase("magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a",
                 [#"link 0..<60 "magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a" \#(open)"#]),
        LinkCase("call tel:+1-650-253-0000.", [#"link 5..<24 "tel:+1-650-253-0000" \#(open)"#],
                 urls: ["tel:+1-650-253-0000"]),
        LinkCase("load //cdn.example.com/lib.js", [#"link 5..<29 "//cdn.example.com/lib.js" \#(open)"#],
                 urls: ["http://cdn.example.com/lib.js"]),
        LinkCase("file:///etc/hosts", [#"link 0..<17 "file:///etc/hosts" \#(open)"#], urls: ["file:///etc/hosts"]),
        LinkCase("http://example.invalid", [#"link 0..<22 "http://example.invalid" \#(open)"#]),
    ]

    @Test("explicit schemes", arguments: explicitSchemes)
    func explicitScheme(_ c: LinkCase) throws { try check(c) }

    static let unsafeSchemes: [LinkCase] = [
        LinkCase("javascript:alert(document.cookie)", []),
        LinkCase("JavaScript://example.com/%0Aalert(1)", []),
        LinkCase("data:text/html;base64,PHNjcmlwdD4=", []),
        LinkCase("vbscript:msgbox(1)", []),
        LinkCase("Note: see re:this", []),
        LinkCase("hppt://example.com", []),
        LinkCase("[click](javascript:alert(1)) [x](data:text/html,<b>)", []),
    ]

    @Test("unsafe and unknown schemes are never linked", arguments: unsafeSchemes)
    func unsafeScheme(_ c: LinkCase) throws { try check(c) }

    static let bareDomains: [LinkCase] = [
        LinkCase("Docs at swift.org.", [#"link 8..<17 "swift.org" \#(open)"#], urls: ["http://swift.org"]),
        LinkCase("example.co.uk/about", [#"link 0..<19 "example.co.uk/about" \#(open)"#], urls: ["http://example.co.uk/about"]),
        LinkCase("www.Example.com/path?q=1", [#"link 0..<24 "www.Example.com/path?q=1" \#(open)"#],
                 urls: ["http://www.example.com/path?q=1"]),
        LinkCase("crates at docs.rs/serde", [#"link 10..<23 "docs.rs/serde" \#(open)"#]),
        LinkCase("github.io pages", [#"link 0..<9 "github.io" \#(open)"#]),
        LinkCase("sub_domain.example.com", [#"link 0..<22 "sub_domain.example.com" \#(open)"#]),
        LinkCase("foo.com:8080/x", [#"link 0..<14 "foo.com:8080/x" \#(open)"#]),
        LinkCase("go.dev/doc and pkg.go.dev/net/http", [#"link 0..<10 "go.dev/doc" \#(open)"#,
                                                       #"link 15..<34 "pkg.go.dev/net/http" \#(open)"#]),
        LinkCase("www.go.dev", [#"link 0..<10 "www.go.dev" \#(open)"#]),
        LinkCase("GitHub.com and bit.ly", [#"link 0..<10 "GitHub.com" \#(open)"#, #"link 15..<21 "bit.ly" \#(open)"#]),
    ]

    @Test("www and bare domains with a public suffix", arguments: bareDomains)
    func bareDomain(_ c: LinkCase) throws { try check(c) }

    static let negatives: [LinkCase] = [
        LinkCase("README.md", []), LinkCase("setup.py", []), LinkCase("node.js", []), LinkCase("index.html", []),
        LinkCase("main.rs", []), LinkCase("run install.sh then script.pl", []), LinkCase("1.2.3", []),
        LinkCase("v2.0.1", []), LinkCase("foo.123", []), LinkCase("e.g. this, i.e. that", []),
        LinkCase("U.S.A. and a.m.", []), LinkCase("example.invalid", []), LinkCase("co.uk", []),
        LinkCase("192.168.0.1", []), LinkCase("10.0.0.1:8080", []), LinkCase("python3.11", []),
        LinkCase("obj.method()", []), LinkCase("self.view.frame", []), LinkCase("foo_bar.com", []),
        LinkCase("#swift.org and $TVI.CA", []), LinkCase("Stack: Foo.bar(baz) at Foo.swift:42", []),
        LinkCase("end of sentence.Next sentence", []), LinkCase("self.navigationController.view", []),
        LinkCase("user.name, item.link, self.data, view.show, row.id", []), LinkCase("archive.zip video.mov", []), LinkCase("example.com-foo", []), LinkCase("http://", []), LinkCase("http://example.com:80abc", []), LinkCase("example.com:8080abc", []),
        LinkCase("//comment", []), LinkCase("archive.tar.gz", []), LinkCase("<img src=//cdn.example.com/a.png>", []),
    ]

    @Test("no links in file names, code, versions, abbreviations", arguments: negatives)
    func negative(_ c: LinkCase) throws { try check(c) }

    @Test("bare IPv4 addresses only when the context asks for them")
    func bareIP() throws {
        let on = try DataDetector(types: [.link], context: DetectionContext(linksBareIPAddresses: true))
        try check(LinkCase("router 192.168.0.1/admin.", [#"link 7..<24 "192.168.0.1/admin" \#(open)"#],
                       urls: ["http://192.168.0.1/admin"]), with: on)
        try check(LinkCase("1.2.3.400 and 1.2.3.4.5", []), with: on)
        try check(LinkCase("router 192.168.0.1/admin.", []))
    }

    static let punctuation: [LinkCase] = [
        LinkCase("Visit https://swift.org.", [#"link 6..<23 "https://swift.org" \#(open)"#]),
        LinkCase("Really? https://swift.org/blog!", [#"link 8..<30 "https://swift.org/blog" \#(open)"#]),
        LinkCase("https://swift.org/blog?", [#"link 0..<22 "https://swift.org/blog" \#(open)"#]),
        LinkCase("https://swift.org/blog, and more", [#"link 0..<22 "https://swift.org/blog" \#(open)"#]),
        LinkCase("see https://swift.org/blog;", [#"link 4..<26 "https://swift.org/blog" \#(open)"#]),
        LinkCase("“https://swift.org/”", [#"link 3..<21 "https://swift.org/" \#(open)"#]),
        LinkCase("'https://swift.org/a'", [#"link 1..<20 "https://swift.org/a" \#(open)"#]),
        LinkCase("\"swift.org\"", [#"link 1..<10 "swift.org" \#(open)"#]),
        LinkCase("「https://example.jp/パス」", [#"link 3..<28 "https://example.jp/パス" \#(open)"#]),
        LinkCase("https://example.com/a,b;c:d!e?f=g", [#"link 0..<33 "https://example.com/a,b;c:d!e?f=g" \#(open)"#]),
        LinkCase("https://example.com/end...", [#"link 0..<23 "https://example.com/end" \#(open)"#]),
    ]

    @Test("trailing punctuation and closing quotes stay outside", arguments: punctuation)
    func trailingPunctuation(_ c: LinkCase) throws { try check(c) }

    static let brackets: [LinkCase] = [
        LinkCase("https://en.wikipedia.org/wiki/Swift_(programming_language)",
                 [#"link 0..<58 "https://en.wikipedia.org/wiki/Swift_(programming_language)" \#(open)"#]),
        LinkCase("(see https://swift.org/blog)", [#"link 5..<27 "https://swift.org/blog" \#(open)"#]),
        LinkCase("Swift (https://swift.org).", [#"link 7..<24 "https://swift.org" \#(open)"#]),
        LinkCase("[https://swift.org/a]", [#"link 1..<20 "https://swift.org/a" \#(open)"#]),
        LinkCase("{https://swift.org/a}", [#"link 1..<20 "https://swift.org/a" \#(open)"#]),
        LinkCase("https://example.com/a(b)c(d", [#"link 0..<25 "https://example.com/a(b)c" \#(open)"#]),
        LinkCase("(see https://en.wikipedia.org/wiki/Swift_(programming_language))",
                 [#"link 5..<63 "https://en.wikipedia.org/wiki/Swift_(programming_language)" \#(open)"#]),
        LinkCase("https://example.com/a_[b]_{c}", [#"link 0..<29 "https://example.com/a_[b]_{c}" \#(open)"#],
                 urls: ["https://example.com/a_%5Bb%5D_%7Bc%7D"]),
    ]

    @Test("balanced brackets belong to the link, unbalanced ones do not", arguments: brackets)
    func bracket(_ c: LinkCase) throws { try check(c) }

    static let markdown: [LinkCase] = [
        LinkCase("[Swift](https://swift.org/blog)", [#"link 8..<30 "https://swift.org/blog" \#(open)"#]),
        LinkCase("[https://a.io](https://a.io)", [#"link 1..<13 "https://a.io" \#(open)"#, #"link 15..<27 "https://a.io" \#(open)"#]),
        LinkCase("[wiki](https://en.wikipedia.org/wiki/Swift_(programming_language))",
                 [#"link 7..<65 "https://en.wikipedia.org/wiki/Swift_(programming_language)" \#(open)"#]),
        LinkCase("<https://swift.org>", [#"link 1..<18 "https://swift.org" \#(open)"#]),
        LinkCase("<swift.org>.", [#"link 1..<10 "swift.org" \#(open)"#]),
        LinkCase("run `curl https://swift.org/install.sh`", [#"link 10..<38 "https://swift.org/install.sh" \#(open)"#]),
        LinkCase("~~https://swift.org~~ **https://a.io**", [#"link 2..<19 "https://swift.org" \#(open)"#,
                                                             #"link 24..<36 "https://a.io" \#(open)"#]),
        LinkCase("| https://a.io |https://b.io|", [#"link 2..<14 "https://a.io" \#(open)"#,
                                                  #"link 16..<28 "https://b.io" \#(open)"#]),
        LinkCase("<ana@example.com>", [#"email 1..<16 "ana@example.com" \#(mail)"#]),
    ]

    @Test("Markdown links and autolinks", arguments: markdown)
    func markdownForms(_ c: LinkCase) throws { try check(c) }

    static let international: [LinkCase] = [
        LinkCase("http://bücher.de/katalog", [#"link 0..<25 "http://bücher.de/katalog" \#(open)"#],
                 urls: ["http://xn--bcher-kva.de/katalog"]),
        LinkCase("президент.рф", [#"link 0..<23 "президент.рф" \#(open)"#], urls: ["http://xn--d1abbgf6aiiy.xn--p1ai"]),
        LinkCase("https://example.com/😀", [#"link 0..<24 "https://example.com/😀" \#(open)"#],
                 urls: ["https://example.com/%F0%9F%98%80"]),
        LinkCase("https://ru.wikipedia.org/wiki/Свифт", [#"link 0..<40 "https://ru.wikipedia.org/wiki/Свифт" \#(open)"#],
                 urls: ["https://ru.wikipedia.org/wiki/%D0%A1%D0%B2%D0%B8%D1%84%D1%82"]),
        LinkCase("見てexample.jp/パス。", [#"link 6..<23 "example.jp/パス" \#(open)"#]),
        LinkCase("http://xn--bcher-kva.de", [#"link 0..<23 "http://xn--bcher-kva.de" \#(open)"#],
                 urls: ["http://xn--bcher-kva.de"]),
        LinkCase("http://xn--はじめよう.com", []),
        LinkCase("詳しくはhttps://example.jp/ 。", [#"link 12..<31 "https://example.jp/" \#(open)"#]),
        LinkCase("联系我们：support@example.cn。网址：www.example.cn", [
            #"email 15..<33 "support@example.cn" \#(mail)"#, #"link 45..<59 "www.example.cn" \#(open)"#]),
        LinkCase("Besuchen Sie www.example.de/über-uns.", [#"link 13..<37 "www.example.de/über-uns" \#(open)"#],
                 urls: ["http://www.example.de/%C3%BCber-uns"]),
        LinkCase("«https://example.fr/»", [#"link 2..<21 "https://example.fr/" \#(open)"#]),
    ]

    @Test("IDN hosts, emoji and non-Latin paths", arguments: international)
    func internationalLinks(_ c: LinkCase) throws { try check(c) }

    static let emails: [LinkCase] = [
        LinkCase("Mail ana@example.com.", [#"email 5..<20 "ana@example.com" \#(mail)"#], urls: ["mailto:ana@example.com"]),
        LinkCase("ana+news@mail.example.com", [#"email 0..<25 "ana+news@mail.example.com" \#(mail)"#],
                 urls: ["mailto:ana+news@mail.example.com"]),
        LinkCase("(first.last@example.co.uk)", [#"email 1..<25 "first.last@example.co.uk" \#(mail)"#]),
        LinkCase("user@bücher.de!", [#"email 0..<15 "user@bücher.de" \#(mail)"#], urls: ["mailto:user@xn--bcher-kva.de"]),
        LinkCase("ann@x.com;bob@example.org", [#"email 0..<9 "ann@x.com" \#(mail)"#, #"email 10..<25 "bob@example.org" \#(mail)"#]),
        LinkCase("foo@bar and foo@bar.invalid", []),
        LinkCase("@example.com and a@b@c", []),
        LinkCase(#""quoted"@example.com"#, []),
        LinkCase("https://a.com/?to=ana@example.com", [#"link 0..<33 "https://a.com/?to=ana@example.com" \#(open)"#]),
        LinkCase("john.doe.gov@mail.com", [#"email 0..<21 "john.doe.gov@mail.com" \#(mail)"#]),
    ]

    @Test("email addresses", arguments: emails)
    func email(_ c: LinkCase) throws { try check(c) }

    @Test("an email's address keeps its Unicode domain")
    func emailAddressValue() throws {
        let found = try Self.detector().detections(in: "user@bücher.de")
        guard case .email(let value)? = found.first?.value else { Issue.record("no email in \(found)"); return }
        #expect(value.address == "user@bücher.de")
        #expect(value.url.absoluteString == "mailto:user@xn--bcher-kva.de")
    }

    /// `mailto:` is an email (its actions are the email ones); it is a link only when emails are not asked for.
    @Test("mailto: is an email, or a link when only links are detected")
    func mailto() throws {
        let text = "Write to mailto:ana@example.com?subject=Hi now"
        let found = try Self.detector().detections(in: text)
        #expect(found.map(\.description) == [#"email 9..<42 "mailto:ana@example.com?subject=Hi" \#(mail)"#])
        guard case .email(let value)? = found.first?.value else { Issue.record("not an email: \(found)"); return }
        #expect(value.address == "ana@example.com")
        #expect(value.url.absoluteString == "mailto:ana@example.com?subject=Hi")

        let linksOnly = try DataDetector(types: [.link])
        let links = linksOnly.detections(in: text)
        #expect(links.map(\.description) == [#"link 9..<42 "mailto:ana@example.com?subject=Hi" \#(open)"#])
        #expect(links.map(url(of:)) == ["mailto:ana@example.com?subject=Hi"])
        #expect(try Self.detector().detections(in: "mailto:bar").isEmpty)
    }

    @Test("only the requested kinds are reported")
    func requestedKinds() throws {
        let text = "Mail ana@example.com or see swift.org."
        #expect(try DataDetector(types: [.link]).detections(in: text).map(\.kind) == [.link])
        #expect(try DataDetector(types: [.email]).detections(in: text).map(\.kind) == [.email])
        #expect(try Self.detector().detections(in: text).map(\.description) == [
            #"email 5..<20 "ana@example.com" \#(mail)"#,
            #"link 28..<37 "swift.org" \#(open)"#,
        ])
    }

    /// The value part of the CLI's JSON for links and emails: normalized URL, Unicode address.
    @Test("JSON values of a link and an email")
    func jsonValues() throws {
        let found = try Self.detector().detections(in: "Write user@bücher.de or see HTTP://Bücher.de/ü.")
        let values = found.map { d -> String in
            var w = JSONWriter()
            d.value.writeJSON(to: &w)
            return String(decoding: w.bytes, as: UTF8.self)
        }
        #expect(values == [
            #"{"address":"user@bücher.de","url":"mailto:user@xn--bcher-kva.de"}"#,
            #"{"url":"http://xn--bcher-kva.de/%C3%BC"}"#,
        ])
    }

    @Test("www links outrank bare domains, explicit links outrank emails")
    func priorities() throws {
        var candidates: [Candidate] = []
        let detector = try LinkDetector(findsLinks: true, findsEmails: true)
        let text = "www.swift.org swift.org https://a.io ana@b.io"
        withUTF8Bytes(of: text) { bytes in
            detector.detect(in: UTF8Text(bytes: bytes), context: DetectionContext(), into: &candidates)
        }
        #expect(candidates.map(\.priority) == [Candidate.Priority.normal, Candidate.Priority.weak,
                                                Candidate.Priority.explicitLink, Candidate.Priority.email])
    }
}
