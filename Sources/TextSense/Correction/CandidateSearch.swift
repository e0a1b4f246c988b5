/// A word the search found near the typed word.
struct SpellingCandidate: Sendable {
    /// Word index in the lexicon.
    var word: Int
    /// Edit cost from the word to what was typed, in hundredths of a plain edit (`ErrorModel`).
    var cost: Int32
    /// Noisy-channel score in nats, lower is better: `cost · natsPerEdit − ln P(word)`.
    var score: Double
}

/// Bounded, weighted Damerau–Levenshtein search over the lexicon's trie.
///
/// Each trie node extends one dynamic-programming row over the typed word; a subtree is abandoned when
/// every cell of its row is over the edit budget, or when even its most frequent word could not beat the
/// worst of the best `limit` candidates found so far (branch and bound on `maxClassBelow`). Rows live in
/// one flat buffer indexed by depth, so the search allocates once per call.
struct CandidateSearch {
    /// How many nats of word probability one plain edit is worth. Tuned on the Aspell and Norvig lists
    /// (first model: 3 → 78.5% top-1 on Aspell common, 5 → 83.6%, 8 → 84.9%, 13 → 84.7%; final model:
    /// 6.5 → 88.5%, 8 → 89.1%, 10 → 89.4%, 12 → 89.4%): lower values let frequent words win over closer
    /// rare ones.
    static let natsPerEdit = 10.0
    static let maxInput = 48
    static let otherFirstLetterBudget: Int32 = 100
    static let maxExtraLetters = 3
    /// A cell outside the computed band: over any budget, and far enough from overflow.
    static let infinity: Int32 = 1 << 24

    let lexicon: Lexicon
    let model: ErrorModel

    /// The edit budget for a typed word of `length` scalars: one edit for short words (where two edits
    /// reach almost any word), up to almost three for long ones.
    static func budget(forLength length: Int) -> Int32 {
        switch length {
        case ...2: return 115
        case 3...4: return 150
        case 5...7: return 205
        case 8...10: return 280
        default: return 340
        }
    }

    /// The best `limit` words for the lower-cased typed `input`, best first. `accept` filters word
    /// indices (spelling variant). Empty for empty or overlong input.
    func candidates(for input: [UInt32], limit: Int, budget: Int32? = nil, accept: (Int) -> Bool) -> [SpellingCandidate] {
        let n = input.count
        guard n > 0, n <= Self.maxInput, limit > 0 else { return [] }
        let budget = budget ?? Self.budget(forLength: n)
        let stride = n + 1
        // Guesses are at most `maxExtraLetters` letters longer than what was typed (a deeper search
        // mostly finds long rare words reached through cheap omissions).
        let maxDepth = min(n + Self.maxExtraLetters, n + Int(budget / ErrorModel.missingPunctuation) + 1)
        let size = model.size
        let codes: [Int] = input.map { Int(lexicon.codeOf[$0] ?? 0) }
        // Cost of each typed letter being in excess (1-based like the DP columns; index 0 unused).
        var excess = [Int32](repeating: ErrorModel.extraLetter, count: stride)
        for j in 1...n {
            let c = codes[j - 1]
            if j >= 2, input[j - 1] == input[j - 2] {
                excess[j] = ErrorModel.doubledLetter
            } else if c != 0, model.omission[c] < ErrorModel.edit {
                excess[j] = model.excess[c]
            } else if c != 0, (j >= 2 && model.adjacent[c * size + codes[j - 2]])
                        || (j < n && model.adjacent[c * size + codes[j]]) {
                excess[j] = ErrorModel.extraNeighbour
            }
        }
        let typedApostrophe = input.contains(0x27)
        var rows = [Int32](repeating: 0, count: stride * (maxDepth + 1))
        for j in 0...n { rows[j] = j == 0 ? 0 : rows[j - 1] + excess[j] }
        var best: [SpellingCandidate] = []
        best.reserveCapacity(limit + 1)
        let scale = Double(Lexicon.classesPerNat)
        let perCost = Self.natsPerEdit / Double(ErrorModel.edit)

        lexicon.label.withUnsafeBufferPointer { label in
        lexicon.code.withUnsafeBufferPointer { code in
        lexicon.firstChild.withUnsafeBufferPointer { firstChild in
        lexicon.nextSibling.withUnsafeBufferPointer { nextSibling in
        lexicon.wordAtNode.withUnsafeBufferPointer { wordAtNode in
        lexicon.maxClassBelow.withUnsafeBufferPointer { maxBelow in
        model.substitution.withUnsafeBufferPointer { sub in
        model.omission.withUnsafeBufferPointer { omission in
        rows.withUnsafeMutableBufferPointer { rows in
        input.withUnsafeBufferPointer { input in
        codes.withUnsafeBufferPointer { codes in
        excess.withUnsafeBufferPointer { excess in
            // Iterative DFS: the stack holds (node, depth); rows[depth] is valid for the node on top.
            var pathLabels = [UInt32](repeating: 0, count: maxDepth + 2)
            // Per depth, the first and last column within the budget (the band the next row reads).
            var lowest = [Int](repeating: 0, count: maxDepth + 2)
            var highest = [Int](repeating: -2, count: maxDepth + 2)
            for j in 0...n where rows[j] <= budget { highest[0] = j }
            var stack: [(node: Int32, depth: Int, budget: Int32)] = []
            stack.reserveCapacity(256)
            // Typists rarely get the first letter wrong, and a trie search spends most of its time near the
            // root, where every short prefix is within two edits: subtrees under another first letter get
            // a budget of one edit (enough for `hte` → `the`, `nderstand` → `understand`).
            let firstBase = ErrorModel.baseLetter(input[0])
            // The typed first letter's subtrees go on top of the stack: searched first, they fill `best`
            // with good candidates early, which lets the frequency bound prune the other subtrees.
            var same: [Int32] = []
            var child = firstChild[0]
            while child >= 0 {
                if ErrorModel.baseLetter(label[Int(child)]) == firstBase {
                    same.append(child)
                } else {
                    stack.append((child, 1, min(budget, Self.otherFirstLetterBudget)))
                }
                child = nextSibling[Int(child)]
            }
            for c in same { stack.append((c, 1, budget)) }
            while let (node, depth, budget) = stack.popLast() {
                let ni = Int(node)
                guard depth <= maxDepth else { continue }
                let r = depth * stride, p = r - stride
                let c = Int(code[ni])
                let s = label[ni]
                // The parent's label: needed for the doubled-letter and transposition rules. Depth 1's
                // parent is the root (no letter).
                let parentLabel: UInt32 = depth >= 2 ? pathLabels[depth - 1] : 0
                let omit = s == parentLabel ? min(ErrorModel.droppedDouble, omission[c]) : omission[c]
                // A spelling-by-sound slip that writes this letter pair as one letter (`fonetic`).
                // `oe` typed for `ö`: the two typed letters this letter may have been spelled out as.
                var outFirst: UInt32 = 0, outSecond: UInt32 = 0
                if s >= 0xDF, s <= 0xFC {
                    for o in model.spelledOut where o.letter == s { outFirst = o.first; outSecond = o.second }
                }
                var digraphTyped: UInt32 = 0
                if depth >= 2, parentLabel < 64 * 2, model.digraphFirst & (1 << UInt128(parentLabel)) != 0 {
                    for d in model.digraphs where d.first == parentLabel && d.second == s { digraphTyped = d.typed }
                }
                // Letters left out before the first typed letter cost a full edit: word starts are rarely
                // dropped, and a cheap column 0 would keep every short prefix alive.
                var v = rows[p] + max(omit, ErrorModel.edit)
                rows[r] = v
                var rowMin = v
                let subRow = c
                // Ukkonen's cut-off: only the band of columns that can be within the budget is computed.
                // Left of it every cell is over budget because the parent's (and, for transpositions and
                // digraphs, the grandparent's) cells it reads are; right of it, once the row is over budget
                // past the parent's band, only more excess letters follow.
                let loP = lowest[depth - 1], hiP = highest[depth - 1]
                let loG = depth >= 2 ? lowest[depth - 2] : Int.max / 2
                let hiG = depth >= 2 ? highest[depth - 2] : -2
                let start = max(1, min(loP, loG + 1))
                if start > 1 {
                    for j in 1..<min(start, n + 1) { rows[r + j] = Self.infinity }
                    v = Self.infinity
                }
                var lo = v <= budget ? 0 : Int.max / 2, hi = v <= budget ? 0 : -2
                var j = start
                while j <= n {
                    let t = input[j - 1]
                    var x = rows[p + j - 1] + (t == s ? 0 : sub[codes[j - 1] * size + subRow])
                    let y = rows[p + j] + omit
                    if y < x { x = y }
                    let z = v + excess[j]
                    if z < x { x = z }
                    if depth >= 2, j >= 2, t == parentLabel, input[j - 2] == s, t != s {
                        let w = rows[p - stride + j - 2] + ErrorModel.transposition
                        if w < x { x = w }
                    }
                    if digraphTyped != 0, t == digraphTyped { // 0 is "none", and U+0000 can be typed
                        let w = rows[p - stride + j - 1] + ErrorModel.phonetic
                        if w < x { x = w }
                    }
                    if outFirst != 0, j >= 2, t == outSecond, input[j - 2] == outFirst {
                        let w = rows[p + j - 2] + ErrorModel.accent
                        if w < x { x = w }
                    }
                    rows[r + j] = x
                    v = x
                    if x < rowMin { rowMin = x }
                    if x <= budget {
                        if lo > j { lo = j }
                        hi = j
                    } else if j - 1 > hiP, j - 1 > hiG { // j - 1: spelled-out letters read two columns back
                        j += 1
                        while j <= n { rows[r + j] = Self.infinity; j += 1 }
                        break
                    }
                    j += 1
                }
                lowest[depth] = lo
                highest[depth] = hi
                if rowMin > budget { continue }
                // Branch and bound: nothing below can score better than its best frequency at this cost.
                if best.count == limit {
                    let bound = Double(rowMin) * perCost - Double(maxBelow[ni]) / scale
                    if bound >= best[limit - 1].score { continue }
                }
                let w = wordAtNode[ni]
                if w >= 0, rows[r + n] <= budget, accept(Int(w)) {
                    let cost = rows[r + n]
                    var score = Double(cost) * perCost - Double(lexicon.frequencyClass[Int(w)]) / scale
                    if !typedApostrophe, s == 0x73, parentLabel == 0x27 { score += ErrorModel.possessivePenalty }
                    if best.count < limit || score < best[best.count - 1].score {
                        var i = best.count
                        while i > 0, best[i - 1].score > score { i -= 1 }
                        best.insert(SpellingCandidate(word: Int(w), cost: cost, score: score), at: i)
                        if best.count > limit { best.removeLast() }
                    }
                }
                pathLabels[depth] = s
                var ch = firstChild[ni]
                while ch >= 0 { stack.append((ch, depth + 1, budget)); ch = nextSibling[Int(ch)] }
            }
        }}}}}}}}}}}}
        return best
    }
}
