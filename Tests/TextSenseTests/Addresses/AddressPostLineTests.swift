import Foundation
import Testing
@testable import TextSense

/// Address lines the national posts define beyond the street line: Canada Post's delivery installation after a
/// box (`Stn A`, `succ. Centre-ville`, `RPO Westdale`), Royal Mail's building name before the thoroughfare
/// (`Rose Court, 12 High Street`, `Ivy House, Church Lane`), La Poste's abbreviated types de voie (`all.`,
/// `imp.`, `chem.`, `fbg`, `crs`) and Russian streets named by a year (`ул. 1905 года`); with the texts around
/// them that must stay as they were.
@Suite("Address detector: post office lines")
struct AddressPostLineTests {
    static let canada: [AddressCase] = [
        AddressCase("PO Box 4001 Stn A, Victoria BC V8X 3X4", "PO Box 4001 Stn A, Victoria BC V8X 3X4", "CA",
                    ["poBox": "PO Box 4001 Stn A", "city": "Victoria", "region": "BC", "postalCode": "V8X 3X4"]),
        AddressCase("PO BOX 4001 STN A\nVICTORIA BC  V8X 3X4", "PO BOX 4001 STN A\nVICTORIA BC  V8X 3X4", "CA",
                    ["poBox": "PO BOX 4001 STN A", "city": "VICTORIA", "postalCode": "V8X 3X4"]),
        AddressCase("P.O. Box 123, Station Main, Edmonton, AB T5J 2G8", "P.O. Box 123, Station Main, Edmonton, AB T5J 2G8", "CA",
                    ["poBox": "P.O. Box 123, Station Main", "city": "Edmonton", "region": "AB"]),
        AddressCase("CP 6128, succ. Centre-ville, Montréal QC H3C 3J7", "CP 6128, succ. Centre-ville, Montréal QC H3C 3J7", "CA",
                    ["poBox": "CP 6128, succ. Centre-ville", "city": "Montréal", "postalCode": "H3C 3J7"]),
        AddressCase("C.P. 6128, succursale Centre-ville, Montréal (Québec) H3C 3J7",
                    "C.P. 6128, succursale Centre-ville, Montréal (Québec) H3C 3J7", "CA",
                    ["poBox": "C.P. 6128, succursale Centre-ville", "region": "Québec"]),
        AddressCase("PO Box 27 RPO Westdale, Hamilton ON L8S 1A1", "PO Box 27 RPO Westdale, Hamilton ON L8S 1A1", "CA",
                    ["poBox": "PO Box 27 RPO Westdale", "city": "Hamilton"]),
        AddressCase("Write to PO Box 123 Stn Main, Saskatoon SK S7K 3J7 for the forms.", "PO Box 123 Stn Main, Saskatoon SK S7K 3J7",
                    "CA", ["poBox": "PO Box 123 Stn Main", "city": "Saskatoon"]),
        AddressCase("PO Box 500 Stn A Toronto ON M5W 1E6", "PO Box 500 Stn A Toronto ON M5W 1E6", "CA",
                    ["poBox": "PO Box 500 Stn A", "city": "Toronto"]),
        AddressCase("PO Box 500, Toronto, ON M5W 1E6", "PO Box 500, Toronto, ON M5W 1E6", "CA", ["poBox": "PO Box 500"]),
        AddressCase(none: "Our PO Box 12 Stn A is closed on Monday.", region: "CA"),
        AddressCase(none: "Box 12 at Station A was full, so we went to Station Main.", region: "CA"),
    ]

    static let britain: [AddressCase] = [
        AddressCase("Flat 3, Rose Court, 12 High Street, Oxford OX1 4AA", "Flat 3, Rose Court, 12 High Street, Oxford OX1 4AA", "GB",
                    ["unit": "Flat 3, Rose Court", "houseNumber": "12", "street": "High Street", "city": "Oxford"]),
        AddressCase("Rose Court, 12 High Street, Oxford OX1 4AA", "Rose Court, 12 High Street, Oxford OX1 4AA", "GB",
                    ["unit": "Rose Court", "street": "High Street", "postalCode": "OX1 4AA"]),
        AddressCase("Ivy House, Church Lane, Little Gaddesden, Berkhamsted HP4 1PE",
                    "Ivy House, Church Lane, Little Gaddesden, Berkhamsted HP4 1PE", "GB",
                    ["unit": "Ivy House", "street": "Church Lane", "district": "Little Gaddesden", "city": "Berkhamsted",
                     "postalCode": "HP4 1PE"]),
        AddressCase("The Old Rectory\nChurch Lane\nLittle Gaddesden\nBerkhamsted\nHP4 1PE",
                    "The Old Rectory\nChurch Lane\nLittle Gaddesden\nBerkhamsted\nHP4 1PE", "GB",
                    ["unit": "The Old Rectory", "street": "Church Lane", "city": "Berkhamsted"]),
        AddressCase("Ivy House, Church Lane, Berkhamsted HP4 1PE", "Ivy House, Church Lane, Berkhamsted HP4 1PE", "GB",
                    ["unit": "Ivy House", "street": "Church Lane", "city": "Berkhamsted"]),
        AddressCase("Please post it to Mill Cottage, Station Road, Ely CB7 4BS.", "Mill Cottage, Station Road, Ely CB7 4BS", "GB",
                    ["unit": "Mill Cottage", "street": "Station Road", "city": "Ely"]),
        AddressCase("Victoria Mansions\n45 Station Road\nLeeds LS1 4DY", "Victoria Mansions\n45 Station Road\nLeeds LS1 4DY", "GB",
                    ["unit": "Victoria Mansions", "houseNumber": "45", "city": "Leeds"]),
        AddressCase("Sales, 12 High Street, Oxford OX1 4AA", "12 High Street, Oxford OX1 4AA", "GB", ["street": "High Street", "houseNumber": "12"]),
        AddressCase("Flat 2, 45 Station Road, Leeds", "Flat 2, 45 Station Road, Leeds", "GB", ["unit": "Flat 2"]),
        AddressCase("Riverside Industrial Estate, Dartford DA1 5PA", "Riverside Industrial Estate, Dartford DA1 5PA", "GB",
                    ["street": "Riverside Industrial Estate", "city": "Dartford", "postalCode": "DA1 5PA"]),
        AddressCase("Unit 4, Riverside Industrial Estate, Dartford DA1 5PA", "Unit 4, Riverside Industrial Estate, Dartford DA1 5PA", "GB",
                    ["unit": "Unit 4", "street": "Riverside Industrial Estate"]),
        AddressCase("Real estate, Dartford DA1 5PA", "Dartford DA1 5PA", "GB", ["city": "Dartford", "postalCode": "DA1 5PA"]),
        AddressCase(none: "Rose Court, 12 pages long, was his first novel.", region: "GB"),
        AddressCase(none: "The Farm House, 12 of us, stayed in Oxford.", region: "GB"),
    ]

    static let france: [AddressCase] = [
        AddressCase("3 all. des Tilleuls, 69003 Lyon", "3 all. des Tilleuls, 69003 Lyon", "FR",
                    ["houseNumber": "3", "street": "all. des Tilleuls", "city": "Lyon"]),
        AddressCase("7 imp. des Lilas, 33000 Bordeaux", "7 imp. des Lilas, 33000 Bordeaux", "FR", ["street": "imp. des Lilas"]),
        AddressCase("14 chem. des Vignes, 13100 Aix-en-Provence", "14 chem. des Vignes, 13100 Aix-en-Provence", "FR",
                    ["street": "chem. des Vignes", "city": "Aix-en-Provence"]),
        AddressCase("10 fbg Saint-Honoré, 75008 Paris", "10 fbg Saint-Honoré, 75008 Paris", "FR", ["street": "fbg Saint-Honoré"]),
        AddressCase("2 crs Mirabeau, 13100 Aix-en-Provence", "2 crs Mirabeau, 13100 Aix-en-Provence", "FR", ["street": "crs Mirabeau"]),
        AddressCase("Rendez-vous au 5 prom. des Anglais, 06000 Nice.", "5 prom. des Anglais, 06000 Nice", "FR",
                    ["street": "prom. des Anglais", "city": "Nice"]),
        AddressCase("45 bd Saint-Germain, 75005 Paris", "45 bd Saint-Germain, 75005 Paris", "FR", ["street": "bd Saint-Germain"]),
        AddressCase("8 pas. des Panoramas, 75002 Paris", "8 pas. des Panoramas, 75002 Paris", "FR", ["street": "pas. des Panoramas"]),
        AddressCase(none: "Il a fait 10 pas dans la Rue, puis 3 autres.", region: "FR"),
        AddressCase(none: "Nous étions 12 all. en cours, tous à Paris.", region: "FR"),
    ]

    static let russia: [AddressCase] = [
        AddressCase("ул. 1905 года, д. 10, Москва", "ул. 1905 года, д. 10, Москва", "RU",
                    ["street": "ул. 1905 года", "houseNumber": "10", "city": "Москва"]),
        AddressCase("г. Москва, ул. 1905 года, д. 10", "г. Москва, ул. 1905 года, д. 10", "RU",
                    ["city": "Москва", "street": "ул. 1905 года", "houseNumber": "10"]),
        AddressCase("123100, г. Москва, ул. 1905 года, д. 7, кв. 12", "123100, г. Москва, ул. 1905 года, д. 7, кв. 12", "RU",
                    ["postalCode": "123100", "street": "ул. 1905 года", "unit": "кв. 12"]),
        AddressCase("Офис: ул. 1905 года, 7.", "ул. 1905 года, 7", "RU", ["street": "ул. 1905 года", "houseNumber": "7"]),
        AddressCase(none: "Революция 1905 года, стр. 10 учебника.", region: "RU"),
        AddressCase(none: "С 1905 года, д. 10 лет назад снесли.", region: "RU"),
    ]

    @Test("Canada", arguments: canada) func ca(_ c: AddressCase) throws { try c.check() }
    @Test("Britain", arguments: britain) func gb(_ c: AddressCase) throws { try c.check() }
    @Test("France", arguments: france) func fr(_ c: AddressCase) throws { try c.check() }
    @Test("Russia", arguments: russia) func ru(_ c: AddressCase) throws { try c.check() }
}
