import Foundation
import Testing

/// `textsense validate`: one JSON object per value, exit status 0 (all valid), 1 (one invalid), 64 (usage).
@Suite("validate CLI")
struct ValidateCLITests {
    @Test("a valid tracking number: its value, exit 0")
    func valid() throws {
        let r = try CLI.run(["validate", "--as", "tracking"], stdin: Data("1Z 999 AA1 01 2345 6784\n".utf8))
        #expect(r.status == 0)
        #expect(r.stderr == "")
        let obj = try #require(try r.jsonLines().first)
        #expect(obj["valid"] as? Bool == true)
        #expect((obj["value"] as? [String: Any])?["carrier"] as? String == "ups")
    }

    @Test("an invalid phone: the reason, exit 1")
    func invalid() throws {
        let r = try CLI.run(["validate", "--as", "phone", "--region", "US"], stdin: Data("12\n".utf8))
        #expect(r.status == 1)
        #expect(r.stdout == #"{"kind":"phone","valid":false,"reason":"phone number too short for US"}"# + "\n")
    }

    @Test("--as money: the amount and currency of a valid field, the reason of a bare number")
    func money() throws {
        let r = try CLI.run(["validate", "--as", "money", "--locale", "pt-BR", "--records", "lines"],
                            stdin: Data("R$ 1.234,56\n1234\n".utf8))
        #expect(r.status == 1)
        #expect(r.stderr == "")
        #expect(r.lines == [
            #"{"record":1,"validation":{"kind":"money","valid":true,"type":"money","value":{"amount":"1234.56","currency":"BRL","approximate":false,"currencyAmbiguous":false}}}"#,
            #"{"record":2,"validation":{"kind":"money","valid":false,"reason":"a money amount needs a currency (USD 5, 5 €, $5)"}}"#,
        ])
    }

    @Test("--records lines: one line per value, exit 1 when one is invalid")
    func lines() throws {
        let r = try CLI.run(["validate", "--as", "postal-code", "--region", "GB", "--records", "lines"],
                            stdin: Data("SW1A 2AA\nnope\n".utf8))
        #expect(r.status == 1)
        #expect(r.lines == [
            #"{"record":1,"validation":{"kind":"postal-code","valid":true,"value":{"postalCode":"SW1A 2AA","countryCode":"GB"}}}"#,
            #"{"record":2,"validation":{"kind":"postal-code","valid":false,"reason":"not a postal code of GB (SW1A 2AA)"}}"#,
        ])
    }

    @Test("usage errors: missing --as, unknown kind", arguments: [
        (["validate"], "'--as"),
        (["validate", "--as", "colour"], "invalid value 'colour' for '--as'"),
        (["validate", "--as", "phone", "--region", "XYZ"], "--region"),
    ])
    func usage(_ args: [String], _ message: String) throws {
        let r = try CLI.run(args, stdin: Data("x\n".utf8))
        #expect(r.status == 64)
        #expect(r.stdout == "")
        #expect(r.stderr.contains(message))
    }

    @Test("--help documents every kind")
    func help() throws {
        let r = try CLI.run(["validate", "--help"])
        #expect(r.status == 0)
        for kind in ["email", "url", "phone", "postal-code", "date", "tracking", "flight", "money", "--region", "--records"] {
            #expect(r.stdout.contains(kind))
        }
    }

    @Test("detect --types tracking,flight")
    func detect() throws {
        let r = try CLI.run(["detect", "--types", "tracking,flight"],
                            stdin: Data("Flug LH400 FRA-JFK, Paket RR123456785DE\n".utf8))
        #expect(r.status == 0)
        let types = try r.jsonLines().compactMap { $0["type"] as? String }
        #expect(types == ["flight", "tracking"])
    }
}
