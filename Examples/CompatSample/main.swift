// Written as for an Apple platform: it compiles unchanged against the iOS/macOS SDK (Foundation,
// UIKit's UITextChecker, NaturalLanguage's NLTokenizer) and, on Linux, against TextSenseCompat.
// TextSenseCompatTests runs it and checks what it prints.
import Foundation
#if os(Linux)
import TextSenseCompat
#elseif canImport(UIKit)
import UIKit
import NaturalLanguage
#endif

extension String {
    /// True when the whole string is one email address.
    var isValidEmail: Bool {
        guard let detector = try? NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue) else {
            return false
        }
        let range = NSRange(location: 0, length: utf16.count)
        let matches = detector.matches(in: self, options: [], range: range)
        guard matches.count == 1, let match = matches.first else { return false }
        return match.range == range && match.url?.scheme == "mailto"
    }
}

let text = "Call +1 650 253 0000 or mail ana@example.com 📬 about 1600 Amphitheatre Parkway, Mountain View, CA 94043 — see https://swift.org."
let types: NSTextCheckingResult.CheckingType = [.link, .phoneNumber, .address]
let detector = try! NSDataDetector(types: types.rawValue)
for match in detector.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text)) {
    guard let range = Range(match.range, in: text) else { continue }
    if match.resultType == .phoneNumber {
        print("phone \(match.range.location) \(match.range.length) \(match.phoneNumber ?? "")")
    } else if match.resultType == .link {
        print("link \(match.range.location) \(match.range.length) \(match.url?.absoluteString ?? "") \(text[range])")
    } else if match.resultType == .address {
        let city = match.addressComponents?[.city] ?? ""
        let zip = match.addressComponents?[.zip] ?? ""
        print("address \(match.range.location) \(match.range.length) \(city) \(zip)")
    }
}

var firstOnly = 0
detector.enumerateMatches(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) { match, _, stop in
    firstOnly += 1
    stop.pointee = true
}
print("stopped after \(firstOnly)")

print("ana@example.com valid: \("ana@example.com".isValidEmail)")
print("mail ana@example.com valid: \("mail ana@example.com".isValidEmail)")

let checker = UITextChecker()
let draft = "I recieved the leter yesterday"
var offset = 0
var misspelled: [String] = []
while true {
    let range = checker.rangeOfMisspelledWord(in: draft, range: NSRange(location: 0, length: draft.utf16.count),
                                              startingAt: offset, wrap: false, language: "en_US")
    if range.location == NSNotFound { break }
    let word = (draft as NSString).substring(with: range)
    let guesses = checker.guesses(forWordRange: range, in: draft, language: "en_US") ?? []
    misspelled.append("\(word)→\(guesses.first ?? "?")")
    offset = range.location + range.length
}
print("misspelled: \(misspelled.joined(separator: " "))")

let tokenizer = NLTokenizer(unit: .word)
let sentence = "Hi, it's 42°C 🙂!"
tokenizer.string = sentence
var words: [String] = []
tokenizer.enumerateTokens(in: sentence.startIndex..<sentence.endIndex) { range, attributes in
    words.append(String(sentence[range]) + (attributes.contains(.numeric) ? "#" : "") + (attributes.contains(.emoji) ? "!" : ""))
    return true
}
print("words: \(words.joined(separator: "|"))")
