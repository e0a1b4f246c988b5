import Foundation
import Testing
@testable import TextSense

@Suite("HTML markup")
struct HTMLMarkupTests {
    static let detector: DataDetector = {
        do { return try DataDetector() } catch { fatalError("\(error)") }
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let html: String
        var testDescription: String { text }
    }

    @Test(arguments: [
        Case(text: "plain <b>&</b> 'q' \"d\"", html: "plain &lt;b&gt;&amp;&lt;/b&gt; &#39;q&#39; &quot;d&quot;"),
        Case(text: "see swift.org.", html: #"see <a href="http://swift.org" data-type="link" data-value="{&quot;url&quot;:&quot;http://swift.org&quot;}" rel="nofollow noopener noreferrer">swift.org</a>."#),
        Case(text: "<a@b.io>", html: #"&lt;<a href="mailto:a@b.io" data-type="email" data-value="{&quot;address&quot;:&quot;a@b.io&quot;,&quot;url&quot;:&quot;mailto:a@b.io&quot;}" rel="nofollow noopener noreferrer">a@b.io</a>&gt;"#),
        Case(text: "javascript:alert(1) data:text/html,<script>x</script>", html: "javascript:alert(1) data:text/html,&lt;script&gt;x&lt;/script&gt;"),
    ])
    func fragment(_ c: Case) {
        #expect(HTMLMarkup.fragment(for: c.text, detections: Self.detector.detections(in: c.text)) == c.html)
    }

    @Test("hostile text never yields markup of its own")
    func hostile() {
        let texts = [
            #"https://x.io/"><script>alert(1)</script>"#,
            #"http://a.com/?q="onmouseover=alert(1)//"#,
            "<img src=x onerror=alert(1)> www.example.com/'\"><svg/onload=alert(1)>",
            "mailto:a@b.io?subject=\"><script>",
        ]
        for text in texts {
            let html = HTMLMarkup.fragment(for: text, detections: Self.detector.detections(in: text))
            #expect(!html.contains("<script"), "\(html)")
            #expect(!html.contains("<img") && !html.contains("<svg"), "\(html)")
            // Every tag is one we produce.
            var rest = html[...]
            while let lt = rest.firstIndex(of: "<") {
                let tag = rest[lt...].prefix(6)
                #expect(tag.hasPrefix("<a hre") || tag.hasPrefix("</a>") || tag.hasPrefix("<span ") || tag.hasPrefix("</span"), "\(html)")
                rest = rest[rest.index(after: lt)...]
            }
        }
    }
}
