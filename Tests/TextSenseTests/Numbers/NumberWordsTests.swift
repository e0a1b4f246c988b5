import Foundation
import Testing
@testable import TextSense

/// Numbers in words from ICU's spell-out rules, read back: the value and the words taken.
@Suite("Number words: ICU's spell-out read back")
struct NumberWordsTests {
    /// `language`, text, expected value and the text read (nil: no number at the start).
    static let cases: [(String, String, Int?, String?)] = [
        ("en", "twenty dollars", 20, "twenty"),
        ("en", "Twenty-one", 21, "Twenty-one"),
        ("en", "nine hundred ninety-nine thousand", 999_000, "nine hundred ninety-nine thousand"),
        ("en", "one hundred and five", 105, "one hundred and five"),
        ("en", "a million", 1_000_000, "a million"),
        ("en", "a hundred and fifty dollars", 150, "a hundred and fifty"),
        ("en", "two million three hundred thousand", 2_300_000, "two million three hundred thousand"),
        ("en", "a dollar", nil, nil),
        ("en", "the two", nil, nil),
        ("en", "thousand thousand", 1000, "thousand"),
        ("de", "fünf Euro", 5, "fünf"),
        ("de", "zweitausendfünfhundert", 2500, "zweitausendfünfhundert"),
        ("de", "einundzwanzig", 21, "einundzwanzig"),
        ("de", "zwei Millionen", 2_000_000, "zwei Millionen"),
        ("de", "Einmal", nil, nil),
        ("fr", "trois cents euros", 300, "trois cents"),
        ("fr", "vingt et un", 21, "vingt et un"),
        ("fr", "quatre-vingt-dix-neuf", 99, "quatre-vingt-dix-neuf"),
        ("fr", "deux mille cinq cents", 2500, "deux mille cinq cents"),
        ("pt", "mil reais", 1000, "mil"),
        ("pt", "mil e quinhentos", 1500, "mil e quinhentos"),
        ("pt", "duas mil", 2000, "duas mil"),
        ("ru", "сто рублей", 100, "сто"),
        ("ru", "две тысячи пятьсот", 2500, "две тысячи пятьсот"),
        ("ru", "Пять миллионов", 5_000_000, "Пять миллионов"),
        // Russian oblique cases (ICU's case rule sets); `ё` reads as `е`.
        ("ru", "пятью рублями", 5, "пятью"),
        ("ru", "двадцати километров", 20, "двадцати"),
        ("ru", "трёх тысяч рублей", 3000, "трёх тысяч"),
        ("ru", "трех тысяч рублей", 3000, "трех тысяч"),
        ("ru", "Трёх тысяч", 3000, "Трёх тысяч"),
        ("ru", "двумстам метрам", 200, "двумстам"),
        ("ru", "сорока двух", 42, "сорока двух"),
        ("ru", "одной тысячей", 1000, "одной тысячей"),
        ("ru", "пятистах тысячах", 500_000, "пятистах тысячах"),
        ("ru", "двух миллионов", 2_000_000, "двух миллионов"),
        ("ru", "людей", nil, nil),
        ("ru", "трёхкомнатная", nil, nil),
        ("es", "dos millones de pesos", 2_000_000, "dos millones"),
        ("es", "mil millones", 1_000_000_000, "mil millones"),
        ("es", "doscientas cincuenta", 250, "doscientas cincuenta"),
        ("es", "veintiún", 21, "veintiún"),
        // Past 999 trillion the reading stops where it would overflow.
        ("en", "nine hundred trillion trillion", 900_000_000_000_000, "nine hundred trillion"),
    ]

    @Test("readings", arguments: cases)
    func reading(_ language: String, _ text: String, _ value: Int?, _ read: String?) throws {
        let words = try #require(NumberWords.language(language))
        var input = text
        let got: (Int, String)? = input.withUTF8 { bytes in
            guard words.mayStart(bytes, at: 0), let r = words.read(bytes, at: 0) else { return nil }
            return (r.value, String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<r.end]), as: UTF8.self))
        }
        #expect(got?.0 == value)
        #expect(got?.1 == read)
    }

    @Test("a word inside another word starts no number")
    func insideWord() throws {
        let words = try #require(NumberWords.language("en"))
        var input = "someone"
        input.withUTF8 { bytes in
            #expect(words.read(bytes, at: 4) == nil)
            #expect(!NumberWords.startsWord(bytes, at: 4))
        }
    }

    @Test("hostile: long runs of number words stay bounded and linear", arguments: [
        String(repeating: "one ", count: 20_000),
        String(repeating: "thousand ", count: 20_000),
        String(repeating: "trillion-", count: 20_000) + "dollars",
        String(repeating: "zweitausend", count: 5_000) + " Euro",
    ])
    func hostile(_ text: String) throws {
        let detector = try DataDetector(types: [.money, .quantity])
        let found = detector.detections(in: text)
        #expect(found.count < 20_000)
    }

    @Test("no languages beyond the six")
    func unknown() {
        #expect(NumberWords.language("xx") == nil)
    }
}
