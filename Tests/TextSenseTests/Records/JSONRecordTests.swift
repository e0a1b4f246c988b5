import Foundation
import Testing
import TextSense

/// `JSONRecord`: RFC 8259 syntax checked byte by byte, members located without interpretation, only the
/// asked-for values decoded.
@Suite("JSONRecord, the JSON Lines scanner")
struct JSONRecordTests {
    private func scan(_ bytes: [UInt8], maxDepth: Int = JSONRecord.defaultMaxDepth) -> Result<[String], JSONRecordError> {
        bytes.withUnsafeBufferPointer { b in
            Result { () throws(JSONRecordError) in
                try JSONRecord(scanning: b, maxDepth: maxDepth).members.map {
                    String(decoding: b[$0.key], as: UTF8.self) + "=" + String(decoding: b[$0.value], as: UTF8.self)
                }
            }
        }
    }
    private func scan(_ line: String) -> Result<[String], JSONRecordError> { scan(Array(line.utf8)) }

    @Test("members keep their original bytes, order and duplicates", arguments: [
        (#"{}"#, [String]()),
        (#" { } "#, []),
        (#"{"a":1}"#, ["a=1"]),
        (#"{"n": 1e999, "big": 123456789012345678901234567890}"#, ["n=1e999", "big=123456789012345678901234567890"]),
        (#"{"k":1,"k":"two","k":[3]}"#, ["k=1", "k=\"two\"", "k=[3]"]),
        (#"{"z":0,"a":-0.5E+3}"#, ["z=0", "a=-0.5E+3"]),
        (#"{"o":{"x":[1,{"y":null}]},"t":true,"f":false}"#, [#"o={"x":[1,{"y":null}]}"#, "t=true", "f=false"]),
        (#"{"s":"a\u0000b\ud800\"\\\/\b\f\n\r\t","e":[]}"#, [#"s="a\u0000b\ud800\"\\\/\b\f\n\r\t""#, "e=[]"]),
        ("{\"ü\":\"日本語 😀\"}", ["ü=\"日本語 😀\""]),
        ("{\t\"a\" :\r\n [ ] }", ["a=[ ]"]),
    ])
    func members(_ line: String, _ expected: [String]) throws {
        #expect(try scan(line).get() == expected)
    }

    @Test("invalid JSON is refused with where it goes wrong", arguments: [
        ("", 0), ("not json", 1), ("x", 0), (#"{"a":1"#, 6), (#"{"a":1,}"#, 7), (#"{"a" 1}"#, 5), (#"{a:1}"#, 1),
        (#"{"a":01}"#, 6), (#"{"a":1.}"#, 7), (#"{"a":1e}"#, 7), (#"{"a":+1}"#, 5), (#"{"a":-}"#, 6),
        (#"{"a":tru}"#, 8), (#"{"a":"x\q"}"#, 8), (#"{"a":"\u12G4"}"#, 10), (#"{"a":"open}"#, 11),
        (#"{"a":1}}"#, 7), (#"{"a":1} x"#, 8), (#"{"a":[1,2}"#, 9), (#"{"a":NaN}"#, 5), ("{\"a\":\"tab\there\"}", 9),
    ])
    func syntax(_ line: String, _ offset: Int) {
        guard case .failure(.syntax(let at, _)) = scan(line) else {
            Issue.record("accepted or wrong error: \(scan(line))")
            return
        }
        #expect(at == offset)
    }

    @Test("JSON that is not an object", arguments: ["[1,2]", "\"text\"", "12", "null", "true", " [] "])
    func notAnObject(_ line: String) {
        #expect(scan(line) == .failure(.notAnObject))
    }

    @Test("ill-formed UTF-8 inside strings is refused (Unicode Table 3-7)", arguments: [
        [0xFF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF0, 0x9F, 0x98],
    ] as [[UInt8]])
    func invalidUTF8(_ bad: [UInt8]) {
        let line = Array(#"{"t":"ab"#.utf8) + bad + Array(#"cd"}"#.utf8)
        #expect(scan(line) == .failure(.invalidUTF8(offset: 8)))
        // Outside a string any non-ASCII byte is a syntax error.
        guard case .failure(.syntax) = scan(Array("{".utf8) + bad + Array("}".utf8)) else {
            Issue.record("accepted \(bad)")
            return
        }
    }

    @Test("nesting is bounded; the bound counts the top-level object")
    func depth() {
        let nested = { (n: Int) in "{\"a\":" + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "}" }
        #expect((try? scan(nested(511)).get().count) == 1)
        #expect(scan(nested(512)) == .failure(.tooDeep(offset: 5 + 511, limit: 512)))
        #expect(scan(Array(nested(3).utf8), maxDepth: 3) == .failure(.tooDeep(offset: 7, limit: 3)))
        // A million brackets: refused without recursion, quickly.
        #expect(scan(nested(1_000_000)) == .failure(.tooDeep(offset: 5 + 511, limit: 512)))
    }

    @Test("string decoding: escapes resolved, lone surrogates become U+FFFD", arguments: [
        (#""plain""#, "plain", 0),
        (#""a\u0000b""#, "a\u{0}b", 0),
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t", 0),
        (#""\u00e9\u65E5""#, "é日", 0),
        (#""\ud83d\ude00""#, "😀", 0),
        (#""a\ud800b""#, "a\u{FFFD}b", 1),
        (#""\udc00\ud800""#, "\u{FFFD}\u{FFFD}", 2),
        (#""\ud800\ud83d\ude00""#, "\u{FFFD}😀", 1),
        (#""x\ud800""#, "x\u{FFFD}", 1),
        ("\"日本\"", "日本", 0),
    ])
    func decoding(_ value: String, _ expected: String, _ replaced: Int) throws {
        let line = Array(("{\"k\":" + value + "}").utf8)
        try line.withUnsafeBufferPointer { b in
            let record = try JSONRecord(scanning: b)
            let member = try #require(record.last(named: "k", in: b))
            #expect(member.kind == .string)
            let decoded = JSONRecord.decodedString(member, in: b)
            #expect(decoded.utf8 == Array(expected.utf8))
            #expect(decoded.replacedSurrogates == replaced)
        }
    }

    @Test("last(named:) takes the last duplicate and compares escaped keys decoded")
    func lookup() throws {
        let line = Array(#"{"text":"one","n":"x","te\u0078t":"two","texts":3}"#.utf8)
        try line.withUnsafeBufferPointer { b in
            let record = try JSONRecord(scanning: b)
            let text = try #require(record.last(named: "text", in: b))
            #expect(String(decoding: JSONRecord.decodedString(text, in: b).utf8, as: UTF8.self) == "two")
            #expect(record.last(named: "tex", in: b) == nil)
            #expect(record.last(named: "texts", in: b)?.kind == .number)
        }
    }

    @Test("numbers: Double when asked, infinity beyond its range, nil for other kinds")
    func numbers() throws {
        let line = Array(#"{"a":1e999,"b":-12.5e1,"c":"1","d":123456789012345678901234567890}"#.utf8)
        try line.withUnsafeBufferPointer { b in
            let record = try JSONRecord(scanning: b)
            let values = record.members.map { JSONRecord.number($0, in: b) }
            #expect(values[0] == .infinity)
            #expect(values[1] == -125)
            #expect(values[2] == nil)
            #expect(values[3] == 1.2345678901234568e29)
        }
    }
}
