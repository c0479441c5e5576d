import Foundation

/// A DSL that names the basic attributes of its item as ``ConstraintItem``s (`other.snp.top`).
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

extension ConstraintBasicAttributesDSL {
    /// The left edge.
    public var left: ConstraintItem { ConstraintItem(target: target, attributes: .left) }
    /// The top edge.
    public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
    /// The right edge.
    public var right: ConstraintItem { ConstraintItem(target: target, attributes: .right) }
    /// The bottom edge.
    public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
    /// The leading edge.
    public var leading: ConstraintItem { ConstraintItem(target: target, attributes: .leading) }
    /// The trailing edge.
    public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: .trailing) }
    /// The width.
    public var width: ConstraintItem { ConstraintItem(target: target, attributes: .width) }
    /// The height.
    public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
    /// The horizontal centre.
    public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: .centerX) }
    /// The vertical centre.
    public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: .centerY) }
    /// Left, top, right and bottom.
    public var edges: ConstraintItem { ConstraintItem(target: target, attributes: .edges) }
    /// Leading, top, trailing and bottom.
    public var directionalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalEdges) }
    /// Left and right.
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .verticalEdges) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalHorizontalEdges) }
    /// Top and bottom.
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalVerticalEdges) }
    /// Width and height.
    public var size: ConstraintItem { ConstraintItem(target: target, attributes: .size) }
    /// Both centres.
    public var center: ConstraintItem { ConstraintItem(target: target, attributes: .center) }
}

/// A DSL that also names baselines and margin attributes (`other.snp.leadingMargin`).
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintAttributesDSL {
    /// The last baseline (SnapKit's deprecated name).
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { ConstraintItem(target: target, attributes: .lastBaseline) }
    /// The last baseline.
    public var lastBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .lastBaseline) }
    /// The first baseline.
    public var firstBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .firstBaseline) }
    /// The left edge of the layout margins.
    public var leftMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leftMargin) }
    /// The top edge of the layout margins.
    public var topMargin: ConstraintItem { ConstraintItem(target: target, attributes: .topMargin) }
    /// The right edge of the layout margins.
    public var rightMargin: ConstraintItem { ConstraintItem(target: target, attributes: .rightMargin) }
    /// The bottom edge of the layout margins.
    public var bottomMargin: ConstraintItem { ConstraintItem(target: target, attributes: .bottomMargin) }
    /// The leading edge of the layout margins.
    public var leadingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leadingMargin) }
    /// The trailing edge of the layout margins.
    public var trailingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .trailingMargin) }
    /// The horizontal centre of the layout margins.
    public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerXWithinMargins) }
    /// The vertical centre of the layout margins.
    public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerYWithinMargins) }
    /// The four edges of the layout margins.
    public var margins: ConstraintItem { ConstraintItem(target: target, attributes: .margins) }
    /// The leading, top, trailing and bottom edges of the layout margins.
    public var directionalMargins: ConstraintItem { ConstraintItem(target: target, attributes: .directionalMargins) }
    /// Both centres of the layout margins.
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerWithinMargins) }
}
