import Foundation

extension View {
    /// Starts a one-line layout chain for this view (`view.pin.top(10).left(16).right(-16)`)
    /// and sets ``translatesAutoresizingMaskIntoConstraints`` to `false`. See ``PinChain``.
    public var pin: PinChain {
        translatesAutoresizingMaskIntoConstraints = false
        return PinChain(view: self)
    }

    /// The last constraint each ``PinChain`` link made for an attribute of this view
    /// (`view.pinned.height?.constant = 50`).
    public var pinned: PinnedConstraints {
        if let existing = dslStorage[Self.pinnedKey] as? PinnedConstraints { return existing }
        let created = PinnedConstraints()
        dslStorage[Self.pinnedKey] = created
        return created
    }

    /// The key of ``pinned`` in the view's DSL storage.
    private static let pinnedKey = "Taut.PinChain.pinned"
}
