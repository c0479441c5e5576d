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

    /// The margins in absolute terms, resolved for `direction`. The root view of a view
    /// controller takes the controller's ``ViewController/systemMinimumLayoutMargins`` (no top
    /// or bottom margin, 16 or 20 points at the sides) until its margins are set, and never
    /// less at the sides while ``ViewController/viewRespectsSystemMinimumLayoutMargins``, as
    /// UIKit's root views do.
    func resolvedMargins(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        var margins = storedMargins
        if let controller = viewController, controller.viewIfLoaded === self {
            let minimum = controller.systemMinimumLayoutMargins
            if !hasOwnMargins {
                margins = minimum
            } else if controller.viewRespectsSystemMinimumLayoutMargins {
                margins.leading = Swift.max(margins.leading, minimum.leading)
                margins.trailing = Swift.max(margins.trailing, minimum.trailing)
            }
            return margins.resolved(for: direction)
        }
        return marginsAreDirectional ? margins.resolved(for: direction)
            : EdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }
}

extension View {
    /// Stores new margins (directional or absolute), re-places the margins guide and tells the
    /// view and its view controller.
    func setMargins(_ margins: DirectionalEdgeInsets, directional: Bool) {
        storedMargins = margins
        hasOwnMargins = true
        marginsAreDirectional = directional
        rootView.engine?.marginsDidChange(of: self)
        layoutMarginsDidChange()
        viewController?.viewLayoutMarginsDidChange()
    }
}
