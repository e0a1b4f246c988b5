import Foundation

extension SuggestedAction {
    /// The actions for a detected value, most useful first.
    static func actions(for value: Detection.Value, text: String) -> [SuggestedAction] {
        switch value {
        case .link(let link):
            return [
                SuggestedAction(kind: .open, title: "Open Link", url: link.url),
                SuggestedAction(kind: .copy, title: "Copy Link", payload: link.url.absoluteString),
            ]
        case .email(let email):
            var card = VCard()
            card.formattedName = email.address
            card.emails = [email.address]
            return [
                SuggestedAction(kind: .composeMail, title: "New Mail Message", url: email.url),
                SuggestedAction(kind: .addToContacts, title: "Add to Contacts", payload: card.serialized()),
                SuggestedAction(kind: .copy, title: "Copy Email", payload: email.address),
            ]
        }
    }
}
