import Testing
import TextSense
@testable import TextSenseCorpus

/// The optional family tag of gold dates (`{{date#holiday|…|…}}`, JSONL `"family"`) and the per-family rows the
/// scorer adds.
@Suite("Gold date families")
struct GoldFamilyTests {
    static let doc = """
        @@ doc t-1 lang=en region=US now=2026-12-03T10:00:00 tz=America/New_York
        Closed on {{date#holiday|2026-12-25|Christmas Day}}, open {{date#open|{"start":"2026-12-05","direction":"before"}|until Friday}} and {{date|2026-12-04|tomorrow}}.
        """

    @Test func markupTagsAreReadAndExported() throws {
        let r = GoldReader.parseMarkup(Self.doc, file: "t.gold")
        #expect(r.issues.isEmpty)
        let d = try #require(r.documents.first)
        #expect(d.entities.map(\.family) == ["holiday", "open", nil])
        #expect(d.entities.map(\.type) == ["date", "date", "date"])
        #expect(d.text == "Closed on Christmas Day, open until Friday and tomorrow.")
        let back = GoldReader.parseJSONL(d.jsonLine(), file: "t.jsonl")
        #expect(back.issues.isEmpty)
        #expect(back.documents.first?.entities.map(\.family) == ["holiday", "open", nil])
    }

    @Test func unknownFamiliesAreIssues() throws {
        let r = GoldReader.parseMarkup("@@ doc t-2 lang=en region=US now=2026-12-03T10:00:00 tz=UTC\n"
                                       + "on {{date#weekly|2026-12-04|Friday}} call {{phone#holiday|+16502530000|(650) 253-0000}}\n",
                                       file: "t.gold")
        let issues = GoldValidator.validate(r.documents).map(\.message)
        #expect(issues.filter { $0.contains("unknown family") }.count == 2, "\(issues)")
    }

    @Test func familyRowsCountFoundExactAndValue() throws {
        let d = try #require(GoldReader.parseMarkup(Self.doc, file: "t.gold").documents.first)
        let holiday = d.entities[0], open = d.entities[1]
        let preds = [
            PredictedEntity(type: "date", utf8Range: holiday.utf8Range, value: .object(["start": .string("2026-12-25")])),
            PredictedEntity(type: "date", utf8Range: (open.utf8Range.lowerBound + 6)..<open.utf8Range.upperBound,
                            value: .object(["start": .string("2026-12-04")])),
        ]
        let report = Scorer.score(documents: [d], predictions: [preds])
        let rows = Dictionary(uniqueKeysWithValues: report.families.filter { $0.language == "all" }.map { ($0.family, $0.counts) })
        #expect(rows.keys.sorted() == ["holiday", "open"])
        #expect(rows["holiday"]?.matched == 1 && rows["holiday"]?.exactSpan == 1 && rows["holiday"]?.valueCorrect == 1)
        #expect(rows["open"]?.matched == 1 && rows["open"]?.exactSpan == 0 && rows["open"]?.valueCorrect == 0)
        #expect(report.total("date")?.counts.gold == 3)
    }

    @Test func addressesCountUnderTheirCountry() throws {
        let text = """
            @@ doc t-3 lang=en region=US now=2026-12-03T10:00:00 tz=America/New_York
            Ship to {{address|houseNumber=1;street=Main St;city=Boston;region=MA|1 Main St, Boston, MA}} or {{address#CA|houseNumber=2;street=King St W;city=Toronto;region=ON|2 King St W, Toronto, ON}}.
            """
        let r = GoldReader.parseMarkup(text, file: "t.gold")
        #expect(GoldValidator.validate(r.documents).isEmpty)
        let d = try #require(r.documents.first)
        #expect(d.entities.map(\.family) == [nil, "CA"])
        let boston = d.entities[0]
        let preds = [PredictedEntity(type: "address", utf8Range: boston.utf8Range, value: boston.value)]
        let report = Scorer.score(documents: [d], predictions: [preds])
        let rows = Dictionary(uniqueKeysWithValues: report.families.filter { $0.language == "all" && $0.type == "address" }
            .map { ($0.family, $0.counts) })
        #expect(rows.keys.sorted() == ["CA", "US"])
        #expect(rows["US"]?.gold == 1 && rows["US"]?.matched == 1)
        #expect(rows["CA"]?.gold == 1 && rows["CA"]?.matched == 0)
    }

    @Test(arguments: ["ca", "USA", "C1", "holiday"])
    func addressFamiliesMustBeCountryCodes(_ tag: String) {
        let r = GoldReader.parseMarkup("@@ doc t-4 lang=en region=US now=2026-12-03T10:00:00 tz=UTC\n"
                                       + "at {{address#\(tag)|houseNumber=1;street=Main St|1 Main St}}\n", file: "t.gold")
        #expect(GoldValidator.validate(r.documents).map(\.message).contains { $0.contains("unknown family") })
    }
}
