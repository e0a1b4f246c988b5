import Foundation
import Testing
@testable @_spi(PhoneReference) import TextSense

@Suite struct PhoneValueTests {
    private func only(_ text: String, region: String = "US", leniency: PhoneLeniency = .valid) throws -> Detection? {
        let context = DetectionContext(region: Locale.Region(region), phoneLeniency: leniency)
        let found = try DataDetector(types: .phone, context: context).detections(in: text)
        #expect(found.count <= 1)
        return found.first
    }

    @Test func valueFieldsAndActions() throws {
        let text = "Call +1 (650) 253-0000 ext. 12 today"
        let d = try #require(try only(text))
        #expect(d.description == "phone 5..<30 \"+1 (650) 253-0000 ext. 12\" [call, message, addToContacts, copy]")
        #expect(d.kind == .phone)
        #expect(String(text[d.range]) == d.text)
        guard case .phone(let v) = d.value else { Issue.record("not a phone value"); return }
        #expect(v.e164 == "+16502530000")
        #expect(v.international == "+1 650-253-0000 ext. 12")
        #expect(v.national == "(650) 253-0000 ext. 12")
        #expect(v.countryCode == 1)
        #expect(v.region == Locale.Region("US"))
        #expect(v.numberType == .fixedLineOrMobile)
        #expect(v.extension == "12")
        #expect(d.actions.map(\.kind) == [.call, .message, .addToContacts, .copy])
        #expect(d.actions[0].url?.absoluteString == "tel:+16502530000;ext=12")
        #expect(d.actions[1].url?.absoluteString == "sms:+16502530000")
        let card = try #require(d.actions[2].payload)
        #expect(card.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
        #expect(card.contains("\r\nTEL;VALUE=uri:tel:+16502530000;ext=12\r\n"))
        #expect(d.actions[3].payload == "+1 650-253-0000 ext. 12")
    }

    @Test func jsonShape() throws {
        let d = try #require(try only("Ring +44 20 7031 3000.", region: "US"))
        var w = JSONWriter()
        d.value.writeJSON(to: &w)
        #expect(String(decoding: w.bytes, as: UTF8.self) ==
            #"{"e164":"+442070313000","international":"+44 20 7031 3000","national":"020 7031 3000","countryCode":44,"region":"GB","numberType":"fixedLine"}"#)
    }

    @Test func codableRoundTrip() throws {
        let text = "Звоните +7 916 123-45-67 доб. 5"
        let d = try #require(try only(text, region: "RU"))
        let data = try JSONEncoder().encode(d)
        let decoder = JSONDecoder()
        decoder.userInfo[.textSenseSourceText] = text
        let back = try decoder.decode(Detection.self, from: data)
        #expect(back == d)
    }

    struct TypeCase: CustomTestStringConvertible, Sendable {
        var text: String
        var type: PhoneNumberType
        var testDescription: String { text }
    }

    @Test(arguments: [
        TypeCase(text: "+44 7400 123456", type: .mobile),
        TypeCase(text: "+44 20 7031 3000", type: .fixedLine),
        TypeCase(text: "+1 800 253 0000", type: .tollFree),
        TypeCase(text: "+44 909 876 5432", type: .premiumRate),
        TypeCase(text: "+44 56 7890 1234", type: .voip),
        TypeCase(text: "+44 70 1234 5678", type: .personalNumber),
        TypeCase(text: "+44 76 0012 3456", type: .pager),
        TypeCase(text: "+44 55 1234 5678", type: .uan),
    ])
    func numberTypes(_ c: TypeCase) throws {
        let d = try #require(try only("Number: \(c.text)", region: "US"))
        guard case .phone(let v) = d.value else { Issue.record("not a phone value"); return }
        #expect(v.numberType == c.type)
    }

    /// Every region in libphonenumber's metadata works as the default region: its example number is found
    /// in international format, and in national format when it has at least 7 digits.
    @Test func everyRegionWorks() throws {
        let regions = PhoneReference.supportedRegions
        #expect(regions.count > 200)
        var failures: [String] = []
        for region in regions {
            let detector = try DataDetector(types: .phone, context: DetectionContext(region: Locale.Region(region)))
            guard let intl = PhoneReference.exampleNumber(region: region, international: true) else { continue }
            let foundIntl = detector.detections(in: "Phone: \(intl).").map(\.text)
            if foundIntl != [intl] { failures.append("\(region) \(intl) → \(foundIntl)") }
            if let national = PhoneReference.exampleNumber(region: region, international: false),
               national.unicodeScalars.filter({ ("0"..."9").contains($0) }).count >= 7 {
                let found = detector.detections(in: "Phone: \(national).").map(\.text)
                if found != [national] { failures.append("\(region) \(national) → \(found)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    struct LazyCase: CustomTestStringConvertible, Sendable {
        var text: String
        var region: String
        var international: String
        var national: String
        var numberRegion: String?
        var type: PhoneNumberType
        var testDescription: String { "\(region): \(text)" }
    }

    /// Detected values format and classify on first read; whatever is read first, and from however many tasks,
    /// they read, compare, hash and encode like values built with every field given.
    @Test(arguments: [
        LazyCase(text: "Call +1 (650) 253-0000 ext. 12 today", region: "US", international: "+1 650-253-0000 ext. 12",
                 national: "(650) 253-0000 ext. 12", numberRegion: "US", type: .fixedLineOrMobile),
        LazyCase(text: "Ring 020 7031 3000.", region: "GB", international: "+44 20 7031 3000", national: "020 7031 3000",
                 numberRegion: "GB", type: .fixedLine),
        LazyCase(text: "Звоните +7 916 123-45-67 доб. 5", region: "RU", international: "+7 916 123-45-67 ext. 5",
                 national: "8 (916) 123-45-67 ext. 5", numberRegion: "RU", type: .mobile),
        LazyCase(text: "Chiamare 06 6982 0000", region: "IT", international: "+39 06 6982 0000", national: "06 6982 0000",
                 numberRegion: "VA", type: .fixedLine),
        LazyCase(text: "Free +800 1234 5678", region: "US", international: "+800 1234 5678", national: "1234 5678",
                 numberRegion: "001", type: .tollFree),
    ])
    func lazyValueReadsLikeAGivenOne(_ c: LazyCase) async throws {
        func detect() throws -> PhoneValue {
            let d = try #require(try only(c.text, region: c.region))
            guard case .phone(let v) = d.value else { throw LazyCaseError.notAPhone }
            return v
        }
        let given = PhoneValue(e164: try detect().e164, international: c.international, national: c.national,
                               countryCode: try detect().countryCode, region: c.numberRegion.map { Locale.Region($0) },
                               numberType: c.type, extension: try detect().extension)
        // Unread values compare, hash and encode as the given one.
        #expect(try detect() == given)
        #expect(try detect().hashValue == given.hashValue)
        var w1 = JSONWriter(), w2 = JSONWriter()
        try detect().writeJSON(to: &w1)
        given.writeJSON(to: &w2)
        #expect(w1.bytes == w2.bytes)
        // Each field read first, on its own.
        #expect(try detect().national == c.national)
        #expect(try detect().numberType == c.type)
        #expect(try detect().region == given.region)
        #expect(try detect().international == c.international)
        // Read from many tasks at once.
        let shared = try detect()
        let reads = await withTaskGroup(of: [String].self) { group in
            for k in 0..<8 {
                group.addTask {
                    k % 2 == 0 ? [shared.national, shared.international, shared.numberType.rawValue]
                               : [shared.international, shared.numberType.rawValue, shared.national]
                }
            }
            return await group.reduce(into: Set<[String]>()) { $0.insert($1.sorted()) }
        }
        #expect(reads == [[c.international, c.national, c.type.rawValue].sorted()])
        // Setting a field changes that copy only.
        var changed = shared
        changed.national = "n/a"
        changed.numberType = .unknown
        #expect(changed.national == "n/a" && changed.numberType == .unknown && changed.international == c.international)
        #expect(shared.national == c.national && shared.numberType == c.type)
        #expect(changed != shared)
    }

    enum LazyCaseError: Error { case notAPhone }

    struct LeniencyCase: CustomTestStringConvertible, Sendable {
        var text: String
        var leniency: PhoneLeniency
        var found: Bool
        var testDescription: String { "\(leniency): \(text)" }
    }

    @Test(arguments: [
        LeniencyCase(text: "65 02 53 00 00", leniency: .valid, found: true),
        LeniencyCase(text: "65 02 53 00 00", leniency: .strictGrouping, found: false),
        LeniencyCase(text: "650 2530000", leniency: .strictGrouping, found: true),
        LeniencyCase(text: "650 2530000", leniency: .exactGrouping, found: false),
        LeniencyCase(text: "650 253 0000", leniency: .exactGrouping, found: true),
        LeniencyCase(text: "+1 650 253 00", leniency: .valid, found: false),
    ])
    func leniency(_ c: LeniencyCase) throws {
        let d = try only("Call \(c.text) now", region: "US", leniency: c.leniency)
        #expect((d != nil) == c.found)
    }

    @Test func phoneIsADetectionType() {
        var unknown: String?
        #expect(DetectionTypes(names: "phone", unknown: &unknown) == .phone)
        #expect(DetectionTypes.all.contains(.phone))
        #expect(DetectionTypes.all.kinds.contains(.phone))
        #expect(Detection.Kind(rawValue: "phone") == .phone)
        #expect(PhoneLeniency(rawValue: "strictGrouping") == .strictGrouping)
        #expect(DetectionContext().phoneLeniency == .valid)
    }

    @Test func textWithoutDigitsAndOddBytesFindsNothing() throws {
        let detector = try DataDetector(types: .phone)
        #expect(detector.detections(in: "").isEmpty)
        #expect(detector.detections(in: "No numbers here — только буквы, ça va? 🙂").isEmpty)
        // Odd neighbours (a combining mark, emoji, Arabic-Indic digits): exactly what libphonenumber says.
        for odd in ["+1 650 253 0000\u{301}", "🙂+1 650 253 0000🙂", "\u{661}\u{662}\u{663} +1 650 253 0000 \u{663}"] {
            let expected = PhoneReference.lineByLineMatches(in: odd, context: DetectionContext()).filter { $0.rejection == nil }
            #expect(detector.detections(in: odd).map(\.utf8Range) == expected.map(\.utf8Range), "\(odd)")
        }
        // One 40 KB cluster of digits and spaces: split into bounded snippets, nothing valid in it.
        #expect(detector.detections(in: String(repeating: "1 ", count: 20_000)).isEmpty)
        // 100 KB of digits, or of digit pairs and dashes: words of more than 30 digits are never numbers, so
        // libphonenumber is not even asked (it would spend seconds per megabyte on them).
        #expect(detector.detections(in: String(repeating: "5", count: 100_000)).isEmpty)
        #expect(detector.detections(in: String(repeating: "12-34-56-78-", count: 8_000)).isEmpty)
        // A list of numbers on one 48 KB line is cut at its separators, never inside a number.
        let list = String(repeating: "(650) 253-0000, ", count: 3_000)
        #expect(detector.detections(in: list).count == 3_000)
        // A number at the very end and the very start of the text.
        #expect(detector.detections(in: "650 253 0000").map(\.utf8Range) == [0..<12])
    }
}
