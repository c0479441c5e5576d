import Foundation

extension View {
    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`; the
    /// engine updates the constraint's strength in place.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        rootView.engine?.contentPrioritiesDidChange(of: self)
        superview?.subviewContentSizingDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`; the
    /// engine updates the constraint's strength in place.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        rootView.engine?.contentPrioritiesDidChange(of: self)
        superview?.subviewContentSizingDidChange(self)
    }
}
