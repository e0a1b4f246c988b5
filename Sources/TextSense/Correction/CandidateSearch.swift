/// A word the search found near the typed word.
struct SpellingCandidate: Sendable {
    /// Word index in the lexicon.
    var word: Int
    /// Edit cost from the word to what was typed, in hundredths of a plain edit (`ErrorModel`).
    var cost: Int32
    /// Noisy-channel score in nats, lower is better: `cost · natsPerEdit − ln P(word)`.
    var score: Double
}

/// Weighted Damerau–Levenshtein scoring of the words a `DeletionIndex` proposes, with a full trie search
/// for the long words the index finds little for.
///
/// The index narrows 166,000 English words to a few hundred; each is then scored with the keyboard-aware
/// costs of `ErrorModel` by one dynamic-programming row per letter of the word (`Table`). The candidates
/// come nearly in key order, so consecutive words share their rows for their common prefix (a trie walk
/// restricted to the candidates). A word is abandoned as soon as every cell of its row is over the edit
/// budget, or when even at that cost its frequency could not beat the worst of the best `limit` so far.
/// In English, when no word is one cheap slip away, the words that sound like the typed one (`SoundIndex`)
/// are scored too, with a wider budget and cheaper edits (`hifin` → `hyphen`, `sicolagest` → `psychologist`).
struct CandidateSearch {
    /// How many nats of word probability one plain edit is worth. Tuned on the Aspell and Norvig lists
    /// (first model: 3 → 78.5% top-1 on Aspell common, 5 → 83.6%, 8 → 84.9%, 13 → 84.7%; final model:
    /// 6.5 → 88.5%, 8 → 89.1%, 10 → 89.4%, 12 → 89.4%): lower values let frequent words win over closer
    /// rare ones.
    static let natsPerEdit = 10.0
    static let perCost = natsPerEdit / Double(ErrorModel.edit)
    static let maxInput = 48
    /// The budget for words beginning with another letter than the typed word: one and a half edits, so
    /// any letter for the first (`lomorrow` → `tomorrow`, `pecessary` → `necessary`) or a vowel for a vowel
    /// and a letter left out.
    /// From one edit (100) to 150: Aspell original top-5 88.5% → 88.7%, Norvig 98.1% → 98.5%.
    static let otherFirstLetterBudget: Int32 = 150
    static let maxExtraLetters = 3
    /// Words found by sound (`SoundIndex`) may be this many letters longer than what was typed: a writer
    /// spelling by ear leaves out the unstressed vowels and silent letters English writes (`pscolgst` →
    /// `psychologist`, `tmprtr` → `temperature`). From 3 to 5: Aspell original top-1/top-5 +0.2/+0.2, the
    /// other lists unchanged; 7 found nothing more.
    static let soundExtraLetters = 5
    /// The index reaches two edits in a word's first seven letters; a typed word of at least this many
    /// letters for which it finds nothing within the budget is searched for in the whole trie, where the
    /// budget allows up to three edits anywhere. Measured on the three misspelling lists: 0.25% of lookups
    /// fall back, and Aspell's original list gains top-5 85.0% → 85.2%; falling back below two guesses
    /// reached 86.2% but for 1.2% of lookups, which put p99 over a millisecond.
    static let fallbackLength = 8
    /// A cell outside the computed band: over any budget, and far enough from overflow.
    static let infinity: Int32 = 1 << 24
    static let infinityRow = SIMD16<Int32>(repeating: infinity)

    let lexicon: Lexicon
    let model: ErrorModel
    let index: DeletionIndex
    /// Whether to look for words by sound (`SoundIndex`, English) when no word is one cheap slip away, and
    /// for the same sounds spelled another way (`SpellingConfusions`, English). The
    /// index is built on the first lookup that needs it: most never do, and the first guess already
    /// builds the deletion index.
    var soundsAlike = false

    /// Sound-alike words (`SoundIndex`) are looked for only when no word is within this cost: a typed word
    /// one cheap slip from a word is that word far more often than a sound-alike (measured on the Aspell
    /// and Norvig lists: looking always gains nothing there and costs a tenth of the lookups' time).
    static let soundsAfterCost: Int32 = 50
    /// A sound-alike word may be this much further than the edit budget…
    static let soundExtraBudget: Int32 = 150
    /// …and its edits count this much of a plain edit's nats. Tuned on the Aspell and Norvig lists
    /// (Aspell original top-5 85.2% → 88.0% at 0.7; 0.6: 87.2%, 0.8: 87.6% and a lower Norvig top-5). With
    /// the words one sound further searched too, 0.7 → 0.6 raised top-1 on Aspell original 71.3% → 72.0%
    /// (all of it on the half of the list not looked at while tuning) and Norvig 88.9% → 89.3%, Aspell
    /// common unchanged; 0.5 lost 0.3 point of top-1 on Aspell common and 0.4 of top-5 on Norvig.
    static let soundCostFactor = 0.6
    /// A word whose sound key is one symbol from the typed word's (`SoundIndex.nearWords`) may be this much
    /// further than the edit budget, at the full price of its edits: Aspell original top-5 88.7% → 90.3%.
    /// Priced like the same-sounding words (0.7 of a plain edit) they found less (89.1%) and cost Aspell
    /// common a point of top-1 and Norvig one of top-5; a budget of 150 found nothing more than 100.
    static let nearSoundExtraBudget: Int32 = 100
    /// …and is looked for only when no word is within a plain edit: from `soundsAfterCost` (50) to 100 the
    /// lists score the same and a third fewer lookups pay for it.
    static let nearSoundsAfterCost: Int32 = ErrorModel.edit

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
        guard !input.isEmpty, input.count <= Self.maxInput, limit > 0 else { return [] }
        var found = best(of: index.words(near: input), for: input, limit: limit, budget: budget, accept: accept)
        if input.count >= Self.fallbackLength, found.isEmpty {
            found = trieSearch(for: input, limit: limit, budget: budget, accept: accept)
        }
        if soundsAlike, found.count < limit || found[0].cost > Self.soundsAfterCost,
           let sounds = SoundIndex.shared(for: lexicon) {
            let alike = sounds.words(soundingLike: input)
            if !alike.isEmpty {
                let wider = (budget ?? Self.budget(forLength: input.count)) + Self.soundExtraBudget
                // Only a word scoring under the worst of `found` can join them.
                let heard = best(of: alike, for: input, limit: limit, budget: wider,
                                 perCost: Self.perCost * Self.soundCostFactor,
                                 under: found.count == limit ? found[limit - 1].score : .infinity,
                                 extraLetters: Self.soundExtraLetters, accept: accept)
                found = Self.merging(found, heard, limit: limit)
            }
            // Words one sound further (a consonant more, less or another: `fluk` → `flux`,
            // `credetability` → `credibility`), at full edit price and a smaller extra budget.
            let near = found.count < limit || found[0].cost > Self.nearSoundsAfterCost
                ? sounds.nearWords(soundingLike: input) : []
            if !near.isEmpty {
                let wider = (budget ?? Self.budget(forLength: input.count)) + Self.nearSoundExtraBudget
                let heard = best(of: near, for: input, limit: limit, budget: wider,
                                 under: found.count == limit ? found[limit - 1].score : .infinity,
                                 extraLetters: Self.soundExtraLetters, accept: accept)
                found = Self.merging(found, heard, limit: limit)
            }
        }
        // An over-regularised form (`teached`) is several edits from the irregular one (`taught`), and so is
        // a word with the wrong negative prefix (`unplease`) from the right one (both English only).
        if let irregular = IrregularForms.shared(language: lexicon.language) {
            var regular: [SpellingCandidate] = []
            for w in irregular.words(regularlySpelled: input, in: lexicon) where accept(w) {
                rank(w, cost: ErrorModel.irregularForm, possessive: false, into: &regular, limit: limit)
            }
            for w in Self.otherNegativePrefix(input, lexicon: lexicon) where accept(w) {
                rank(w, cost: ErrorModel.negativePrefix, possessive: false, into: &regular, limit: limit)
            }
            if !regular.isEmpty { found = Self.merging(found, regular, limit: limit) }
        }
        // Three letters in another order (`kwno` → `know`, `boaut` → `about`, `munbers` → `numbers`): two
        // overlapping swaps, which the edit distance prices as two or three edits.
        var rearranged: [SpellingCandidate] = []
        for w in Self.rearrangedWords(input, lexicon: lexicon) where accept(w) {
            rank(w, cost: ErrorModel.rearrangedLetters, possessive: false, into: &rearranged, limit: limit)
        }
        if !rearranged.isEmpty { found = Self.merging(found, rearranged, limit: limit) }
        // The same sound spelled another way (`sion` for `tion`, `ly` for `ally`): one slip, however many
        // letters the edit distance counts (English only).
        if soundsAlike {
            var confused: [SpellingCandidate] = []
            for (w, cost) in SpellingConfusions.shared.words(for: input, lexicon: lexicon) where accept(w) {
                rank(w, cost: cost, possessive: false, into: &confused, limit: limit)
            }
            if !confused.isEmpty { found = Self.merging(found, confused, limit: limit) }
        }
        return found
    }

    /// The words spelled by `input` with one run of three letters `abc` written `bca`, `cab` or `cba` (the
    /// orders that are not one swap of neighbours).
    static func rearrangedWords(_ input: [UInt32], lexicon: Lexicon) -> [Int] {
        let n = input.count
        guard n >= 3 else { return [] }
        var found: [Int] = []
        // The trie node of each typed prefix: the variants share it up to the run.
        var prefix: Int32 = 0
        for i in 0...(n - 3) {
            if i > 0 { prefix = lexicon.child(of: prefix, input[i - 1]) }
            guard prefix >= 0 else { break }
            let a = input[i], b = input[i + 1], c = input[i + 2]
            for run in [(b, c, a), (c, a, b), (c, b, a)] where run != (a, b, c) {
                var node = lexicon.child(of: prefix, run.0)
                if node >= 0 { node = lexicon.child(of: node, run.1) }
                if node >= 0 { node = lexicon.child(of: node, run.2) }
                var k = i + 3
                while node >= 0, k < n { node = lexicon.child(of: node, input[k]); k += 1 }
                guard node >= 0 else { continue }
                let w = Int(lexicon.wordAtNode[Int(node)])
                if w >= 0, !found.contains(w) { found.append(w) }
            }
        }
        return found
    }

    /// English negative prefixes, which writers confuse (`unplease` for `displease`, `unoperational` for
    /// `nonoperational`).
    static let negativePrefixes: [[UInt32]] = ["un", "in", "im", "il", "ir", "dis", "non", "mis"].map {
        $0.unicodeScalars.map(\.value)
    }

    /// The words made by putting another negative prefix in place of the one `input` begins with.
    static func otherNegativePrefix(_ input: [UInt32], lexicon: Lexicon) -> [Int] {
        var found: [Int] = []
        for p in negativePrefixes where input.count >= p.count + 4 && input.starts(with: p) {
            let rest = input[p.count...]
            for q in negativePrefixes where q != p {
                if let w = lexicon.word(for: q + rest) { found.append(w) }
            }
        }
        return found
    }

    /// The best `limit` of two candidate lists, best first; a word in both keeps its better score.
    static func merging(_ a: [SpellingCandidate], _ b: [SpellingCandidate], limit: Int) -> [SpellingCandidate] {
        var all = a + b
        all.sort { $0.score < $1.score }
        var result: [SpellingCandidate] = []
        for c in all where result.count < limit && !result.contains(where: { $0.word == c.word }) {
            result.append(c)
        }
        return result
    }

    /// The dynamic-programming rows of one typed word: row `d` holds the cost of turning the first `d`
    /// letters of a word into each prefix of what was typed. Rows live in one flat buffer indexed by depth,
    /// so words sharing a prefix (trie paths, sorted candidates) share rows. Every buffer is carved from one
    /// temporary allocation (`withTable`), valid only inside its body.
    struct Table {
        /// How many letters were typed: the columns are `0...n`.
        let n: Int
        let input: UnsafePointer<UInt32>
        let codes: UnsafePointer<Int>
        /// Cost of each typed letter being in excess (1-based like the columns; index 0 unused).
        let excess: UnsafePointer<Int32>
        /// `columns[c * (n + 1) + j]`: the cost of typed letter `j` (1-based) standing for the word letter with
        /// alphabet code `c`, 0 when it is that letter (`substitution` read once per letter and lookup, not
        /// per cell). Filled on the letter's first row; cell 0 (no typed letter) is 1 once it is.
        let columns: UnsafeMutablePointer<Int32>
        let substitution: UnsafePointer<Int32>
        let omission: UnsafePointer<Int32>
        let rows: UnsafeMutablePointer<Int32>
        /// Per depth, the first and last column within the budget (the band the next row reads).
        let lowest: UnsafeMutablePointer<Int>
        let highest: UnsafeMutablePointer<Int>
        /// The word's letter at each depth, and its alphabet code (index 0 unused, code 0 there).
        let labels: UnsafeMutablePointer<UInt32>
        let labelCodes: UnsafeMutablePointer<Int>
        /// `typedAt[c]`: bit `j` is set when typed letter `j` (1-based) has alphabet code `c`. A row for word
        /// letter `c` after `p` (both coded, `c ≠ p`) reads a transposition at column `j` exactly when bit `j`
        /// of `typedAt[c] << 1 & typedAt[p]` is set (`maxInput` < 64).
        let typedAt: UnsafePointer<UInt64>
        let digraphTyped: UnsafePointer<UInt32>
        /// For `best(of:…)`, per depth: the least cell of the row, the greatest of those down to it (0 at
        /// depth 0) and the budget the row was computed with; and the scalars of the word being scored
        /// (`maxDepth` of them).
        let rowMinimum: UnsafeMutablePointer<Int32>
        let rowMostMinimum: UnsafeMutablePointer<Int32>
        let rowBudget: UnsafeMutablePointer<Int32>
        let scalars: UnsafeMutableBufferPointer<UInt32>
        let model: ErrorModel
        /// The edit budget, and how deep words go (`maxDepth(typed:budget:)`).
        let budget: Int32
        let maxDepth: Int
        let typedApostrophe: Bool

        /// Fills row `depth` for the word letter `s` (alphabet code `c`) below `labels[1..<depth]`, and
        /// returns the row's least cell.
        ///
        /// `@_transparent`, not `@inline(__always)`: with the latter the optimiser still called it, and its
        /// set-up reloaded the table's fields on every row (inlined: 3% fewer instructions a lookup).
        @_transparent
        func fill(depth: Int, letter s: UInt32, code c: Int, budget: Int32) -> Int32 {
            // Wrapping arithmetic throughout: every index here is small (at most 48 columns, 51 rows, a few
            // hundred letters), and the overflow checks were a tenth of a row's instructions.
            let n = self.n, stride = n &+ 1
            let column = columns + c &* stride
            if column[0] == 0 {
                // Word letters always have a code (the alphabet is the lexicon's letters); typed letters
                // outside it (code 0) cost a substitution for every word letter.
                column[0] = 1
                let size = model.size
                for j in 1...n {
                    let t = codes[j - 1]
                    column[j] = t == c && c != 0 ? 0 : substitution[t * size + c]
                }
            }
            labels[depth] = s
            labelCodes[depth] = c
            let r = depth &* stride
            // The parent's letter: needed for the doubled-letter and transposition rules. Depth 1's parent is
            // the root (no letter, code 0; word letters always have a code).
            let parentCode = labelCodes[depth &- 1]
            let omit = c == parentCode ? min(ErrorModel.droppedDouble, omission[c]) : omission[c]
            // `oe` typed for `ö`: the two typed letters this letter may have been spelled out as.
            var outFirst: UInt32 = 0, outSecond: UInt32 = 0
            if s >= 0xDF, s <= 0xFC {
                for o in model.spelledOut where o.letter == s { outFirst = o.first; outSecond = o.second }
            }
            // A spelling-by-sound slip that writes this letter pair as one letter (`fonetic`).
            let digraphTyped = self.digraphTyped[parentCode &* model.size &+ c]
            // The columns whose typed pair reads as this letter and its parent swapped (none for a doubled
            // letter): rarely any, and a row without them checks none.
            let swapped = parentCode != 0 && parentCode != c ? typedAt[c] &<< 1 & typedAt[parentCode] : 0
            // Letters left out before the first typed letter cost a full edit: word starts are rarely
            // dropped, and a cheap column 0 would keep every short prefix alive.
            let cur = rows + r, par = cur - stride, grand = par - stride
            let inp = input, exc = excess
            // Every cell starts over any budget: the loops below then write only the band, and the cells
            // left and right of it need no loops of their own (whose varying lengths the branch predictor
            // missed at every row). Sixteen cells a store, past the row's end into the rows below it, which
            // are computed again before they are read (`withTable` leaves room after the last).
            var k = 0
            repeat {
                UnsafeMutableRawPointer(cur + k).storeBytes(of: CandidateSearch.infinityRow, as: SIMD16<Int32>.self)
                k &+= 16
            } while k <= n
            var v = par[0] &+ max(omit, ErrorModel.edit)
            cur[0] = v
            var rowMin = v
            // Ukkonen's cut-off: only the band of columns that can be within the budget is computed. Left of
            // it every cell is over budget because the parent's (and, for transpositions and digraphs, the
            // grandparent's) cells it reads are; right of it, once the row is over budget past the parent's
            // band, only more excess letters follow.
            let loP = lowest[depth &- 1], hiP = highest[depth &- 1]
            let twoDeep = depth >= 2
            let loG = twoDeep ? lowest[depth &- 2] : Int.max / 2
            let hiG = twoDeep ? highest[depth &- 2] : -2
            let hiPG = max(hiP, hiG)
            let start = max(1, min(loP, loG &+ 1))
            if start > 1 { v = CandidateSearch.infinity }
            var lo = v <= budget ? 0 : Int.max / 2, hi = v <= budget ? 0 : -2
            var j = start
            // `pairs: false, swaps: false` is the common case, no letter pair to spell out or in and no
            // transposition: the loop, inlined three times, then applies only the three plain rules.
            @inline(__always) func scan(pairs: Bool, swaps: Bool) {
                @inline(__always) func cell() -> Int32 {
                    var x = par[j &- 1] &+ column[j]
                    let y = par[j] &+ omit
                    if y < x { x = y }
                    let z = v &+ exc[j]
                    if z < x { x = z }
                    if swaps, swapped &>> UInt64(truncatingIfNeeded: j) & 1 != 0 {
                        let w = grand[j &- 2] &+ ErrorModel.transposition
                        if w < x { x = w }
                    }
                    if pairs {
                        let t = inp[j &- 1]
                        if digraphTyped != 0, t == digraphTyped { // 0 is "none", and U+0000 can be typed
                            let w = grand[j &- 1] &+ ErrorModel.phonetic
                            if w < x { x = w }
                        }
                        if outFirst != 0, j >= 2, t == outSecond, inp[j &- 2] == outFirst {
                            let w = par[j &- 2] &+ ErrorModel.accent
                            if w < x { x = w }
                        }
                    }
                    return x
                }
                // Within the band of the rows above (`j - 1`: spelled-out letters read two columns back), every
                // cell is computed, and the bookkeeping is without branches.
                let bandEnd = min(n, hiPG &+ 1)
                while j <= bandEnd {
                    let x = cell()
                    cur[j] = x
                    v = x
                    rowMin = min(rowMin, x)
                    let within = x <= budget
                    lo = min(lo, within ? j : Int.max / 2)
                    hi = within ? j : hi
                    j &+= 1
                }
                // Past it, the row ends at its first cell over budget (left at `infinity`: every cell it
                // leads to is over budget too).
                while j <= n {
                    let x = cell()
                    if x > budget { break }
                    cur[j] = x
                    v = x
                    rowMin = min(rowMin, x)
                    lo = min(lo, j)
                    hi = j
                    j &+= 1
                }
            }
            if digraphTyped != 0 || outFirst != 0 {
                scan(pairs: true, swaps: true)
            } else if swapped != 0 {
                scan(pairs: false, swaps: true)
            } else {
                scan(pairs: false, swaps: false)
            }
            lowest[depth] = lo
            highest[depth] = hi
            return rowMin
        }

        /// The word's cost when it ends at `depth`.
        func cost(atDepth depth: Int) -> Int32 { rows[depth &* (n &+ 1) &+ n] }
    }

    /// Calls `body` with a table for `input` whose row 0 is filled, and returns its result; empty for
    /// empty or overlong input. `budget` defaults to `budget(forLength:)`.
    ///
    /// The table's thirteen buffers are one temporary allocation (on the stack when it fits): as arrays they
    /// were thirteen heap allocations a search, each with a metadata look-up, 6% of a lookup's instructions.
    func withTable(for input: [UInt32], budget: Int32?, limit: Int, extraLetters: Int = maxExtraLetters,
                   _ body: (Table) -> [SpellingCandidate]) -> [SpellingCandidate] {
        let n = input.count, stride = n + 1, size = model.size
        guard n > 0, n <= Self.maxInput, limit > 0 else { return [] }
        let budget = budget ?? Self.budget(forLength: n)
        let maxDepth = Self.maxDepth(typed: n, budget: budget, extraLetters: extraLetters)
        let depths = maxDepth + 2
        // Word-sized buffers first, so that every buffer is aligned.
        let words = n + 3 * depths + size
        let halves = stride + size * stride + stride * (maxDepth + 1) + 16 + 4 * depths + maxDepth
        let byteCount = words * MemoryLayout<Int>.stride + halves * MemoryLayout<Int32>.stride
        return withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: MemoryLayout<Int>.alignment) { raw in
        input.withUnsafeBufferPointer { input in
        model.substitution.withUnsafeBufferPointer { substitution in
        model.omission.withUnsafeBufferPointer { omission in
        model.digraphTyped.withUnsafeBufferPointer { digraphTyped in
            var free = raw.baseAddress!
            func carve<T>(_ count: Int, _ value: T) -> UnsafeMutablePointer<T> {
                let p = free.bindMemory(to: T.self, capacity: count)
                p.initialize(repeating: value, count: count)
                free += count * MemoryLayout<T>.stride
                return p
            }
            let inp = input.baseAddress!
            let codes: UnsafeMutablePointer<Int> = carve(n, 0)
            for j in 0..<n { codes[j] = Int(lexicon.code(of: inp[j])) }
            let lowest: UnsafeMutablePointer<Int> = carve(depths, 0)
            let highest: UnsafeMutablePointer<Int> = carve(depths, -2)
            let labelCodes: UnsafeMutablePointer<Int> = carve(depths, 0)
            let typedAt: UnsafeMutablePointer<UInt64> = carve(size, 0)
            for j in 1...n { typedAt[codes[j - 1]] |= 1 << UInt64(j) }
            let excess: UnsafeMutablePointer<Int32> = carve(stride, ErrorModel.extraLetter)
            for j in 1...n {
                let c = codes[j - 1]
                if j >= 2, inp[j - 1] == inp[j - 2] {
                    excess[j] = ErrorModel.doubledLetter
                } else if c != 0, model.omission[c] < ErrorModel.edit {
                    excess[j] = model.excess[c]
                } else if c != 0, (j >= 2 && model.adjacent[c * size + codes[j - 2]])
                            || (j < n && model.adjacent[c * size + codes[j]]) {
                    excess[j] = ErrorModel.extraNeighbour
                }
            }
            let columns: UnsafeMutablePointer<Int32> = carve(size * stride, 0)
            let rows: UnsafeMutablePointer<Int32> = carve(stride * (maxDepth + 1) + 16, 0) // 16: see `fill`
            for j in 1...n { rows[j] = rows[j - 1] + excess[j] }
            for j in 0...n where rows[j] <= budget { highest[0] = j }
            let labels: UnsafeMutablePointer<UInt32> = carve(depths, 0)
            let rowMinimum: UnsafeMutablePointer<Int32> = carve(depths, 0)
            let rowMostMinimum: UnsafeMutablePointer<Int32> = carve(depths, 0)
            let rowBudget: UnsafeMutablePointer<Int32> = carve(depths, 0)
            let scalars = UnsafeMutableBufferPointer<UInt32>(start: carve(maxDepth, 0), count: maxDepth)
            return body(Table(n: n, input: inp, codes: codes, excess: excess, columns: columns,
                              substitution: substitution.baseAddress!, omission: omission.baseAddress!,
                              rows: rows, lowest: lowest, highest: highest, labels: labels, labelCodes: labelCodes,
                              typedAt: typedAt, digraphTyped: digraphTyped.baseAddress!,
                              rowMinimum: rowMinimum, rowMostMinimum: rowMostMinimum, rowBudget: rowBudget, scalars: scalars, model: model,
                              budget: budget, maxDepth: maxDepth, typedApostrophe: input.contains(0x27)))
        }}}}}
    }

    /// Guesses are at most `extraLetters` letters longer than what was typed (a deeper search mostly
    /// finds long rare words reached through cheap omissions).
    static func maxDepth(typed n: Int, budget: Int32, extraLetters: Int = maxExtraLetters) -> Int {
        min(n + extraLetters, n + Int(budget / ErrorModel.missingPunctuation) + 1)
    }

    /// Adds word `w` at `cost` to `best` (sorted, at most `limit`) when it ranks there, and returns its
    /// score. A possessive (`church's`) offered for a word typed without an apostrophe pays a penalty.
    @discardableResult
    func rank(_ w: Int, cost: Int32, possessive: Bool, into best: inout [SpellingCandidate], limit: Int,
              perCost: Double = Self.perCost) -> Double {
        var score = Double(cost) * perCost - Double(lexicon.frequencyClass[w]) / Lexicon.classesPerNat
        if possessive { score += ErrorModel.possessivePenalty }
        if best.count < limit || score < best[best.count - 1].score {
            var i = best.count
            while i > 0, best[i - 1].score > score { i -= 1 }
            best.insert(SpellingCandidate(word: w, cost: cost, score: score), at: i)
            if best.count > limit { best.removeLast() }
        }
        return score
    }

    /// How many of the key bytes `bytes[a..<a + count]` equal `bytes[b..<b + count]` before the first that
    /// differs. Eight bytes a load: `Lexicon.keyPadding` keeps loads from inside a key within the buffer.
    @inline(__always)
    static func commonPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ count: Int) -> Int {
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var k = 0
        while k < count {
            // Little-endian: the first byte is the lowest.
            let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: a &+ k, as: UInt64.self))
            let y = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: b &+ k, as: UInt64.self))
            if x != y { return min(count, k &+ (x ^ y).trailingZeroBitCount &>> 3) }
            k &+= 8
        }
        return count
    }

    /// The best `limit` of `words` for `input`, best first: those within the edit budget, ranked by
    /// `cost · perCost − ln P(word)` (`perCost`: nats per cost unit, `natsPerEdit` a plain edit) and
    /// pruned at `under` (a word scoring that or more may be left out). Words in key order share rows.
    /// `extraLetters`: how many letters longer than `input` a word may be.
    /// - Complexity: O(letters of `words` not shared with the previous word × columns within budget).
    func best(of words: [Int32], for input: [UInt32], limit: Int, budget: Int32? = nil,
              perCost: Double = Self.perCost, under: Double = .infinity, extraLetters: Int = maxExtraLetters,
              accept: (Int) -> Bool) -> [SpellingCandidate] {
        withTable(for: input, budget: budget, limit: limit, extraLetters: extraLetters) { table in
        let fullBudget = table.budget, maxDepth = table.maxDepth
        var best: [SpellingCandidate] = []
        best.reserveCapacity(limit + 1)
        // Typists rarely get the first letter wrong: words beginning with another letter get a smaller
        // budget (`otherFirstLetterBudget`: `hte` → `the`, `nderstand` → `understand`, `lomorrow` → `tomorrow`);
        // `ph` and `f` count as one letter.
        let firstBase = input.withUnsafeBufferPointer { index.folding.firstLetter(of: $0) }
        let otherBudget = min(fullBudget, Self.otherFirstLetterBudget)
        let rowMinimum = table.rowMinimum, rowMostMinimum = table.rowMostMinimum, rowBudget = table.rowBudget
        let scalars = table.scalars
        var valid = 0 // rows 1...valid hold a prefix of the last word that filled rows (`labels[1...valid]`)
        // The first of rows 1...valid computed with less than the full budget (another first letter), if any.
        var firstLowRow = Int.max
        // The last word decoded: its key bytes (`decodedBytes` of them from `decodedStart`; its scalars are
        // in `scalars`), whether they are ASCII, and how many of its first letters are known to be
        // `labels[1...]`.
        var decodedStart = 0, decodedBytes = 0, decodedASCII = true, agree = 0
        var firstLetter: UInt8 = 0
        var deadDepth = 0, deadStart = 0, deadBytes = 0, lastBudget = fullBudget
        var worst = under // the score to beat: the worst of the best once there are `limit`
        lexicon.keyBytes.withUnsafeBufferPointer { keyBytes in
        lexicon.keyStart.withUnsafeBufferPointer { keyStart in
        lexicon.frequencyClass.withUnsafeBufferPointer { frequencyClass in
            for word in words {
                let wi = Int(word)
                let wordClass = Double(frequencyClass[wi]) / Lexicon.classesPerNat
                // Too rare to beat the best found so far even at no cost.
                if -wordClass >= worst { continue }
                guard accept(wi) else { continue }
                let start = Int(keyStart[wi]), byteCount = Int(keyStart[wi + 1]) &- start
                // The last word scored died at row `deadDepth`: a word with the same first letters dies there
                // too, known from its key bytes without decoding them or visiting the shared rows.
                if deadDepth > 0, byteCount >= deadBytes,
                   Self.commonPrefixLength(keyBytes, start, deadStart, deadBytes) == deadBytes {
                    // Exact up to the budget the row was computed with, and over it beyond.
                    let least = min(rowMinimum[deadDepth], rowBudget[deadDepth] + 1)
                    // With two first letters shared the budget is the last word's; otherwise at most the full one.
                    let most = deadDepth >= 2 ? lastBudget : fullBudget
                    if least > most
                        || Double(least) * perCost - wordClass >= worst {
                        continue
                    }
                }
                // Only the letters after those shared with the last word decoded are decoded: the words come
                // nearly in key order, and its letters are still in `scalars` (decoding every word whole, and
                // comparing it with `labels` from its first letter, was a tenth of a lookup's instructions).
                var k = Self.commonPrefixLength(keyBytes, start, decodedStart, min(byteCount, decodedBytes))
                var m = k // `k` bytes that are ASCII are `k` letters
                if !decodedASCII {
                    while k > 0, k < byteCount, keyBytes[start &+ k] & 0xC0 == 0x80 { k &-= 1 } // not inside a letter
                    m = 0
                    for i in start..<(start &+ k) where keyBytes[i] & 0xC0 != 0x80 { m &+= 1 } // not a continuation byte
                }
                let length = m &+ Lexicon.decodeScalars(keyBytes, (start &+ k)..<(start &+ byteCount),
                                                        into: UnsafeMutableBufferPointer(rebasing: scalars[m...]))
                agree = min(agree, m)
                decodedStart = start
                guard length > 0, length <= maxDepth else {
                    // Past its first `m` letters, `scalars` holds a part of it.
                    decodedBytes = k
                    decodedASCII = m == k
                    continue
                }
                decodedBytes = byteCount
                decodedASCII = length == byteCount
                var common = agree
                while common < valid, common < length, table.labels[common &+ 1] == scalars[common] { common &+= 1 }
                if common < 2 { firstLetter = index.folding.firstLetter(of: UnsafeBufferPointer(rebasing: scalars[0..<length])) }
                let budget = firstLetter == firstBase ? fullBudget : otherBudget
                // A row is exact for the cells within the budget it was computed with: it serves this word
                // only when that budget is at least this word's (`phone` and `pat` share their `p` row, but
                // typed `pta`, the first has the budget of another first letter).
                let shared = budget >= fullBudget ? min(common, firstLowRow &- 1) : common
                lastBudget = budget
                deadDepth = 0
                // Branch and bound: the word cannot score better than its frequency at its row's least cost.
                // The budget differs between words (first letter), so shared rows are checked again, all at
                // once: the word dies in them exactly when the greatest of their least cells does.
                @inline(__always) func dies(_ rowMin: Int32) -> Bool {
                    rowMin > budget || Double(rowMin) * perCost - wordClass >= worst
                }
                var dead = 0
                agree = common
                if shared > 0, dies(rowMostMinimum[shared]) {
                    dead = 1
                    while !dies(rowMinimum[dead]) { dead &+= 1 }
                } else if shared < length {
                    var depth = shared &+ 1
                    while depth <= length {
                        let s = scalars[depth &- 1]
                        let rowMin = table.fill(depth: depth, letter: s, code: Int(lexicon.code(of: s)), budget: budget)
                        rowMinimum[depth] = rowMin
                        rowMostMinimum[depth] = max(rowMostMinimum[depth &- 1], rowMin)
                        rowBudget[depth] = budget
                        if dies(rowMin) { dead = depth; break }
                        depth &+= 1
                    }
                    valid = min(depth, length)
                    agree = valid
                    if firstLowRow > shared { firstLowRow = budget < fullBudget ? shared &+ 1 : Int.max }
                }
                if dead > 0 {
                    deadDepth = dead
                    deadStart = start
                    deadBytes = decodedASCII ? dead : {
                        var bytes = 0
                        for d in 0..<dead {
                            let v = scalars[d]
                            bytes += v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4
                        }
                        return bytes
                    }()
                    continue
                }
                let cost = table.cost(atDepth: length)
                guard cost <= budget else { continue }
                let possessive = !table.typedApostrophe && length >= 2 && scalars[length - 1] == 0x73
                    && scalars[length - 2] == 0x27
                rank(wi, cost: cost, possessive: possessive, into: &best, limit: limit, perCost: perCost)
                if best.count == limit { worst = min(under, best[limit - 1].score) }
            }
        }}}
        return best
        }
    }

    /// The best `limit` words for `input` by a depth-first walk of the whole trie: each node extends one row,
    /// and a subtree is abandoned when its row is over the budget or even its most frequent word could not
    /// beat the worst of the best so far (`maxClassBelow`). Slower than the index by two orders of magnitude,
    /// but not limited to two edits in the first seven letters.
    /// `otherFirstLetter`: the budget for words beginning with another letter, one edit (the walk visits every
    /// subtree within it: `otherFirstLetterBudget` made lookups 5% slower for no better guess on the lists).
    func trieSearch(for input: [UInt32], limit: Int, budget: Int32? = nil, otherFirstLetter: Int32 = ErrorModel.edit,
                    accept: (Int) -> Bool) -> [SpellingCandidate] {
        withTable(for: input, budget: budget, limit: limit) { table in
        var best: [SpellingCandidate] = []
        best.reserveCapacity(limit + 1)
        let firstBase = ErrorModel.baseLetter(input[0])
        lexicon.label.withUnsafeBufferPointer { label in
        lexicon.code.withUnsafeBufferPointer { code in
        lexicon.firstChild.withUnsafeBufferPointer { firstChild in
        lexicon.nextSibling.withUnsafeBufferPointer { nextSibling in
        lexicon.wordAtNode.withUnsafeBufferPointer { wordAtNode in
        lexicon.maxClassBelow.withUnsafeBufferPointer { maxBelow in
            var stack: [(node: Int32, depth: Int, budget: Int32)] = []
            stack.reserveCapacity(256)
            // Subtrees under another first letter get `otherFirstLetter`; the typed first letter's go on
            // top of the stack, so that their good candidates let the frequency bound prune the others.
            var same: [Int32] = []
            var child = firstChild[0]
            while child >= 0 {
                if ErrorModel.baseLetter(label[Int(child)]) == firstBase {
                    same.append(child)
                } else {
                    stack.append((child, 1, min(table.budget, otherFirstLetter)))
                }
                child = nextSibling[Int(child)]
            }
            for c in same { stack.append((c, 1, table.budget)) }
            while let (node, depth, budget) = stack.popLast() {
                let ni = Int(node)
                guard depth <= table.maxDepth else { continue }
                let s = label[ni]
                let rowMin = table.fill(depth: depth, letter: s, code: Int(code[ni]), budget: budget)
                if rowMin > budget { continue }
                if best.count == limit,
                   Double(rowMin) * Self.perCost - Double(maxBelow[ni]) / Lexicon.classesPerNat >= best[limit - 1].score {
                    continue
                }
                let w = wordAtNode[ni]
                let cost = table.cost(atDepth: depth)
                if w >= 0, cost <= budget, accept(Int(w)) {
                    let possessive = !table.typedApostrophe && s == 0x73 && depth >= 2 && table.labels[depth - 1] == 0x27
                    rank(Int(w), cost: cost, possessive: possessive, into: &best, limit: limit)
                }
                var ch = firstChild[ni]
                while ch >= 0 { stack.append((ch, depth + 1, budget)); ch = nextSibling[Int(ch)] }
            }
        }}}}}}
        return best
        }
    }
}
