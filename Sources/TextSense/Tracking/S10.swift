/// UPU S10 item identifiers (`RR123456785DE`): the postal operator of the country in the last two letters.
enum S10 {
    /// The national postal operators of the countries TextSense reads, with their public tracking pages
    /// (`%s` is the number). Other countries' items are `upu` without an operator.
    static let operators: [String: (id: String, url: String)] = [
        "US": ("usps", "https://tools.usps.com/go/TrackConfirmAction?tLabels=%s"),
        "CA": ("canada_post", "https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=%s"),
        "GB": ("royal_mail", "https://www.royalmail.com/track-your-item#/tracking-results/%s"),
        "DE": ("deutsche_post", "https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=%s"),
        "FR": ("la_poste", "https://www.laposte.fr/outils/suivre-vos-envois?code=%s"),
        "ES": ("correos", "https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=%s"),
        "PT": ("ctt", "https://www.ctt.pt/feapl_2/app/open/objectSearch/objectSearch.jspx?objects=%s"),
        "BR": ("correios", "https://rastreamento.correios.com.br/app/index.php?objetos=%s"),
        "RU": ("russian_post", "https://www.pochta.ru/tracking?barcode=%s"),
    ]
}
