import Testing
import Foundation
@testable @_spi(PhoneReference) import TextSense

@Test func scratchPhones() throws {
    let inputs: [(String, String)] = [
        ("US", "Call me at (650) 253-0000 tomorrow. Phone: 650.253.0000 ext. 1234; toll free 1-800-555-0199 or +1 212 555 0123."),
        ("US", "Order number: 857-555-3556. Dates 01.03.2015 - 31.03.2015 and 03/2015 – 03/2016. Card 4111 1111 1111 1111. Price $1,234,567.89"),
        ("CA", "(416) 979-3333 or +1 604 555 0199"),
        ("GB", "020 7031 3000, +44 20 7031 3000, 07400 123456"),
        ("DE", "Tel.: 030 1234567, +49 30 1234567, 089 / 12 34 56 78. Bestellnummer: 030 1234567. Vom 01.03.2015 bis 31.03.2015"),
        ("FR", "01 23 45 67 89, +33 1 23 45 67 89, 06.12.34.56.78; numéro de commande : 01 23 45 67 89"),
        ("ES", "912 345 678, +34 612 34 56 78, número de pedido: 912 345 678"),
        ("BR", "(11) 98765-4321, +55 11 98765-4321, Pedido nº 11 98765-4321, R$ 1.234.567,89"),
        ("RU", "8 (495) 123-45-67, +7 916 123-45-67, Заказ № 8 916 123-45-67, 1 234 567 руб."),
        ("IN", "+91 98765 43210, 098765 43210"),
        ("JP", "03-1234-5678, +81 3-1234-5678, ０３－１２３４－５６７８"),
        ("CN", "010 1234 5678, +86 138 0013 8000"),
        ("AU", "(02) 9374 4000, +61 2 9374 4000, 0412 345 678"),
        ("MX", "55 1234 5678, +52 55 1234 5678"),
    ]
    for (region, text) in inputs {
        let d = try DataDetector(types: .phone, context: DetectionContext(region: Locale.Region(region)))
        print("== \(region): \(text)")
        for x in d.detections(in: text) {
            if case .phone(let v) = x.value { print("  \(x)  \(v.e164) \(v.numberType) ext=\(v.extension ?? "-") \(v.region?.identifier ?? "nil")") }
        }
        for m in PhoneReference.lineByLineMatches(in: text, context: DetectionContext(region: Locale.Region(region))) {
            print("  ref \(m.utf8Range) \(m.rejection ?? "keep") \"\(String(decoding: Array(text.utf8)[m.utf8Range], as: UTF8.self))\"")
        }
    }
}
