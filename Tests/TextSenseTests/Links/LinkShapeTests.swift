import Foundation
import Testing
@testable import TextSense

/// A text and what it must yield, as `kind text` strings in order (`"email josé@example.es"`), plus the value
/// URLs when checked.
struct ShapeCase: CustomTestStringConvertible, Sendable {
    var input: String
    var expected: [String]
    var urls: [String]?
    var testDescription: String { input.debugDescription }

    init(_ input: String, _ expected: [String], urls: [String]? = nil) {
        self.input = input
        self.expected = expected
        self.urls = urls
    }
}

/// Link and email shapes that other autolinkers agree on: international local parts, dot placement, punycode
/// top-level domains, nested and unbalanced brackets, apostrophes, links glued to symbols, a dash after the
/// host, compound schemes, mixed-case top-level domains.
@Suite("Link and email shapes")
struct LinkShapeTests {
    static let detector: DataDetector = try! DataDetector(types: [.link, .email])

    private func check(_ c: ShapeCase) {
        let found = Self.detector.detections(in: c.input)
        #expect(found.map { "\($0.kind.rawValue) \($0.text)" } == c.expected)
        if let urls = c.urls {
            let values = found.map { d -> String in
                switch d.value {
                case .link(let v): return v.url.absoluteString
                case .email(let v): return v.url.absoluteString
                default: return ""
                }
            }
            #expect(values == urls)
        }
    }

    static let internationalLocalParts: [ShapeCase] = [
        ShapeCase("Escribe a josé@example.es hoy", ["email josé@example.es"], urls: ["mailto:jos%C3%A9@example.es"]),
        ShapeCase("Пишите: почта@пример.рф.", ["email почта@пример.рф"],
                  urls: ["mailto:%D0%BF%D0%BE%D1%87%D1%82%D0%B0@xn--e1afmkfd.xn--p1ai"]),
        ShapeCase("用户@例子.中国", ["email 用户@例子.中国"]),
        ShapeCase("Kontakt: jürgen.müller@beispiel.de", ["email jürgen.müller@beispiel.de"]),
        ShapeCase("françois@exemple.fr, joão@exemplo.com.br", ["email françois@exemple.fr", "email joão@exemplo.com.br"]),
        ShapeCase("联系support@example.cn", ["email support@example.cn"]),
        ShapeCase("ติดต่อsupport@example.co.th", ["email support@example.co.th"]),
        ShapeCase("อีเมล สมชาย@ตัวอย่าง.ไทย", ["email สมชาย@ตัวอย่าง.ไทย"]),
        ShapeCase("请联系用户@例子.中国", ["email 请联系用户@例子.中国"]),
        ShapeCase("mailto:josé@example.es", ["email mailto:josé@example.es"], urls: ["mailto:jos%C3%A9@example.es"]),
        ShapeCase("📧ana@example.com", ["email ana@example.com"]),
    ]

    @Test("local parts in any script (RFC 6531)", arguments: internationalLocalParts)
    func internationalLocalPart(_ c: ShapeCase) { check(c) }

    static let apostrophes: [ShapeCase] = [
        ShapeCase("Write to o'brien@example.ie today", ["email o'brien@example.ie"], urls: ["mailto:o'brien@example.ie"]),
        ShapeCase("d'artagnan@example.fr", ["email d'artagnan@example.fr"]),
        ShapeCase("'ana@example.com'", ["email ana@example.com"]),
        ShapeCase("mailto:o'brien@example.ie", ["email mailto:o'brien@example.ie"]),
        ShapeCase("it's ana@example.com", ["email ana@example.com"]),
    ]

    @Test("an apostrophe inside a local part belongs to it", arguments: apostrophes)
    func apostrophe(_ c: ShapeCase) { check(c) }

    /// RFC 5322 dot-atom: no dot first, last, or twice in a row. A leading dot in running text yields nothing
    /// (not the part after it): the writer's address is unknown.
    static let dots: [ShapeCase] = [
        ShapeCase(".a@b.com", []),
        ShapeCase("a.@b.com", []),
        ShapeCase("a..b@c.com", []),
        ShapeCase("see .ana@example.com", []),
        ShapeCase("mailto:a..b@example.com", []),
        ShapeCase("mailto:.a@example.com", []),
        ShapeCase("a.b.c@example.com", ["email a.b.c@example.com"]),
        ShapeCase("Done.Mail ana@example.com", ["email ana@example.com"]),
        ShapeCase(#"test."foo".bar@example.com"#, [#"email test."foo".bar@example.com"#]),
    ]

    @Test("dots only between the atoms of a local part", arguments: dots)
    func dotPlacement(_ c: ShapeCase) { check(c) }

    static let punycode: [ShapeCase] = [
        ShapeCase("xn--e1afmkfd.xn--p1ai", ["link xn--e1afmkfd.xn--p1ai"], urls: ["http://xn--e1afmkfd.xn--p1ai"]),
        ShapeCase("see XN--E1AFMKFD.XN--P1AI/path", ["link XN--E1AFMKFD.XN--P1AI/path"],
                  urls: ["http://xn--e1afmkfd.xn--p1ai/path"]),
        ShapeCase("пример.рф", ["link пример.рф"], urls: ["http://xn--e1afmkfd.xn--p1ai"]),
        ShapeCase("почта@xn--e1afmkfd.xn--p1ai", ["email почта@xn--e1afmkfd.xn--p1ai"]),
        ShapeCase("ana@xn--bcher-kva.xn--p1ai", ["email ana@xn--bcher-kva.xn--p1ai"]),
        ShapeCase("example.xn--zzzzzz", []),
        ShapeCase("xn--e1afmkfd.xn--", []),
    ]

    @Test("punycode top-level domains link like their Unicode form", arguments: punycode)
    func punycodeTLD(_ c: ShapeCase) { check(c) }

    static let brackets: [ShapeCase] = [
        ShapeCase("https://example.com/((x))", ["link https://example.com/((x))"]),
        ShapeCase("(see https://example.com/((x)))", ["link https://example.com/((x))"]),
        ShapeCase("https://example.com/{a{b}c}", ["link https://example.com/{a{b}c}"]),
        ShapeCase("{https://example.com/{a{b}}}", ["link https://example.com/{a{b}}"]),
        ShapeCase("https://example.com/[a[b]]", ["link https://example.com/[a[b]]"]),
        ShapeCase("https://example.com/(a[b]{c})", ["link https://example.com/(a[b]{c})"]),
        ShapeCase("https://example.com/(a(b)", ["link https://example.com/(a(b)"]),
        ShapeCase("https://example.com/?q=(a))+b", ["link https://example.com/?q=(a))+b"]),
        ShapeCase("https://example.com/a)b", ["link https://example.com/a)b"]),
        ShapeCase("(https://example.com/?q=(a)) next", ["link https://example.com/?q=(a)"]),
        ShapeCase("(https://example.com/a).", ["link https://example.com/a"]),
        ShapeCase("**[x](https://example.com/a)**", ["link https://example.com/a"]),
        ShapeCase("_[x](https://example.com/a)_", ["link https://example.com/a"]),
        ShapeCase("[https://a.io](https://a.io)", ["link https://a.io", "link https://a.io"]),
        ShapeCase("https://example.com/a]b", ["link https://example.com/a"]),
    ]

    @Test("nested pairs, and an unbalanced `)` followed by more of the URL", arguments: brackets)
    func bracket(_ c: ShapeCase) { check(c) }

    static let pathApostrophes: [ShapeCase] = [
        ShapeCase("https://example.com/it's/here", ["link https://example.com/it's/here"]),
        ShapeCase("https://example.com/a'/b", ["link https://example.com/a'/b"]),
        ShapeCase("https://example.com/?q=a'+b", ["link https://example.com/?q=a'+b"]),
        ShapeCase("https://example.com/a'(b)", ["link https://example.com/a'(b)"]),
        ShapeCase("'https://example.com/a'", ["link https://example.com/a"]),
        ShapeCase("https://example.com/a'.", ["link https://example.com/a"]),
        ShapeCase("https://example.com/a' and", ["link https://example.com/a"]),
    ]

    @Test("an apostrophe stays in a path unless it ends it", arguments: pathApostrophes)
    func pathApostrophe(_ c: ShapeCase) { check(c) }

    static let gluedPrefixes: [ShapeCase] = [
        ShapeCase("→https://example.com/a", ["link https://example.com/a"]),
        ShapeCase("👉http://example.com", ["link http://example.com"]),
        ShapeCase("★https://example.com ✓", ["link https://example.com"]),
        ShapeCase("`https://x.org`", ["link https://x.org"]),
        ShapeCase("run `https://x.org/install.sh` now", ["link https://x.org/install.sh"]),
        ShapeCase("`swift.org`", ["link swift.org"]),
        ShapeCase("xhttp://example.com", []),
        ShapeCase("_http://example.com", []),
        ShapeCase("1http://example.com", []),
    ]

    @Test("a scheme right after a symbol, an arrow, an emoji or a backtick", arguments: gluedPrefixes)
    func gluedPrefix(_ c: ShapeCase) { check(c) }

    static let dashes: [ShapeCase] = [
        ShapeCase("see http://example.org- then", ["link http://example.org"], urls: ["http://example.org"]),
        ShapeCase("see http://example.org-- then", ["link http://example.org"]),
        ShapeCase("swift.org- the language", ["link swift.org"]),
        ShapeCase("ana@example.com- write", ["email ana@example.com"]),
        ShapeCase("http://localhost-", ["link http://localhost"]),
        ShapeCase("http://example.org-/x", ["link http://example.org"]),
        ShapeCase("http://twitter-dash.com", ["link http://twitter-dash.com"]),
        ShapeCase("http://domain.com-that-you-should-have-put-a-space-after", []),
        ShapeCase("http://example.org-abc", []),
        ShapeCase("example.com-foo", []),
        ShapeCase("http://trailingdash-.twitter.com", []),
        ShapeCase("https://example.com/a-", ["link https://example.com/a-"]),
    ]

    @Test("a dash after the host is the sentence's", arguments: dashes)
    func dash(_ c: ShapeCase) { check(c) }

    static let compoundSchemes: [ShapeCase] = [
        ShapeCase("svn+ssh://svn.example.org/repo/trunk", ["link svn+ssh://svn.example.org/repo/trunk"],
                  urls: ["svn+ssh://svn.example.org/repo/trunk"]),
        ShapeCase("pip install git+https://github.com/psf/requests.git",
                  ["link git+https://github.com/psf/requests.git"]),
        ShapeCase("GIT+SSH://git@example.com/a.git", ["link GIT+SSH://git@example.com/a.git"],
                  urls: ["git+ssh://git@example.com/a.git"]),
        ShapeCase("(bzr+ssh://example.com/b)", ["link bzr+ssh://example.com/b"]),
        ShapeCase("foo+https://example.com", ["link https://example.com"]),
        ShapeCase("x+javascript://example.com", []),
        ShapeCase("git+data://example.com", []),
    ]

    @Test("compound version-control schemes", arguments: compoundSchemes)
    func compoundScheme(_ c: ShapeCase) { check(c) }

    static let reviewedRules: [ShapeCase] = [
        // Mixed-case classic generic TLDs link; mixed-case country codes are words after a missing space.
        ShapeCase("example.Net", ["link example.Net"], urls: ["http://example.net"]),
        ShapeCase("Visit Example.Com today", ["link Example.Com"]),
        ShapeCase("He left.It was late", []),
        ShapeCase("home.At last", []),
        ShapeCase("end of sentence.Next sentence", []),
        // Newer generic TLDs alone: linked with a hyphen in the name (never an identifier), a path, www. or a
        // scheme; not as `object.member`.
        ShapeCase("my-site.app", ["link my-site.app"]),
        ShapeCase("user.name, item.link, self.data, view.show", []),
        ShapeCase("example.app/about", ["link example.app/about"]),
        ShapeCase("www.example.app", ["link www.example.app"]),
        // Underscores: in subdomains with a scheme, never in the registrable name.
        ShapeCase("http://sub_domain.example.com", ["link http://sub_domain.example.com"]),
        ShapeCase("http://foo_bar.com", []),
    ]

    @Test("mixed-case TLDs, newer generic TLDs, underscores", arguments: reviewedRules)
    func reviewedRule(_ c: ShapeCase) { check(c) }
}
