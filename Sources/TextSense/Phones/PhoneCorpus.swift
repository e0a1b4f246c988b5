/// A seeded text generator for the phone benchmark and the equivalence tests: prose in the six supported
/// languages with phone numbers of thirteen regions in their usual formats, and the look-alikes
/// `PhoneFilter` rejects (dates, times, ISBNs, cards, UUIDs, coordinates, versions, pages, prices,
/// percentages, order and reference numbers). SPI, not stable API.
@_spi(PhoneReference)
public enum PhoneCorpus {
    /// Prose: one line in twenty carries a phone number and one in twenty a look-alike (about one phone per
    /// 3 KB), other lines are sentences, some with years and counts. Dense: two to four numbers or look-alikes
    /// on every line.
    public enum Density: String, Sendable, CaseIterable { case prose, dense }

    /// About `bytes` bytes of text (lines of 40–300 bytes), the same for the same seed.
    public static func generate(bytes: Int, seed: UInt64, density: Density) -> String {
        var rng = PhoneCorpusRandom(seed: seed)
        var out = ""
        out.reserveCapacity(bytes + 512)
        while out.utf8.count < bytes {
            switch density {
            case .prose:
                let r = rng.next(100)
                if r < 90 { out += sentence(&rng) + " " + sentence(&rng) }
                else if r < 95 { out += sentence(&rng) + " " + phoneLine(&rng) }
                else { out += sentence(&rng) + " " + lookalike(&rng) }
            case .dense:
                var parts: [String] = []
                for _ in 0..<(2 + rng.next(3)) { parts.append(rng.next(2) == 0 ? phoneLine(&rng) : lookalike(&rng)) }
                out += parts.joined(separator: " ")
            }
            out += "\n"
        }
        return out
    }

    // MARK: - Pieces

    private static let prose: [String] = [
        "The quarterly report is attached; please review the figures before Friday.",
        "We will meet at the main entrance and walk to the conference room together.",
        "Thanks again for your help with the migration, it went smoothly.",
        "Отчёт за квартал во вложении, посмотрите цифры до пятницы, пожалуйста.",
        "Встречаемся у главного входа, потом вместе пойдём в переговорную.",
        "O relatório trimestral está em anexo; revise os números antes de sexta-feira.",
        "Obrigado pela ajuda com a migração, correu tudo bem.",
        "Der Quartalsbericht ist angehängt, bitte prüfen Sie die Zahlen bis Freitag.",
        "Wir treffen uns am Haupteingang und gehen dann gemeinsam in den Besprechungsraum.",
        "Le rapport trimestriel est joint ; merci de vérifier les chiffres avant vendredi.",
        "Nous nous retrouverons à l’entrée principale avant la réunion.",
        "El informe trimestral está adjunto; revise las cifras antes del viernes.",
        "Nos vemos en la entrada principal y vamos juntos a la sala de reuniones.",
        "Best regards,\u{A0}Ana — Head of Operations, Example Corp.",
        "The train leaves at noon; bring the printed tickets and your passport.",
        "Bitte beachten Sie die geänderten Öffnungszeiten während der Feiertage.",
        "In 2019 the team grew from 12 to 48 people across 3 offices.",
        "Мы выпустили 3 версии в 2021 году и закрыли 250 задач.",
        "Em 2020, 75% dos pedidos chegaram em 2 dias.",
        "Kapitel 4 enthält 25 Beispiele auf 120 Seiten.",
        "Le 14 juillet 1789, à 15 h, la foule prit la Bastille.",
        "El 3 de mayo de 2018 se vendieron 1.200 entradas.",
    ]

    private static func sentence(_ rng: inout PhoneCorpusRandom) -> String { prose[rng.next(prose.count)] }

    private static func digits(_ n: Int, _ rng: inout PhoneCorpusRandom, first: ClosedRange<Int> = 0...9) -> String {
        var s = String(first.lowerBound + rng.next(first.count))
        for _ in 1..<max(1, n) { s += String(rng.next(10)) }
        return n <= 0 ? "" : s
    }

    static func phone(_ rng: inout PhoneCorpusRandom) -> String {
        func d(_ n: Int, _ first: ClosedRange<Int> = 0...9) -> String { digits(n, &rng, first: first) }
        let npa = d(3, 2...9), nxx = d(3, 2...9), line = d(4)
        switch rng.next(26) {
        case 0: return "(\(npa)) \(nxx)-\(line)"
        case 1: return "\(npa)-\(nxx)-\(line)"
        case 2: return "\(npa).\(nxx).\(line)"
        case 3: return "+1 \(npa) \(nxx) \(line)"
        case 4: return "1-800-\(nxx)-\(line)"
        case 5: return "(\(npa)) \(nxx)-\(line) ext. \(d(3))"
        case 6: return "\(npa)-\(nxx)-\(line) x\(d(2))"
        case 7: return "+44 20 7\(d(3)) \(d(4))"
        case 8: return "+44 7\(d(3)) \(d(6))"
        case 9: return "+49 30 \(d(7, 1...9))"
        case 10: return "+49 (0)89 \(d(2)) \(d(2)) \(d(2)) \(d(2))"
        case 11: return "+33 1 \(d(2)) \(d(2)) \(d(2)) \(d(2))"
        case 12: return "+33 6.\(d(2)).\(d(2)).\(d(2)).\(d(2))"
        case 13: return "+7 (495) \(d(3))-\(d(2))-\(d(2))"
        case 14: return "+7 916 \(d(3))-\(d(2))-\(d(2)) доб. \(d(3))"
        case 15: return "+55 11 9\(d(4))-\(d(4))"
        case 16: return "+34 91\u{A0}\(d(3))\u{A0}\(d(2))\u{A0}\(d(2))"
        case 17: return "+91 98\(d(3)) \(d(5))"
        case 18: return "+81 3-\(d(4))-\(d(4))"
        case 19: return "+86 138 \(d(4)) \(d(4))"
        case 20: return "+61 2 9\(d(3)) \(d(4))"
        case 21: return "+52 55 \(d(4)) \(d(4))"
        case 22: return "+1 416\u{2013}\(nxx)\u{2013}\(line)"
        case 23: return "＋１ （\(npa)） \(nxx)－\(line)".fullwidthDigits
        case 24: return "\(npa) \(nxx) \(line);ext=\(d(4))"
        default: return "\(npa)\(nxx)\(line)"
        }
    }

    private static func phoneLine(_ rng: inout PhoneCorpusRandom) -> String {
        let p = phone(&rng)
        let frames = [
            "Call me at \(p) tomorrow.", "Phone: \(p)", "Tel. \(p) (office)", "Телефон: \(p).", "Ligue para \(p)!",
            "Telefon \(p), Fax \(phone(&rng))", "Téléphone : \(p)", "Llame al \(p) o escriba.", "| Ana | \(p) |",
            "-- \nJohn Smith | Sales | \(p)", "Mobile \(p) / Office \(phone(&rng))", "(\(p))", "Contact: \(p); ",
        ]
        return frames[rng.next(frames.count)]
    }

    private static func lookalike(_ rng: inout PhoneCorpusRandom) -> String {
        func d(_ n: Int, _ first: ClosedRange<Int> = 0...9) -> String { digits(n, &rng, first: first) }
        let day = String(format2: 1 + rng.next(28)), month = String(format2: 1 + rng.next(12))
        let year = String(1990 + rng.next(40))
        let p = phone(&rng)
        switch rng.next(30) {
        case 0: return "Period \(day).\(month).\(year) - \(String(format2: 1 + rng.next(28))).\(month).\(year)."
        case 1: return "Valid \(month)/\(year) – \(month)/\(1 + (Int(year) ?? 2000))."
        case 2: return "Am \(day).\(month).\(year) um 10:30 Uhr."
        case 3: return "Meeting 09:00-17:30 on \(year)-\(month)-\(day)."
        case 4: return "ISBN 978-3-16-\(d(6))-\(d(1))"
        case 5: return "Card \(d(4, 3...5)) \(d(4)) \(d(4)) \(d(4))"
        case 6: return "UUID 123e4567-e89b-12d3-a456-\(d(12))"
        case 7: return "GPS \(rng.next(90)).\(d(6)), \(rng.next(180)).\(d(6))"
        case 8: return "Update to version 10.0.\(d(5)).\(d(4))."
        case 9: return "See pp. \(d(4, 1...9))-\(d(4, 1...9))."
        case 10: return "Total $\(d(1, 1...9)),\(d(3)),\(d(3)).\(d(2))"
        case 11: return "Итого \(d(1, 1...9)) \(d(3)) \(d(3)) руб."
        case 12: return "Growth \(d(3, 1...9)) \(d(3)) \(d(3)) %"
        case 13: return "Order number: \(p)"
        case 14: return "Заказ № \(p)"
        case 15: return "Pedido nº \(p)"
        case 16: return "Bestellnummer: \(p)"
        case 17: return "Numéro de commande : \(p)"
        case 18: return "Número de pedido: \(p)"
        case 19: return "Tracking \(d(12, 1...9))"
        case 20: return "Invoice #\(d(4))-\(d(6))"
        case 21: return "R$ \(d(1, 1...9)).\(d(3)).\(d(3)),\(d(2))"
        case 22: return "Population \(d(2, 1...9)) \(d(3)) \(d(3)) in \(year)."
        case 23: return "Ref: \(d(3))-\(d(3))-\(d(4))"
        case 24: return "ISSN \(d(4))-\(d(4))"
        case 25: return "Seiten \(d(4, 1...9))–\(d(4, 1...9))"
        case 26: return "Build \(d(1)).\(d(2)).\(d(5))"
        case 27: return "Account \(d(4))-\(d(4))-\(d(4))"
        case 28: return "стр. \(d(4, 1...9))–\(d(4, 1...9))"
        default: return "Room \(d(3)), floor \(d(2)), code \(d(6))."
        }
    }
}

/// A small, fast, seedable generator (PhoneCorpusRandom) so generated corpora are identical on every machine.
struct PhoneCorpusRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func nextUInt64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A value in `0..<n` (`n` > 0).
    mutating func next(_ n: Int) -> Int { Int(nextUInt64() % UInt64(max(1, n))) }
}

extension String {
    fileprivate init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
    /// ASCII digits replaced by fullwidth ones (U+FF10…).
    fileprivate var fullwidthDigits: String {
        String(String.UnicodeScalarView(unicodeScalars.map { s in
            (0x30...0x39).contains(s.value) ? Unicode.Scalar(s.value + 0xFF10 - 0x30) ?? s : s
        }))
    }
}
