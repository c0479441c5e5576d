import Foundation

/// The part shared by ``ConstraintViewDSL`` and ``ConstraintLayoutGuideDSL``: the item
/// (``target``) and its debugging label.
public protocol ConstraintDSL {
    /// The view or layout guide the DSL works on.
    var target: AnyObject? { get }

    /// Sets a debugging label for the item.
    func setLabel(_ value: String?)
    /// The item's debugging label, if one was set.
    func label() -> String?
}

extension ConstraintDSL {
    /// Sets a debugging label for the item. A view that has no `accessibilityIdentifier` (or
    /// whose identifier is the previous label) takes the label as its identifier, so that
    /// constraint descriptions and diagnostics name it (`title.top == header.bottom + 12`); a
    /// guide with an empty `identifier` takes it likewise.
    public func setLabel(_ value: String?) {
        let previous = label()
        if let view = target as? View {
            view.dslStorage[SnapKitLabel.key] = value.map(SnapKitLabel.init)
            if view.accessibilityIdentifier == nil || view.accessibilityIdentifier == previous {
                view.accessibilityIdentifier = value
            }
        } else if let guide = target as? LayoutGuide {
            guide.dslStorage[SnapKitLabel.key] = value.map(SnapKitLabel.init)
            if guide.identifier.isEmpty || guide.identifier == previous {
                guide.identifier = value ?? ""
            }
        }
    }

    /// The item's debugging label, if one was set with ``setLabel(_:)``.
    public func label() -> String? {
        if let view = target as? View { return (view.dslStorage[SnapKitLabel.key] as? SnapKitLabel)?.text }
        if let guide = target as? LayoutGuide { return (guide.dslStorage[SnapKitLabel.key] as? SnapKitLabel)?.text }
        return nil
    }
}
