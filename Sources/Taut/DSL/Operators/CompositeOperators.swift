import Foundation

// Comparison operators between composite anchors (edges, size, centre). Each returns one
// inactive constraint per attribute, in SnapKit's order, recorded by the enclosing
// `layout { }` block. Edges only have `==`: "at most" and "at least" are ambiguous for a
// rectangle, so inequalities on edges are written one edge at a time.

/// Records and returns the constraints.
private func recordAll(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
    for constraint in constraints { _ = OperatorRecorder.record(constraint) }
    return constraints
}

// MARK: Edges

/// The four edges coincide with `rhs`'s: left, top, right, bottom.
@discardableResult
public func == (lhs: LayoutEdgeAnchors, rhs: LayoutEdgeAnchors) -> [LayoutConstraint] {
    lhs == rhs + .zero
}
/// The four edges lie inside `rhs`'s by its insets: `left + l`, `top + t`, `right − r`, `bottom − b`.
@discardableResult
public func == (lhs: LayoutEdgeAnchors, rhs: LayoutEdgesExpression) -> [LayoutConstraint] {
    let target = rhs.anchors, insets = rhs.insets
    return recordAll([
        lhs.left.makeConstraint(.equal, target.left, constant: insets.left),
        lhs.top.makeConstraint(.equal, target.top, constant: insets.top),
        lhs.right.makeConstraint(.equal, target.right, constant: -insets.right),
        lhs.bottom.makeConstraint(.equal, target.bottom, constant: -insets.bottom),
    ])
}
/// The four directional edges coincide with `rhs`'s: top, bottom, leading, trailing.
@discardableResult
public func == (lhs: LayoutDirectionalEdgeAnchors, rhs: LayoutDirectionalEdgeAnchors) -> [LayoutConstraint] {
    lhs == rhs + .zero
}
/// The four directional edges lie inside `rhs`'s by its insets: `top + t`, `bottom − b`,
/// `leading + l`, `trailing − t` (leading and trailing follow the layout direction).
@discardableResult
public func == (lhs: LayoutDirectionalEdgeAnchors, rhs: LayoutDirectionalEdgesExpression) -> [LayoutConstraint] {
    let target = rhs.anchors, insets = rhs.insets
    return recordAll([
        lhs.top.makeConstraint(.equal, target.top, constant: insets.top),
        lhs.bottom.makeConstraint(.equal, target.bottom, constant: -insets.bottom),
        lhs.leading.makeConstraint(.equal, target.leading, constant: insets.leading),
        lhs.trailing.makeConstraint(.equal, target.trailing, constant: -insets.trailing),
    ])
}

// MARK: Size

/// Builds width and height constraints for a size relation.
private func sizeConstraints(_ lhs: LayoutSizeAnchors, _ relation: LayoutRelation,
                             _ rhs: LayoutSizeExpression) -> [LayoutConstraint] {
    recordAll([
        lhs.width.makeConstraint(relation, rhs.anchors.width, multiplier: rhs.multiplier, constant: rhs.constant.width),
        lhs.height.makeConstraint(relation, rhs.anchors.height, multiplier: rhs.multiplier, constant: rhs.constant.height),
    ])
}

/// Builds width and height constraints against constants.
private func sizeConstraints(_ lhs: LayoutSizeAnchors, _ relation: LayoutRelation, _ size: CGSize) -> [LayoutConstraint] {
    recordAll([
        lhs.width.makeConstraint(relation, nil, constant: size.width),
        lhs.height.makeConstraint(relation, nil, constant: size.height),
    ])
}

/// Equal widths and equal heights.
@discardableResult
public func == (lhs: LayoutSizeAnchors, rhs: LayoutSizeAnchors) -> [LayoutConstraint] {
    sizeConstraints(lhs, .equal, LayoutSizeExpression(anchors: rhs))
}
/// Width and height at most `rhs`'s.
@discardableResult
public func <= (lhs: LayoutSizeAnchors, rhs: LayoutSizeAnchors) -> [LayoutConstraint] {
    sizeConstraints(lhs, .lessThanOrEqual, LayoutSizeExpression(anchors: rhs))
}
/// Width and height at least `rhs`'s.
@discardableResult
public func >= (lhs: LayoutSizeAnchors, rhs: LayoutSizeAnchors) -> [LayoutConstraint] {
    sizeConstraints(lhs, .greaterThanOrEqual, LayoutSizeExpression(anchors: rhs))
}
/// Width and height equal to `anchors × multiplier + constant`.
@discardableResult
public func == (lhs: LayoutSizeAnchors, rhs: LayoutSizeExpression) -> [LayoutConstraint] {
    sizeConstraints(lhs, .equal, rhs)
}
/// Width and height at most `anchors × multiplier + constant`.
@discardableResult
public func <= (lhs: LayoutSizeAnchors, rhs: LayoutSizeExpression) -> [LayoutConstraint] {
    sizeConstraints(lhs, .lessThanOrEqual, rhs)
}
/// Width and height at least `anchors × multiplier + constant`.
@discardableResult
public func >= (lhs: LayoutSizeAnchors, rhs: LayoutSizeExpression) -> [LayoutConstraint] {
    sizeConstraints(lhs, .greaterThanOrEqual, rhs)
}
/// A fixed size (`$0.size == CGSize(width: 64, height: 64)`).
@discardableResult
public func == (lhs: LayoutSizeAnchors, rhs: CGSize) -> [LayoutConstraint] {
    sizeConstraints(lhs, .equal, rhs)
}
/// A size at most `rhs`.
@discardableResult
public func <= (lhs: LayoutSizeAnchors, rhs: CGSize) -> [LayoutConstraint] {
    sizeConstraints(lhs, .lessThanOrEqual, rhs)
}
/// A size at least `rhs`.
@discardableResult
public func >= (lhs: LayoutSizeAnchors, rhs: CGSize) -> [LayoutConstraint] {
    sizeConstraints(lhs, .greaterThanOrEqual, rhs)
}

// MARK: Centre

/// Builds centre X and centre Y constraints.
private func centerConstraints(_ lhs: LayoutCenterAnchors, _ relation: LayoutRelation,
                               _ rhs: LayoutCenterExpression) -> [LayoutConstraint] {
    recordAll([
        lhs.centerX.makeConstraint(relation, rhs.anchors.centerX, constant: rhs.offset.x),
        lhs.centerY.makeConstraint(relation, rhs.anchors.centerY, constant: rhs.offset.y),
    ])
}

/// The centres coincide.
@discardableResult
public func == (lhs: LayoutCenterAnchors, rhs: LayoutCenterAnchors) -> [LayoutConstraint] {
    centerConstraints(lhs, .equal, LayoutCenterExpression(anchors: rhs, offset: .zero))
}
/// The centre is `rhs`'s plus its offset.
@discardableResult
public func == (lhs: LayoutCenterAnchors, rhs: LayoutCenterExpression) -> [LayoutConstraint] {
    centerConstraints(lhs, .equal, rhs)
}
/// The centre lies at most at `rhs` on both axes (left of and above it, or on it).
@discardableResult
public func <= (lhs: LayoutCenterAnchors, rhs: LayoutCenterExpression) -> [LayoutConstraint] {
    centerConstraints(lhs, .lessThanOrEqual, rhs)
}
/// The centre lies at least at `rhs` on both axes (right of and below it, or on it).
@discardableResult
public func >= (lhs: LayoutCenterAnchors, rhs: LayoutCenterExpression) -> [LayoutConstraint] {
    centerConstraints(lhs, .greaterThanOrEqual, rhs)
}
