import Foundation

/// One courier number format: a pattern over the compacted number (no spaces), a check-digit scheme and the
/// carrier's public tracking page. The table is generated from tracking_number_data
/// (`TrackingFormats+Generated.swift`); `TrackingFormat.national` adds the postal formats it lacks.
struct TrackingFormat: Sendable {
    /// The check-digit schemes of the courier specs.
    enum Checksum: Sendable, Hashable {
        /// No check digit: the number counts only after a tracking word.
        case none
        /// UPU S10 (mod 11, weights 8 6 4 2 3 5 9 7; remainder 0 → 5, 1 → 0).
        case s10
        /// The serial number modulo 7 (DHL Express).
        case mod7
        /// Digits weighted by position (even 0-based index × `evens`, odd × `odds`); check = (10 − sum mod 10) mod 10.
        case mod10(odds: Int, evens: Int)
        /// Σ digit × weight, then `mod first`, then `mod second` (FedEx Express).
        case weighted([Int], Int, Int)
    }

    let carrier: String
    let product: String
    let urlTemplate: String?
    let checksum: Checksum
    /// UPS maps letters of the serial number to digits (`(ASCII − 3) mod 10`).
    let lettersAsDigits: Bool
    private let regex: CompiledPattern
    private let prepend: (pattern: CompiledPattern, content: String)?
    private let groupChecks: [(group: String, pattern: CompiledPattern)]

    /// The lengths the pattern can match (computed by the generator), to skip the expression cheaply.
    let lengths: ClosedRange<Int>
    /// What every match starts with (`1Z`, `TBA`, `C`): the literal letters and digits the pattern opens with
    /// outside any group, or empty.
    private let literalPrefix: [UInt8]
    /// Whether the pattern matches digits alone: written with digits, digit ranges and groups only.
    private let digitsOnly: Bool
    /// The pattern as written in the table.
    let pattern: String

    init(carrier: String, product: String, pattern: String, lengths: ClosedRange<Int>, url: String?, checksum: Checksum,
         lettersAsDigits: Bool, prependIf: (String, String)?, groupChecks: [(String, String)]) {
        self.carrier = carrier == "s10" ? "upu" : carrier
        self.product = product
        self.urlTemplate = url
        self.checksum = checksum
        self.lettersAsDigits = lettersAsDigits
        self.lengths = lengths
        (literalPrefix, digitsOnly) = Self.shape(of: pattern)
        self.pattern = pattern
        self.regex = CompiledPattern(pattern)
        self.prepend = prependIf.map { (CompiledPattern($0.0), $0.1) }
        self.groupChecks = groupChecks.map { ($0.0, CompiledPattern($0.1)) }
    }

    /// The literal opening of `pattern` and whether it matches digits alone, read from its text: the opening stops
    /// at the first group or class and counts only when no `|` stands outside a group; digits alone when, with the
    /// group names left out, the pattern holds only digits, brackets, braces, `,`, `?`, `:`, `|` and `-` between
    /// two digits (no letter, class escape or `.`).
    static func shape(of pattern: String) -> (prefix: [UInt8], digitsOnly: Bool) {
        let p = Array(pattern.utf8)
        var depth = 0
        var topLevelBar = false
        for b in p {
            if b == 0x28 { depth += 1 } else if b == 0x29 { depth -= 1 } else if b == 0x7C && depth == 0 { topLevelBar = true }
        }
        var prefix: [UInt8] = []
        if !topLevelBar {
            for b in p {
                guard (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) else { break }
                prefix.append(b)
            }
            // A quantifier makes the letter before it optional.
            if !prefix.isEmpty, prefix.count < p.count, [0x3F, 0x2A, 0x2B, 0x7B].contains(p[prefix.count]) { prefix.removeLast() }
        }
        // Group names out: `(?<Name>`.
        var rest: [UInt8] = []
        var i = 0
        while i < p.count {
            if i + 2 < p.count, p[i] == 0x28, p[i + 1] == 0x3F, p[i + 2] == 0x3C, i + 3 < p.count, p[i + 3] != 0x3D, p[i + 3] != 0x21,
               let close = p[(i + 3)...].firstIndex(of: 0x3E) {
                rest.append(0x28)
                i = close + 1
                continue
            }
            rest.append(p[i])
            i += 1
        }
        let allowed = Set("0123456789[](){},?:|".utf8)
        var digitsOnly = true
        for (k, b) in rest.enumerated() where !allowed.contains(b) {
            let range = b == 0x2D && k > 0 && k + 1 < rest.count && (0x30...0x39).contains(rest[k - 1]) && (0x30...0x39).contains(rest[k + 1])
            if !range { digitsOnly = false; break }
        }
        return (prefix, digitsOnly)
    }

    /// Whether the format has a check digit (numbers without one need a tracking word).
    var hasCheckDigit: Bool { checksum != .none }

    /// Whether `number` (compacted, ASCII; `allDigits` when it holds no letter) passes the checks `failure` makes
    /// before the expression: length, opening, digits.
    func mayMatch(_ number: ArraySlice<UInt8>, allDigits: Bool) -> Bool {
        lengths.contains(number.count) && number.starts(with: literalPrefix) && (!digitsOnly || allDigits)
    }

    /// Why `number` (compacted, ASCII) is not this format, or `nil` when it is.
    func failure(_ number: String) -> TrackingFailure? {
        // The opening and the digits are checked on the bytes: most numbers fail there, before the expression.
        guard lengths.contains(number.utf8.count), number.utf8.starts(with: literalPrefix),
              !digitsOnly || number.utf8.allSatisfy({ $0 &- 0x30 < 10 }), let groups = regex.match(number) else { return .format }
        for check in groupChecks {
            guard let value = groups[check.group], check.pattern.match(value) != nil else { return .field(check.group) }
        }
        guard checksum != .none else { return nil }
        guard var serial = groups["SerialNumber"], let check = groups["CheckDigit"].flatMap({ Int($0) }) else {
            return .checkDigit
        }
        if let prepend, prepend.pattern.match(serial) != nil { serial = prepend.content + serial }
        guard let digits = digitValues(serial), Self.passes(checksum, digits, check) else { return .checkDigit }
        return nil
    }

    private func digitValues(_ s: String) -> [Int]? {
        var out: [Int] = []
        for b in s.utf8 {
            switch b {
            case 0x30...0x39: out.append(Int(b - 0x30))
            case 0x41...0x5A where lettersAsDigits: out.append((Int(b) - 3) % 10)
            default: return nil
            }
        }
        return out
    }

    /// Whether `check` is the check digit of `digits` under `scheme`.
    static func passes(_ scheme: Checksum, _ digits: [Int], _ check: Int) -> Bool {
        switch scheme {
        case .none:
            return true
        case .s10:
            let weights = [8, 6, 4, 2, 3, 5, 9, 7]
            guard digits.count == 8 else { return false }
            let r = zip(digits, weights).reduce(0) { $0 + $1.0 * $1.1 } % 11
            return check == (r == 1 ? 0 : r == 0 ? 5 : 11 - r)
        case .mod7:
            // At most 10 digits: no overflow.
            guard digits.count <= 18 else { return false }
            return check == digits.reduce(0) { $0 * 10 + $1 } % 7
        case .mod10(let odds, let evens):
            var sum = 0
            for (i, d) in digits.enumerated() { sum += d * (i % 2 == 0 ? evens : odds) }
            return check == (10 - sum % 10) % 10
        case .weighted(let weights, let first, let second):
            return check == zip(digits, weights).reduce(0) { $0 + $1.0 * $1.1 } % first % second
        }
    }

    /// The carrier's tracking page for `number`.
    func trackingURL(_ number: String) -> URL? {
        urlTemplate.flatMap { URL(string: Self.filled($0, with: number)) }
    }

    /// `template` with every `%s` replaced by `number`, left to right (the templates are ASCII constants; no
    /// Foundation substring search, which costs more than the match).
    static func filled(_ template: String, with number: String) -> String {
        let t = Array(template.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(t.count + number.utf8.count)
        var i = 0
        while i < t.count {
            if t[i] == 0x25, i + 1 < t.count, t[i + 1] == 0x73 {
                out.append(contentsOf: number.utf8)
                i += 2
            } else {
                out.append(t[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Why a string is not a tracking number of a format.
enum TrackingFailure: Hashable, Sendable {
    /// The shape does not match (length, letters, prefix).
    case format
    /// A field has a value the format does not allow (a UPS service code, an S10 service indicator or country).
    case field(String)
    /// The check digit is wrong.
    case checkDigit
}

/// A pattern of the tracking table matched against whole short strings: a set lookup when the pattern is an
/// alternation of literals (`(?:AF)|(?:AL)|…`, the form the table uses for allowed field values), else an ICU
/// regular expression through Foundation's `NSRegularExpression`.
///
/// swift-corelibs-foundation copies a pattern longer than 256 UTF-16 units into a heap buffer it never frees
/// (`_CFRegularExpressionCreate`), so an expression is kept to `maximumExpressionLength`; the literal form has
/// no bound. `TrackingTests` checks every pattern of the table fits.
///
/// Sendable notes: the expression is immutable after `init`, and `NSRegularExpression` documents matching as
/// safe from several threads at once.
final class CompiledPattern: @unchecked Sendable {
    /// The longest expression corelibs compiles without leaking its copy of the pattern.
    static let maximumExpressionLength = 256

    private let regex: NSRegularExpression?
    private let literals: Set<String>
    private let names: [String]

    /// Traps on a malformed or over-long pattern: every pattern is a generated or literal constant.
    init(_ pattern: String) {
        if let alternatives = Self.literalAlternatives(pattern) {
            regex = nil
            literals = alternatives
            names = []
            return
        }
        let expression = "^(?:" + pattern + ")$"
        precondition(expression.utf16.count <= Self.maximumExpressionLength,
                     "tracking pattern longer than \(Self.maximumExpressionLength) UTF-16 units: \(pattern)")
        do { regex = try NSRegularExpression(pattern: expression) } catch {
            preconditionFailure("bad tracking pattern \(pattern): \(error)")
        }
        literals = []
        var found: [String] = []
        var rest = Substring(pattern)
        while let r = rest.range(of: "(?<") {
            let after = rest[r.upperBound...]
            if let close = after.firstIndex(of: ">"), after.first != "=", after.first != "!" {
                found.append(String(after[..<close]))
            }
            rest = after
        }
        names = found
    }

    /// Whether `pattern` would be compiled as an expression (false for an alternation of literals).
    static func needsExpression(_ pattern: String) -> Bool { literalAlternatives(pattern) == nil }

    /// The literals of `(?:A)|(?:B)|…` when every alternative is ASCII letters and digits only.
    private static func literalAlternatives(_ pattern: String) -> Set<String>? {
        var result: Set<String> = []
        for part in pattern.split(separator: "|", omittingEmptySubsequences: false) {
            guard part.hasPrefix("(?:"), part.hasSuffix(")") else { return nil }
            let body = part.dropFirst(3).dropLast()
            guard !body.isEmpty, body.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) })
            else { return nil }
            result.insert(String(body))
        }
        return result
    }

    /// The named groups of a match at the start of `s`, or `nil` when it does not match.
    func match(_ s: String) -> [String: String]? {
        guard let regex else { return literals.contains(s) ? [:] : nil }
        let ns = s as NSString
        guard let m = regex.firstMatch(in: s, options: [.anchored], range: NSRange(location: 0, length: ns.length)) else {
            return nil
        }
        var groups: [String: String] = [:]
        for name in names {
            let r = m.range(withName: name)
            if r.location != NSNotFound { groups[name] = ns.substring(with: r) }
        }
        return groups
    }
}
