/// A regular expression over decimal digits, compiled to a deterministic automaton: the subset of regex syntax
/// libphonenumber's metadata uses for national-number and leading-digit patterns (digits, `\d`, classes of digits
/// and digit ranges, `(?:…)` and `(…)` groups, `|`, `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`).
///
/// `init?(_:)` returns nil for anything outside that subset (or an automaton larger than `maximumStates`), so a
/// caller never answers from a pattern it may have misread; it falls back to libphonenumber instead.
///
/// Matching a string of digits costs one table lookup per digit: the automaton is built once, by subset
/// construction over the pattern's position (Glushkov) automaton. A class, so that the number plans holding
/// hundreds of them copy references, not tables, as they walk their regions.
final class DigitPattern: Sendable {
    /// Transitions: `next[state * 10 + digit]`, -1 when no match can follow.
    private let next: [Int32]
    /// Whether the digits read so far match the whole pattern.
    private let accepting: [Bool]
    /// Automata larger than this are refused (metadata patterns need a few hundred states).
    static let maximumStates = 50_000

    /// Whether `digits` (values 0–9) match the whole pattern (`RegExp::FullMatch`).
    func matchesWhole<C: Collection>(_ digits: C) -> Bool where C.Element == UInt8 {
        var s = 0
        for d in digits {
            guard d < 10 else { return false }
            s = Int(next[s &* 10 &+ Int(d)])
            if s < 0 { return false }
        }
        return accepting[s]
    }

    /// Whether some prefix of `digits`, the empty one included, matches the pattern (`RegExp::Consume`, a match
    /// anchored at the start).
    func matchesPrefix<C: Collection>(_ digits: C) -> Bool where C.Element == UInt8 {
        var s = 0
        if accepting[0] { return true }
        for d in digits {
            guard d < 10 else { return false }
            s = Int(next[s &* 10 &+ Int(d)])
            if s < 0 { return false }
            if accepting[s] { return true }
        }
        return false
    }

    init?(_ pattern: String) {
        var parser = Parser(bytes: Array(pattern.utf8))
        guard let tree = parser.parseAlternation(), parser.atEnd else { return nil }
        var positions = PositionAutomaton()
        let root = positions.build(tree)
        // Position 0 is the start state; its followers are the pattern's first positions.
        positions.follow[0] = root.first
        // Subset construction over bit sets of positions: a state's successor on digit d is the union of its
        // positions' followers, restricted to the positions that accept d.
        let n = positions.masks.count, words = (n + 63) / 64
        var followBits = [UInt64](repeating: 0, count: n * words)
        for p in 0..<n {
            for q in positions.follow[p] { followBits[p * words + Int(q) >> 6] |= 1 << UInt64(q & 63) }
        }
        var digitBits = [UInt64](repeating: 0, count: 10 * words)
        for q in 1..<n {
            for d in 0..<10 where positions.masks[q] & (1 << UInt16(d)) != 0 {
                digitBits[d * words + q >> 6] |= 1 << UInt64(q & 63)
            }
        }
        var lastBits = [UInt64](repeating: 0, count: words)
        for p in root.last { lastBits[Int(p) >> 6] |= 1 << UInt64(p & 63) }
        var start = [UInt64](repeating: 0, count: words)
        start[0] = 1
        var ids: [[UInt64]: Int32] = [start: 0]
        var sets: [[UInt64]] = [start]
        var next: [Int32] = []
        var accepting: [Bool] = [root.nullable]
        var union = [UInt64](repeating: 0, count: words)
        var target = [UInt64](repeating: 0, count: words)
        var work = 0
        while work < sets.count {
            let current = sets[work]
            work += 1
            for w in 0..<words { union[w] = 0 }
            for w in 0..<words {
                var x = current[w]
                while x != 0 {
                    let p = w * 64 + x.trailingZeroBitCount
                    x &= x &- 1
                    for v in 0..<words { union[v] |= followBits[p * words + v] }
                }
            }
            for d in 0..<10 {
                var any: UInt64 = 0, accepts: UInt64 = 0
                for w in 0..<words {
                    target[w] = union[w] & digitBits[d * words + w]
                    any |= target[w]
                    accepts |= target[w] & lastBits[w]
                }
                if any == 0 { next.append(-1); continue }
                if let id = ids[target] {
                    next.append(id)
                } else {
                    guard sets.count < Self.maximumStates else { return nil }
                    let id = Int32(sets.count)
                    ids[target] = id
                    sets.append(target)
                    accepting.append(accepts != 0)
                    next.append(id)
                }
            }
        }
        self.next = next
        self.accepting = accepting
    }

    // MARK: - Parsing

    /// The digit class at `i` (`[2-9]`, `[0-35-9]`, `[\d]`) as a mask (bit d: digit d), moving `i` past its `]`; nil
    /// for anything else (negation, non-digits).
    static func digitClass(_ bytes: [UInt8], _ i: inout Int) -> UInt16? {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return nil }
        i += 1
        var mask: UInt16 = 0
        while i < bytes.count, bytes[i] != UInt8(ascii: "]") {
            if bytes[i] == UInt8(ascii: "\\") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "d") else { return nil }
                mask |= 0x3FF
                i += 2
                continue
            }
            guard bytes[i] &- 0x30 < 10 else { return nil }
            let lo = bytes[i] - 0x30
            if i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "-"), bytes[i + 2] != UInt8(ascii: "]") {
                guard bytes[i + 2] &- 0x30 < 10, bytes[i + 2] - 0x30 >= lo else { return nil }
                for d in lo...(bytes[i + 2] - 0x30) { mask |= 1 << UInt16(d) }
                i += 3
            } else {
                mask |= 1 << UInt16(lo)
                i += 1
            }
        }
        guard i < bytes.count, mask != 0 else { return nil }
        i += 1
        return mask
    }

    private indirect enum Node {
        /// One digit out of a set (bit d set: digit d).
        case digits(UInt16)
        case empty
        case concatenation([Node])
        case alternation([Node])
        case star(Node)
        case plus(Node)
        case optional(Node)
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0
        /// Repetition counts above this are refused (they would only make huge automata).
        static let maximumCount = 64

        var atEnd: Bool { i == bytes.count }

        mutating func parseAlternation() -> Node? {
            var branches: [Node] = []
            guard let first = parseConcatenation() else { return nil }
            branches.append(first)
            while i < bytes.count, bytes[i] == UInt8(ascii: "|") {
                i += 1
                guard let branch = parseConcatenation() else { return nil }
                branches.append(branch)
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        mutating func parseConcatenation() -> Node? {
            var items: [Node] = []
            while i < bytes.count, bytes[i] != UInt8(ascii: "|"), bytes[i] != UInt8(ascii: ")") {
                guard let atom = parseAtom(), let quantified = parseQuantifier(atom) else { return nil }
                items.append(quantified)
            }
            return items.isEmpty ? .empty : items.count == 1 ? items[0] : .concatenation(items)
        }

        mutating func parseAtom() -> Node? {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                i += 1
                return .digits(1 << UInt16(b - 0x30))
            case UInt8(ascii: "\\"):
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "d") else { return nil }
                i += 2
                return .digits(0x3FF)
            case UInt8(ascii: "["):
                return DigitPattern.digitClass(bytes, &i).map { .digits($0) }
            case UInt8(ascii: "("):
                i += 1
                if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "?") {
                    guard bytes[i + 1] == UInt8(ascii: ":") else { return nil }
                    i += 2
                }
                guard let inner = parseAlternation(), i < bytes.count, bytes[i] == UInt8(ascii: ")") else { return nil }
                i += 1
                return inner
            default:
                return nil
            }
        }

        mutating func parseQuantifier(_ atom: Node) -> Node? {
            guard i < bytes.count else { return atom }
            switch bytes[i] {
            case UInt8(ascii: "?"): i += 1; return lazyOrPossessiveGuard(.optional(atom))
            case UInt8(ascii: "*"): i += 1; return lazyOrPossessiveGuard(.star(atom))
            case UInt8(ascii: "+"): i += 1; return lazyOrPossessiveGuard(.plus(atom))
            case UInt8(ascii: "{"):
                i += 1
                guard let low = number() else { return nil }
                var high: Int? = low
                if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    high = i < bytes.count && bytes[i] == UInt8(ascii: "}") ? nil : number()
                    if let h = high, h < low { return nil }
                }
                guard i < bytes.count, bytes[i] == UInt8(ascii: "}"), low <= Self.maximumCount,
                      (high ?? 0) <= Self.maximumCount else { return nil }
                i += 1
                // a{n,m} = a…a (n times) then (a?)…(a?) (m−n times); a{n,} = a…a then a*.
                var items = [Node](repeating: atom, count: low)
                if let high {
                    items += [Node](repeating: .optional(atom), count: high - low)
                } else {
                    items.append(.star(atom))
                }
                return lazyOrPossessiveGuard(items.isEmpty ? .empty : .concatenation(items))
            default:
                return atom
            }
        }

        /// Lazy (`??`) and possessive (`?+`) quantifiers change what a search returns, and possessive ones what
        /// matches: refuse both (metadata does not use them).
        mutating func lazyOrPossessiveGuard(_ node: Node) -> Node? {
            if i < bytes.count, bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "+") { return nil }
            return node
        }

        mutating func number() -> Int? {
            var value = 0, seen = false
            while i < bytes.count, let d = Self.digit(bytes[i]) {
                value = value * 10 + d
                seen = true
                i += 1
                if value > 1000 { return nil }
            }
            return seen ? value : nil
        }

        static func digit(_ b: UInt8) -> Int? {
            b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") ? Int(b - 0x30) : nil
        }
    }

    /// The Glushkov automaton: one state per digit-set occurrence in the (repetition-expanded) pattern, plus a
    /// start state 0.
    private struct PositionAutomaton {
        var masks: [UInt16] = [0]
        var follow: [[Int32]] = [[]]

        struct Part {
            var nullable: Bool
            var first: [Int32]
            var last: [Int32]
        }

        /// Duplicates are harmless: follower lists become bit sets.
        mutating func link(_ from: [Int32], to: [Int32]) {
            for p in from { follow[Int(p)] += to }
        }

        mutating func build(_ node: Node) -> Part {
            switch node {
            case .digits(let mask):
                let p = Int32(masks.count)
                masks.append(mask)
                follow.append([])
                return Part(nullable: false, first: [p], last: [p])
            case .empty:
                return Part(nullable: true, first: [], last: [])
            case .concatenation(let items):
                var whole = Part(nullable: true, first: [], last: [])
                for item in items {
                    let part = build(item)
                    link(whole.last, to: part.first)
                    if whole.nullable { whole.first += part.first }
                    whole.last = part.nullable ? whole.last + part.last : part.last
                    whole.nullable = whole.nullable && part.nullable
                }
                return whole
            case .alternation(let branches):
                var whole = Part(nullable: false, first: [], last: [])
                for branch in branches {
                    let part = build(branch)
                    whole.nullable = whole.nullable || part.nullable
                    whole.first += part.first
                    whole.last += part.last
                }
                return whole
            case .star(let inner):
                let part = build(inner)
                link(part.last, to: part.first)
                return Part(nullable: true, first: part.first, last: part.last)
            case .plus(let inner):
                let part = build(inner)
                link(part.last, to: part.first)
                return part
            case .optional(let inner):
                var part = build(inner)
                part.nullable = true
                return part
            }
        }
    }
}
