import Foundation
import Testing
@testable import TextSense

@Suite("Address detector: countries")
struct AddressCountryTests {
    static let us: [AddressCase] = [
        AddressCase("Visit us at 1600 Amphitheatre Parkway, Mountain View, CA 94043 today.",
                    "1600 Amphitheatre Parkway, Mountain View, CA 94043", "US",
                    ["houseNumber": "1600", "street": "Amphitheatre Parkway", "city": "Mountain View", "region": "CA",
                     "postalCode": "94043"]),
        AddressCase("1600 Amphitheatre Parkway, Suite 200, Mountain View, CA 94043-1351, USA",
                    "1600 Amphitheatre Parkway, Suite 200, Mountain View, CA 94043-1351, USA", "US",
                    ["unit": "Suite 200", "postalCode": "94043-1351", "country": "USA"]),
        AddressCase("Ship to 350 5th Ave, New York, NY 10118.", "350 5th Ave, New York, NY 10118", "US",
                    ["street": "5th Ave", "city": "New York", "region": "NY"]),
        AddressCase("ACME Corp\n742 Evergreen Terrace\nSpringfield, IL 62704\n", "742 Evergreen Terrace\nSpringfield, IL 62704", "US",
                    ["street": "Evergreen Terrace", "city": "Springfield"]),
        AddressCase("PO Box 1234, Springfield, IL 62704", "PO Box 1234, Springfield, IL 62704", "US",
                    ["poBox": "PO Box 1234", "postalCode": "62704"]),
        AddressCase("Send it to P.O. Box 77, Austin, TX 78701.", "P.O. Box 77, Austin, TX 78701", "US",
                    ["poBox": "P.O. Box 77", "city": "Austin"]),
        AddressCase("10 Main St Apt 4B, Boston, MA 02108", "10 Main St Apt 4B, Boston, MA 02108", "US",
                    ["unit": "Apt 4B", "street": "Main St", "region": "MA"]),
        AddressCase("Office: 1 Infinite Loop, Cupertino, California 95014", "1 Infinite Loop, Cupertino, California 95014", "US",
                    ["region": "California", "street": "Infinite Loop"]),
        AddressCase("We're in Mountain View, CA 94043 now.", "Mountain View, CA 94043", "US",
                    ["city": "Mountain View", "postalCode": "94043"]),
        AddressCase("Meet at 221 W 42nd St. Bring snacks.", "221 W 42nd St.", "US", ["street": "W 42nd St."]),
        AddressCase("500 Oak Street #12, Portland, OR 97204", "500 Oak Street #12, Portland, OR 97204", "US",
                    ["unit": "#12", "city": "Portland"]),
        AddressCase("1 Infinite Loop, Cupertino, CA", "1 Infinite Loop, Cupertino, CA", "US", ["city": "Cupertino", "region": "CA"]),
        AddressCase("1600 Amphitheatre Pkwy Mountain View CA 94043", "1600 Amphitheatre Pkwy Mountain View CA 94043", "US",
                    ["street": "Amphitheatre Pkwy", "city": "Mountain View", "region": "CA"]),
        AddressCase("Apple Inc.\nOne Apple Park Way\nCupertino, CA 95014", "One Apple Park Way\nCupertino, CA 95014", "US",
                    ["houseNumber": "One", "street": "Apple Park Way", "city": "Cupertino"]),
        AddressCase("1600 Amphitheatre Parkway\nSuite 200\nMountain View, CA 94043", "1600 Amphitheatre Parkway\nSuite 200\nMountain View, CA 94043",
                    "US", ["unit": "Suite 200"]),
        AddressCase("Free Software Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA",
                    "51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA", "US", ["unit": "Fifth Floor", "country": "USA"]),
        // The same address as copyright notices break it over lines.
        AddressCase("Foundation, Inc., 51 Franklin St, Fifth Floor, Boston, MA\n    02110-1301 USA.",
                    "51 Franklin St, Fifth Floor, Boston, MA\n    02110-1301 USA", "US",
                    ["street": "Franklin St", "unit": "Fifth Floor", "city": "Boston", "region": "MA", "postalCode": "02110-1301"]),
        AddressCase("Inc., 51 Franklin Street, Fifth Floor,\n  Boston, MA  02110-1301  USA",
                    "51 Franklin Street, Fifth Floor,\n  Boston, MA  02110-1301  USA", "US",
                    ["unit": "Fifth Floor", "city": "Boston", "country": "USA"]),
        AddressCase("51 Franklin St, Fifth Floor, Boston,\nMA 02110-1301, USA.", "51 Franklin St, Fifth Floor, Boston,\nMA 02110-1301, USA",
                    "US", ["city": "Boston", "region": "MA"]),
        AddressCase("Inc., 51 Franklin\nStreet, Fifth Floor, Boston, MA 02110-1301 USA",
                    "51 Franklin\nStreet, Fifth Floor, Boston, MA 02110-1301 USA", "US", ["street": "Franklin Street"]),
        AddressCase("51 Franklin Street - Fifth Floor, Boston, MA 02110-1301", "51 Franklin Street - Fifth Floor, Boston, MA 02110-1301",
                    "US", ["unit": "Fifth Floor", "city": "Boston"]),
        AddressCase("Inc., 51 Franklin Street, Suite 500\nBoston, MA 02110-1335 USA", "51 Franklin Street, Suite 500\nBoston, MA 02110-1335 USA",
                    "US", ["unit": "Suite 500", "postalCode": "02110-1335"]),
        AddressCase("Send it to Boston, MA\n02110 by Monday", "Boston, MA\n02110", "US", ["city": "Boston", "postalCode": "02110"]),
        AddressCase("64 Prospect Park W, Apt 5R, Brooklyn, NY 11215", "64 Prospect Park W, Apt 5R, Brooklyn, NY 11215", "US",
                    ["street": "Prospect Park W", "unit": "Apt 5R", "city": "Brooklyn"]),
    ]

    static let usNegatives: [AddressCase] = [
        AddressCase(none: "Call 1600 people in Mountain View", region: "US"),
        AddressCase(none: "It costs $1600 and ships in 5 days.", region: "US"),
        AddressCase(none: "On May 5, 2024 at 10:30 we met.", region: "US"),
        AddressCase(none: "Call me at 555-1234 or (650) 253-0000.", region: "US"),
        AddressCase(none: "1. Main Street Blues\n2. Park Avenue", region: "US"),
        AddressCase(none: "Order part SKU 12345-XL today", region: "US"),
        AddressCase(none: "Chapter 12 Street Fighting Man", region: "US"),
        AddressCase(none: "We visited 3 National Park sites last summer.", region: "US"),
        AddressCase(none: "Top 10 Main Street Tips For Buyers", region: "US"),
        AddressCase(none: "The 3 Amigos Drive sales up 20% in CA 2024", region: "US"),
        AddressCase(none: "* Fix PR 29972 and PR 26945, PR 27456.", region: "US"),
    ]

    static let canada: [AddressCase] = [
        AddressCase("Our office: 100 Queen St W, Toronto, ON M5H 2G4, Canada",
                    "100 Queen St W, Toronto, ON M5H 2G4, Canada", "CA",
                    ["street": "Queen St W", "region": "ON", "postalCode": "M5H 2G4", "country": "Canada"]),
        AddressCase("290 Bremner Blvd, Toronto, ON M5V 3L9", "290 Bremner Blvd, Toronto, ON M5V 3L9", "CA"),
        AddressCase("1055 W Georgia St\nVancouver, BC V6E 3P3", "1055 W Georgia St\nVancouver, BC V6E 3P3", "CA",
                    ["city": "Vancouver", "region": "BC"]),
        AddressCase("Ottawa, ON K1A 0B1", "Ottawa, ON K1A 0B1", "CA", ["postalCode": "K1A 0B1"]),
        AddressCase("Write to 24 Sussex Drive, Ottawa, Ontario K1M 1M4.", "24 Sussex Drive, Ottawa, Ontario K1M 1M4", "CA",
                    ["region": "Ontario"]),
        AddressCase("1000 rue Sherbrooke, Montréal, QC H3A 3G4", "1000 rue Sherbrooke, Montréal, QC H3A 3G4", "CA",
                    ["street": "rue Sherbrooke", "city": "Montréal"]),
        AddressCase("Suite: 200 Bay Street, Suite 300, Toronto, ON M5J 2J5", "200 Bay Street, Suite 300, Toronto, ON M5J 2J5", "CA",
                    ["unit": "Suite 300"]),
        AddressCase("PO Box 5000, Halifax, NS B3J 2X1", "PO Box 5000, Halifax, NS B3J 2X1", "CA", ["poBox": "PO Box 5000"]),
        AddressCase("10 Main St, Calgary, AB T2P 1J9", "10 Main St, Calgary, AB T2P 1J9", "CA", ["city": "Calgary"]),
        AddressCase("Winnipeg, MB R3C 4T3 is where", "Winnipeg, MB R3C 4T3", "CA", ["region": "MB"]),
        AddressCase("301 Front St W, Toronto, ON M5V 2T6", "301 Front St W, Toronto, ON M5V 2T6", "CA", region: "US"),
        AddressCase("Maple Leaf Foods\n6985 Financial Dr\nMississauga ON L5N 0A1\nCanada", "6985 Financial Dr\nMississauga ON L5N 0A1\nCanada", "CA",
                    ["city": "Mississauga", "region": "ON", "country": "Canada"]),
    ]

    static let canadaNegatives: [AddressCase] = [
        AddressCase(none: "Model M5H 2G4 is in stock", region: "CA"),
        AddressCase(none: "Take Highway 401 to Toronto", region: "CA"),
        AddressCase(none: "ON 2024 we grew 12 percent", region: "CA"),
        AddressCase(none: "Room 200 at 3 pm", region: "CA"),
        AddressCase(none: "Toronto ON, a fine city", region: "CA"),
    ]

    static let britain: [AddressCase] = [
        AddressCase("221B Baker Street, London NW1 6XE", "221B Baker Street, London NW1 6XE", "GB",
                    ["houseNumber": "221B", "street": "Baker Street", "city": "London", "postalCode": "NW1 6XE"]),
        AddressCase("10 Downing Street, London SW1A 2AA, United Kingdom", "10 Downing Street, London SW1A 2AA, United Kingdom", "GB",
                    ["postalCode": "SW1A 2AA", "country": "United Kingdom"]),
        AddressCase("Jane Smith\n12 High Street\nOxford\nOX1 4AR\nUK", "12 High Street\nOxford\nOX1 4AR\nUK", "GB",
                    ["city": "Oxford", "country": "UK"]),
        AddressCase("Manchester M1 1AE", "Manchester M1 1AE", "GB", ["city": "Manchester"]),
        AddressCase("Flat 3, 45 Station Road, Cambridge CB1 2JW", "Flat 3, 45 Station Road, Cambridge CB1 2JW", "GB",
                    ["unit": "Flat 3", "houseNumber": "45"]),
        AddressCase("Visit 1 Princes Street, Edinburgh EH2 2EQ.", "1 Princes Street, Edinburgh EH2 2EQ", "GB"),
        AddressCase("Harrods, 87-135 Brompton Road, London SW1X 7XL", "87-135 Brompton Road, London SW1X 7XL", "GB",
                    ["houseNumber": "87-135"]),
        AddressCase("221B Baker Street London NW1 6XE", "221B Baker Street London NW1 6XE", "GB", ["city": "London"]),
        AddressCase("5 Abbey Road, London NW8 9AY", "5 Abbey Road, London NW8 9AY", "GB", ["street": "Abbey Road"]),
        AddressCase("PO Box 123, Leeds LS1 4AP", "PO Box 123, Leeds LS1 4AP", "GB", ["poBox": "PO Box 123"]),
        AddressCase("8 Castle Lane, Bristol BS1 5TR", "8 Castle Lane, Bristol BS1 5TR", "GB"),
        AddressCase("14 Park Crescent\nBrighton BN2 3HA", "14 Park Crescent\nBrighton BN2 3HA", "GB", ["street": "Park Crescent"]),
        AddressCase("10 Downing Street, London SW1A 2AA", "10 Downing Street, London SW1A 2AA", "GB", region: "DE"),
    ]

    static let britainNegatives: [AddressCase] = [
        AddressCase(none: "The M25 2AA motorway code", region: "GB"),
        AddressCase(none: "We scored 3 goals in London", region: "GB"),
        AddressCase(none: "Price £10 at Tesco", region: "GB"),
        AddressCase(none: "Part NW1 6XE shipped", region: "GB"),
        AddressCase(none: "Call 020 7946 0018 now", region: "GB"),
    ]

    static let germany: [AddressCase] = [
        AddressCase("Max Mustermann\nFriedrichstraße 43\n10117 Berlin\nDeutschland", "Friedrichstraße 43\n10117 Berlin\nDeutschland", "DE",
                    ["street": "Friedrichstraße", "houseNumber": "43", "postalCode": "10117", "city": "Berlin", "country": "Deutschland"]),
        AddressCase("Friedrichstraße 43, 10117 Berlin", "Friedrichstraße 43, 10117 Berlin", "DE"),
        AddressCase("Besuchen Sie uns in der Hauptstr. 5, 80331 München.", "Hauptstr. 5, 80331 München", "DE",
                    ["street": "Hauptstr.", "city": "München"]),
        AddressCase("Karl-Marx-Allee 1, 10178 Berlin", "Karl-Marx-Allee 1, 10178 Berlin", "DE", ["street": "Karl-Marx-Allee"]),
        AddressCase("Platz der Republik 1, 11011 Berlin", "Platz der Republik 1, 11011 Berlin", "DE", ["street": "Platz der Republik"]),
        AddressCase("Alte Straße 12\n60313 Frankfurt am Main", "Alte Straße 12\n60313 Frankfurt am Main", "DE",
                    ["street": "Alte Straße", "city": "Frankfurt am Main"]),
        AddressCase("Postfach 10 11 12, 70173 Stuttgart", "Postfach 10 11 12, 70173 Stuttgart", "DE", ["poBox": "Postfach 10 11 12"]),
        AddressCase("Wir wohnen Am Lindenweg 7a in Köln.", "Am Lindenweg 7a", "DE", ["street": "Am Lindenweg", "houseNumber": "7a"]),
        AddressCase("Königsallee 60, 40212 Düsseldorf", "Königsallee 60, 40212 Düsseldorf", "DE"),
        AddressCase("Rathausmarkt 1, 20095 Hamburg, Germany", "Rathausmarkt 1, 20095 Hamburg, Germany", "DE", ["country": "Germany"]),
        AddressCase("Friedrichstraße 43, 10117 Berlin", "Friedrichstraße 43, 10117 Berlin", "DE", region: "US"),
    ]

    static let germanyNegatives: [AddressCase] = [
        AddressCase(none: "Am 12. Mai 2024 um 10:30 Uhr", region: "DE"),
        AddressCase(none: "Das kostet 10117 Euro", region: "DE"),
        AddressCase(none: "Wir haben 43 Straßen gebaut", region: "DE"),
        AddressCase(none: "Artikel 12345 Berlin-Edition", region: "DE"),
        AddressCase(none: "Tel. 030 1234567", region: "DE"),
    ]

    static let france: [AddressCase] = [
        AddressCase("Écrivez au 8 rue de Rivoli, 75004 Paris.", "8 rue de Rivoli, 75004 Paris", "FR",
                    ["houseNumber": "8", "street": "rue de Rivoli", "postalCode": "75004", "city": "Paris"]),
        AddressCase("Palais de l'Élysée\n55 rue du Faubourg Saint-Honoré\n75008 Paris\nFrance",
                    "55 rue du Faubourg Saint-Honoré\n75008 Paris\nFrance", "FR", ["country": "France"]),
        AddressCase("12 bis avenue des Champs-Élysées, 75008 Paris", "12 bis avenue des Champs-Élysées, 75008 Paris", "FR",
                    ["houseNumber": "12 bis", "street": "avenue des Champs-Élysées"]),
        AddressCase("3 place Bellecour, 69002 Lyon", "3 place Bellecour, 69002 Lyon", "FR", ["city": "Lyon"]),
        AddressCase("14 boulevard de la Croisette, 06400 Cannes", "14 boulevard de la Croisette, 06400 Cannes", "FR",
                    ["postalCode": "06400"]),
        AddressCase("BP 123, 75008 Paris CEDEX 08", "BP 123, 75008 Paris CEDEX 08", "FR", ["poBox": "BP 123"]),
        AddressCase("2 quai d'Orsay\n75007 PARIS", "2 quai d'Orsay\n75007 PARIS", "FR", ["city": "PARIS"]),
        AddressCase("20 allée des Tilleuls, 33000 Bordeaux", "20 allée des Tilleuls, 33000 Bordeaux", "FR"),
        AddressCase("7 impasse Lepic, 75018 Paris", "7 impasse Lepic, 75018 Paris", "FR"),
        AddressCase("5 chemin des Vignes, 13100 Aix-en-Provence", "5 chemin des Vignes, 13100 Aix-en-Provence", "FR",
                    ["city": "Aix-en-Provence"]),
        AddressCase("8 rue de Rivoli, 75004 Paris", "8 rue de Rivoli, 75004 Paris", "FR", region: "US"),
        // A comma after the number, as French often writes it.
        AddressCase("Adresse : 24, rue de la Chaussée-d'Antin, 75009 Paris", "24, rue de la Chaussée-d'Antin, 75009 Paris", "FR",
                    ["houseNumber": "24", "street": "rue de la Chaussée-d'Antin", "postalCode": "75009", "city": "Paris"]),
        AddressCase("1, place de Verdun\n59045 Lille", "1, place de Verdun\n59045 Lille", "FR", ["street": "place de Verdun"]),
    ]

    static let franceNegatives: [AddressCase] = [
        AddressCase(none: "Le 14 juillet 2024 à 10 h", region: "FR"),
        AddressCase(none: "Il y a 8 rues dans le village", region: "FR"),
        AddressCase(none: "Prix : 75004 euros", region: "FR"),
        AddressCase(none: "Appelez le 01 23 45 67 89", region: "FR"),
        AddressCase(none: "Chapitre 3 Rue des Souvenirs Perdus Et Autres Contes", region: "FR"),
        // The comma form needs its locality.
        AddressCase(none: "Il en a compté 24, rue de la Paix comprise.", region: "FR"),
    ]

    static let spain: [AddressCase] = [
        AddressCase("Calle de Alcalá, 23, 28014 Madrid", "Calle de Alcalá, 23, 28014 Madrid", "ES",
                    ["street": "Calle de Alcalá", "houseNumber": "23", "postalCode": "28014", "city": "Madrid"]),
        AddressCase("Vivo en la Calle Mayor 5, 28013 Madrid.", "Calle Mayor 5, 28013 Madrid", "ES"),
        // A city alone closing the clause; a district that more address follows is the district of that locality.
        AddressCase("Nos vemos en Av. Corrientes 2815, Buenos Aires. Trae todo", "Av. Corrientes 2815, Buenos Aires", "ES",
                    ["city": "Buenos Aires"]),
        AddressCase("Av. Universidad 3000, Ciudad Universitaria, 04510 Coyoacán, CDMX",
                    "Av. Universidad 3000, Ciudad Universitaria, 04510 Coyoacán, CDMX", "ES",
                    ["district": "Ciudad Universitaria", "city": "Coyoacán"]),
        // Floor and door between the number and the postal code.
        AddressCase("Calle de Sagasta, 18, 3.º izda., 28004 Madrid", "Calle de Sagasta, 18, 3.º izda., 28004 Madrid", "ES",
                    ["unit": "3.º izda.", "postalCode": "28004", "city": "Madrid"]),
        AddressCase("Gran Vía, 32, 4.º, 48009 Bilbao", "Gran Vía, 32, 4.º, 48009 Bilbao", "ES", ["city": "Bilbao"]),
        AddressCase("Calle de Valencia, 64, 3.º B, 28012 Madrid", "Calle de Valencia, 64, 3.º B, 28012 Madrid", "ES",
                    ["unit": "3.º B", "postalCode": "28012"]),
        AddressCase("Calle de Triana, 120, 35002 Las Palmas de Gran Canaria", "Calle de Triana, 120, 35002 Las Palmas de Gran Canaria", "ES",
                    ["city": "Las Palmas de Gran Canaria"]),
        AddressCase("Avenida Diagonal, 640, 08017 Barcelona, España", "Avenida Diagonal, 640, 08017 Barcelona, España", "ES",
                    ["country": "España"]),
        AddressCase("C/ Mayor, 12, 28013 Madrid", "C/ Mayor, 12, 28013 Madrid", "ES", ["street": "C/ Mayor"]),
        AddressCase("Paseo de la Castellana, 259\n28046 Madrid", "Paseo de la Castellana, 259\n28046 Madrid", "ES"),
        AddressCase("Plaza Mayor, 1, 37002 Salamanca", "Plaza Mayor, 1, 37002 Salamanca", "ES"),
        AddressCase("Gran Vía, 28, 28013 Madrid", "Gran Vía, 28, 28013 Madrid", "ES", ["street": "Gran Vía"]),
        AddressCase("Calle de Serrano, 41, piso 3, 28001 Madrid", "Calle de Serrano, 41, piso 3, 28001 Madrid", "ES",
                    ["unit": "piso 3"]),
        AddressCase("Sagrada Família, Carrer de Mallorca, 401, 08013 Barcelona", "Carrer de Mallorca, 401, 08013 Barcelona", "ES"),
        AddressCase("Apartado 1234, 28080 Madrid", "Apartado 1234, 28080 Madrid", "ES", ["poBox": "Apartado 1234"]),
        AddressCase("Avda. de América, 2, 28002 Madrid", "Avda. de América, 2, 28002 Madrid", "ES"),
        AddressCase("Calle de Alcalá, 23, 28014 Madrid", "Calle de Alcalá, 23, 28014 Madrid", "ES", region: "DE"),
        AddressCase("Ana García\nCalle Mayor, 5\n28013 Madrid\nEspaña", "Calle Mayor, 5\n28013 Madrid\nEspaña", "ES",
                    ["street": "Calle Mayor", "city": "Madrid", "country": "España"]),
    ]

    static let spainNegatives: [AddressCase] = [
        AddressCase(none: "El 23 de abril de 2024", region: "ES"),
        AddressCase(none: "Cuesta 23 euros", region: "ES"),
        AddressCase(none: "Llama al 912 345 678", region: "ES"),
        AddressCase(none: "Hay 5 calles en el pueblo", region: "ES"),
        AddressCase(none: "Capítulo 28014 Madrid", region: "ES"),
        AddressCase(none: "Found via Tianfu Cup 2023 by a researcher", region: "ES"),
    ]

    static let brazil: [AddressCase] = [
        AddressCase("Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200",
                    "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200", "BR",
                    ["street": "Av. Paulista", "houseNumber": "1578", "district": "Bela Vista", "city": "São Paulo", "region": "SP",
                     "postalCode": "01310-200"]),
        AddressCase("Rua Augusta, 500, São Paulo, SP, 01305-000", "Rua Augusta, 500, São Paulo, SP, 01305-000", "BR"),
        // City and state without a CEP after a dash, not read as a bairro; the line break stays out of the span.
        AddressCase("Rua Jardim Botânico, 1008 - Rio de Janeiro/RJ\nTel.", "Rua Jardim Botânico, 1008 - Rio de Janeiro/RJ", "BR",
                    ["houseNumber": "1008", "city": "Rio de Janeiro", "region": "RJ"]),
        AddressCase("Rua XV de Novembro, 1299, Curitiba/PR\n", "Rua XV de Novembro, 1299, Curitiba/PR", "BR",
                    ["city": "Curitiba", "region": "PR"]),
        AddressCase("Rua Harmonia, 64, apto 52 - Vila Madalena, São Paulo, 05435-000",
                    "Rua Harmonia, 64, apto 52 - Vila Madalena, São Paulo, 05435-000", "BR",
                    ["district": "Vila Madalena", "city": "São Paulo"]),
        AddressCase("Rua Augusta, 500, Consolação, São Paulo - SP, 01305-000", "Rua Augusta, 500, Consolação, São Paulo - SP, 01305-000",
                    "BR", ["district": "Consolação", "city": "São Paulo"]),
        AddressCase("Fica na Rua Oscar Freire, 379, São Paulo", "Rua Oscar Freire, 379, São Paulo", "BR", ["city": "São Paulo"]),
        // Portugal (read by the Portuguese-language reading, country code PT).
        AddressCase("Rua das Escolas Gerais 3, 1100-218 Lisboa, Portugal", "Rua das Escolas Gerais 3, 1100-218 Lisboa, Portugal", "PT",
                    ["postalCode": "1100-218", "city": "Lisboa", "country": "Portugal"], region: "BR"),
        // A floor and door between the number and the postal code.
        AddressCase("Rua de Santa Catarina, 312, 3.º Esq., 4000-442 Porto", "Rua de Santa Catarina, 312, 3.º Esq., 4000-442 Porto", "PT",
                    ["houseNumber": "312", "unit": "3.º Esq.", "postalCode": "4000-442", "city": "Porto"]),
        AddressCase("Avenida da Liberdade, 110, 4.º, 1269-046 Lisboa", "Avenida da Liberdade, 110, 4.º, 1269-046 Lisboa", "PT",
                    ["unit": "4.º", "city": "Lisboa"]),
        AddressCase("Avenida de Berna, 45A, 1067-001 Lisboa", "Avenida de Berna, 45A, 1067-001 Lisboa", "PT",
                    ["houseNumber": "45A", "postalCode": "1067-001"], region: "BR"),
        AddressCase("Rua Harmonia, 711 - Vila Madalena, São Paulo", "Rua Harmonia, 711 - Vila Madalena, São Paulo", "BR",
                    ["city": "São Paulo"]),
        AddressCase("Praça da Sé, 100\nSão Paulo - SP\nCEP 01001-000", "Praça da Sé, 100\nSão Paulo - SP\nCEP 01001-000", "BR",
                    ["postalCode": "01001-000"]),
        AddressCase("Av. Atlântica, 1702, Rio de Janeiro - RJ, 22021-001", "Av. Atlântica, 1702, Rio de Janeiro - RJ, 22021-001", "BR",
                    ["city": "Rio de Janeiro", "region": "RJ"]),
        AddressCase("Rua das Flores, 25, apto 12, Curitiba - PR, 80010-010", "Rua das Flores, 25, apto 12, Curitiba - PR, 80010-010", "BR",
                    ["unit": "apto 12"]),
        AddressCase("Alameda Santos, 2000, São Paulo/SP, 01418-200", "Alameda Santos, 2000, São Paulo/SP, 01418-200", "BR"),
        AddressCase("Rua Oscar Freire, 900, São Paulo - SP, Brasil", "Rua Oscar Freire, 900, São Paulo - SP, Brasil", "BR",
                    ["country": "Brasil"]),
        AddressCase("MASP, Avenida Paulista, 1578, Bela Vista, São Paulo - SP, 01310-200",
                    "Avenida Paulista, 1578, Bela Vista, São Paulo - SP, 01310-200", "BR", ["city": "São Paulo", "region": "SP"]),
        AddressCase("Caixa Postal 123, Brasília - DF, 70002-970", "Caixa Postal 123, Brasília - DF, 70002-970", "BR",
                    ["poBox": "Caixa Postal 123"]),
        AddressCase("Avenida Presidente Vargas, 1, Rio de Janeiro, 20071-000", "Avenida Presidente Vargas, 1, Rio de Janeiro, 20071-000", "BR"),
        AddressCase("Rua XV de Novembro, 50 - Centro, Curitiba - PR, 80020-310",
                    "Rua XV de Novembro, 50 - Centro, Curitiba - PR, 80020-310", "BR"),
        AddressCase("Av. Paulista, 1578, São Paulo - SP, 01310-200", "Av. Paulista, 1578, São Paulo - SP, 01310-200", "BR", region: "US"),
        AddressCase("Loja Central\nRua Augusta, 500\nConsolação\nSão Paulo - SP\n01305-000", "Rua Augusta, 500\nConsolação\nSão Paulo - SP\n01305-000", "BR",
                    ["city": "São Paulo", "region": "SP", "postalCode": "01305-000"]),
    ]

    static let brazilNegatives: [AddressCase] = [
        AddressCase(none: "Custa R$ 1578,00 à vista", region: "BR"),
        AddressCase(none: "Em 25 de dezembro de 2024", region: "BR"),
        AddressCase(none: "Ligue (11) 3456-7890", region: "BR"),
        AddressCase(none: "Temos 12 ruas no bairro", region: "BR"),
        AddressCase(none: "Código 01310-200 do produto", region: "BR"),
    ]

    static let russia: [AddressCase] = [
        AddressCase("ул. Тверская, д. 7, Москва, 125009", "ул. Тверская, д. 7, Москва, 125009", "RU",
                    ["street": "ул. Тверская", "houseNumber": "7", "city": "Москва", "postalCode": "125009"]),
        AddressCase("125009, Москва, ул. Тверская, д. 7", "125009, Москва, ул. Тверская, д. 7", "RU",
                    ["postalCode": "125009", "city": "Москва", "street": "ул. Тверская"]),
        AddressCase("Адрес: ул. Ленина, д. 10, кв. 5, г. Казань, 420111", "ул. Ленина, д. 10, кв. 5, г. Казань, 420111", "RU",
                    ["unit": "кв. 5", "city": "Казань"]),
        AddressCase("Невский проспект, 28, Санкт-Петербург, 191186", "Невский проспект, 28, Санкт-Петербург, 191186", "RU",
                    ["street": "Невский проспект", "city": "Санкт-Петербург"]),
        AddressCase("пр-т Мира, д. 15, Москва, 129090, Россия", "пр-т Мира, д. 15, Москва, 129090, Россия", "RU",
                    ["country": "Россия"]),
        AddressCase("Офис: ул. Арбат, 10, г. Москва", "ул. Арбат, 10, г. Москва", "RU", ["city": "Москва"]),
        AddressCase("пер. Сивцев Вражек, д. 3, Москва, 119002", "пер. Сивцев Вражек, д. 3, Москва, 119002", "RU"),
        AddressCase("наб. реки Мойки, д. 12, Санкт-Петербург, 191186", "наб. реки Мойки, д. 12, Санкт-Петербург, 191186", "RU"),
        // The city before the street (the usual Russian order), with or without `г.`, and an index after.
        AddressCase("по адресу Москва, ул. Арбат, 10. Хранение до пятницы", "Москва, ул. Арбат, 10", "RU",
                    ["city": "Москва", "street": "ул. Арбат", "houseNumber": "10"]),
        AddressCase("г. Москва, ул. Большая Ордынка, д. 40, стр. 4, 119017", "г. Москва, ул. Большая Ордынка, д. 40, стр. 4, 119017", "RU",
                    ["city": "Москва", "street": "ул. Большая Ордынка", "houseNumber": "40", "postalCode": "119017"]),
        AddressCase("Поликлиника № 12, Нижний Новгород, ул. Родионова, д. 165", "Нижний Новгород, ул. Родионова, д. 165", "RU",
                    ["city": "Нижний Новгород"]),
        AddressCase("Езжайте в «Гараж 54», Новосибирск, ул. Арбузова, 6, спросите Виталия", "Новосибирск, ул. Арбузова, 6", "RU",
                    ["city": "Новосибирск"]),
        AddressCase("улица Пушкина, дом 10, Москва, 101000", "улица Пушкина, дом 10, Москва, 101000", "RU"),
        AddressCase("190000, Санкт-Петербург, ул. Садовая, д. 2", "190000, Санкт-Петербург, ул. Садовая, д. 2", "RU"),
        AddressCase("ул. Тверская, д. 7, Москва, 125009", "ул. Тверская, д. 7, Москва, 125009", "RU", region: "US"),
        AddressCase("ООО «Ромашка»\nул. Тверская, д. 7, кв. 12\nМосква\n125009\nРоссия", "ул. Тверская, д. 7, кв. 12\nМосква\n125009\nРоссия", "RU",
                    ["unit": "кв. 12", "city": "Москва", "postalCode": "125009", "country": "Россия"]),
    ]

    static let russiaNegatives: [AddressCase] = [
        AddressCase(none: "7 мая 2024 года в 10:30", region: "RU"),
        AddressCase(none: "Стоимость 125009 рублей", region: "RU"),
        AddressCase(none: "Звоните +7 495 123-45-67", region: "RU"),
        AddressCase(none: "На улице 7 домов", region: "RU"),
        AddressCase(none: "Глава 7 Тверская история", region: "RU"),
    ]

    @Test("US", arguments: us) func usCase(_ c: AddressCase) throws { try c.check() }
    @Test("US negatives", arguments: usNegatives) func usNegative(_ c: AddressCase) throws { try c.check() }
    @Test("Canada", arguments: canada) func canadaCase(_ c: AddressCase) throws { try c.check() }
    @Test("Canada negatives", arguments: canadaNegatives) func canadaNegative(_ c: AddressCase) throws { try c.check() }
    @Test("United Kingdom", arguments: britain) func britainCase(_ c: AddressCase) throws { try c.check() }
    @Test("United Kingdom negatives", arguments: britainNegatives) func britainNegative(_ c: AddressCase) throws { try c.check() }
    @Test("Germany", arguments: germany) func germanyCase(_ c: AddressCase) throws { try c.check() }
    @Test("Germany negatives", arguments: germanyNegatives) func germanyNegative(_ c: AddressCase) throws { try c.check() }
    @Test("France", arguments: france) func franceCase(_ c: AddressCase) throws { try c.check() }
    @Test("France negatives", arguments: franceNegatives) func franceNegative(_ c: AddressCase) throws { try c.check() }
    @Test("Spain", arguments: spain) func spainCase(_ c: AddressCase) throws { try c.check() }
    @Test("Spain negatives", arguments: spainNegatives) func spainNegative(_ c: AddressCase) throws { try c.check() }
    @Test("Brazil", arguments: brazil) func brazilCase(_ c: AddressCase) throws { try c.check() }
    @Test("Brazil negatives", arguments: brazilNegatives) func brazilNegative(_ c: AddressCase) throws { try c.check() }
    @Test("Russia", arguments: russia) func russiaCase(_ c: AddressCase) throws { try c.check() }
    @Test("Russia negatives", arguments: russiaNegatives) func russiaNegative(_ c: AddressCase) throws { try c.check() }
}
