import Foundation
import Testing
@testable import TextSense

/// Real text on a Debian machine: the Free Software Foundation's postal address in the installed
/// `/usr/share/doc/*/copyright` files, written on one line or broken over two or three, indented, with `St`
/// or `Street`, one or two spaces before the ZIP code. Skipped where no such file is installed.
@Suite("Address detector: real text")
struct AddressRealTextTests {
    /// The text of every installed copyright file that holds the address.
    static let copyrightTexts: [String] = {
        let root = URL(fileURLWithPath: "/usr/share/doc")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().compactMap { name in
            let url = root.appendingPathComponent(name).appendingPathComponent("copyright")
            guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8),
                  text.contains("51 Franklin") else { return nil }
            return text
        }
    }()

    @Test("the FSF address in the installed copyright files is found whole",
          .enabled(if: !copyrightTexts.isEmpty, "no /usr/share/doc/*/copyright holds the FSF address"))
    func fsfAddress() throws {
        let detector = try DataDetector(types: .address, context: DetectionContext(region: Locale.Region("US")))
        var total = 0
        var whole = 0
        var misses: [String] = []
        for text in Self.copyrightTexts {
            let found = detector.detections(in: text)
            var from = text.startIndex
            while let number = text.range(of: "51 Franklin", range: from..<text.endIndex) {
                from = number.upperBound
                // The occurrence ends with the ZIP code (`02110-1301`, `02110-1335`); a copy cut before it is
                // not an address.
                guard let zip = text.range(of: "02110", range: number.upperBound..<min(text.endIndex,
                        text.index(number.upperBound, offsetBy: 80, limitedBy: text.endIndex) ?? text.endIndex)) else { continue }
                total += 1
                let hit = found.first { $0.range.lowerBound == number.lowerBound && $0.range.upperBound >= zip.upperBound }
                if let hit, case .address(let value) = hit.value, value.components.city == "Boston",
                   value.components.region == "MA", value.components.postalCode?.hasPrefix("02110") == true {
                    whole += 1
                } else {
                    misses.append(String(text[number.lowerBound..<zip.upperBound]).debugDescription)
                }
            }
        }
        #expect(total > 0)
        let share = Double(whole) / Double(max(total, 1))
        #expect(share >= 0.95, "found whole \(whole) of \(total); missed: \(misses.prefix(10).joined(separator: "; "))")
    }
}
