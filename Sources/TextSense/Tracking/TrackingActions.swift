extension SuggestedAction {
    /// Open the carrier's tracking page, copy — for a tracking number.
    static func trackingActions(_ v: TrackingValue) -> [SuggestedAction] {
        var actions: [SuggestedAction] = []
        if let url = v.trackingURL {
            actions.append(SuggestedAction(kind: .open, title: "Track Shipment", url: url))
        }
        actions.append(SuggestedAction(kind: .copy, title: "Copy Tracking Number", payload: v.number))
        return actions
    }
}
