import Foundation

/// The first link of a maker line: the attributes (`make.left.top`). Add more attributes, or
/// relate them with `equalTo(_:)`, `lessThanOrEqualTo(_:)` or `greaterThanOrEqualTo(_:)`.
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func extending(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        self.attributes.formUnion(attributes)
        return self
    }

    /// Adds: the left edge.
    public var left: ConstraintMakerExtendable { extending(.left) }
    /// Adds: the top edge.
    public var top: ConstraintMakerExtendable { extending(.top) }
    /// Adds: the right edge.
    public var right: ConstraintMakerExtendable { extending(.right) }
    /// Adds: the bottom edge.
    public var bottom: ConstraintMakerExtendable { extending(.bottom) }
    /// Adds: the leading edge.
    public var leading: ConstraintMakerExtendable { extending(.leading) }
    /// Adds: the trailing edge.
    public var trailing: ConstraintMakerExtendable { extending(.trailing) }
    /// Adds: the width.
    public var width: ConstraintMakerExtendable { extending(.width) }
    /// Adds: the height.
    public var height: ConstraintMakerExtendable { extending(.height) }
    /// Adds: the horizontal centre.
    public var centerX: ConstraintMakerExtendable { extending(.centerX) }
    /// Adds: the vertical centre.
    public var centerY: ConstraintMakerExtendable { extending(.centerY) }
    /// Adds: the last baseline.
    public var lastBaseline: ConstraintMakerExtendable { extending(.lastBaseline) }
    /// Adds: the first baseline.
    public var firstBaseline: ConstraintMakerExtendable { extending(.firstBaseline) }
    /// Adds: the left edge of the layout margins.
    public var leftMargin: ConstraintMakerExtendable { extending(.leftMargin) }
    /// Adds: the top edge of the layout margins.
    public var topMargin: ConstraintMakerExtendable { extending(.topMargin) }
    /// Adds: the right edge of the layout margins.
    public var rightMargin: ConstraintMakerExtendable { extending(.rightMargin) }
    /// Adds: the bottom edge of the layout margins.
    public var bottomMargin: ConstraintMakerExtendable { extending(.bottomMargin) }
    /// Adds: the leading edge of the layout margins.
    public var leadingMargin: ConstraintMakerExtendable { extending(.leadingMargin) }
    /// Adds: the trailing edge of the layout margins.
    public var trailingMargin: ConstraintMakerExtendable { extending(.trailingMargin) }
    /// Adds: the horizontal centre of the layout margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { extending(.centerXWithinMargins) }
    /// Adds: the vertical centre of the layout margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { extending(.centerYWithinMargins) }
    /// Adds: left, top, right and bottom.
    public var edges: ConstraintMakerExtendable { extending(.edges) }
    /// Adds: leading, top, trailing and bottom.
    public var directionalEdges: ConstraintMakerExtendable { extending(.directionalEdges) }
    /// Adds: left and right.
    public var horizontalEdges: ConstraintMakerExtendable { extending(.horizontalEdges) }
    /// Adds: top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { extending(.verticalEdges) }
    /// Adds: leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { extending(.directionalHorizontalEdges) }
    /// Adds: top and bottom.
    public var directionalVerticalEdges: ConstraintMakerExtendable { extending(.directionalVerticalEdges) }
    /// Adds: width and height.
    public var size: ConstraintMakerExtendable { extending(.size) }
    /// Adds: both centres.
    public var center: ConstraintMakerExtendable { extending(.center) }
    /// Adds: the four edges of the layout margins.
    public var margins: ConstraintMakerExtendable { extending(.margins) }
    /// Adds: the leading, top, trailing and bottom edges of the layout margins.
    public var directionalMargins: ConstraintMakerExtendable { extending(.directionalMargins) }
    /// Adds: both centres of the layout margins.
    public var centerWithinMargins: ConstraintMakerExtendable { extending(.centerWithinMargins) }
    /// Adds the last baseline (SnapKit's deprecated name).
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { extending(.lastBaseline) }
}
