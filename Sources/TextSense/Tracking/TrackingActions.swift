extension SuggestedAction {
    /// Open the carrier's tracking page, copy — for a tracking number. `urlText` is the page's
    /// `absoluteString` when the caller has it already.
    static func trackingActions(_ v: TrackingValue, urlText: String?, _ body: (ActionDraft) -> Void) {
        if let url = v.trackingURL {
            body(ActionDraft(kind: .open, title: "Track Shipment", target: .known(url, urlText ?? url.absoluteString)))
        }
        body(ActionDraft(kind: .copy, title: "Copy Tracking Number", payload: .text(v.number)))
    }
}
