import Foundation

extension View {
    /// A guide for the area inside the layout margins (and inside the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is `true`). Its identifier is `UIViewLayoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = LayoutGuide(system: .margins, owner: self)
        storedMarginsGuide = guide
        return guide
    }

    /// The margins in absolute terms, resolved for `direction`.
    func resolvedMargins(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        marginsAreDirectional ? storedMargins.resolved(for: direction)
            : EdgeInsets(top: storedMargins.top, left: storedMargins.leading,
                         bottom: storedMargins.bottom, right: storedMargins.trailing)
    }
}

extension View {
    /// Stores new margins (directional or absolute), re-places the margins guide and tells the
    /// view and its view controller.
    func setMargins(_ margins: DirectionalEdgeInsets, directional: Bool) {
        storedMargins = margins
        marginsAreDirectional = directional
        rootView.engine?.marginsDidChange(of: self)
        layoutMarginsDidChange()
        viewController?.viewLayoutMarginsDidChange()
    }
}
