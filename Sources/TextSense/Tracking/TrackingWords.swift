import Foundation

/// The words that make digits a tracking number, or an order number, in the six languages.
enum TrackingWords {
    enum Found { case tracking, order, none }

    /// Tracking words and carrier names (lower-cased; matched as substrings of the words before a number).
    static let tracking: [String] = [
        // en
        "tracking", "track", "shipment", "parcel", "package", "waybill", "air waybill", "awb", "consignment",
        // de
        "sendung", "paket", "verfolgung", "päckchen", "paketschein",
        // fr
        "suivi", "colis", "envoi", "lettre suivie",
        // pt
        "rastreio", "rastreamento", "rastreie", "encomenda", "objeto",
        // es
        "seguimiento", "envío", "envio", "paquete", "localizador",
        // ru
        "трек", "отслеживан", "посылк", "отправлени", "почтов", "идентификатор",
        // carriers
        "ups", "fedex", "usps", "dhl", "ontrac", "amazon", "royal mail", "deutsche post", "colissimo", "la poste",
        "chronopost", "correos", "correios", "ctt", "почта", "сдэк", "dpd", "gls", "hermes", "canada post", "purolator",
    ]

    /// Order, invoice and reference words: what follows them is not a tracking number.
    static let order: [String] = [
        "order", "invoice", "receipt", "bestell", "rechnung", "auftrag", "commande", "facture", "pedido",
        "encomenda n", "fatura", "factura", "заказ", "счёт", "счет",
    ]

    /// What the last few words before `start` (same line, up to 48 bytes) say.
    static func before(_ start: Int, in text: UTF8Text) -> Found {
        var lo = max(0, start - 48)
        while lo < start, text[lo] & 0xC0 == 0x80 { lo += 1 }
        var from = lo
        for j in stride(from: start - 1, through: lo, by: -1) where text[j] == 0x0A { from = j + 1; break }
        // An ASCII window lower-cased byte by byte: when no word of it starts an order or tracking word, neither
        // does any word of the sentence `sentence(ending:)` keeps (its words start where the window's do), so most
        // windows are turned away without a string.
        if (from..<start).allSatisfy({ text[$0] < 0x80 }) {
            let lower = (from..<start).map { text[$0] &- 0x41 < 26 ? text[$0] | 0x20 : text[$0] }
            if lastOffset(of: orderBytes, in: lower) == nil && lastOffset(of: trackingBytes, in: lower) == nil { return .none }
            // ASCII: the sentence is cut and the words found in the bytes, as `sentence(ending:)` reads characters.
            let cut = asciiSentenceStart(from..<start, in: text) - from
            return decide(lastOffset(of: orderBytes, in: Array(lower[cut...])), lastOffset(of: trackingBytes, in: Array(lower[cut...])))
        }
        let written = text.string(from..<start)
        let window = (mayEndSentence(from..<start, in: text) ? sentence(ending: written) : Substring(written)).lowercased()
        // The nearest of an order word and a tracking word decides (`order 123, tracking 1Z…`).
        return decide(lastOffset(of: orderBytes, in: window), lastOffset(of: trackingBytes, in: window))
    }

    /// The nearer of an order word at `o` and a tracking word at `t` decides.
    private static func decide(_ o: Int?, _ t: Int?) -> Found {
        switch (o, t) {
        case (nil, nil): return .none
        case (_?, nil): return .order
        case (nil, _?): return .tracking
        case (let o?, let t?): return o > t ? .order : .tracking
        }
    }

    /// Where `sentence(ending:)` starts the sentence in an ASCII window: after the last `.`, `?` or `!` that a space,
    /// a capital and a lower-case letter follow (ASCII holds no `¿` or `¡`); the window's start when there is none.
    private static func asciiSentenceStart(_ range: Range<Int>, in text: UTF8Text) -> Int {
        var k = range.upperBound - 4
        while k >= range.lowerBound {
            let c = text[k]
            if c == 0x2E || c == 0x3F || c == 0x21, text[k + 1] == 0x20, text[k + 2] &- 0x41 < 26, text[k + 3] &- 0x61 < 26 {
                return k + 2
            }
            k -= 1
        }
        return range.lowerBound
    }

    /// Whether `range` holds what every sentence end of `sentence(ending:)` needs: `¿`, `¡`, or one of `.?!`
    /// right before a space. Most windows hold none and are not split into characters.
    private static func mayEndSentence(_ range: Range<Int>, in text: UTF8Text) -> Bool {
        var j = range.lowerBound
        while j + 1 < range.upperBound {
            let b = text[j], c = text[j + 1]
            if (b == 0x2E || b == 0x3F || b == 0x21) && c == 0x20 || b == 0xC2 && (c == 0xBF || c == 0xA1) { return true }
            j += 1
        }
        return false
    }

    /// The part of `window` after its last sentence end: `¿`, `¡`, or `.`/`?`/`!` and a space before a capitalized
    /// word (`… exprés. ¿Me pueden llamar al 55 8765 4321`, `… facture 2026-1142. Lettre recommandée : LX…`), so a
    /// word of the sentence before decides nothing (`No. RR…` and `nº 12` end no sentence).
    static func sentence(ending window: String) -> Substring {
        let chars = Array(window)
        var k = chars.count - 1
        while k >= 0 {
            let c = chars[k]
            if c == "¿" || c == "¡" { return Substring(String(chars[(k + 1)...])) }
            if (c == "." || c == "?" || c == "!"), k + 3 < chars.count, chars[k + 1] == " ",
               chars[k + 2].isUppercase, chars[k + 3].isLowercase {
                return Substring(String(chars[(k + 2)...]))
            }
            k -= 1
        }
        return Substring(window)
    }

    /// The UTF-8 offset of the last word in `window` that starts with one of `words` at a word start.
    ///
    /// Byte comparisons at each word start (a position after no letter), from the end: the window is at most 48
    /// bytes, so this is a few dozen byte reads, never a substring search per word.
    private static func lastOffset(of table: [[[UInt8]]], in window: String) -> Int? {
        lastOffset(of: table, in: Array(window.utf8))
    }

    private static func lastOffset(of table: [[[UInt8]]], in bytes: [UInt8]) -> Int? {
        var at = bytes.count - 1
        while at >= 0 {
            defer { at -= 1 }
            let b = bytes[at]
            guard b & 0xC0 != 0x80, at == 0 || !isLetter(endingAt: at, in: bytes) else { continue }
            for w in table[Int(b)] where at + w.count <= bytes.count && bytes[at..<at + w.count].elementsEqual(w) {
                return at
            }
        }
        return nil
    }

    /// `order` and `tracking` as bytes, bucketed by first byte.
    private static let orderBytes = buckets(order)
    private static let trackingBytes = buckets(tracking)
    private static func buckets(_ words: [String]) -> [[[UInt8]]] {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for w in words { if let f = w.utf8.first { table[Int(f)].append(Array(w.utf8)) } }
        return table
    }

    /// Whether the scalar that ends right before byte `i` is a letter (ASCII letters; other scalars but
    /// punctuation and spaces count as letters, as in the date tokenizer).
    private static func isLetter(endingAt i: Int, in bytes: [UInt8]) -> Bool {
        var s = i - 1
        while s > 0, bytes[s] & 0xC0 == 0x80 { s -= 1 }
        let b = bytes[s]
        if b < 0x80 { return (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        return !DateScan.isSeparatorLead(b)
    }
}
