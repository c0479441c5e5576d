extension View {
    /// The margins inside the view's edges that ``layoutMarginsGuide`` and the margin
    /// attributes (`.leadingMargin`, ...) use, in absolute terms. Default: 8 on every side.
    /// Setting them updates the margins guide in place.
    public var layoutMargins: EdgeInsets {
        get {
            marginsAreDirectional ? storedMargins.resolved(for: effectiveUserInterfaceLayoutDirection)
                : EdgeInsets(top: storedMargins.top, left: storedMargins.leading,
                             bottom: storedMargins.bottom, right: storedMargins.trailing)
        }
        set {
            storedMargins = DirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                  bottom: newValue.bottom, trailing: newValue.right)
            marginsAreDirectional = false
            rootView.engine?.marginsDidChange(of: self)
        }
    }

    /// The margins with leading and trailing following the layout direction. Setting them
    /// makes the margins directional (they flip in right-to-left layouts).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            marginsAreDirectional ? storedMargins
                : layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection)
        }
        set {
            storedMargins = newValue
            marginsAreDirectional = true
            rootView.engine?.marginsDidChange(of: self)
        }
    }

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
