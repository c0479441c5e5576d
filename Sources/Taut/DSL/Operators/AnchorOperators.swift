import Foundation

// Comparison operators between anchors and anchor expressions. Each makes one inactive
// `LayoutConstraint` (recorded by the enclosing `layout { }` block, which activates it). The
// overloads are concrete, one per pair of types, so that type-checking stays fast and x-axis,
// y-axis and dimension anchors can't be mixed.

// MARK: Horizontal locations

/// `lhs == rhs`: the two horizontal locations coincide.
@discardableResult
public func == (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.equal, rhs, constant: 0))
}
/// `lhs <= rhs`: `lhs` lies at or left of (before) `rhs`.
@discardableResult
public func <= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.lessThanOrEqual, rhs, constant: 0))
}
/// `lhs >= rhs`: `lhs` lies at or right of (after) `rhs`.
@discardableResult
public func >= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.greaterThanOrEqual, rhs, constant: 0))
}
/// `lhs == anchor + constant`.
@discardableResult
public func == (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.equal, rhs.anchor, constant: rhs.constant))
}
/// `lhs <= anchor + constant`.
@discardableResult
public func <= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.lessThanOrEqual, rhs.anchor, constant: rhs.constant))
}
/// `lhs >= anchor + constant`.
@discardableResult
public func >= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.greaterThanOrEqual, rhs.anchor, constant: rhs.constant))
}

// MARK: Vertical locations

/// `lhs == rhs`: the two vertical locations coincide.
@discardableResult
public func == (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.equal, rhs, constant: 0))
}
/// `lhs <= rhs`: `lhs` lies at or above `rhs`.
@discardableResult
public func <= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.lessThanOrEqual, rhs, constant: 0))
}
/// `lhs >= rhs`: `lhs` lies at or below `rhs`.
@discardableResult
public func >= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.greaterThanOrEqual, rhs, constant: 0))
}
/// `lhs == anchor + constant`.
@discardableResult
public func == (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.equal, rhs.anchor, constant: rhs.constant))
}
/// `lhs <= anchor + constant`.
@discardableResult
public func <= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.lessThanOrEqual, rhs.anchor, constant: rhs.constant))
}
/// `lhs >= anchor + constant`.
@discardableResult
public func >= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.greaterThanOrEqual, rhs.anchor, constant: rhs.constant))
}

// MARK: Dimensions

/// `lhs == rhs`: equal sizes.
@discardableResult
public func == (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.equal, rhs, constant: 0))
}
/// `lhs <= rhs`: at most the other size.
@discardableResult
public func <= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.lessThanOrEqual, rhs, constant: 0))
}
/// `lhs >= rhs`: at least the other size.
@discardableResult
public func >= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.greaterThanOrEqual, rhs, constant: 0))
}
/// `lhs == dimension × multiplier + constant`.
@discardableResult
public func == (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.equal, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}
/// `lhs <= dimension × multiplier + constant`.
@discardableResult
public func <= (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.lessThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}
/// `lhs >= dimension × multiplier + constant`.
@discardableResult
public func >= (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.greaterThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}
/// `lhs == constant` (`$0.height == 44`).
@discardableResult
public func == (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.equal, nil, constant: rhs))
}
/// `lhs <= constant`.
@discardableResult
public func <= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.lessThanOrEqual, nil, constant: rhs))
}
/// `lhs >= constant`.
@discardableResult
public func >= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    OperatorRecorder.record(lhs.makeConstraint(.greaterThanOrEqual, nil, constant: rhs))
}
