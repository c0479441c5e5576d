import Foundation

extension View {
    /// The view's debug name: ``accessibilityIdentifier``, or `ClassName:N`.
    public var debugName: String {
        if let accessibilityIdentifier { return accessibilityIdentifier }
        if ownState.serial == 0 { ownState.serial = DebugNameCounter.take() }
        return "\(type(of: self)):\(ownState.serial)"
    }

    /// The view itself.
    public var layoutView: View? { self }
    /// The superview.
    public var layoutParent: View? { superview }
}
