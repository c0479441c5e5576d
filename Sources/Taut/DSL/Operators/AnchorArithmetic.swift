import Foundation

// Arithmetic that builds the right-hand side of an operator constraint: anchors plus or minus
// a constant, dimensions times or divided by a multiplier. Concrete overloads only.

// MARK: Horizontal locations

/// `anchor + constant`: a horizontal location `constant` points after (right of) `anchor`.
public func + (lhs: LayoutXAxisAnchor, rhs: CGFloat) -> LayoutXAxisExpression {
    LayoutXAxisExpression(anchor: lhs, constant: rhs)
}
/// `anchor - constant`: a horizontal location `constant` points before (left of) `anchor`.
public func - (lhs: LayoutXAxisAnchor, rhs: CGFloat) -> LayoutXAxisExpression {
    LayoutXAxisExpression(anchor: lhs, constant: -rhs)
}
/// The expression moved by another `constant` points.
public func + (lhs: LayoutXAxisExpression, rhs: CGFloat) -> LayoutXAxisExpression {
    LayoutXAxisExpression(anchor: lhs.anchor, constant: lhs.constant + rhs)
}
/// The expression moved back by `constant` points.
public func - (lhs: LayoutXAxisExpression, rhs: CGFloat) -> LayoutXAxisExpression {
    LayoutXAxisExpression(anchor: lhs.anchor, constant: lhs.constant - rhs)
}

// MARK: Vertical locations

/// `anchor + constant`: a vertical location `constant` points below `anchor`.
public func + (lhs: LayoutYAxisAnchor, rhs: CGFloat) -> LayoutYAxisExpression {
    LayoutYAxisExpression(anchor: lhs, constant: rhs)
}
/// `anchor - constant`: a vertical location `constant` points above `anchor`.
public func - (lhs: LayoutYAxisAnchor, rhs: CGFloat) -> LayoutYAxisExpression {
    LayoutYAxisExpression(anchor: lhs, constant: -rhs)
}
/// The expression moved down by another `constant` points.
public func + (lhs: LayoutYAxisExpression, rhs: CGFloat) -> LayoutYAxisExpression {
    LayoutYAxisExpression(anchor: lhs.anchor, constant: lhs.constant + rhs)
}
/// The expression moved up by `constant` points.
public func - (lhs: LayoutYAxisExpression, rhs: CGFloat) -> LayoutYAxisExpression {
    LayoutYAxisExpression(anchor: lhs.anchor, constant: lhs.constant - rhs)
}

// MARK: Dimensions

/// `dimension × multiplier` (`other.widthAnchor * 0.5`).
public func * (lhs: LayoutDimension, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs, multiplier: rhs)
}
/// `multiplier × dimension` (`0.5 * other.widthAnchor`).
public func * (lhs: CGFloat, rhs: LayoutDimension) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: rhs, multiplier: lhs)
}
/// `dimension ÷ divisor`, the multiplier `1 / divisor` (`$0.height == $0.width / 2`). A divisor
/// of zero gives an infinite multiplier, which activation refuses with a diagnostic.
public func / (lhs: LayoutDimension, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs, multiplier: 1 / rhs)
}
/// `dimension + constant`.
public func + (lhs: LayoutDimension, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs, constant: rhs)
}
/// `dimension - constant` (`view.widthAnchor - 40`).
public func - (lhs: LayoutDimension, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs, constant: -rhs)
}
/// The expression plus another `constant`.
public func + (lhs: LayoutDimensionExpression, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
}
/// The expression minus `constant`.
public func - (lhs: LayoutDimensionExpression, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
}

// MARK: Composites

/// The edges moved inward by `insets`.
public func + (lhs: LayoutEdgeAnchors, rhs: EdgeInsets) -> LayoutEdgesExpression {
    LayoutEdgesExpression(anchors: lhs, insets: rhs)
}
/// The directional edges moved inward by `insets`.
public func + (lhs: LayoutDirectionalEdgeAnchors, rhs: DirectionalEdgeInsets) -> LayoutDirectionalEdgesExpression {
    LayoutDirectionalEdgesExpression(anchors: lhs, insets: rhs)
}
/// Both dimensions times `multiplier`.
public func * (lhs: LayoutSizeAnchors, rhs: CGFloat) -> LayoutSizeExpression {
    LayoutSizeExpression(anchors: lhs, multiplier: rhs)
}
/// Both dimensions plus a size (`width` to the width, `height` to the height).
public func + (lhs: LayoutSizeAnchors, rhs: CGSize) -> LayoutSizeExpression {
    LayoutSizeExpression(anchors: lhs, constant: rhs)
}
/// The expression plus a size.
public func + (lhs: LayoutSizeExpression, rhs: CGSize) -> LayoutSizeExpression {
    LayoutSizeExpression(anchors: lhs.anchors, multiplier: lhs.multiplier,
                         constant: CGSize(width: lhs.constant.width + rhs.width, height: lhs.constant.height + rhs.height))
}
/// The centre moved by `offset` (`x` right, `y` down).
public func + (lhs: LayoutCenterAnchors, rhs: CGPoint) -> LayoutCenterExpression {
    LayoutCenterExpression(anchors: lhs, offset: rhs)
}
