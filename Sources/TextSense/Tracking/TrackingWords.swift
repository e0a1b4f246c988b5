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
        let window = sentence(ending: text.string(from..<start)).lowercased()
        // The nearest of an order word and a tracking word decides (`order 123, tracking 1Z…`).
        let o = lastOffset(of: order, in: window)
        let t = lastOffset(of: tracking, in: window)
        switch (o, t) {
        case (nil, nil): return .none
        case (_?, nil): return .order
        case (nil, _?): return .tracking
        case (let o?, let t?): return o > t ? .order : .tracking
        }
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
    private static func lastOffset(of words: [String], in window: String) -> Int? {
        var best: Int?
        for w in words {
            var upper = window.endIndex
            while let r = window.range(of: w, options: .backwards, range: window.startIndex..<upper) {
                if r.lowerBound == window.startIndex || !window[window.index(before: r.lowerBound)].isLetter {
                    let at = window.utf8.distance(from: window.startIndex, to: r.lowerBound)
                    if best.map({ at > $0 }) ?? true { best = at }
                    break
                }
                upper = r.lowerBound
            }
        }
        return best
    }
}
