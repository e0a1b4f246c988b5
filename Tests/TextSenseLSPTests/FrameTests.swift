import Testing
@testable import TextSenseLSP

@Suite("Frame")
struct FrameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        /// The body, "incomplete" (nil), or the error.
        let body: String?
        let rest: String
        let error: Frame.Failure?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one frame", input: "Content-Length: 2\r\n\r\n{}", body: "{}", rest: "", error: nil),
        Case(name: "frame and a bit of the next", input: "Content-Length: 2\r\n\r\n{}Content", body: "{}", rest: "Content", error: nil),
        Case(name: "content type header too", input: "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 3\r\n\r\n[1]",
             body: "[1]", rest: "", error: nil),
        Case(name: "header name in any case", input: "content-length:1\r\n\r\n1", body: "1", rest: "", error: nil),
        Case(name: "length counts UTF-8 bytes", input: "Content-Length: 7\r\n\r\n\"é€\"", body: "\"é€\"", rest: "", error: nil),
        Case(name: "body incomplete", input: "Content-Length: 10\r\n\r\n{}", body: nil, rest: "", error: nil),
        Case(name: "header incomplete", input: "Content-Length: 10\r\n", body: nil, rest: "", error: nil),
        Case(name: "empty", input: "", body: nil, rest: "", error: nil),
        Case(name: "no length", input: "Content-Type: x\r\n\r\n{}", body: nil, rest: "", error: .missingContentLength),
        Case(name: "bad length", input: "Content-Length: two\r\n\r\n{}", body: nil, rest: "", error: .invalidContentLength("two")),
        Case(name: "negative length", input: "Content-Length: -1\r\n\r\n{}", body: nil, rest: "", error: .invalidContentLength("-1")),
        Case(name: "no colon", input: "Content-Length 2\r\n\r\n{}", body: nil, rest: "", error: .malformedHeader("Content-Length 2")),
        Case(name: "endless header", input: String(repeating: "x", count: 5000), body: nil, rest: "", error: .headerTooLong),
    ]

    @Test(arguments: cases)
    func split(_ c: Case) throws {
        let bytes = Array(c.input.utf8)
        do {
            let result = try Frame.split(bytes)
            #expect(c.error == nil)
            if let body = c.body {
                let r = try #require(result)
                #expect(String(decoding: r.body, as: UTF8.self) == body)
                #expect(String(decoding: bytes[r.rest...], as: UTF8.self) == c.rest)
            } else {
                #expect(result == nil)
            }
        } catch {
            #expect((error as? Frame.Failure) == c.error)
        }
    }

    @Test func encodeRoundTrips() throws {
        let body = Array("{\"a\":\"ü\"}".utf8)
        let framed = Frame.encode(body)
        #expect(String(decoding: framed, as: UTF8.self).hasPrefix("Content-Length: 10\r\n\r\n"))
        let r = try #require(try Frame.split(framed))
        #expect(Array(r.body) == body)
        #expect(r.rest == framed.endIndex)
    }
}
