import Foundation

extension ViewController {
    /// Gives `childViewController` (a child of this controller) and the views of its tree the
    /// traits `collection` specifies instead of those they inherit: UIKit's
    /// `setOverrideTraitCollection(_:forChild:)`, as swift-snapshot-testing uses it to show a
    /// screen with another text size or appearance. `nil` removes the override.
    ///
    /// Views whose traits changed are told with ``View/traitCollectionDidChange(_:)`` (and the
    /// child controllers with theirs), and labels with ``Label/adjustsFontForContentSizeCategory``
    /// take the size of their text style at the new content size category. An override for a
    /// controller that is not a child is reported and ignored. (The layout direction of an
    /// override is reported by ``View/traitCollection``; views still lay out in the direction
    /// of their ``View/semanticContentAttribute``.)
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild childViewController: ViewController) {
        guard childViewController.parent === self else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidHierarchy,
                message: "setOverrideTraitCollection(_:forChild:) on \(type(of: self)) was given \(type(of: childViewController)), "
                    + "which is not one of its children (addChild(_:) first); the override is ignored."))
            return
        }
        let views = childViewController.viewIfLoaded.map { ViewHierarchy.subtree(of: $0).views } ?? []
        let before = views.map(\.traitCollection)
        let key = ObjectIdentifier(childViewController)
        if let collection { containerState.childTraitOverrides[key] = collection } else {
            containerState.childTraitOverrides[key] = nil
        }
        View.deliverTraitChanges(to: views, before: before)
    }

    /// The traits this controller overrides for `childViewController`, if any (UIKit's
    /// `overrideTraitCollection(forChild:)`).
    public func overrideTraitCollection(forChild childViewController: ViewController) -> TraitCollection? {
        containerState.childTraitOverrides[ObjectIdentifier(childViewController)]
    }
}

extension View {
    /// The overrides parent controllers set for the controllers whose views are this view or
    /// its ancestors, outermost first; `nil` when there are none (the common case, found
    /// without allocating).
    var overriddenTraits: [TraitCollection]? {
        var found: [TraitCollection]?
        var node: View? = self
        while let view = node {
            if let controller = view.viewController, let parent = controller.parent,
               let traits = parent.containerState.childTraitOverrides[ObjectIdentifier(controller)] {
                found = [traits] + (found ?? [])
            }
            node = view.superview
        }
        return found
    }

    /// Tells each of `views` whose traits differ from `before` (same order) that they changed,
    /// its controller first, then resizes the fonts of its Dynamic Type labels.
    static func deliverTraitChanges(to views: [View], before: [TraitCollection]) {
        for (view, previous) in zip(views, before) where view.traitCollection != previous {
            view.viewController?.traitCollectionDidChange(previous)
            view.traitCollectionDidChange(previous)
            (view as? Label)?.adjustFontForContentSizeCategoryIfNeeded()
        }
    }
}
