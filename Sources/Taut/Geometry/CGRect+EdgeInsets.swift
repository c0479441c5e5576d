import Foundation

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative): UIKit's
    /// `CGRect.inset(by:)`, as in `bounds.inset(by: layoutMargins)`.
    public func inset(by insets: EdgeInsets) -> CGRect {
        insets.inset(self)
    }
}

extension EdgeInsets {
    /// The insets with every side's sign flipped (an outset).
    var negated: EdgeInsets { EdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }
}
