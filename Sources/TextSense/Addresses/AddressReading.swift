/// One way of reading the tokens around an anchor as an address of one country.
struct AddressReading {
    /// Kept alive by the scanner's `tables` for as long as any reading exists: no reference counting on the
    /// copies of a reading.
    unowned(unsafe) var tables: AddressTables
    /// First and last token of the span.
    var first: Int
    var last: Int
    /// Whether the span ends after the last token's `.` (`St.`).
    var lastDot = false
    var components = Parts()
    var hasLocality = false
    /// The country is Portugal rather than `tables.country`: a Portuguese postal code read by the Brazilian
    /// reading (a flag, not a `String`: readings are copied per anchor and country).
    var portugal = false
    /// The street line has no type word (`namedStreet(before:_:)`): an equally long reading with one wins.
    var named = false

    /// `AddressValue.Components` as token spans: strings are made for the winning reading only.
    struct Parts {
        var street: TokenSpan?
        var houseNumber: TokenSpan?
        var unit: TokenSpan?
        var poBox: TokenSpan?
        var district: TokenSpan?
        var city: TokenSpan?
        var region: TokenSpan?
        var postalCode: TokenSpan?
        var country: TokenSpan?
    }

    var country: AddressCountry { tables.country }
}

extension AddressScanner {
    /// The best address reading that uses the digit run at `anchorByte`, as a candidate.
    func parse(anchorByte i: Int) -> Candidate? {
        guard let k = tokenIndex(containing: i), usable(k) else { return nil }
        // Only a house number, a PO box number or a postal code can anchor an address.
        let a = tokens[k]
        guard a.kind == .alnum, a.digits <= 6, a.letters <= 3 else { return nil }
        // A street line or PO box needs a street, unit or box word close by; without one only a postal code
        // can anchor. A short number can only be a house or box number, and a token with letters only a house
        // number (`221B`, `7а`) unless it may start a Canadian or British postal code (`M5H 2G4`, `NW1 6XE`),
        // the only formats with letters.
        // A road code (`B1234`, `A-6`, `B 96`) stands for a street line.
        let streets = streetSignal(near: k) || mayBeRoadCode(k) && roadPrefix(before: k)
            || sinNumeroBytes(before: a.start) && sinNumero(before: k) != nil
            || kilometreNumber(k) && (isQuote(k - 2, opening: false) || isQuote(k - 3, opening: false))
            || a.spaceBefore && mayBeRoadCode(k - 1) && roadPrefix(before: k - 1)      // `An der B1 12`
        if !streets, a.letters == 0 ? a.digits <= 4 : !mayStartPostalCodeWithLetters(k) { return nil }
        var choice = ReadingChoice()
        var gates = AnchorGates()
        for t in tables { readings(anchor: k, t, streets: streets, &gates, &choice) }
        // Text written all in lower case (`1600 pennsylvania ave nw, washington, dc 20500`) is read again with
        // any word standing for a capitalized one; only a whole address is taken then: a street line and a
        // locality with its postal code (and region where the country requires one). A street line found
        // alone (`350 5th ave`) may then grow its locality (`, new york, ny 10118`).
        // A whole address has a postal code: a country whose formats no token of the window, or of the anchor's
        // run of tokens between blank lines, has is passed over (not in a lone anchor's small window, where the
        // parse may still ask to widen it).
        if streets, !(choice.best?.hasLocality ?? false) {
            choice.wholeOnly = true
            lowered.anyCase = true
            defer { lowered.anyCase = false }
            let formats = lowered.mayWiden ? UInt8.max : postalFormatsInWindow() & postalFormatsInBlock(around: k)
            // Outside Russian Post's order the postal code is the anchor or follows it.
            let after = lowered.mayWiden ? UInt8.max : formats & postalFormatsInBlock(from: k)
            gates.roads = nil
            // An address whose parts all carry their markers needs no postal code where the country reads such
            // addresses (`readsMarkedWithoutPostalCode`, `isMarkedRussian`): a number after a dotted house marker
            // (`д. 7`) is read in that country whatever postal codes the window holds.
            let afterDottedWord = k > 0 && tokens[k - 1].dot
            for t in tables where t.postalFormats & (t.postalCodeMayPrecede ? formats : after) != 0
                || (afterDottedWord && t.country.readsMarkedWithoutPostalCode && word(k - 1, is: .houseNumberMarker, in: t.country)) {
                readings(anchor: k, t, streets: streets, &gates, &choice)
            }
        }
        guard let r = choice.best else { return nil }
        return candidate(r)
    }

    /// The candidate of reading `r`, its components made strings.
    func candidate(_ r: AddressReading) -> Candidate {
        let range = tokens[r.first].start..<endByte(r)
        let p = r.components
        let components = AddressValue.Components(
            street: p.street.map(string), houseNumber: p.houseNumber.map(string), unit: p.unit.map(string),
            poBox: p.poBox.map(string), district: p.district.map(string), city: p.city.map(string), region: p.region.map(string),
            postalCode: p.postalCode.map(string), country: p.country.map(string))
        let value = AddressValue(components: components, country: r.portugal ? "PT" : r.country.code)
        return Candidate(kind: .address, range: range, value: .address(value), priority: Candidate.Priority.normal)
    }

    // MARK: - Streets without a number and without a postal code

    /// Addresses with no digit to anchor them, found from their `s/n` (sin número) after the digits' pass: a
    /// Spanish street without a number whose locality has no postal code but names its province or country
    /// (Correos writes the province after the town, in parentheses when they differ): `Avda. de la Constitución,
    /// s/n, Sevilla, España`, `Calle Real, s/n, Carmona (Sevilla)`, `Plaza Mayor, s/n, Valladolid`. A town
    /// alone is not enough, as after a number (`Calle Real, s/n, Pedro`). Candidates are inserted in order among
    /// those from `firstCandidate` on, never overlapping one; `firstSlash` is the byte of the text's first `/`.
    /// - Complexity: one byte search for `/` over the text; a window is parsed only at an `s/n`.
    mutating func runSinNumero(into candidates: inout [Candidate], from firstCandidate: Int, firstSlash: Int) {
        let b = text.bytes
        let n = b.count
        var next = firstCandidate
        var p = firstSlash < 2 ? ByteScan.first(0x2F, in: b, from: 2) : firstSlash
        while p + 2 < n {
            if b[p - 1] | 0x20 == 0x73, b[p + 1] | 0x20 == 0x6E, b[p - 2] == 0x20 || b[p - 2] == 0x0A || b[p - 2] == 0x09 {
                while next < candidates.count, candidates[next].range.upperBound <= p { next += 1 }
                if next == candidates.count || candidates[next].range.lowerBound > p {
                    resume = next > firstCandidate ? candidates[next - 1].range.upperBound : 0
                    loadWindow(from: p - Self.lookBehind, to: p + Self.lookAhead)
                    if let found = parseSinNumero(atSlash: p),
                       next == candidates.count || found.range.upperBound <= candidates[next].range.lowerBound {
                        candidates.insert(found, at: next)
                        next += 1
                        p = ByteScan.first(0x2F, in: b, from: max(p + 1, found.range.upperBound))
                        continue
                    }
                }
            }
            p = ByteScan.first(0x2F, in: b, from: p + 1)
        }
    }

    /// The address whose `s/n` has its slash at byte `p`, read as Spanish (see `runSinNumero`).
    func parseSinNumero(atSlash p: Int) -> Candidate? {
        guard let k = tokenIndex(containing: p - 1), isWord(k), kind(k + 1) == .slash, sinNumero(before: k + 3) == k else { return nil }
        for t in tables where t.country.id == .es {
            guard var r = streetNameFirst(k, t, sinNumero: true), sinNumeroLocality(&r) else { continue }
            r.hasLocality = true
            return candidate(r)
        }
        return nil
    }

    /// The locality after a Spanish street's `s/n` that names its province or country, no postal code: a province or
    /// country alone (`Sevilla`, `España`), or a town with either (`Carmona (Sevilla)`, `Carmona, Sevilla`,
    /// `Sevilla, España`), closing the clause. Sets the components and the reading's end.
    func sinNumeroLocality(_ r: inout AddressReading) -> Bool {
        let c = r.country
        let t = r.tables
        let l = afterSeparator(r.last + 1)
        guard l > r.last + 1, isCapitalized(l) else { return false }
        func province(at j: Int) -> Int? {
            guard isCapitalized(j), tokens[j].letters > 2 else { return nil }
            return matchPhrase(t.regionNames, at: j, maxWords: t.longestName)
        }
        func country(at j: Int) -> Int? {
            guard isCapitalized(j) else { return nil }
            return matchPhrase(t.countryNames, at: j, maxWords: t.longestName)
        }
        func close(_ e: Int) {
            r.last = e
            r.lastDot = false
        }
        if let e = country(at: l), endsClause(after: e), !(isSeparator(e + 1) && isCapitalized(afterSeparator(e + 1))) {
            r.components.country = span(l, e)
            close(e)
            return true
        }
        if let e = province(at: l), endsClause(after: e), !(isSeparator(e + 1) && isCapitalized(afterSeparator(e + 1))) {
            r.components.region = span(l, e)
            close(e)
            return true
        }
        guard let cityEnd = cityWords(from: l, c), !tokens[cityEnd].dot || endsClause(after: cityEnd) else { return false }
        if isParenthesis(cityEnd + 1, closing: false), let e = province(at: cityEnd + 2), isParenthesis(e + 1, closing: true) {
            r.components.city = span(l, cityEnd)
            r.components.region = span(cityEnd + 2, e)
            close(e + 1)
            countryName(after: &r)
            return true
        }
        guard kind(cityEnd + 1) == .comma || kind(cityEnd + 1) == .newline else { return false }
        let m = afterSeparator(cityEnd + 1)
        if let e = country(at: m), endsClause(after: e) {
            r.components.city = span(l, cityEnd)
            r.components.country = span(m, e)
            close(e)
            return true
        }
        if let e = province(at: m), endsClause(after: e) || isSeparator(e + 1) && country(at: afterSeparator(e + 1)) != nil {
            r.components.city = span(l, cityEnd)
            r.components.region = span(m, e)
            close(e)
            countryName(after: &r)
            return endsClause(after: r.last)
        }
        return false
    }

    /// A street or road, a locality and a postal code, and a region where the country requires one.
    func isWhole(_ r: AddressReading) -> Bool {
        let p = r.components
        return p.street != nil && p.postalCode != nil && (p.city != nil || p.region != nil)
            && (!r.country.requiresRegion || p.region != nil)
    }

    /// A Russian address in lower case whose every part carries its marker, as Russian Post writes them: the
    /// town's (`г.`), the street's type and the house's (`д.`): `г. москва, ул. тверская, д. 7`.
    func isMarkedRussian(_ r: AddressReading) -> Bool {
        guard r.country.id == .ru, let city = r.components.city, let street = r.components.street,
              let number = r.components.houseNumber else { return false }
        return isCityMarker(city.first - 1, r.country) && tokens[city.first - 1].dot && tokens[street.first].dot
            && word(number.first - 1, is: .houseNumberMarker, in: r.country) && tokens[number.first - 1].dot
    }

    /// Every country's road-code prefixes (`AddressCountry.roads`).
    static let roadPrefixes: Set<String> = Set(roadPrefixSlots.keys)

    /// The prefix of the road code whose number is `k` is some country's (`mayBeRoadCode` holds).
    func roadPrefix(before k: Int) -> Bool {
        let a = tokens[k]
        let word: String
        if a.letters > 0 {
            word = text.string(a.start..<(a.end - a.digits))
        } else {
            let p = kind(k - 1) == .dash && !tokens[k - 1].spaceBefore && !a.spaceBefore ? k - 2 : k - 1
            word = text.string(tokens[p].start..<tokens[p].end)
        }
        return roadPrefixCountries(word) != 0
    }

    /// Token `k` has the shape of the first token of a Canadian or British postal code.
    func mayStartPostalCodeWithLetters(_ k: Int) -> Bool {
        Self.canadaFirstShapes.contains { shape(k, is: $0) } || Self.britainFirstShapes.contains { shape(k, is: $0) }
    }

    /// The street-type and unit bits of every country in `AddressCountry.wordClasses`.
    static let streetOrUnitMask: UInt64 = streetTypeMask | unitMask
    static let streetTypeMask: UInt64 = AddressCountry.all.reduce(0) { $0 | WordClass.streetType.rawValue << UInt64($1.slot * 8) }
    static let unitMask: UInt64 = AddressCountry.all.reduce(0) { $0 | WordClass.unit.rawValue << UInt64($1.slot * 8) }
    /// Moves each country's `dottedOnly` bit onto its `streetType` bit.
    static let dottedOnlyShift = UInt64(WordClass.dottedOnly.rawValue.trailingZeroBitCount - WordClass.streetType.rawValue.trailingZeroBitCount)

    /// Words that end a PO-box phrase (`Box`, `Postfach`, `BP`, `Apartado`, `Postal`, `я` of `а/я`): the last
    /// words of every country's `poBoxPhrases`.
    static let boxWords: Set<String> = Set(AddressCountry.all.flatMap { $0.poBoxPhrases.compactMap(\.last) })

    /// Token `t` is a word that is a street type (with its dot where only the abbreviation is one), compound
    /// street name, unit word or PO-box word in some country.
    func maySignal(_ t: Int) -> Bool {
        isWord(t) && (isStreetOrBoxWord(t) || classes(t) & Self.unitMask != 0)
    }

    /// Word `t` is a street type where it may be one here (`r.`, `c.`, `est.` only with their dot, as in
    /// `isStreetType`; `C/ Mayor` in `streetNameFirst`), a compound street name or a PO-box word in some
    /// country: one `AddressWordTable` lookup per word and window.
    func isStreetOrBoxWord(_ t: Int) -> Bool {
        let cls = classes(t)
        let types = abbreviated(t) ? cls & Self.streetTypeMask : cls & Self.streetTypeMask & ~(cls >> Self.dottedOnlyShift)
        return types != 0 || lowered[t].compound != 0 || lowered[t].flags & AddressWordTable.isBoxWord != 0
    }

    /// Word `t` is written as an abbreviation: a dot or a slash follows (`c.`, `C/ Mayor`), or the window
    /// ends after it.
    func abbreviated(_ t: Int) -> Bool {
        tokens[t].dot || t + 1 >= tokens.count || tokens[t + 1].kind == .slash
    }

    /// Unit words that are also everyday words of the text around numbers (Canada Post's `app` for
    /// appartement, and the English `app`): they signal a street only before a unit value (`app. 12`), the only
    /// place `unit(at:_:)` reads them.
    static let unitWordsBeforeValue: Set<String> = ["app"]

    /// A unit value as `unit(at:_:)` reads it follows word `t`: `12`, `B`, `#456`, `II`.
    func unitValue(after t: Int) -> Bool {
        guard usable(t + 1) else { return false }
        let v = tokens[t + 1]
        if v.kind == .alnum && v.digits <= 5 { return true }
        if v.kind == .word && v.letters == 1 && v.allUpper { return true }
        if v.kind == .hash { return usable(t + 2) && tokens[t + 2].kind == .alnum && tokens[t + 2].digits <= 5 }
        return v.kind == .word && v.allUpper && v.letters <= 4 && isRomanNumeral(t + 1)
    }

    /// Some word within nine tokens of `k` (not across a blank line or sentence end) is a street type, a
    /// compound street name, a unit word or a PO-box word in some country (`app` only before its
    /// value, see `unitWordsBeforeValue`).
    func streetSignal(near k: Int) -> Bool {
        func signal(_ t: Int) -> Bool {
            guard isWord(t) else { return false }
            let s = streetSignalClass(t)
            return s == LoweredWords.signals || s == LoweredWords.signalsBeforeValue && unitValue(after: t)
        }
        var t = k - 1
        while t >= k - 9, let kd = kind(t), kd != .blank, kd != .stop || numeroMark(endingAt: t), kd != .period {
            if signal(t) { return true }
            t -= 1
        }
        t = k + 1
        while t <= k + 9, let kd = kind(t), kd != .blank, kd != .stop, kd != .period {
            if signal(t) { return true }
            t += 1
        }
        return false
    }

    /// What word `t` says of a street near it (`streetSignal`), learned once per token and window: nearby
    /// anchors ask for the same words again. `LoweredWords.signals`: a street type, compound street name, box or
    /// unit word; `signalsBeforeValue`: a unit word that signals only before its value; 0: neither. Depends on
    /// the word and the token after it only (`abbreviated`), both fixed in a window.
    func streetSignalClass(_ t: Int) -> UInt8 {
        if lowered[t].signalKnown == lowered.window { return lowered[t].signal }
        let w = tokens[t]
        let s: UInt8
        if lowered[t].known != lowered.window, w.end - w.start == w.letters,
           AddressWordTable.shared.signalsNoStreetASCII(text.bytes, w.start, w.end, endings: w.upper) {
            s = 0
        } else if isStreetOrBoxWord(t) {
            s = LoweredWords.signals
        } else if classes(t) & Self.unitMask != 0 {
            s = lowered[t].flags & AddressWordTable.isUnitBeforeValue == 0 ? LoweredWords.signals : LoweredWords.signalsBeforeValue
        } else {
            s = 0
        }
        lowered[t].signal = s
        lowered[t].signalKnown = lowered.window
        return s
    }

    func endByte(_ r: AddressReading) -> Int { r.lastDot ? tokens[r.last].endWithDot : tokens[r.last].end }

    func tokenIndex(containing i: Int) -> Int? {
        var a = 0
        var b = tokens.count
        while a < b {
            let m = (a + b) / 2
            if tokens[m].end <= i { a = m + 1 } else { b = m }
        }
        return a < tokens.count && tokens[a].start <= i ? a : nil
    }

    /// What the readings of one anchor in every country would test alike, tested once: whether some PO-box
    /// phrase may end at the anchor, and the countries whose numbered road may (nil: not asked yet). The roads'
    /// answer depends on `lowered.anyCase` and is asked again in that pass.
    struct AnchorGates {
        var box: Bool?
        /// `roadCountries(k)`: bit `slot` set for each country whose `roadLine` may read a road here.
        var roads: UInt8?
        /// `streetTypesNear(k)`, asked once (`streetsAsked`).
        var streetTypes: UInt64?
        var streetsAsked = false
    }

    /// The best reading of an anchor so far, offered every reading of every country in turn (`readings`): the
    /// longest wins, and on a tie one with a street type over a `named` one. In the lower-case pass
    /// (`wholeOnly`) only a longer whole address (`isWhole`) or a marked Russian one (`isMarkedRussian`) wins.
    /// Kept by the caller and passed in, so that no closure holds a copy of the scanner.
    struct ReadingChoice {
        var best: AddressReading?
        var length = 0
        var wholeOnly = false
    }

    /// Offers reading `r` to `choice` (see `ReadingChoice`).
    func offer(_ r: AddressReading, to choice: inout ReadingChoice) {
        let length = endByte(r) - tokens[r.first].start
        if choice.wholeOnly {
            guard length > choice.length, isWhole(r) || isMarkedRussian(r) else { return }
        } else {
            guard length > choice.length || length == choice.length && choice.best?.named == true && !r.named else { return }
        }
        choice.best = r
        choice.length = length
    }

    /// Every reading of country `t` that uses token `k`: as a house number, a PO box number or a postal code.
    /// `streets`: `streetSignal(near: k)`; without it only a postal-code-first reading is tried.
    /// A reading whose first tests fail for every country (`gates`) or for the anchor's shape
    /// (`mayReadPostalFirst`) is not started: it would find nothing.
    func readings(anchor k: Int, _ t: AddressTables, streets: Bool, _ gates: inout AnchorGates,
                  _ choice: inout ReadingChoice) {
        func out(_ r: AddressReading) { offer(r, to: &choice) }
        let postal = mayReadPostalFirst(k, t)
        guard streets else {
            if postal, let r = postalFirst(k, t) { out(r) }
            return
        }
        let c = t.country
        if t.streetTypeNeeded, !gates.streetsAsked {
            gates.streetTypes = streetTypesNear(k)
            gates.streetsAsked = true
        }
        let mayStreet = !t.streetTypeNeeded || gates.streetTypes.map { ($0 >> UInt64(c.slot * 8)) & WordClass.streetType.rawValue != 0 } ?? true
        // Whether `street` holds a reading is kept apart: each test of the optional itself copies the reading.
        var street: AddressReading?
        if mayStreet { street = c.houseNumberFirst ? streetNumberFirst(k, t) : streetNameFirst(k, t) }
        var found = street != nil
        // `Calle Real, s/n, 28001 Madrid`: a street without a number, read from the locality's anchor.
        var withoutNumber = false
        if !found, !c.houseNumberFirst, sinNumeroBytes(before: tokens[k].start), let s = sinNumero(before: k) {
            street = streetNameFirst(s, t, sinNumero: true)
            found = street != nil
            withoutNumber = found
        }
        let road = !found
        if road {
            if gates.roads == nil { gates.roads = roadCountries(k) }
            if (gates.roads ?? 0) & (1 << UInt8(c.slot)) != 0 { street = roadLine(k, t); found = street != nil }
            if !found, c.id == .ru { street = quotedRoad(k, t); found = street != nil }
        }
        if found, var r = street {
            // A unit written before a number-first street, on its line or its own: `Flat 3, 45 Station Road`, `Suite 5, 10 Main St`.
            if c.houseNumberFirst, unitLineBefore(k, c) {
                r.first = k - 3
                r.components.unit = span(k - 3, k - 2)
            }
            if c.id == .gb { britishBuilding(before: &r) }
            extend(&r)
            if c.id == .ru, r.components.city == nil {
                russianLocalityBefore(&r)
                // A road has its region or town before it: `Московская обл., трасса «Дон», 45 км`.
                if road, r.components.city == nil, r.components.region == nil, isSeparator(r.first - 1),
                   let rs = regionName(endingAt: r.first - 2, t, multiWord: true), tokens[rs].start >= resume {
                    let e = r.first - 2
                    r.components.region = span(rs, e, dot: tokens[e].dot && ["обл", "кр", "респ"].contains(lower(e)))
                    r.first = rs
                }
                if road, r.components.city != nil || r.components.region != nil { r.hasLocality = true }
            }
            // `24, rue …` only with its locality: without one a number and a comma end many a clause.
            let commaAfterNumber = c.houseNumberFirst && r.first == k && kind(k + 1) == .comma
            if withoutNumber { if r.hasLocality, r.last >= k { out(r) } }
            else if r.hasLocality { out(r) }
            else if !road, !commaAfterNumber, standsAlone(r) { knownTown(after: &r); out(r) }
        }
        if gates.box == nil { gates.box = mayReadPOBox(k) }
        if gates.box == true, var r = poBox(k, t) {
            extend(&r)
            if r.hasLocality { out(r) }
        }
        if postal, let r = postalFirst(k, t) { out(r) }
    }

    /// The `WordClass` bits of every country of the words a street line read at anchor `k` may take its type
    /// word from: the run of words, numbers, commas, dashes, slashes and line breaks up to eleven tokens before
    /// it (`streetNameFirst`; all bits when a slash is among them, `C/ Mayor`) and seventeen after it
    /// (`streetNumberFirst`: a range, fraction, `bis` and comma before at most seven name words and three line
    /// breaks, and the three tokens after). nil when that reaches past the window's edge: the readings then
    /// ask, and widen it, themselves.
    func streetTypesNear(_ k: Int) -> UInt64? {
        let touched = lowered.touchedEdge
        lowered.touchedEdge = false
        var bits: UInt64 = 0
        var t = k - 1
        while t >= k - 11, let kd = kind(t), kd == .word || kd == .alnum || kd == .comma || kd == .newline || kd == .slash
                || kd == .dash && !tokens[t].spaceBefore                   // `ул. 2-я Тверская-Ямская`
                || kd == .stop && t == k - 1 && numeroMark(endingAt: t) {
            if kd == .word { bits |= classes(t) } else if kd == .slash { bits = ~0 }
            t -= 1
        }
        t = k + 1
        while t <= k + 17, let kd = kind(t), kd == .word || kd == .alnum || kd == .comma || kd == .newline || kd == .slash || kd == .dash {
            if kd == .word { bits |= classes(t) }
            t += 1
        }
        // A unit after a name word (`unit(at:_:)`) reads up to three tokens past the run.
        for u in t...(t + 3) { _ = usable(u) }
        let asked = lowered.touchedEdge
        lowered.touchedEdge = touched
        return asked ? nil : bits
    }

    /// `postalFirst(k, t)` may read a postal code at the anchor: its country's code starts with a number of
    /// as many digits, or with a letter. The same test `postalCode` makes first, on no other token.
    func mayReadPostalFirst(_ k: Int, _ t: AddressTables) -> Bool {
        let a = tokens[k]
        switch t.postalFirstAnchor {
        case -1: return false
        case 0: return a.letters > 0
        case -2: return true
        default: return a.letters == 0 && a.digits == t.postalFirstAnchor
        }
    }

    /// The first tests of `poBox`, which are the same in every country: the anchor is a number and a word
    /// that ends some country's box phrase (`boxWords`, told by its `AddressWordTable` flag) stands before it.
    func mayReadPOBox(_ k: Int) -> Bool {
        guard usable(k), tokens[k].isNumber, tokens[k].digits <= 6 else { return false }
        let j = kind(k - 1) == .slash ? k - 2 : k - 1
        guard isWord(j) else { return false }
        _ = classes(j)
        return lowered[j].flags & AddressWordTable.isBoxWord != 0
    }

    /// Every country's prefixes of road codes, and the lower-cased type words of its numbered roads.
    static let roadTypeWords: Set<String> = Set(roadTypeWordSlots.keys)
    /// The longest road-code prefix in UTF-8 bytes (`AddressCountry.roads`): a longer word is none.
    static let longestRoadPrefix = roadPrefixes.map(\.utf8.count).max() ?? 0

    /// The first tests of `roadLine` with every country's prefixes and type words at once: bit `slot` set for
    /// each country whose own prefixes or type words pass them (a country whose bit is clear finds no road at the
    /// anchor, and its `roadLine` is not started). A test that asks for a token past the window's edge sets every
    /// bit (each country's `roadLine` then asks it, as it would have, and the window widens).
    func roadCountries(_ k: Int) -> UInt8 {
        let touched = lowered.touchedEdge
        lowered.touchedEdge = false
        let countries = roadStarts(k)
        let asked = lowered.touchedEdge
        lowered.touchedEdge = touched
        return asked ? UInt8.max : countries
    }

    /// The tests of `roadLine` before its type and owner words, with the countries' tables at once: a glued
    /// prefix (`B1234`), a prefix before a glued dash (`A-6`) or a space (`B 96`), or a type word (`Highway 61`).
    /// Every form is tested (a country may pass one form and another country another).
    private func roadStarts(_ k: Int) -> UInt8 {
        guard usable(k), tokens[k].kind == .alnum else { return 0 }
        let a = tokens[k]
        if a.letters > 0 { return mayBeRoadCode(k) ? roadPrefixCountries(text.string(a.start..<(a.end - a.digits))) : 0 }
        guard (1...4).contains(a.digits), !a.dot || endsClause(after: k) else { return 0 }
        func prefix(_ p: Int) -> UInt8 {
            // An ASCII word whose first letter starts no prefix in either case is none (no `String` made).
            let f = text[tokens[p].start]
            if f < 0x80, Self.roadPrefixFirstBytes[Int(f &- 0x61 < 26 ? f & 0xDF : f)] == 0 { return 0 }
            return mayBeRoadPrefix(p) ? roadPrefixCountries(text.string(tokens[p].start..<tokens[p].end)) : 0
        }
        var countries: UInt8 = 0
        if kind(k - 1) == .dash, !tokens[k - 1].spaceBefore, !a.spaceBefore, isWord(k - 2) { countries |= prefix(k - 2) }
        if isWord(k - 1), !tokens[k - 1].dot, a.spaceBefore, tokens[k - 1].upper || lowered.anyCase { countries |= prefix(k - 1) }
        guard isWord(k - 1), a.spaceBefore else { return countries }
        // A word whose first byte is an ASCII letter no type word starts with is none (lower-casing keeps it).
        let f = text[tokens[k - 1].start]
        if f < 0x80, Self.roadTypeFirstBytes[Int(f &- 0x41 < 26 ? f | 0x20 : f)] == 0 { return countries }
        return countries | (Self.roadTypeWordSlots[lower(k - 1)] ?? 0)
    }

    /// The countries (bit `slot`) of which `word` is a road-code prefix, case-blind in `anyCase`: those whose
    /// `isRoadPrefix(word, roads)` holds.
    func roadPrefixCountries(_ word: String) -> UInt8 {
        let countries = Self.roadPrefixSlots[word] ?? 0
        return lowered.anyCase ? countries | (Self.roadPrefixSlots[word.uppercased()] ?? 0) : countries
    }

    /// Each road-code prefix (`roadPrefixes`) and road type word (`roadTypeWords`) with the countries (bit
    /// `slot`) whose `AddressCountry.roads` has it.
    static let roadPrefixSlots: [String: UInt8] = countriesByWord { $0.roads.codePrefixes }
    static let roadTypeWordSlots: [String: UInt8] = countriesByWord { $0.roads.typeWords.union($0.roads.ownedTypeWords) }

    static func countriesByWord(_ words: (AddressCountry) -> Set<String>) -> [String: UInt8] {
        var countries: [String: UInt8] = [:]
        for c in AddressCountry.all {
            for w in words(c) { countries[w, default: 0] |= 1 << UInt8(c.slot) }
        }
        return countries
    }

    /// 1 for each byte some road-code prefix (`roadPrefixes`, written in capitals) starts with.
    static let roadPrefixFirstBytes: [UInt8] = {
        var bytes = [UInt8](repeating: 0, count: 256)
        for w in roadPrefixes { if let f = w.utf8.first { bytes[Int(f)] = 1 } }
        return bytes
    }()

    /// 1 for each byte some road type word (`roadTypeWords`) starts with.
    static let roadTypeFirstBytes: [UInt8] = {
        var bytes = [UInt8](repeating: 0, count: 256)
        for w in roadTypeWords { if let f = w.utf8.first { bytes[Int(f)] = 1 } }
        return bytes
    }()

    /// Word `p` is short enough to be a road-code prefix (`longestRoadPrefix` bytes). Upper-casing may shorten a
    /// word (`ı` → `I`), so in `anyCase` the length tells only for an ASCII word (as many bytes as letters),
    /// whose upper case has its length.
    @inline(__always)
    func mayBeRoadPrefix(_ p: Int) -> Bool {
        let n = tokens[p].end - tokens[p].start
        return n <= Self.longestRoadPrefix || lowered.anyCase && n != tokens[p].letters
    }

    /// A street line without a locality is taken only when it ends the clause and, for name-first countries,
    /// its type word is capitalized or abbreviated (`Calle Mayor 5`, `ул. Тверская, д. 7`, not
    /// `via Tianfu Cup 2023`) and its number is not a year.
    func standsAlone(_ r: AddressReading) -> Bool {
        let c = r.country
        guard endsClause(after: r.last, prose: !c.houseNumberFirst) else { return false }
        guard let street = r.components.street else { return c.houseNumberFirst }
        // A rare type word opening the name is the name's when a common type closes it: `45 Station Road`
        // (USPS lists `Station`), not `12 Mall` alone.
        if isRareStreetType(street.last, c)
            || isRareStreetType(street.first, c) && !(street.last > street.first && isStreetType(street.last, c)) { return false }
        // A year is no house number without a locality: `Copyright 2012 Nathan Ridge`, `2005-2009 Jong Soo Park`.
        if let number = r.components.houseNumber {
            let n = tokens[number.first]
            if n.isNumber, n.digits == 4, text[n.start] == 0x31 && text[n.start + 1] == 0x39 || text[n.start] == 0x32 && text[n.start + 1] == 0x30 {
                return false
            }
        }
        if c.houseNumberFirst { return true }
        guard let number = r.components.houseNumber else { return false }
        // A number on its own line after the street's (`Calle Mayor⏎5`) is a block's only with its locality.
        if number.first == street.last + 2, kind(street.last + 1) == .newline { return false }
        let type = tokens[street.first]
        // Russian types abbreviated with a hyphen (`пр-т Мира`, `б-р Дмитрия Донского`) count as abbreviated.
        if isStreetType(street.first, c), !type.upper, !type.dot, !isCompoundStreet(street.first, c),
           !(type.start..<type.end).contains(where: { text[$0] == 0x2D }) { return false }
        return true
    }

    /// Nothing that continues a phrase follows token `t` (a street line standing alone must end there). A
    /// word after an abbreviation's dot starts a new sentence; with `prose`, a lower-case word may follow too
    /// (`Lindenweg 7a in Köln`: a house number closes a name-first street, unlike `3 Amigos Drive sales`).
    func endsClause(after t: Int, prose: Bool = false) -> Bool {
        guard let next = kind(t + 1) else { return true }
        switch next {
        case .comma, .newline, .blank, .period, .stop: return true
        case .word: return tokens[t].dot || (prose && !tokens[t + 1].upper && !tokens[t + 1].allUpper)
        case .alnum, .dash, .hash, .slash: return false
        }
    }

    // MARK: - Street lines

    /// `1600 Amphitheatre Parkway`, `100 Queen St W`, `8 rue de Rivoli`, `350 Avenue of the Americas`.
    func streetNumberFirst(_ k: Int, _ t: AddressTables, spelledNumber: Bool = false) -> AddressReading? {
        let c = t.country
        if spelledNumber {
            guard isWord(k), tokens[k].upper, lower(k) == "one" else { return nil }
        } else {
            guard isHouseNumber(k), !tokens[k].dot else { return nil }
        }
        var j = k + 1
        // A range of house numbers: `87-135 Brompton Road`.
        if kind(j) == .dash, !tokens[j].spaceBefore, isHouseNumber(j + 1), !tokens[j + 1].spaceBefore {
            j += 2
        }
        // A fraction after the number: `2615 1/2 Main St`.
        if usable(j), tokens[j].isNumber, tokens[j].digits == 1, tokens[j].spaceBefore, kind(j + 1) == .slash,
           !tokens[j + 1].spaceBefore, usable(j + 2), tokens[j + 2].isNumber, tokens[j + 2].digits == 1, !tokens[j + 2].spaceBefore {
            j += 3
        }
        if word(j, is: .houseNumberMarker, in: c), !tokens[j].upper { j += 1 }  // `12 bis`
        // French also writes a comma after the number: `24, rue de la Chaussée-d'Antin` (see `readings`).
        // So does Canada Post's French form: `1450, rue Saint-Denis`.
        if c.id == .fr || c.id == .ca, kind(j) == .comma, isStreetType(j + 1, c), word(j + 1, is: .leadingStreetType, in: c) {
            j += 1
        }
        var names: [Int] = []
        while names.count < 7, isStreetNameWord(j, c) || isDirectional(j, c), names.isEmpty || unit(at: j, c) == nil {
            names.append(j)
            if tokens[j].dot && !keepsDot(j, c) { break }
            j += 1
            // A line broken inside the street line, before its type word: `51 Franklin⏎Street`.
            if kind(j) == .newline, names.count < 4, isStreetType(j + 1, c), !isStreetType(j - 1, c) { j += 1 }
        }
        while let l = names.last, isParticle(l, c) { names.removeLast() }
        guard let firstName = names.first else { return nil }
        if c.houseNumberFirst, let road = numberedRoad(names, c) {
            var r = AddressReading(tables: t, first: k, last: road)
            r.components.houseNumber = span(k, kind(firstName - 1) == .comma ? firstName - 2 : firstName - 1)
            r.components.street = span(firstName, road)
            return r
        }
        // Type last (before compass words): `Amphitheatre Parkway`, `Queen St W`. Capitalized words after the
        // last type word belong to what follows — a new sentence (`42nd St. Bring…`) or a city written without
        // a comma (`Baker Street London NW1 6XE`) — unless the name reads type-first (`rue de la Paix`).
        var typeAt = names.count - 1
        while typeAt > 0, isDirectional(names[typeAt], c) { typeAt -= 1 }
        let readsTypeFirst = isStreetType(firstName, c) && word(firstName, is: .leadingStreetType, in: c)
        // A rare type word (`Lake`, `Forest`, `Mission`) after a common one starts the city: `Main Street Lake Forest`.
        // (Looked for only when a type word may be rare or missing: most street lines end in a common one.)
        let mayCut = !isStreetType(names[typeAt], c) || isRareStreetType(names[typeAt], c)
        let commonType = mayCut ? lastStreetType(names, c, common: true) : nil
        let rareEnd = isRareStreetType(names[typeAt], c) && commonType.map { $0 < typeAt } == true
        if !isStreetType(names[typeAt], c) || rareEnd, !readsTypeFirst,
           let lastType = commonType ?? lastStreetType(names, c, common: false) {
            var end = lastType
            while end + 1 < names.count, isDirectional(names[end + 1], c), !tokens[names[end]].dot { end += 1 }
            names.removeSubrange((end + 1)...)
            typeAt = lastType
        }
        guard let lastName = names.last else { return nil }
        let typeWord = lower(names[typeAt])
        let typeLast = isStreetType(names[typeAt], c) && typeAt > 0
            && names[..<typeAt].contains(where: { (isCapitalized($0) && lower($0) != typeWord) || isOrdinal($0) })
        // Type first: `rue de Rivoli`, `Avenue of the Americas` — at most four words after the type.
        let typeFirst = isStreetType(firstName, c) && (2...5).contains(names.count)
            && word(firstName, is: .leadingStreetType, in: c)
            && names.dropFirst().contains(where: { isCapitalized($0) || isOrdinal($0) })
        guard typeLast || typeFirst else { return nil }
        var r = AddressReading(tables: t, first: k, last: lastName)
        r.lastDot = keepsDot(lastName, c)
        // `12 bis` keeps its marker; `24,` loses its comma.
        r.components.houseNumber = span(k, kind(firstName - 1) == .comma ? firstName - 2 : firstName - 1)
        r.components.street = span(firstName, lastName, dot: r.lastDot)
        return r
    }

    /// The index in `names` (not the first) of the last street type, with `common` the last that is not rare.
    /// A loop rather than `last(where:)`, whose closure would hold a copy of the scanner.
    func lastStreetType(_ names: [Int], _ c: AddressCountry, common: Bool) -> Int? {
        var i = names.count - 1
        while i > 0 {
            if isStreetType(names[i], c) && !(common && isRareStreetType(names[i], c)) { return i }
            i -= 1
        }
        return nil
    }

    /// The last token of a numbered road whose words are `names` (at most three, the road word last, then its
    /// number: `9`, `9W`, `101`), or nil: `123 Highway 61`, `4 County Road 12` (`AddressCountry.roads`).
    func numberedRoad(_ names: [Int], _ c: AddressCountry) -> Int? {
        let roads = c.roads
        guard roads.bareNumbers, let last = names.last, names.count <= 3, !tokens[last].dot || keepsDot(last, c) else { return nil }
        // A word whose first byte is an ASCII letter no type word starts with is none (no `String` made).
        let f = text[tokens[last].start]
        if f < 0x80, Self.roadTypeFirstBytes[Int(f &- 0x41 < 26 ? f | 0x20 : f)] == 0 { return nil }
        let type = lower(last)
        guard roads.typeWords.contains(type) || roads.ownedTypeWords.contains(type) else { return nil }
        let n = last + 1
        guard usable(n), tokens[n].kind == .alnum, tokens[n].spaceBefore, (1...4).contains(tokens[n].digits),
              tokens[n].letters <= 1, text[tokens[n].start] &- 0x30 <= 9, !tokens[n].dot || endsClause(after: n) else { return nil }
        let owners = names.dropLast()
        guard owners.allSatisfy({ (isCapitalized($0) || roads.lowerCaseTypeWords) && roads.ownerWords.contains(lower($0)) }) else { return nil }
        if owners.isEmpty, roads.ownedTypeWords.contains(type) { return nil }
        // A compass word after the number: `1200 Highway 61 N`.
        if isDirectional(n + 1, c), tokens[n + 1].upper, endsClause(after: n + 1) { return n + 1 }
        return n
    }

    /// Token `k` may be the number of a road code (`B1234`, `A-6`, `SP-330`, `М-4`, `B 96`) in some country:
    /// a short prefix of capitals glued to it, before a glued dash, or a word before it.
    func mayBeRoadCode(_ k: Int) -> Bool {
        guard usable(k), tokens[k].kind == .alnum else { return false }
        let a = tokens[k]
        if a.letters > 0 { return a.letters <= 2 && a.digits <= 4 && text[a.start] &- 0x30 > 9 && text[a.end - 1] &- 0x30 <= 9 }
        guard a.digits <= 4 else { return false }
        let p = kind(k - 1) == .dash && !tokens[k - 1].spaceBefore && !a.spaceBefore ? k - 2 : k - 1
        return isWord(p) && tokens[p].letters <= 2 && (tokens[p].upper || lowered.anyCase)
    }

    /// The prefix of a road code written `word` is one of `roads.codePrefixes` (case-blind in `anyCase`).
    func isRoadPrefix(_ word: String, _ roads: RoadNumbering) -> Bool {
        roads.codePrefixes.contains(word) || (lowered.anyCase && roads.codePrefixes.contains(word.uppercased()))
    }

    /// A numbered road standing where the street line would, its number at `k`: `Highway 61`, `US Highway 101`,
    /// `Carretera A-6, km 23`, `Rodovia SP-330, km 120`, `трасса М-4, 25 км`, `B1234`, `B 96`. The road is the
    /// street; a kilometre marker is the house number. `extend` adds the locality, which it needs.
    func roadLine(_ k: Int, _ t: AddressTables) -> AddressReading? {
        let c = t.country
        let roads = c.roads
        guard usable(k), tokens[k].kind == .alnum, !roads.codePrefixes.isEmpty || roads.bareNumbers else { return nil }
        let a = tokens[k]
        var start: Int
        var typed = false
        if a.letters > 0 {
            // `B1234`, `M25`: letters then digits in one token.
            guard roads.joins.contains(.glued), mayBeRoadCode(k) else { return nil }
            let prefix = text.string(a.start..<(a.end - a.digits))
            guard isRoadPrefix(prefix, roads) else { return nil }
            start = k
        } else {
            guard (1...4).contains(a.digits), !a.dot || endsClause(after: k) else { return nil }
            if roads.joins.contains(.dash), kind(k - 1) == .dash, !tokens[k - 1].spaceBefore, !a.spaceBefore, isWord(k - 2),
               mayBeRoadPrefix(k - 2), isRoadPrefix(text.string(tokens[k - 2].start..<tokens[k - 2].end), roads) {
                start = k - 2
            } else if roads.joins.contains(.space), isWord(k - 1), !tokens[k - 1].dot, a.spaceBefore,
                      tokens[k - 1].upper || lowered.anyCase, mayBeRoadPrefix(k - 1),
                      isRoadPrefix(text.string(tokens[k - 1].start..<tokens[k - 1].end), roads) {
                start = k - 1
            } else if roads.bareNumbers, isWord(k - 1), a.spaceBefore, isCapitalized(k - 1) || roads.lowerCaseTypeWords,
                      roads.typeWords.contains(lower(k - 1)) || roads.ownedTypeWords.contains(lower(k - 1)) {
                start = k - 1
                typed = true
            } else {
                return nil
            }
        }
        // Type and owner words before: `Carretera A-6`, `US Highway 101`, `County Road 12`, `федеральная трасса М-4`.
        let bare = typed
        var owned = false
        while start > k - 5, isWord(start - 1), !tokens[start - 1].dot || tokens[start - 1].letters <= 5 {
            let w = lower(start - 1)
            if !typed, roads.typeWords.contains(w) || roads.ownedTypeWords.contains(w) {
                typed = true
            } else if typed, roads.ownerWords.contains(w) {
                owned = true
            } else {
                break
            }
            start -= 1
        }
        if bare, roads.ownedTypeWords.contains(lower(k - 1)), !owned { return nil }
        // A type word in lower case is prose (`took highway 61`) where the country capitalizes it.
        if typed, !roads.lowerCaseTypeWords, !isCapitalized(start) { return nil }
        var r = AddressReading(tables: t, first: start, last: k)
        // A Russian road's name in quotes after its number: `трасса М-4 «Дон», 45 км`.
        let named = c.id == .ru ? quotedName(after: k) : nil
        r.components.street = span(start, named ?? k)
        // The kilometre marker: `, km 23`, `Km. 120`, `, 25 км`, `км 25`.
        let n = named ?? k
        r.last = n
        let j = kind(n + 1) == .comma ? n + 2 : n + 1
        if isWord(j), roads.kilometreWords.contains(lower(j)), usable(j + 1), tokens[j + 1].isNumber, tokens[j + 1].digits <= 4 {
            // A kilometre past the thousandth, its thousands set off by a dot: `km 1.036` (N-340).
            let end = thousandsGroup(after: j + 1) ?? kilometreFraction(after: j + 1) ?? j + 1
            r.components.houseNumber = span(j, end)
            r.last = end
        } else if usable(j), tokens[j].isNumber, tokens[j].digits <= 4, !tokens[j].dot, isWord(j + 1),
                  roads.kilometreWords.contains(lower(j + 1)) {
            r.components.houseNumber = span(j, j + 1)
            r.last = j + 1
        } else if c.houseNumberFirst, isHouseNumber(start - 1), !tokens[start - 1].dot, tokens[start].spaceBefore,
                  !isYearLike(start - 1), opensPart(start - 1) {
            // The house number before the road, where the country writes it first: `1450 RN 7`, `12 Route Nationale 7`.
            r.first = start - 1
            r.components.houseNumber = span(start - 1, start - 1)
        }
        // A compass word after the road's number: `Highway 61 N`.
        if r.last == k, c.roads.bareNumbers, isDirectional(k + 1, c), tokens[k + 1].upper, endsClause(after: k + 1) {
            r.last = k + 1
            r.components.street = span(start, k + 1)
        }
        return r
    }

    /// The group of three digits glued to number `t`'s dot (`1.036`: the thousands written with a dot, as Spanish
    /// does), when no digit or dot goes on after it; returns the group's token.
    func thousandsGroup(after t: Int) -> Int? {
        guard tokens[t].dot, tokens[t].digits == 1, usable(t + 1), tokens[t + 1].isNumber, tokens[t + 1].digits == 3,
              tokens[t + 1].start == tokens[t].endWithDot, !tokens[t + 1].dot || endsClause(after: t + 1) else { return nil }
        return t + 1
    }

    /// The decimals of a kilometre point after number `t`, glued to its dot or decimal comma, when no digit goes
    /// on after them (`km 27,6`, `km 27.6`); returns their token.
    func kilometreFraction(after t: Int) -> Int? {
        let d = tokens[t].dot ? t + 1 : t + 2
        guard usable(d), tokens[d].isNumber, tokens[d].digits <= 3, !tokens[d].spaceBefore, !tokens[d].dot || endsClause(after: d) else { return nil }
        if tokens[t].dot { return tokens[d].start == tokens[t].endWithDot ? d : nil }
        guard kind(t + 1) == .comma, !tokens[t + 1].spaceBefore, tokens[t + 1].start == tokens[t].end,
              tokens[d].start == tokens[t + 1].end,
              !(kind(d + 1) == .comma && isNumber(d + 2) && !tokens[d + 2].spaceBefore) else { return nil }
        return d
    }

    /// Token `t` is a number.
    func isNumber(_ t: Int) -> Bool { usable(t) && tokens[t].isNumber }

    /// A quotation mark at token `t`: `"`, `«`/`»` (`opening` true/false), `“`/`”`.
    func isQuote(_ t: Int, opening: Bool) -> Bool {
        guard usable(t), tokens[t].kind == .stop else { return false }
        let i = tokens[t].start
        switch text[i] {
        case 0x22: return true
        case 0xC2: return text[i + 1] == (opening ? 0xAB : 0xBB)
        case 0xE2: return text[i + 1] == 0x80 && (text[i + 2] == (opening ? 0x9C : 0x9D) || text[i + 2] == 0x9E && opening)
        default: return false
        }
    }

    /// A quoted name after token `t` (`«Дон»`, `"Кола"`): up to four capitalized words; returns the closing quote.
    func quotedName(after t: Int) -> Int? {
        guard isQuote(t + 1, opening: true), isCapitalized(t + 2) else { return nil }
        var m = t + 2
        while m < t + 6, isCapitalized(m + 1) || kind(m + 1) == .dash && isCapitalized(m + 2) { m += kind(m + 1) == .dash ? 2 : 1 }
        return isQuote(m + 1, opening: false) ? m + 1 : nil
    }

    /// `k` is a kilometre number written next to its word as Russian roads have it (`45 км`, `км 12`): the
    /// bytes of `км` after or before it.
    func kilometreNumber(_ k: Int) -> Bool {
        guard usable(k), tokens[k].isNumber, tokens[k].digits <= 4 else { return false }
        func km(_ t: Int) -> Bool {
            guard usable(t), tokens[t].kind == .word, tokens[t].end - tokens[t].start == 4 else { return false }
            let i = tokens[t].start
            return text[i] == 0xD0 && text[i + 1] == 0xBA && text[i + 2] == 0xD0 && text[i + 3] == 0xBC
        }
        return km(k + 1) || km(k - 1)
    }

    /// The bytes before byte `i` are a kilometre word and a space (`km 27,6`, `Km. 1.036`): the number is a
    /// kilometre point whose decimals or thousands follow it, and anchors a road's address all the same.
    func kilometreBefore(_ i: Int) -> Bool {
        let b = text.bytes
        var p = i - 1
        guard p >= 2, b[p] == 0x20 else { return false }
        p -= 1
        if b[p] == 0x2E { p -= 1 }
        guard p >= 1, b[p] | 0x20 == 0x6D, b[p - 1] | 0x20 == 0x6B else { return false }
        return p < 2 || !((b[p - 2] | 0x20) >= 0x61 && (b[p - 2] | 0x20) <= 0x7A || b[p - 2] >= 0x80)
    }

    /// A Russian road named in quotes, with or without its number, and the kilometre (Russian Post writes a place
    /// along a road so): `трасса «Дон», 45 км`, `автодорога "Кола", км 12`, `трасса М-4 «Дон», 45 км`; `k` is
    /// the kilometre's number.
    func quotedRoad(_ k: Int, _ t: AddressTables) -> AddressReading? {
        let roads = t.country.roads
        guard kilometreNumber(k) else { return nil }
        let kmAfter = isWord(k + 1) && roads.kilometreWords.contains(lower(k + 1))
        let before = kmAfter ? k - 1 : k - 2
        guard kmAfter || (isWord(k - 1) && roads.kilometreWords.contains(lower(k - 1))), kind(before) == .comma,
              isQuote(before - 1, opening: false) else { return nil }
        // Find the opening quote of the name that ends before the comma.
        var open = before - 2
        while open > before - 8, usable(open), !isQuote(open, opening: true) { open -= 1 }
        guard isQuote(open, opening: true), quotedName(after: open - 1) == before - 1 else { return nil }
        var start = open
        // The road's code before its name: `М-4 «Дон»`.
        if usable(start - 1), tokens[start - 1].isNumber, kind(start - 2) == .dash, isWord(start - 3),
           isRoadPrefix(text.string(tokens[start - 3].start..<tokens[start - 3].end), roads) {
            start -= 3
        }
        guard isWord(start - 1), roads.typeWords.contains(lower(start - 1)) else { return nil }
        start -= 1
        if isWord(start - 1), roads.ownerWords.contains(lower(start - 1)) { start -= 1 }
        var r = AddressReading(tables: t, first: start, last: kmAfter ? k + 1 : k)
        r.components.street = span(start, before - 1)
        r.components.houseNumber = kmAfter ? span(k, k + 1) : span(k - 1, k)
        return r
    }

    /// A rare street type of `c` (`AddressCountry.rareStreetTypes`) at word `t`. Rare types are street types
    /// too, so only a word with that class bit is looked up by its string.
    func isRareStreetType(_ t: Int, _ c: AddressCountry) -> Bool {
        guard !c.rareStreetTypes.isEmpty, isWord(t), (classes(t) >> UInt64(c.slot * 8)) & WordClass.streetType.rawValue != 0 else {
            return false
        }
        return c.rareStreetTypes.contains(lower(t))
    }

    /// The 96 bytes before byte `i` hold `s/n` or `S/N` (a byte test, so that most anchors never look back
    /// through tokens, which may lie outside a lone anchor's small window). The marks are found once per text
    /// as the anchors move forward (`LoweredWords.sinNumero`), so each anchor asks a sorted list, not its bytes.
    func sinNumeroBytes(before i: Int) -> Bool {
        lowered.sinNumero(from: max(1, i - 96), to: i - 2, before: i, in: text.bytes)
    }

    /// `s/n` (sin número, sem número: a building without a number, as Correos and Correios write it) set off
    /// by commas within the sixteen tokens before `k` (room for a bairro and a city of three words each); returns
    /// its `s`. A dash may follow it before a bairro: `Praça da Sé, s/n - Sé`.
    func sinNumero(before k: Int) -> Int? {
        var t = k - 1
        while t > k - 16, let kd = kind(t), kd != .blank, kd != .stop, kd != .period {
            if kd == .slash, isWord(t - 1), isWord(t + 1), tokens[t - 1].letters == 1, tokens[t + 1].letters == 1,
               lower(t - 1) == "s", lower(t + 1) == "n", !tokens[t].spaceBefore, !tokens[t + 1].spaceBefore,
               kind(t - 2) == .comma, kind(t + 2) == .comma || kind(t + 2) == .newline || kind(t + 2) == .dash {
                return t - 1
            }
            t -= 1
        }
        return nil
    }

    /// `Friedrichstraße 43`, `Calle de Alcalá, 23`, `Av. Paulista, 1578`, `ул. Тверская, д. 7`, `C/ Mayor 5`;
    /// with `sinNumero`, `k` is the `s` of `Calle Real, s/n`.
    func streetNameFirst(_ k: Int, _ t: AddressTables, sinNumero: Bool = false) -> AddressReading? {
        let c = t.country
        guard sinNumero || isHouseNumber(k) else { return nil }
        var j = k - 1
        // The kilometre point stands for the number on a named road: `Ctra. de Valencia, km 7` (Correos).
        var numberStart = k
        if !sinNumero, word(j, is: .houseNumberMarker, in: c) {
            if lower(j) == "km" { numberStart = j }
            j -= 1
        } else if !sinNumero, numeroMark(endingAt: j) {
            j -= 2                                                     // `Calle Mayor, n.º 5`
        }
        let marked = j < k - 1
        // A block breaks the line after the comma: `Calle Mayor,⏎5`, `ул. Тверская,⏎д. 5`; or gives the number a line
        // of its own: `Rua das Palmeiras⏎123⏎Curitiba - PR` (taken with its locality only, see `standsAlone`).
        if kind(j) == .newline, kind(j - 1) == .comma { j -= 1 }
        else if kind(j) == .newline, !sinNumero, numberLineAlone(numberStart, k) { j -= 1 }
        if kind(j) == .comma { j -= 1 }
        if !sinNumero, numberStart == k, let road = roadNamedStreet(endingAt: j, k, t) { return road }
        // A street named by a number, its house number marked: `Calle 60 No. 491` (Mérida), `Calle 10 nº 5`.
        if !sinNumero, marked, numberStart == k, c.id == .es, isNumber(j), tokens[j].digits <= 3,
           tokens[j].spaceBefore, isStreetType(j - 1, c), word(j - 1, is: .leadingStreetType, in: c), isCapitalized(j - 1) {
            var r = AddressReading(tables: t, first: j - 1, last: k)
            r.components.street = span(j - 1, j)
            r.components.houseNumber = span(numberStart, k)
            return r
        }
        guard isWord(j) || (kind(j) == .alnum && isOrdinal(j)) else { return nil }
        let nameEnd = j
        var first: Int?
        if isCompoundStreet(j, c) {
            first = j
        } else if isStreetType(j, c), isCapitalized(j - 1), !tokens[j - 1].dot,
                  tokens[j].upper || !word(j - 1, is: .particle, in: c) {  // not a sentence's `La calle 5`
            first = j - 1                                              // `Alte Straße`, `Ленинский проспект`
            // More name words when they fill the part from its comma or line start: `Малый Златоустинский пер.`.
            var m = j - 1
            while m > j - 4, isCapitalized(m - 1), !tokens[m - 1].dot { m -= 1 }
            if m < j - 1, kind(m - 1).map({ $0 == .comma || $0 == .newline || $0 == .blank }) ?? (m == lo) { first = m }
        } else {
            var m = j
            var yearName = false
            while m > j - 7, usable(m) {
                if isStreetType(m, c) && m < nameEnd { first = m; break }
                if kind(m) == .slash, isWord(m - 1), lower(m - 1) == "c", m < nameEnd { first = m - 1; break }  // `C/ Mayor`
                // A name that opens with a number after its type: a date (`ул. 8 Марта`, `Calle 5 de Mayo`) or a
                // Russian ordinal (`ул. 2-я Тверская-Ямская`).
                if m < nameEnd, let o = russianOrdinal(endingAt: m, c) ?? (numberOpensName(m, c) ? m : nil) {
                    m = o - 1
                    continue
                }
                // A year names it, the word `года` after it: `ул. 1905 года`, `пл. 1812 года`.
                if m == nameEnd, russianYearName(endingAt: m, c) {
                    first = m - 2
                    yearName = true
                    break
                }
                guard isStreetNameWord(m, c), !(tokens[m].dot && !keepsDot(m, c)) else { break }
                m -= 1
            }
            if let f = first, !yearName, !(f + 1...nameEnd).contains(where: { isCapitalized($0) || isOrdinal($0) }) { first = nil }
        }
        guard var f = first else { return nil }
        // Mexico's postal code mark is no street: `C.P. 44690` (`C.` is also `Calle`'s abbreviation).
        if c.id == .es, postalMarker(at: f) == nameEnd { return nil }
        // A type word before a name that holds one: `Calle Gran Vía`, `Travessa Quinta da Boa Vista`.
        if isStreetType(f - 1, c), word(f - 1, is: .leadingStreetType, in: c), !tokens[f - 1].dot || keepsDot(f - 1, c) { f -= 1 }
        // `C/` (calle) before a name that holds its own type word: `C/ Gran Vía`, `C/ Rambla Nova`.
        else if c.id == .es, f < nameEnd, kind(f - 1) == .slash, !tokens[f - 1].spaceBefore, isWord(f - 2), lower(f - 2) == "c" { f -= 2 }
        // German names may open with a capitalized preposition and article: `Am Sandtorkai`, `An der Bundesstraße`;
        // or with an adjective of street names: `Alte Poststraße`, `Neue Landstraße`.
        else if c.id == .de, isCompoundStreet(f, c) {
            var p = f
            var opened = f
            while p > nameEnd - 3, isWord(p - 1), word(p - 1, is: .particle, in: c), !tokens[p - 1].dot {
                p -= 1
                if tokens[p].upper { opened = p }
            }
            if opened < f { f = opened }
            else if isWord(f - 1), tokens[f - 1].upper, !tokens[f - 1].dot, Self.germanStreetAdjectives.contains(lower(f - 1)) { f -= 1 }
        }
        // A Russian ordinal opens the name: `2-я Тверская-Ямская ул.`, `3-я улица Строителей`.
        if let o = russianOrdinal(endingAt: f - 1, c) { f = o }
        // The number may be a range or carry a second number: `12-14`, `24/8` (glued).
        var last = sinNumero ? k + 2 : k
        if !sinNumero, let s = kind(k + 1), s == .dash || s == .slash, !tokens[k + 1].spaceBefore, usable(k + 2),
           tokens[k + 2].kind == .alnum, !tokens[k + 2].spaceBefore, tokens[k + 2].digits <= 4, tokens[k + 2].letters <= 1,
           text[tokens[k + 2].start] &- 0x30 <= 9 {
            last = k + 2
        } else if numberStart < k, let d = thousandsGroup(after: k) ?? kilometreFraction(after: k) {
            last = d                                                   // `km 1.036`, `km 27,6`
        }
        var r = AddressReading(tables: t, first: f, last: last)
        r.components.street = span(f, nameEnd, dot: keepsDot(nameEnd, c))
        r.components.houseNumber = span(numberStart, last)
        r.lastDot = false
        return r
    }

    /// A street named after the federal or state road it lies on, with a preposition before the road's code and
    /// the house number `k` after it (Deutsche Post reads such a name as any other): `An der B1 12`,
    /// `An der B 96 4`, `Zur L 1140 3`. The preposition is capitalized and the number ends the clause, or a
    /// locality follows (`extend`): `auf der B1 12 km Stau` is no address.
    func roadNamedStreet(endingAt e: Int, _ k: Int, _ t: AddressTables) -> AddressReading? {
        let c = t.country
        guard c.id == .de, usable(e), tokens[e].kind == .alnum, !tokens[e].dot, tokens[k].spaceBefore else { return nil }
        let code: Int
        if tokens[e].letters > 0 {
            guard mayBeRoadCode(e), isRoadPrefix(text.string(tokens[e].start..<(tokens[e].end - tokens[e].digits)), c.roads) else { return nil }
            code = e                                                  // `B1`
        } else {
            guard tokens[e].digits <= 4, tokens[e].spaceBefore, isWord(e - 1), tokens[e - 1].upper, !tokens[e - 1].dot,
                  isRoadPrefix(text.string(tokens[e - 1].start..<tokens[e - 1].end), c.roads) else { return nil }
            code = e - 1                                              // `B 96`
        }
        // `An der`, `Zur`, `An`: particles, the first capitalized.
        var f = code
        while f > code - 3, isWord(f - 1), word(f - 1, is: .particle, in: c), !tokens[f - 1].dot { f -= 1 }
        guard f < code, tokens[f].upper, opensPart(f) else { return nil }
        if let next = kind(k + 1), next == .word && !tokens[k].dot || next == .alnum || next == .dash || next == .slash || next == .hash {
            return nil
        }
        var r = AddressReading(tables: t, first: f, last: k)
        r.components.street = span(f, e)
        r.components.houseNumber = span(k, k)
        return r
    }

    /// Adjectives that open German street names before a compound (`Alte Poststraße`, `Neue Landstraße`, `Hohe
    /// Straße` is read by the separate type word), lower-cased; a capitalized word of another kind before a
    /// compound is a town or a noun of the sentence (`Berlin Friedrichstraße 43`).
    static let germanStreetAdjectives: Set<String> = [
        "alte", "neue", "hohe", "große", "grosse", "kleine", "lange", "kurze", "breite", "schmale", "obere", "untere",
        "mittlere", "hintere", "vordere", "äußere", "innere", "krumme", "stille", "weiße", "rote", "grüne", "schöne",
    ]

    /// Ordinal endings of Russian street names (Минфин № 171н writes the ordinal before the name with a hyphen:
    /// `2-я Тверская-Ямская ул.`, `1-й Казачий пер.`, `3-я улица Строителей`).
    static let russianOrdinalEndings: Set<String> = ["я", "й", "ая", "ий", "ый", "ой"]

    /// A Russian ordinal ending at word `e` (`2-я`, `1-й`, `15-ая`: a number of one or two digits, a glued hyphen,
    /// the ending) that opens a street name: a capitalized word or a street type follows. Returns the number's token.
    func russianOrdinal(endingAt e: Int, _ c: AddressCountry) -> Int? {
        guard c.id == .ru, isWord(e), !tokens[e].spaceBefore, !tokens[e].upper, !tokens[e].dot, tokens[e].letters <= 2,
              kind(e - 1) == .dash, !tokens[e - 1].spaceBefore, usable(e - 2), tokens[e - 2].isNumber, tokens[e - 2].digits <= 2,
              !tokens[e - 2].dot, isCapitalized(e + 1) || isStreetType(e + 1, c),
              Self.russianOrdinalEndings.contains(lower(e)) else { return nil }
        return e - 2
    }

    /// Token `m` is a number of one or two digits that opens a street name after its type word, as a date names
    /// a street: `ул. 8 Марта`, `ул. 26 Бакинских Комиссаров`, `Calle 5 de Mayo`, `Avenida 16 de Septiembre`.
    /// A capitalized word, or a particle and one, follows it.
    func numberOpensName(_ m: Int, _ c: AddressCountry) -> Bool {
        guard usable(m), tokens[m].isNumber, tokens[m].digits <= 2, !tokens[m].dot, tokens[m].spaceBefore,
              isStreetType(m - 1, c), word(m - 1, is: .leadingStreetType, in: c), usable(m + 1), tokens[m + 1].spaceBefore else {
            return false
        }
        return isCapitalized(m + 1) && !tokens[m + 1].dot || isParticle(m + 1, c) && isCapitalized(m + 2)
    }

    /// A Russian street named by a year (Минфин № 171н keeps the number in the name): `ул. 1905 года`, `пер.
    /// 1812 года` — a street type, a number of three or four digits and the word `года` at `e`.
    func russianYearName(endingAt e: Int, _ c: AddressCountry) -> Bool {
        guard c.id == .ru, isWord(e), !tokens[e].upper, usable(e - 1), tokens[e - 1].isNumber, (3...4).contains(tokens[e - 1].digits),
              !tokens[e - 1].dot, tokens[e - 1].spaceBefore, isStreetType(e - 2, c) else { return false }
        return lower(e) == "года"
    }

    /// `n.º` or `N.º` ending at token `e` (número with its dot and ordinal indicator, as Correos abbreviates it).
    func numeroMark(endingAt e: Int) -> Bool {
        guard usable(e), tokens[e].kind == .stop || tokens[e].kind == .word, tokens[e].end - tokens[e].start == 2, text[tokens[e].start] == 0xC2, text[tokens[e].start + 1] == 0xBA, isWord(e - 1),
              tokens[e - 1].dot, tokens[e - 1].letters == 1, tokens[e - 1].endWithDot == tokens[e].start else { return false }
        return lower(e - 1) == "n"
    }

    /// The house number from token `s` to `k` has a line of its own in a block: a line break before it and a line
    /// break or comma after it (`Calle Mayor⏎5⏎28013 Madrid`).
    func numberLineAlone(_ s: Int, _ k: Int) -> Bool {
        guard kind(s - 1) == .newline else { return false }
        guard let after = kind(k + 1) else { return false }
        return after == .newline || after == .comma
    }

    /// `PO Box 1234`, `P.O. Box 77`, `Postfach 10 11 12`, `Caixa Postal 123`, `а/я 12`.
    func poBox(_ k: Int, _ t: AddressTables) -> AddressReading? {
        guard usable(k), tokens[k].isNumber, tokens[k].digits <= 6 else { return nil }
        // Every phrase ends in one of `boxWords`, which the word filter knows: most numbers stop here.
        guard maySignal(kind(k - 1) == .slash ? k - 2 : k - 1) else { return nil }
        for phrase in t.country.poBoxPhrases {
            // Words may be separated by dots (`P.O.`) or a slash (`а/я`); tokens between are skipped.
            var j = k - 1
            var ok = true
            for word in phrase.reversed() {
                if kind(j) == .slash { j -= 1 }
                guard isWord(j), lower(j) == word else { ok = false; break }
                j -= 1
            }
            guard ok else { continue }
            var end = k
            while end < k + 3, usable(end + 1), tokens[end + 1].isNumber, tokens[end + 1].digits <= 4,
                  tokens[end + 1].spaceBefore, t.country.id == .de {
                end += 1                                               // `Postfach 10 11 12`
            }
            if t.country.id == .ca, let e = deliveryInstallation(after: end) { end = e }
            var r = AddressReading(tables: t, first: j + 1, last: end)
            r.components.poBox = span(j + 1, end)
            return r
        }
        return nil
    }

    /// Canada Post's delivery installation types, written after the box number (Addressing Guidelines, Delivery
    /// installation): station, retail postal outlet, letter carrier depot, succursale, comptoir postal, bureau de poste.
    static let canadianInstallationTypes: Set<String> = ["stn", "station", "rpo", "lcd", "succ", "succursale", "csp", "bdp"]

    /// The delivery installation after a Canadian box number ending at token `b`, on its line or in its own comma
    /// part: `PO Box 4001 Stn A`, `P.O. Box 123, Station Main`, `CP 6128, succ. Centre-ville`, `PO Box 27 RPO
    /// Westdale`. Its name is a letter or one to three capitalized words; without a comma or line break after
    /// it, one word (`… Stn A Victoria BC` leaves the town). Returns the name's last token.
    func deliveryInstallation(after b: Int) -> Int? {
        var d = b + 1
        if kind(d) == .comma { d += 1 }
        guard isWord(d), d + 1 < hi, Self.canadianInstallationTypes.contains(lower(d)) else { return nil }
        var e = d
        while e < d + 3, isCapitalized(e + 1) || usable(e + 1) && tokens[e + 1].kind == .alnum, !tokens[e].dot || e == d {
            e += 1
        }
        guard e > d else { return nil }
        if e > d + 1, !(isSeparator(e + 1) || !usable(e + 1)) { e = d + 1 }
        return e
    }

    // MARK: - After the street

    /// Adds units, a locality and a country name that follow the street line.
    func extend(_ r: inout AddressReading) {
        let c = r.country
        var j = r.last + 1
        var units = 0
        var firstUnit = j
        while units < 3 {
            // `Suite 200` may have its own line; `Street - Fifth Floor` sets its floor off with a dash.
            var u = afterSeparator(j)
            // Portuguese addresses set the floor and side off the same way: `Rua Augusta, 100 - 2º Esq.` (CTT).
            if u == j, units == 0, c.houseNumberFirst || c.id == .br, kind(j) == .dash, tokens[j].spaceBefore { u = j + 1 }
            guard let end = unit(at: u, c) else { break }
            if units == 0 { firstUnit = u }
            units += 1
            r.last = end
            r.lastDot = false
            j = end + 1
        }
        // A door abbreviation keeps its dot: `3.º Izq.`, `1.º dcha.`.
        if units > 0 {
            let dot = isWord(r.last) && tokens[r.last].dot && tokens[r.last].letters > 1
            r.components.unit = span(firstUnit, r.last, dot: dot)
            r.lastDot = dot                                            // so does the span it ends: `…, 4º dcha.`
        }
        // A Brazilian bairro after the number: `1578 - Bela Vista`.
        // Not when the dash leads to the city and its state or CEP: `1008 - Rio de Janeiro/RJ` (but a bairro and
        // a city that is also a state's name, `711 - Vila Madalena, São Paulo`, is a bairro).
        if c.id == .br, kind(j) == .dash, isCapitalized(j + 1), !leadsToCityAndState(j + 1, r.tables) {
            var m = j + 1
            while m < j + 5, isCityWord(m + 1, c, first: false) { m += 1 }
            r.components.district = span(j + 1, m)
            r.last = m
            j = m + 1
        }
        var l = afterSeparator(j)
        if l == j, c.id == .br, kind(l) == .dash { l += 1 }
        // A spaced dash before the postal code and town: `1 rue de la République - 13001 Marseille`.
        if l == j, c.postalCodeBeforeCity, kind(l) == .dash, tokens[l].spaceBefore, postalCode(c.postalCode, at: l + 1) != nil { l += 1 }
        var found = locality(at: l, r.tables)
        // A Brazilian bairro may stand in its own comma part: `1578, Bela Vista, São Paulo - SP, 01310-200`.
        if found == nil, c.id == .br, let bairroEnd = cityWords(from: l, c),
           let s = kind(bairroEnd + 1), s == .comma || s == .newline {
            found = locality(at: bairroEnd + 2, r.tables)
            if found != nil { r.components.district = span(l, bairroEnd) }
        }
        // A city alone closing the clause after a Brazilian or Spanish street: `Rua Oscar Freire, 379, São Paulo`,
        // `Rua Harmonia, 711 - Vila Madalena, São Paulo`, `Av. Corrientes 2815, Buenos Aires`.
        if found == nil, c.id == .br || c.id == .es, r.components.houseNumber != nil, l > j,
           kind(l - 1) == .comma, let cityEnd = cityWords(from: l, c), endsClause(after: cityEnd),
           // Not when more address follows (`Col. Juárez, 06600 Ciudad de México`: that is a district).
           kind(cityEnd + 1) != .comma || !(isCapitalized(cityEnd + 2) || kind(cityEnd + 2) == .alnum) {
            found = Locality(last: cityEnd, city: span(l, cityEnd))
            // The province in parentheses after the town: `Calle Mayor 10, Alcalá de Henares (Madrid)`.
            if c.id == .es, let provinceEnd = spanishProvince(after: cityEnd, r.tables) {
                found?.region = span(cityEnd + 2, provinceEnd)
                found?.last = provinceEnd + 1
            }
        }
        // `C.P. 44690 Guadalajara, Jal.`: the state may follow a marked postal code's town.
        var mexican = found != nil && c.id == .es && postalMarker(at: l) != nil
        if found == nil, c.id == .es, r.components.houseNumber != nil, l > j, let loc = colonia(at: l, r.tables) ?? mexicanLocality(at: l, c) {
            found = loc
            mexican = loc.region == nil
        }
        if let loc = found {
            r.components.city = loc.city
            r.components.region = loc.region
            r.components.postalCode = loc.postal
            if let d = loc.district { r.components.district = d }
            r.portugal = loc.portugal
            r.last = loc.last
            r.lastDot = loc.lastDot
            r.hasLocality = true
            if let country = loc.country { r.components.country = country } else { countryName(after: &r) }
            // The state after a Mexican locality: `06600 Ciudad de México, CDMX`, `64000 Monterrey, N.L.`.
            if mexican, r.components.country == nil, loc.region == nil, kind(r.last + 1) == .comma,
               let stateEnd = cityWords(from: r.last + 2, c), endsClause(after: stateEnd) {
                let dot = tokens[stateEnd].dot && (tokens[stateEnd].letters == 1 || mexicanStateAbbreviation(at: r.last + 2) == stateEnd)
                r.components.region = span(r.last + 2, stateEnd, dot: dot)
                r.last = stateEnd
                r.lastDot = dot
                countryName(after: &r)
            } else if c.id == .es, !mexican, r.components.country == nil, loc.region == nil, loc.postal != nil,
                      kind(r.last + 1) == .comma, isCapitalized(r.last + 2),
                      let e = matchPhrase(AddressCountry.mexicanStates, at: r.last + 2, maxWords: 6) ?? mexicanStateAbbreviation(at: r.last + 2),
                      endsClause(after: e) {
                // A Mexican state after an unmarked postal code's town: `77500 Cancún, Q. Roo`, `97000 Mérida, Yuc.`.
                let region = stateSpan(r.last + 2, e)
                r.components.region = region
                r.last = e
                r.lastDot = region.dot
                countryName(after: &r)
            }
        }
    }

    /// Words opening a Mexican colonia (Correos de México: `Col. Juárez`, `Colonia Roma Norte`, `Fracc. Las Águilas`).
    static let coloniaWords: Set<String> = ["col", "colonia", "fracc", "fraccionamiento"]

    /// A Mexican district part at `j` and the locality after it: a colonia (`Col. Juárez, 06600 Ciudad de México`,
    /// `Col. Hipódromo, Ciudad de México` closing the clause) or a district without the word before a postal
    /// code and city (`Ciudad Universitaria, 04510 Coyoacán`).
    func colonia(at j: Int, _ t: AddressTables) -> Locality? {
        let c = t.country
        var d = j
        let marked = isWord(j) && Self.coloniaWords.contains(lower(j)) && (tokens[j].dot || tokens[j].letters > 4)
        if marked { d = j + 1 }
        guard let dEnd = cityWords(from: d, c), let s = kind(dEnd + 1), s == .comma || s == .newline,
              !tokens[dEnd].dot || tokens[dEnd].letters <= 3 else { return nil }
        let next = afterSeparator(dEnd + 1)
        if var loc = locality(at: next, t) {
            loc.district = span(d, dEnd)
            return loc
        }
        guard marked, let cityEnd = cityWords(from: next, c), endsClause(after: cityEnd) else { return nil }
        var loc = Locality(last: cityEnd, city: span(next, cityEnd))
        loc.district = span(d, dEnd)
        return loc
    }

    /// A Mexican colonia written without its word and without a postal code, as Correos de México's lines allow when
    /// the town and state follow (colonia, then municipality or town, then state): `Hipódromo, Cuauhtémoc, CDMX`,
    /// `Centro, Monterrey, Nuevo León`, or the capital alone after the colonia, `Roma Norte, Ciudad de México`.
    /// The state (`AddressCountry.mexicanStates`) must close the clause: without it a town alone is all that follows
    /// a number.
    func mexicanLocality(at j: Int, _ c: AddressCountry) -> Locality? {
        guard let dEnd = cityWords(from: j, c), !tokens[dEnd].dot, isSeparator(dEnd + 1) else { return nil }
        func state(at s: Int) -> Int? {
            guard isCapitalized(s), let e = matchPhrase(AddressCountry.mexicanStates, at: s, maxWords: 6) ?? mexicanStateAbbreviation(at: s),
                  endsClause(after: e) else { return nil }
            return e
        }
        let m = afterSeparator(dEnd + 1)
        // The capital: `Roma Norte, Ciudad de México`, `Roma Norte, CDMX`.
        if let e = state(at: m), ["ciudad de méxico", "cdmx"].contains(AddressTables.phraseKey(string(span(m, e)))) {
            var loc = Locality(last: e, city: span(m, e))
            loc.district = span(j, dEnd)
            return loc
        }
        if let cityEnd = cityWords(from: m, c), !tokens[cityEnd].dot, isSeparator(cityEnd + 1) {
            let s = afterSeparator(cityEnd + 1)
            if let e = state(at: s) {
                var loc = Locality(last: e, city: span(m, cityEnd), region: stateSpan(s, e))
                loc.lastDot = loc.region?.dot ?? false
                loc.district = span(j, dEnd)
                mexicanPostalCode(after: &loc)
                return loc
            }
        }
        // A town and its state without a colonia: `Guadalajara, Jal.`, `Zapopan, Jalisco, C.P. 45010`.
        guard let e = state(at: m) else { return nil }
        var loc = Locality(last: e, city: span(j, dEnd), region: stateSpan(m, e))
        loc.lastDot = loc.region?.dot ?? false
        mexicanPostalCode(after: &loc)
        return loc
    }

    /// A Mexican state's abbreviation written with its dot, starting at `s`: `Jal.`, `N.L.`, `Edo. Méx.`, `S.L.P.`
    /// (`AddressCountry.mexicanStateAbbreviations`); returns its last token.
    func mexicanStateAbbreviation(at s: Int) -> Int? {
        guard let e = matchPhrase(AddressCountry.mexicanStateAbbreviations, at: s, maxWords: 4), tokens[e].dot else { return nil }
        return e
    }

    /// The state from `s` to `e`, an abbreviation with its dot (`Jal.`, `N.L.`).
    func stateSpan(_ s: Int, _ e: Int) -> TokenSpan {
        span(s, e, dot: tokens[e].dot && mexicanStateAbbreviation(at: s) == e)
    }

    /// The postal code after a Mexican state with its mark, `…, Jal., C.P. 44690`, joins the locality.
    func mexicanPostalCode(after loc: inout Locality) {
        guard kind(loc.last + 1) == .comma, let m = postalMarker(at: loc.last + 2), let p = postalCode(.fiveDigits, at: m + 1) else { return }
        loc.postal = span(m + 1, p)
        loc.last = p
        loc.lastDot = false
    }

    /// Mexico's mark before a postal code (código postal), as Correos de México writes it: `C.P.`, `C. P.`, `CP`;
    /// a five-digit code follows. Returns the mark's last token.
    func postalMarker(at j: Int) -> Int? {
        guard isWord(j), tokens[j].upper else { return nil }
        var e = j
        if tokens[j].letters == 2, tokens[j].allUpper, lower(j) == "cp" {
            e = j
        } else if tokens[j].letters == 1, tokens[j].dot, lower(j) == "c", isWord(j + 1), tokens[j + 1].letters == 1, tokens[j + 1].upper,
                  lower(j + 1) == "p" {
            e = j + 1
        } else {
            return nil
        }
        return postalCode(.fiveDigits, at: e + 1) != nil ? e : nil
    }

    /// A Brazilian city at `j` with its state after a slash or dash (`Rio de Janeiro/RJ`), or with its CEP and
    /// no state (`São Paulo, 01310-200`).
    func leadsToCityAndState(_ j: Int, _ t: AddressTables) -> Bool {
        guard let loc = locality(at: j, t) else { return false }
        guard let region = loc.region else { return loc.postal != nil }
        return kind(region.first - 1) == .slash || kind(region.first - 1) == .dash
    }

    /// A Russian city written before the street, the usual order: `Москва, ул. Арбат, 10`,
    /// `г. Москва, ул. Большая Ордынка, д. 40, 119017`, `Нижний Новгород, ул. Родионова, д. 165`: up to
    /// three capitalized words and a comma right before the street type. A six-digit index then may close
    /// the address after the street.
    func russianLocalityBefore(_ r: inout AddressReading) {
        let c = r.country
        let t = r.tables
        let f = r.first
        guard isSeparator(f - 1) else { return }
        var cityEnd = f - 2
        // The index between the town and the street: `Москва, 125009, ул. Тверская, 7`.
        var indexAfterCity: Int?
        if kind(f - 1) == .comma, postalCode(.sixDigits, at: f - 2) == f - 2, isSeparator(f - 3), isCapitalized(f - 4) {
            indexAfterCity = f - 2
            cityEnd = f - 4
        }
        guard isCapitalized(cityEnd) else { return }
        // A part of the city between it and the street: `мкр Азино`, `р-н Хамовники`, `Советский р-н`.
        var district: TokenSpan?
        if let d = russianDistrict(endingAt: cityEnd), isSeparator(d - 1), isCapitalized(d - 2) {
            district = span(d, cityEnd, dot: false)
            cityEnd = d - 2
        }
        var s = cityEnd
        while s > cityEnd - 2, isCapitalized(s - 1), !tokens[s - 1].dot { s -= 1 }
        var first = s
        if isCityMarker(s - 1, c), tokens[s - 1].dot || !tokens[s - 1].upper { first = s - 1 }
        // `д.` before a name set off before the street is деревня, a village (Russian Post), not дом:
        // `Одинцовский район, д. Горки, ул. Центральная, д. 5`.
        else if isWord(s - 1), tokens[s - 1].dot, !tokens[s - 1].upper, tokens[s - 1].letters == 1, lower(s - 1) == "д" { first = s - 1 }
        else {
            // No marker: the city is a whole run of capitalized words (at most three) set off from what comes
            // before (`Поликлиника № 12, Москва, …`, `по адресу Москва, …`), not the end of a longer name.
            if isCapitalized(first - 1) { return }
            // A spaced dash sets the address off like a colon (`Новая квартира — Москва, …`); a glued one joins words.
            let spacedDash = kind(first - 1) == .dash && tokens[first - 1].spaceBefore && tokens[first].spaceBefore
            if let before = kind(first - 1), before == .alnum || before == .dash && !spacedDash || before == .hash || before == .slash { return }
        }
        // A district of the region before a town: `Одинцовский р-н, г. Звенигород`.
        if district == nil, isSeparator(first - 1), let d = russianDistrict(endingAt: first - 2), tokens[d].start >= resume {
            district = span(d, first - 2)
            first = d
        }
        if let d = district { r.components.district = d }
        // Russian Post's order before the city: country, index, region (`Россия, 123456, Московская область, г. Химки, …`).
        if isSeparator(first - 1), let rs = regionName(endingAt: first - 2, t, multiWord: true), tokens[rs].start >= resume {
            let e = first - 2
            r.components.region = span(rs, e, dot: tokens[e].dot && ["обл", "кр", "респ"].contains(lower(e)))  // `Московская обл.`
            first = rs
        }
        if let p = indexAfterCity { r.components.postalCode = span(p, p) }
        else if kind(first - 1) == .comma, let p = postalCode(.sixDigits, at: first - 2), p == first - 2, tokens[p].start >= resume {
            r.components.postalCode = span(p, p)
            first = p
        }
        if kind(first - 1) == .comma, let cs = matchPhrase(t.countryNames, endingAt: first - 2, maxWords: t.longestName),
           isCapitalized(cs), tokens[cs].start >= resume {
            r.components.country = span(cs, first - 2)
            first = cs
        }
        r.first = first
        r.components.city = span(s, cityEnd)
        // `…, д. 40, стр. 4, 119017`
        if r.components.postalCode == nil, kind(r.last + 1) == .comma, let p = postalCode(.sixDigits, at: r.last + 2), endsClause(after: p) {
            r.components.postalCode = span(r.last + 2, p)
            r.last = p
            r.lastDot = false
        }
    }

    /// Words naming a part of a Russian city or region, before or after its name (Russian Post; the Ministry of
    /// Finance's address elements): `мкр Азино`, `р-н Хамовники`, `Одинцовский р-н`, `Советский район`.
    static let russianDistrictWords: Set<String> = ["р-н", "район", "мкр", "микрорайон", "мкрн", "округ", "мо"]

    /// A district part ending at token `e` (`Одинцовский р-н`, `мкр Азино`, `мкр. Северный`); returns its first token.
    func russianDistrict(endingAt e: Int) -> Int? {
        guard isWord(e) else { return nil }
        if Self.russianDistrictWords.contains(lower(e)), isCapitalized(e - 1), !tokens[e - 1].dot {
            return e - 1                                                  // `Одинцовский р-н`
        }
        guard isCapitalized(e), !tokens[e].dot else { return nil }
        var s = e
        if isCapitalized(s - 1), !tokens[s - 1].dot { s -= 1 }
        guard isWord(s - 1), !tokens[s - 1].upper, Self.russianDistrictWords.contains(lower(s - 1)) else { return nil }
        return s - 1                                                      // `мкр Азино`
    }

    /// A word before a town naming its kind (`г.`, `пос.`, `с.`, `пгт`); the one-letter ones other than `г` only
    /// with their dot, since `с`, `п` and `х` are prepositions and letters too (`встреча с Ивановым`).
    func isCityMarker(_ t: Int, _ c: AddressCountry) -> Bool {
        word(t, is: .cityMarker, in: c) && (tokens[t].letters > 1 || tokens[t].dot || lower(t) == "г")
    }

    /// British county names (`AddressRegionData.britishCounties`) in `AddressTables.phraseKey` form.
    static let britishCounties: Set<String> = Set(AddressRegionData.britishCounties.map(AddressTables.phraseKey))

    /// Door sides after a floor: Spanish (`3.º izda.`, `1.º dcha.`, inner and outer doors `3.º int.`), Catalan as
    /// written in Spain (`3.º Esq.`, `1r dta.`: esquerra, dreta) and Portuguese (`3.º Esq.`, `2.º Dto.`).
    static let doorWords: [String: Set<String>] = [
        "ES": ["izda", "izq", "izqda", "izquierda", "dcha", "dcho", "der", "drcha", "derecha", "centro", "ctro",
               "int", "interior", "ext", "exterior", "esq", "esquerra", "dta", "dreta"],
        "BR": ["esq", "esquerdo", "dto", "dt", "dir", "direito", "frente", "fte", "trás", "tras"],
    ]

    /// Floors named by a word, which stand without a number (Correos: `Bajo`, `Entresuelo`, `Ático`; Portugal:
    /// `R/C`'s `Cave`, `Sobreloja`).
    static let floorWords: [String: Set<String>] = [
        "ES": ["bajo", "bajos", "bj", "entresuelo", "entlo", "ático", "atico", "principal", "pral", "sótano", "semisótano"],
        "BR": ["cave", "sobreloja", "térreo", "terreo"],
    ]

    /// `doorWords` and `floorWords` by `AddressCountry.slot`: `unit(at:_:)` asks for them at nearly every word
    /// after a house number, and an array load costs less than hashing the country's code.
    static let doorWordsBySlot: [Set<String>?] = slotTable(doorWords)
    static let floorWordsBySlot: [Set<String>?] = slotTable(floorWords)

    static func slotTable(_ byCode: [String: Set<String>]) -> [Set<String>?] {
        var table = [Set<String>?](repeating: nil, count: (AddressCountry.all.map(\.slot).max() ?? 0) + 1)
        for c in AddressCountry.all { table[c.slot] = byCode[c.code] }
        return table
    }

    /// A floor written as an ordinal, with its door: `3.º izda.`, `4.º`, `3.º B`, `2.ª`, `3.º Esq.` (Spain
    /// and Portugal, read by the Brazilian table); returns the last token.
    func ordinalFloor(at j: Int, doors: Set<String>) -> Int? {
        guard usable(j), tokens[j].isNumber, tokens[j].digits <= 2, tokens[j].dot, usable(j + 1),
              tokens[j + 1].kind == .stop, tokens[j + 1].start == tokens[j].end + 1,
              text[tokens[j + 1].start] == 0xC2, text[tokens[j + 1].start + 1] == 0xBA || text[tokens[j + 1].start + 1] == 0xAA
        else { return nil }
        return door(after: j + 1, doors: doors) ?? j + 1
    }

    /// Floor nouns after an ordinal floor: `5.ª planta`, `3.º andar`.
    static let floorNouns: Set<String> = ["planta", "piso", "andar"]

    /// The door or floor noun after floor token `f`: `izda.`, `B`, `planta`, or a door written as an ordinal (`6.º 1.ª`).
    func door(after f: Int, doors: Set<String>) -> Int? {
        let d = f + 1
        guard usable(d), tokens[d].spaceBefore else { return nil }
        if isWord(d), doors.contains(lower(d)) || Self.floorNouns.contains(lower(d)) || (tokens[d].letters == 1 && tokens[d].allUpper) {
            // An outer or inner door with its side: `2.º ext. dcha.`.
            if tokens[d].dot, ["ext", "int"].contains(lower(d)), isWord(d + 1), tokens[d + 1].spaceBefore, doors.contains(lower(d + 1)) {
                return d + 1
            }
            return d
        }
        if tokens[d].isNumber, tokens[d].digits <= 2, tokens[d].dot, usable(d + 1), tokens[d + 1].kind == .stop,
           tokens[d + 1].start == tokens[d].end + 1, text[tokens[d + 1].start] == 0xC2,
           text[tokens[d + 1].start + 1] == 0xBA || text[tokens[d + 1].start + 1] == 0xAA {
            return d + 1
        }
        return nil
    }

    /// `Suite 200`, `Apt 4B`, `#12`, `кв. 5`, `Apto 12`; returns the last token.
    func unit(at j: Int, _ c: AddressCountry) -> Int? {
        if let doors = Self.doorWordsBySlot[c.slot] {
            if let end = ordinalFloor(at: j, doors: doors) { return end }
            // Without the dot (`2º izda.`, `1ª`) and the floors named by a word (`Bajo`, `Entlo. 2.ª`, `Ático B`).
            var floorEnd: Int?
            if isOrdinal(j), tokens[j].end - tokens[j].start == tokens[j].digits + 2, text[tokens[j].end - 2] == 0xC2 {
                floorEnd = j
            } else if isWord(j), Self.floorWordsBySlot[c.slot]?.contains(lower(j)) == true,
                      tokens[j].upper || tokens[j].dot || kind(j - 1) == .comma || kind(j - 1) == .newline {
                floorEnd = j
            }
            // Portugal's ground floor, rés-do-chão: `R/C`, `r/c Esq.`.
            if c === AddressCountry.brazil, isWord(j), tokens[j].letters == 1, lower(j) == "r", kind(j + 1) == .slash,
               !tokens[j + 1].spaceBefore, isWord(j + 2), !tokens[j + 2].spaceBefore, tokens[j + 2].letters == 1, lower(j + 2) == "c" {
                floorEnd = j + 2
            }
            if let f = floorEnd { return door(after: f, doors: doors) ?? f }
        }
        if c === AddressCountry.germany, let end = germanFloor(at: j) { return end }
        if kind(j) == .hash, usable(j + 1), tokens[j + 1].kind == .alnum { return j + 1 }
        // `Fifth Floor`, `2nd Floor`: the floor word comes last.
        // Not a street type before a floor abbreviation and its number: `44th St Fl 12`.
        if isOrdinal(j) || (isCapitalized(j) && !isStreetType(j, c)), word(j + 1, is: .unit, in: c), ["floor", "fl", "étage", "andar", "planta"].contains(lower(j + 1)) {
            return j + 1
        }
        guard word(j, is: .unit, in: c), usable(j + 1) else { return nil }
        let v = tokens[j + 1]
        if v.kind == .alnum && v.digits <= 5 { return j + 1 }
        if v.kind == .word && v.letters == 1 && v.allUpper { return j + 1 }   // `Apt B`
        if v.kind == .hash, usable(j + 2), tokens[j + 2].kind == .alnum, tokens[j + 2].digits <= 5 { return j + 2 }  // `Apt #456`
        if v.kind == .word, v.allUpper, v.letters <= 4, isRomanNumeral(j + 1) { return j + 1 }            // `Building II`
        return nil
    }

    /// Floors and parts of a building as written after a German house number (`2. OG`, `3. Stock links`, `EG`,
    /// `Hinterhaus`, `Seitenflügel`), which Deutsche Post takes on the street line or a line of its own.
    static let germanFloorNouns: Set<String> = ["og", "stock", "etage", "obergeschoss", "stockwerk"]
    static let germanBuildingParts: Set<String> = [
        "eg", "ug", "dg", "erdgeschoss", "dachgeschoss", "untergeschoss", "souterrain", "hochparterre", "hinterhaus",
        "vorderhaus", "seitenflügel", "gartenhaus", "hh", "vh", "sfl",
    ]
    static let germanSides: Set<String> = ["links", "rechts", "mitte", "li", "re"]

    /// A German floor or part of a building at `j` (`2. OG`, `3. Stock links`, `EG`, `Hinterhaus`); returns its
    /// last token.
    func germanFloor(at j: Int) -> Int? {
        guard usable(j) else { return nil }
        var end: Int
        if tokens[j].isNumber, tokens[j].digits <= 2, tokens[j].dot, isWord(j + 1), tokens[j + 1].spaceBefore,
           Self.germanFloorNouns.contains(lower(j + 1)) {
            end = j + 1                                                    // `2. OG`
        } else if isWord(j), tokens[j].upper, Self.germanBuildingParts.contains(lower(j)) {
            end = j                                                        // `EG`, `Hinterhaus`
        } else {
            return nil
        }
        if isWord(end + 1), tokens[end + 1].spaceBefore, !tokens[end + 1].upper, Self.germanSides.contains(lower(end + 1)) { end += 1 }
        return end
    }

    /// Word `t` is a Roman numeral in capitals (`II`, `XIV`).
    func isRomanNumeral(_ t: Int) -> Bool {
        (tokens[t].start..<tokens[t].end).allSatisfy { i in let b = text[i]; return b == 0x49 || b == 0x56 || b == 0x58 }
    }

    /// The token after a separator at `j` — a comma, a line break, or a comma ending its line (`Fifth Floor,⏎Boston`)
    /// — or `j` itself when none is there.
    func afterSeparator(_ j: Int) -> Int {
        guard let s = kind(j) else { return j }
        if s == .comma { return kind(j + 1) == .newline ? j + 2 : j + 1 }
        return s == .newline ? j + 1 : j
    }

    func countryName(after r: inout AddressReading) {
        let j = afterSeparator(r.last + 1)
        guard isCapitalized(j), let end = matchPhrase(r.tables.countryNames, at: j, maxWords: r.tables.longestName) else {
            return
        }
        r.components.country = span(j, end, dot: tokens[end].dot && tokens[end].letters == 1)
        r.last = end
        r.lastDot = tokens[end].dot && tokens[end].letters == 1
    }

    /// A town of `AddressCityData` after a street line and house number that have no locality, set off by a
    /// comma or alone on the block's next line: `Friedrichstraße 43, Berlin`, `10 Downing Street, London`,
    /// `12 rue de la Paix, Paris`, `Goethestr. 12⏎Mannheim`, with a country name after it (`Berlin Deutschland`,
    /// `London, UK`). After a comma the sentence may go on in lower case (`Hauptstraße 5, Berlin ist schön`); a
    /// capitalized word, a number or a dash after the town makes it part of something else (`Paris Hilton`), and
    /// a town on its own line must fill it. The town is no locality for the choice between readings
    /// (`hasLocality`): a whole address of the lower-case pass still wins over it.
    func knownTown(after r: inout AddressReading) {
        guard r.components.houseNumber != nil, !lowered.anyCase, let s = kind(r.last + 1), s == .comma || s == .newline else { return }
        let alone = s == .newline || kind(r.last + 2) == .newline
        let j = afterSeparator(r.last + 1)
        guard isWord(j), tokens[j].upper, let e = knownTown(at: j, r.country) else { return }
        var t = r
        t.components.city = span(j, e)
        t.last = e
        t.lastDot = false
        countryName(after: &t)
        if alone {
            guard kind(t.last + 1).map({ $0 == .newline || $0 == .blank }) ?? true else { return }
        } else {
            guard endsClause(after: t.last, prose: true) else { return }
        }
        r = t
    }

    /// The longest town name of country `c` in `AddressCityData` starting at word `j`; returns its last token. A name
    /// whose largest place is another country's is `c`'s only where the context ranks `c` first.
    func knownTown(at j: Int, _ c: AddressCountry) -> Int? {
        let own = tables.first?.country.id == c.id
        var key = ""
        var best: Int?
        var m = j
        while m < j + AddressCityData.longestName, isWord(m) {
            key += key.isEmpty ? lower(m) : " " + lower(m)
            if let bits = AddressCityData.index[key], AddressCityData.isTown(bits, slot: c.slot, own: own) { best = m }
            if tokens[m].dot && tokens[m].letters > 3 { break }
            m += 1
        }
        return best
    }

    struct Locality {
        var last: Int
        /// The locality ends after the last token's `.` (`Washington, D.C.`).
        var lastDot = false
        var city: TokenSpan?
        var region: TokenSpan?
        var postal: TokenSpan?
        /// A Portuguese postal code read by the Brazilian reading.
        var portugal = false
        /// A country written after the city without a comma: `10117 Berlin Deutschland`.
        var country: TokenSpan?
        /// A British district before the post town: `Shoreditch, London E1 6JE`.
        var district: TokenSpan?
    }

    /// City, region and postal code starting exactly at token `j`, in the order of `t`'s country.
    func locality(at j: Int, _ t: AddressTables) -> Locality? {
        let c = t.country
        switch c.id {
        case .de, .fr, .es:
            // Argentina's CPA, read by the Spanish (Spanish-language) reading: `C1043AAZ Buenos Aires`.
            // Mexico marks its postal code, and may set the town off by a comma: `C.P. 44690 Guadalajara`,
            // `CP 06600, Ciudad de México`.
            let marker = c.id == .es ? postalMarker(at: j) : nil
            let q = marker.map { $0 + 1 } ?? j
            guard let p = postalCode(c.postalCode, at: q) ?? (c.id == .es && usable(j) && tokens[j].kind == .alnum && shape(j, is: "LDDDDLLL") ? j : nil)
            else { return nil }
            let cityStart = marker != nil && kind(p + 1) == .comma ? p + 2 : p + 1
            guard var cityEnd = cityWords(from: cityStart, c) else { return nil }
            // A country name after the city without a comma is no part of it: `10117 Berlin Deutschland`.
            var country: TokenSpan?
            if cityEnd > cityStart, let s = (cityStart + 1...cityEnd).first(where: {
                isCapitalized($0) && matchPhrase(t.countryNames, at: $0, maxWords: t.longestName) == cityEnd }) {
                country = span(s, cityEnd)
                cityEnd = s - 1
            }
            var last = country?.last ?? cityEnd
            // `75008 Paris CEDEX 08`: the CEDEX mark and office number belong to the locality, not the city.
            if c.id == .fr, let cedex = (cityStart + 1...max(cityStart + 1, cityEnd + 1)).first(where: { isWord($0) && lower($0) == "cedex" }) {
                cityEnd = cedex - 1
                last = cedex
                if usable(last + 1), tokens[last + 1].isNumber, tokens[last + 1].digits <= 2 { last += 1 }
            }
            var loc = Locality(last: last, city: span(cityStart, cityEnd), postal: span(q, p))
            loc.country = country
            // Correos puts the province in parentheses after the town when they differ, and many write it
            // always: `30001 Murcia (Murcia)`, `28230 Las Rozas de Madrid (Madrid)`.
            if c.id == .es, country == nil, last == cityEnd, let provinceEnd = spanishProvince(after: cityEnd, t) {
                loc.region = span(cityEnd + 2, provinceEnd)
                loc.last = provinceEnd + 1
            }
            return loc
        case .us, .ca:
            return northAmericanLocality(at: j, t)
        case .gb:
            var m = j
            while m < j + 8, isCityWord(m, c, first: m == j) { m += 1 }
            let cityEnd = m - 1
            if m > j, let s = kind(m), s == .comma || s == .newline { m += 1 }
            if let p = postalCode(.britain, at: m) {
                return Locality(last: p, city: m > j ? span(j, cityEnd) : nil, postal: span(m, p))
            }
            // A county between the post town and the postcode: `Little Hampton, West Sussex BN17 5AA`.
            guard m > j + 1 else { return nil }
            var e = m
            while e < m + 3, isCityWord(e, c, first: e == m) { e += 1 }
            guard e > m else { return nil }
            let second = span(m, e - 1)
            let isCounty = matchPhrase(Self.britishCounties, at: m, maxWords: 4) == e - 1
            // A post town and its county closing the address without a postcode: `4 Privet Drive, Little
            // Whinging, Surrey` (Royal Mail's county line); a county is no word of prose.
            if isCounty, !tokens[e - 1].dot || endsClause(after: e - 1), kind(e).map({ $0 == .newline || $0 == .period || $0 == .blank }) ?? true {
                return Locality(last: e - 1, city: span(j, cityEnd), region: second)
            }
            if let s = kind(e), s == .comma || s == .newline { e += 1 }
            guard let p = postalCode(.britain, at: e) else { return nil }
            // A county before the postcode (`Little Hampton, West Sussex`), or else a district before the post
            // town (`Shoreditch, London`), as Royal Mail orders them.
            if isCounty { return Locality(last: p, city: span(j, cityEnd), region: second, postal: span(e, p)) }
            var loc = Locality(last: p, city: second, postal: span(e, p))
            loc.district = span(j, cityEnd)
            return loc
        case .br:
            // Portugal, postal code before the city: `1100-218 Lisboa`.
            if let p = postalCode(.portugal, at: j), let cityEnd = cityWords(from: p + 1, c) {
                return Locality(last: cityEnd, city: span(p + 1, cityEnd), postal: span(j, p), portugal: true)
            }
            guard let cityEnd = cityWords(from: j, c) else { return nil }
            var m = cityEnd + 1
            var region: TokenSpan?
            if let s = kind(m), s == .dash || s == .slash || s == .comma,
               let regionEnd = regionName(at: m + 1, t) {
                region = span(m + 1, regionEnd)
                m = regionEnd + 1
            }
            if let s = kind(m), s == .comma || s == .dash || s == .newline { m += 1 }
            if isWord(m), lower(m) == "cep" { m += 1; if kind(m) == .stop, text[tokens[m].start] == 0x3A { m += 1 } }
            guard let p = postalCode(.brazil, at: m) else {
                // City and state without a CEP: `Rio de Janeiro/RJ`, `São Paulo - SP`.
                return region.map { Locality(last: $0.last, city: span(j, cityEnd), region: $0) }
                    .flatMap { endsClause(after: $0.last) ? $0 : nil }
            }
            return Locality(last: p, city: span(j, cityEnd), region: region, postal: span(m, p))
        case .ru:
            // A region of several words, with the index after it where written: `Московская область, 142000`.
            if let regionEnd = regionName(at: j, t), regionEnd > j {
                if let s = kind(regionEnd + 1), s == .comma || s == .newline, let p = postalCode(.sixDigits, at: regionEnd + 2) {
                    return Locality(last: p, region: span(j, regionEnd), postal: span(regionEnd + 2, p))
                }
                if endsClause(after: regionEnd) {
                    // `Московская обл.`: the abbreviation keeps its dot.
                    let dot = tokens[regionEnd].dot && ["обл", "кр", "респ"].contains(lower(regionEnd))
                    var loc = Locality(last: regionEnd, region: span(j, regionEnd, dot: dot))
                    loc.lastDot = dot
                    return loc
                }
            }
            // The index before the town, Russian Post's order after a PO box: `а/я 15, 125009, г. Москва`.
            if let p = postalCode(.sixDigits, at: j), let s = kind(p + 1), s == .comma || s == .newline {
                var m = p + 2
                if isCityMarker(m, c) { m += 1 }
                if let cityEnd = cityWords(from: m, c), m > p + 2 || isCapitalized(m), endsClause(after: cityEnd) {
                    return Locality(last: cityEnd, city: span(m, cityEnd), postal: span(j, p))
                }
            }
            var m = j
            if isCityMarker(m, c) { m += 1 }
            guard let cityEnd = cityWords(from: m, c) else { return nil }
            if let s = kind(cityEnd + 1), s == .comma || s == .newline, let p = postalCode(.sixDigits, at: cityEnd + 2) {
                return Locality(last: p, city: span(m, cityEnd), postal: span(cityEnd + 2, p))
            }
            // As written in Latin letters, the English way: `Moscow 125009`, `Saint Petersburg, Russia, 191186`.
            if let p = postalCode(.sixDigits, at: cityEnd + 1), tokens[cityEnd + 1].spaceBefore {
                return Locality(last: p, city: span(m, cityEnd), postal: span(cityEnd + 1, p))
            }
            if kind(cityEnd + 1) == .comma, isCapitalized(cityEnd + 2),
               let ce = matchPhrase(t.countryNames, at: cityEnd + 2, maxWords: t.longestName), isSeparator(ce + 1),
               let p = postalCode(.sixDigits, at: ce + 2) {
                var loc = Locality(last: p, city: span(m, cityEnd), postal: span(ce + 2, p))
                loc.country = span(cityEnd + 2, ce)
                return loc
            }
            // The region after the town, then the index, as an envelope has them: `г. Самара⏎Самарская обл.⏎443099`.
            if isSeparator(cityEnd + 1), let regionEnd = regionName(at: cityEnd + 2, t), regionEnd > cityEnd + 2,
               isSeparator(regionEnd + 1), let p = postalCode(.sixDigits, at: regionEnd + 2) {
                let dot = tokens[regionEnd].dot && ["обл", "кр", "респ"].contains(lower(regionEnd))
                return Locality(last: p, city: span(m, cityEnd), region: span(cityEnd + 2, regionEnd, dot: dot), postal: span(regionEnd + 2, p))
            }
            guard endsClause(after: cityEnd) else { return nil }
            // `г. Москва` alone; without its marker a town of one or two words in Cyrillic set off by a comma that
            // ends the address (`Тверская ул., д. 7, Москва`), not a word that goes on into the sentence.
            guard m > j || (kind(j - 1) == .comma && cityEnd - j <= 1 && text[tokens[j].start] == 0xD0
                            && (tokens[cityEnd].dot || kind(cityEnd + 1).map { $0 == .newline || $0 == .period || $0 == .blank } ?? true))
            else { return nil }
            return Locality(last: cityEnd, city: span(m, cityEnd))
        default:
            return nil
        }
    }

    /// `Mountain View, CA 94043`, `Toronto ON M5H 2G4`, `Cupertino, California 95014-0642`, `Cupertino, CA`.
    func northAmericanLocality(at j: Int, _ t: AddressTables) -> Locality? {
        let c = t.country
        guard isCityWord(j, c, first: true) else { return nil }
        // The postal code is on the same line within a few words, or starts the next (`Boston, MA⏎02110-1301`).
        var p = j + 1
        var breaks = 0
        while p < j + 10, let k = kind(p), k == .word || k == .comma || (k == .alnum && postalCode(c.postalCode, at: p) == nil)
                || (k == .newline && breaks == 0) || isParenthesis(p) {
            if k == .newline { breaks += 1 }
            p += 1
        }
        if let pEnd = postalCode(c.postalCode, at: p) {
            var e = p - 1
            if kind(e) == .newline { e -= 1 }
            if kind(e) == .comma { e -= 1 }
            // Canada Post's French form puts the province in parentheses: `Montréal (Québec) H2X 3J8`.
            let bracketed = c.id == .ca && isParenthesis(e, closing: true)
            if bracketed { e -= 1 }
            guard e >= j, let regionStart = regionName(endingAt: e, t), regionStart > j else { return nil }
            var cityEnd = regionStart - 1
            if bracketed {
                guard isParenthesis(cityEnd, closing: false) else { return nil }
                cityEnd -= 1
            }
            if kind(cityEnd) == .newline { cityEnd -= 1 }
            if kind(cityEnd) == .comma { cityEnd -= 1 }
            guard cityEnd >= j, (j...cityEnd).allSatisfy({ isCityWord($0, c, first: $0 == j) }) else { return nil }
            return Locality(last: pEnd, city: span(j, cityEnd), region: regionSpan(regionStart, e), postal: span(p, pEnd))
        }
        // No postal code: `Cupertino, CA` or `Washington, D.C.` ending the clause.
        guard let cityEnd = cityWords(from: j, c) else { return nil }
        // The state's code after the town without a comma, as USPS and Canada Post write the last line
        // (`Brooklyn NY`, `Springfield IL`): only after the street line's comma or line break, the code in
        // capitals and closing the clause, so that a town that is a word (`Mobile AL`, `Normal IL`) is read in
        // address position only.
        if cityEnd > j, kind(j - 1).map({ $0 == .comma || $0 == .newline }) == true, tokens[cityEnd].allUpper,
           isRegionCode(cityEnd, t), !tokens[cityEnd - 1].dot, endsClause(after: cityEnd, prose: true) {
            var loc = Locality(last: cityEnd, city: span(j, cityEnd - 1), region: regionSpan(cityEnd, cityEnd))
            loc.lastDot = false
            return loc
        }
        guard kind(cityEnd + 1) == .comma, usable(cityEnd + 2) else { return nil }
        let r = cityEnd + 2
        // A code (`CA`), a dotted code (`D.C.`) or a name (`Illinois`); a lower-case word may go on after it
        // (`Springfield, IL and then`).
        guard let regionEnd = regionName(at: r, t), endsClause(after: regionEnd, prose: true) else { return nil }
        var loc = Locality(last: regionEnd, city: span(j, cityEnd), region: regionSpan(r, regionEnd))
        loc.lastDot = regionEnd == r + 1 && isDottedRegionCode(r, t)
        return loc
    }

    /// The province Correos puts in parentheses after a town that does not name it (`Las Rozas de Madrid
    /// (Madrid)`): its last token when `(`, a province or region name and `)` follow token `cityEnd`.
    func spanishProvince(after cityEnd: Int, _ t: AddressTables) -> Int? {
        guard isParenthesis(cityEnd + 1, closing: false), let provinceEnd = regionName(at: cityEnd + 2, t),
              isParenthesis(provinceEnd + 1, closing: true) else { return nil }
        return provinceEnd
    }

    /// Token `t` is `(` or `)` (either when `closing` is nil).
    func isParenthesis(_ t: Int, closing: Bool? = nil) -> Bool {
        guard kind(t) == .stop, tokens[t].end == tokens[t].start + 1 else { return false }
        let b = text[tokens[t].start]
        switch closing {
        case nil: return b == 0x28 || b == 0x29
        case true?: return b == 0x29
        case false?: return b == 0x28
        }
    }

    /// 1–5 city words from `j` (`Las Palmas de Gran Canaria`); returns the last (never a trailing particle).
    func cityWords(from j: Int, _ c: AddressCountry) -> Int? {
        guard isCityWord(j, c, first: true) else { return nil }
        var m = j
        while m < j + 4, !tokens[m].dot || tokens[m].letters <= 3, isCityWord(m + 1, c, first: false) { m += 1 }
        while m > j, isParticle(m, c) { m -= 1 }
        return m
    }

    /// A region code (`CA`, `SP`) or name (`California`, `São Paulo`) starting at `j`; returns its last token.
    func regionName(at j: Int, _ t: AddressTables) -> Int? {
        if isRegionCode(j, t) { return j }
        if isDottedRegionCode(j, t) { return j + 1 }
        guard isCapitalized(j) else { return nil }
        return matchPhrase(t.regionNames, at: j, maxWords: t.longestName)
    }

    /// A region code or name ending at `e`; returns its first token. With `multiWord`, only a name of two words
    /// or more (`Московская область`, not `Москва`, which is also a city).
    func regionName(endingAt e: Int, _ t: AddressTables, multiWord: Bool = false) -> Int? {
        if multiWord {
            guard let s = matchPhrase(t.regionNames, endingAt: e, maxWords: t.longestName), s < e, isCapitalized(s) else { return nil }
            return s
        }
        if isRegionCode(e, t) { return e }
        if isDottedRegionCode(e - 1, t) { return e - 1 }
        guard let s = matchPhrase(t.regionNames, endingAt: e, maxWords: t.longestName), isCapitalized(s) else { return nil }
        return s
    }

    /// Token `j` is a two-letter region code of `t`'s country (`CA`, `SP`; `dc` too when reading `anyCase`).
    func isRegionCode(_ j: Int, _ t: AddressTables) -> Bool {
        guard usable(j), tokens[j].kind == .word, tokens[j].letters == 2, tokens[j].allUpper || lowered.anyCase else { return false }
        let code = text.string(tokens[j].start..<tokens[j].end)
        return t.regionCodes.contains(tokens[j].allUpper ? code : code.uppercased())
    }

    /// A two-letter region code written with dots, as the older postal style does: `N.Y.`, `D.C.`, `B.C.`
    /// (tokens `j` and `j + 1`, one capital each, the second glued to the first's dot).
    func isDottedRegionCode(_ j: Int, _ t: AddressTables) -> Bool {
        guard usable(j), usable(j + 1), tokens[j].kind == .word, tokens[j + 1].kind == .word, tokens[j].dot, tokens[j + 1].dot,
              tokens[j].letters == 1, tokens[j + 1].letters == 1, tokens[j].allUpper, tokens[j + 1].allUpper,
              tokens[j + 1].start == tokens[j].endWithDot else { return false }
        return t.regionCodes.contains(text.string(tokens[j].start..<tokens[j].end) + text.string(tokens[j + 1].start..<tokens[j + 1].end))
    }

    /// The region span ending at token `e` (with a dotted code's final dot: `N.Y.`).
    func regionSpan(_ first: Int, _ e: Int) -> TokenSpan {
        span(first, e, dot: e == first + 1 && tokens[e].dot && tokens[e].letters == 1 && tokens[first].letters == 1)
    }

    // MARK: - Postal code first

    /// A locality read from its postal code: `Mountain View, CA 94043` (US/CA), `London NW1 6XE` (GB), and the
    /// Russian index-first form `125009, Москва, ул. Тверская, д. 7`.
    func postalFirst(_ k: Int, _ t: AddressTables) -> AddressReading? {
        let c = t.country
        switch c.id {
        case .us, .ca:
            guard let pEnd = postalCode(c.postalCode, at: k) else { return nil }
            var e = k - 1
            if kind(e) == .newline { e -= 1 }
            if kind(e) == .comma { e -= 1 }
            // Without a street line the city must be set off by a comma (`Mountain View, CA 94043`), or any
            // `Fix PR 29972` would be a town in Puerto Rico.
            guard let regionStart = regionName(endingAt: e, t) else { return nil }
            var cityEnd = regionStart - 1
            if kind(cityEnd) == .newline { cityEnd -= 1 }
            guard kind(cityEnd) == .comma else { return nil }
            cityEnd -= 1
            var s = cityEnd
            while s > cityEnd - 4, isCityWord(s - 1, c, first: false) { s -= 1 }
            while s < cityEnd, isParticle(s, c) || !isCapitalized(s) { s += 1 }
            guard s <= cityEnd, (s...cityEnd).allSatisfy({ isCityWord($0, c, first: $0 == s) }) else { return nil }
            var r = AddressReading(tables: t, first: s, last: pEnd)
            // A street line whose number is spelled out has no digit to anchor it: `One Apple Park Way`
            // on the line before the city.
            if let sep = kind(s - 1), sep == .newline || sep == .comma {
                var x = s - 2
                while x > s - 9, isStreetNameWord(x - 1, c) { x -= 1 }
                if let street = streetNumberFirst(x, t, spelledNumber: true), street.last == s - 2 {
                    r.first = x
                    r.components.houseNumber = street.components.houseNumber
                    r.components.street = street.components.street
                } else if let street = namedStreet(before: s, t) {
                    r.first = street.first
                    r.components = street.components
                    r.named = true
                }
            }
            r.components.city = span(s, cityEnd)
            r.components.region = regionSpan(regionStart, e)
            r.components.postalCode = span(k, pEnd)
            r.hasLocality = true
            countryName(after: &r)
            return r
        case .gb:
            guard let pEnd = postalCode(.britain, at: k) else { return nil }
            var e = k - 1
            if let s = kind(e), s == .comma || s == .newline { e -= 1 }
            var s = e
            while s > e - 3, isCityWord(s - 1, c, first: false) { s -= 1 }
            while s < e, !isCapitalized(s) { s += 1 }
            // A postcode read back to a town must close the clause: `Part NW1 6XE shipped` is no address.
            guard s <= e, isCityWord(s, c, first: true), tokens[s].start >= resume, endsClause(after: pEnd) else { return nil }
            var r = AddressReading(tables: t, first: s, last: pEnd)
            // A thoroughfare without a descriptor before the post town (`30 St Mary Axe, London EC3A 8BF`),
            // or before a locality and the post town (`14 Piccadilly, Mayfair, London W1J 0DA`).
            if let street = namedStreet(before: s, t) ?? streetWithoutNumber(before: s, t) {
                r.first = street.first
                r.components = street.components
                r.named = true
                // A flat or unit in the part before a thoroughfare without a number: `Apt 4, Exhibition Road, …`.
                if street.components.houseNumber == nil, let ue = partBefore(street.first), ue - 1 >= 0, unit(at: ue - 1, c) == ue,
                   opensPart(ue - 1), tokens[ue - 1].start >= resume {
                    r.first = ue - 1
                    r.components.unit = span(ue - 1, ue)
                }
                britishBuilding(before: &r)
            } else if let d = partBefore(s), isCapitalized(d) {
                var ds = d
                while ds > d - 2, isCityWord(ds - 1, c, first: false) { ds -= 1 }
                while ds < d, !isCapitalized(ds) { ds += 1 }
                if let street = namedStreet(before: ds, t) ?? streetWithoutNumber(before: ds, t) {
                    r.first = street.first
                    r.components = street.components
                    r.components.district = span(ds, d)
                    r.named = true
                    britishBuilding(before: &r)
                }
            }
            r.components.city = span(s, e)
            r.components.postalCode = span(k, pEnd)
            r.hasLocality = true
            countryName(after: &r)
            return r
        case .ru:
            guard let pEnd = postalCode(.sixDigits, at: k) else { return nil }
            guard kind(pEnd + 1) == .comma else { return russianSettlement(index: k, pEnd, t) }
            var m = pEnd + 2
            // Russian Post's order names the country after the index (`123456, Россия, Москва, …`) or before it
            // (`Россия, 123456, Москва, …`).
            var country: TokenSpan?
            if isCapitalized(m), let end = matchPhrase(t.countryNames, at: m, maxWords: t.longestName), kind(end + 1) == .comma {
                country = span(m, end)
                m = end + 2
            }
            var first = k
            if country == nil, kind(k - 1) == .comma, let start = matchPhrase(t.countryNames, endingAt: k - 2, maxWords: t.longestName),
               isCapitalized(start), tokens[start].start >= resume {
                country = span(start, k - 2)
                first = start
            }
            // A region may stand between the index and the city: `141400, Московская область, г. Химки, …`.
            var region: TokenSpan?
            if let regionEnd = regionName(at: m, t), kind(regionEnd + 1) == .comma {
                var n = regionEnd + 2
                if isCityMarker(n, c) { n += 1 }
                if let e = cityWords(from: n, c), kind(e + 1) == .comma {
                    region = span(m, regionEnd)
                    m = regionEnd + 2
                }
            }
            if isCityMarker(m, c) { m += 1 }
            guard let cityEnd = cityWords(from: m, c), kind(cityEnd + 1) == .comma else { return nil }
            // The street follows: find its house number and read the street back from it (not from a number that
            // opens the street's name: `ул. 8 Марта, д. 5`, `2-я Тверская-Ямская ул., д. 10`).
            var h = cityEnd + 2
            var found: AddressReading?
            while h < cityEnd + 11, usable(h) {
                if isHouseNumber(h), let s = streetNameFirst(h, t), s.first == cityEnd + 2 { found = s; break }
                h += 1
            }
            guard var street = found else { return nil }
            extend(&street)
            var r = AddressReading(tables: t, first: first, last: street.last)
            r.components = street.components
            r.components.postalCode = span(k, pEnd)
            r.components.city = span(m, cityEnd)
            r.components.country = country
            r.components.region = region
            r.hasLocality = true
            return r
        case .de, .fr, .es, .br:
            // A street line without a type word is read back from the locality that confirms it:
            // `Unter den Linden 77, 10117 Berlin`, `Jungfernstieg 7, 20354 Hamburg`. A Portuguese square or street
            // without a number (`Praça do Município, 4700-435 Braga`) only with Portugal's postal code.
            if c.id == .br, postalCode(.portugal, at: k) == nil { return nil }
            guard let loc = locality(at: k, t),
                  var r = c.id == .br ? streetWithoutNumber(before: k, t) : namedStreet(before: k, t) ?? streetWithoutNumber(before: k, t)
            else { return nil }
            if loc.portugal { r.portugal = true }
            r.components.city = loc.city
            r.components.region = loc.region
            r.components.postalCode = loc.postal
            r.last = loc.last
            r.lastDot = loc.lastDot
            r.hasLocality = true
            if let country = loc.country { r.components.country = country } else { countryName(after: &r) }
            return r
        default:
            return nil
        }
    }

    /// A Russian village or settlement without a street, read back from the index that closes it:
    /// `д. Ивановка, Тульская обл., 301234`, `Тульская обл., Ленинский р-н, с. Покровское, 301234`. The settlement
    /// needs its type word (`д.`, `с.`, `пос.`, `дер.`, `х.`; Russian Post's settlement types), the index a comma
    /// or line before it and nothing after it.
    func russianSettlement(index k: Int, _ pEnd: Int, _ t: AddressTables) -> AddressReading? {
        let c = t.country
        guard isSeparator(k - 1), endsClause(after: pEnd) else { return nil }
        var e = k - 2
        var region: TokenSpan?
        if let rs = regionName(endingAt: e, t, multiWord: true), isSeparator(rs - 1), tokens[rs].start >= resume {
            region = span(rs, e, dot: tokens[e].dot && Self.russianRegionAbbreviations.contains(lower(e)))
            e = rs - 2
        }
        guard isCapitalized(e), !tokens[e].dot else { return nil }
        var s = e
        while s > e - 2, isCapitalized(s - 1), !tokens[s - 1].dot { s -= 1 }
        let marker = s - 1
        // `д.` is a house's number marker elsewhere; before a settlement's name it is деревня.
        guard isCityMarker(marker, c) || isWord(marker) && tokens[marker].dot && lower(marker) == "д",
              opensPart(marker), tokens[marker].start >= resume else { return nil }
        var r = AddressReading(tables: t, first: marker, last: pEnd)
        r.components.city = span(s, e)
        r.components.postalCode = span(k, pEnd)
        if isSeparator(marker - 1), let d = russianDistrict(endingAt: marker - 2), tokens[d].start >= resume {
            r.components.district = span(d, marker - 2)
            r.first = d
        }
        if region == nil, isSeparator(r.first - 1), let rs = regionName(endingAt: r.first - 2, t, multiWord: true),
           tokens[rs].start >= resume {
            region = span(rs, r.first - 2, dot: tokens[r.first - 2].dot && Self.russianRegionAbbreviations.contains(lower(r.first - 2)))
            r.first = rs
        }
        r.components.region = region
        r.hasLocality = true
        return r
    }

    /// Abbreviated region kinds that keep their dot in a region's span: `Тульская обл.`, `Пермский кр.`.
    static let russianRegionAbbreviations: Set<String> = ["обл", "кр", "респ"]

    /// A street line without a house number, where the post allows one: `Exhibition Road` (Royal Mail: many
    /// premises have a name or nothing but the thoroughfare), `Chemin des Vignes`, `Route de Lyon`,
    /// `Lieu-dit Les Granges` (La Poste). It must fill the part before token `l`, where a locality with its
    /// postcode starts; a British one ends in a common street type, a French one opens with its type.
    func streetWithoutNumber(before l: Int, _ t: AddressTables) -> AddressReading? {
        let c = t.country
        guard c.id == .gb || c.id == .fr || c.id == .es || c.id == .br, !lowered.anyCase, let e = partBefore(l), isWord(e)
        else { return nil }
        var s = e
        while s > e - 5, isWord(s - 1), isStreetNameWord(s - 1, c), !tokens[s - 1].dot || keepsDot(s - 1, c) { s -= 1 }
        while s < e, !isStreetNameWord(s, c) || isParticle(s, c) { s += 1 }
        guard opensPart(s), isWord(s), !(kind(s - 1) == .word) || isSeparator(s - 1) || kind(s - 1) == .blank else { return nil }
        if c.id == .gb {
            // An estate stands for the thoroughfare without a number: `Riverside Industrial Estate, Dartford DA1 5PA`.
            let estate: Bool = lower(e) == "estate"
            let thoroughfare: Bool = estate || isStreetType(e, c) && !isRareStreetType(e, c)
            guard s < e, thoroughfare, (s...e).allSatisfy({ isCapitalized($0) || isParticle($0, c) }),
                  !Self.calendarWords.contains(lower(s)) else { return nil }
        } else {
            guard s < e, isStreetType(s, c), isCapitalized(s), !tokens[s].dot || keepsDot(s, c),
                  isCapitalized(e), (s + 1...e).allSatisfy({ isCapitalized($0) || isParticle($0, c) }) else { return nil }
        }
        var r = AddressReading(tables: t, first: s, last: e)
        r.components.street = span(s, e, dot: keepsDot(e, c))
        r.named = true
        return r
    }

    // MARK: - Streets without a type word

    /// The last token of the part before token `k`, set off by a comma, a line break or both; nil without one.
    func partBefore(_ k: Int) -> Int? {
        var e = k - 1
        if kind(e) == .newline { e -= 1 }
        if kind(e) == .comma { e -= 1 }
        return e < k - 1 && usable(e) ? e : nil
    }

    /// A street line without a type word (`1500 Broadway`, `30 St Mary Axe`, `Unter den Linden 77`,
    /// `Jungfernstieg 7`) in the part before token `l`, where a locality with its postal code starts, with a
    /// unit part between them (`1500 Broadway, Suite 400, New York, NY 10036`). Nothing but that locality
    /// tells such a line from words and a number, so it is read only from the locality back; never in the
    /// lower-case reading, where every word may be a name.
    func namedStreet(before l: Int, _ t: AddressTables) -> AddressReading? {
        guard !lowered.anyCase, var e = partBefore(l) else { return nil }
        let c = t.country
        var unitPart: TokenSpan?
        if let u = ((e - 3)...(e - 1)).first(where: { unit(at: $0, c) == e && partBefore($0) != nil }),
           let before = partBefore(u) {
            unitPart = span(u, e)
            e = before
        }
        guard var r = c.houseNumberFirst ? namedNumberFirst(endingAt: e, t) : namedNameFirst(endingAt: e, t) else { return nil }
        if let u = unitPart { r.components.unit = u }
        r.named = true
        return r
    }

    /// The first of the one to four words of a name ending at token `e` (capitalized words, with particles
    /// between them: `St Mary Axe`, `Unter den Linden`), which must be the whole run of such words: a longer run
    /// is prose or a name of something else.
    func nameWords(endingAt e: Int, _ c: AddressCountry) -> Int? {
        guard isCapitalized(e), !tokens[e].dot || keepsDot(e, c) else { return nil }
        var s = e
        while s > e - 3, isCapitalized(s - 1) || isParticle(s - 1, c), !tokens[s - 1].dot || keepsDot(s - 1, c) { s -= 1 }
        while s < e, !isCapitalized(s) { s += 1 }
        if isCapitalized(s - 1) || isParticle(s - 1, c) && isCapitalized(s - 2) { return nil }
        // A date is no street line: `On 12 March, London SW1A 2AA.`, `Montag 5, 10117 Berlin`.
        if Self.calendarWords.contains(lower(s)) { return nil }
        return s
    }

    /// A unit of two tokens ends in the part before token `k`: `Flat 3, ` or a unit word on its own line
    /// (`Flat 2⏎`; not `#0654418⏎`, a licence number ending a signature's line).
    func unitLineBefore(_ k: Int, _ c: AddressCountry) -> Bool {
        guard let u = unit(at: k - 3, c), u == k - 2 else { return false }
        return kind(k - 1) == .comma || kind(k - 1) == .newline && word(k - 3, is: .unit, in: c)
    }

    /// Words that end British building names (Royal Mail's Postcode Address File keeps the building name in its
    /// own field, before the thoroughfare): `Rose Court`, `Ivy House`, `The Old Rectory`, `Tower Mansions`.
    static let britishBuildingWords: Set<String> = [
        "house", "court", "cottage", "cottages", "lodge", "hall", "farm", "farmhouse", "barn", "mill", "mansions", "buildings",
        "chambers", "tower", "towers", "centre", "works", "manor", "rectory", "vicarage", "villa", "villas", "apartments",
        "studios", "wharf", "grange", "bungalow",
    ]

    /// Royal Mail's building name in the part (comma part or line) before the street line `r` starts, and the
    /// sub-building before it: `Rose Court, 12 High Street`, `Ivy House, Church Lane, …`, `Flat 3, Rose Court, …`.
    /// One to four capitalized words ending in a building word; taken as the unit (vCard's extended address).
    func britishBuilding(before r: inout AddressReading) {
        guard r.components.unit == nil, let e = partBefore(r.first), isWord(e), tokens[e].upper, !tokens[e].dot,
              Self.britishBuildingWords.contains(lower(e)) else { return }
        var s = e
        while s > e - 3, isCapitalized(s - 1), !tokens[s - 1].dot { s -= 1 }
        guard opensPart(s), tokens[s].start >= resume else { return }
        var first = s
        if unitLineBefore(s, r.country), opensPart(s - 3), tokens[s - 3].start >= resume { first = s - 3 }
        r.first = first
        r.components.unit = span(first, e)
    }

    /// Token `t` is a comma or one line break.
    func isSeparator(_ t: Int) -> Bool { usable(t) && tokens[t].isSeparator }

    /// Month and weekday names of the date languages (`DateLanguage`), lower-cased.
    static let calendarWords: Set<String> = Set(DateLanguage.all.flatMap { Array($0.months.keys) + Array($0.weekdays.keys) })

    /// Token `t` opens an address part: it starts the text or follows a separator, a stop or a lower-case word.
    func opensPart(_ t: Int) -> Bool {
        guard let before = kind(t - 1) else { return true }
        switch before {
        case .comma, .newline, .blank, .period, .stop: return true
        case .word: return !tokens[t - 1].upper && !tokens[t - 1].allUpper
        case .alnum, .dash, .hash, .slash: return false
        }
    }

    /// A four-digit number of the years 1900–2099 (`In 2019 Acme moved…`): no house number of a line without
    /// a street type.
    func isYearLike(_ t: Int) -> Bool {
        let n = tokens[t]
        return n.isNumber && n.digits == 4
            && (text[n.start] == 0x31 && text[n.start + 1] == 0x39 || text[n.start] == 0x32 && text[n.start + 1] == 0x30)
    }

    /// `1500 Broadway`, `30 St Mary Axe`, `1 The Strand`, `87-135 Brompton`, ending at token `e`.
    func namedNumberFirst(endingAt e: Int, _ t: AddressTables) -> AddressReading? {
        let c = t.country
        guard let s = nameWords(endingAt: e, c) else { return nil }
        let n = s - 1
        guard isHouseNumber(n), !tokens[n].dot, !isYearLike(n) else { return nil }
        var first = n
        if kind(n - 1) == .dash, !tokens[n - 1].spaceBefore, !tokens[n].spaceBefore, isHouseNumber(n - 2) { first = n - 2 }
        guard opensPart(first) else { return nil }
        var r = AddressReading(tables: t, first: first, last: e)
        r.components.houseNumber = span(first, n)
        r.components.street = span(s, e, dot: keepsDot(e, c))
        // A unit before the line: `Flat 3, 45 Piccadilly`.
        if unitLineBefore(first, c), opensPart(first - 3) {
            r.first = first - 3
            r.components.unit = span(first - 3, first - 2)
        }
        return r
    }

    /// `Unter den Linden 77`, `Jungfernstieg 7`, `Zeil 106`, `Gran Vía, 28`, `Am Markt 1-3`, ending at token `e`.
    func namedNameFirst(endingAt e: Int, _ t: AddressTables) -> AddressReading? {
        let c = t.country
        var h = e
        if let s = kind(e - 1), s == .dash || s == .slash, !tokens[e - 1].spaceBefore, !tokens[e].spaceBefore, isHouseNumber(e - 2) {
            h = e - 2
        }
        guard isHouseNumber(h), isHouseNumber(e), !tokens[e].dot, !isYearLike(h) else { return nil }
        var j = h - 1
        if word(j, is: .houseNumberMarker, in: c) { j -= 1 }
        if kind(j) == .comma { j -= 1 }
        guard let s = nameWords(endingAt: j, c), opensPart(s) else { return nil }
        var r = AddressReading(tables: t, first: s, last: e)
        r.components.street = span(s, j, dot: keepsDot(j, c))
        r.components.houseNumber = span(h, e)
        return r
    }
}
