import Foundation

/// What one SnapKit maker line made: one layout constraint per attribute of the line
/// (`make.edges.equalToSuperview()` makes four), with the line's source location and label.
///
/// Keep it to change the line later: ``update(offset:)``, ``update(inset:)-(ConstraintInsetTarget)`` and
/// ``update(priority:)-(ConstraintPriorityTarget)`` change every layout constraint of the line in place, and
/// ``activate()`` / ``deactivate()`` (or ``isActive``) switch them on and off. Priorities may
/// move between required and optional (SnapKit ignores such updates; Taut applies them).
///
/// A maker line is its own constraint: the line's object (a ``ConstraintDescription``) is
/// what `.constraint` returns and what the item lists once the block ends, so that a line
/// costs one object, not two. It cannot be subclassed outside Taut.
public class Constraint: CustomStringConvertible {
    /// The layout constraints of the line, in SnapKit's attribute order.
    public internal(set) var layoutConstraints: [LayoutConstraint] {
        get {
            var all: [LayoutConstraint] = []
            all.reserveCapacity(layoutConstraintCount)
            forEachLayoutConstraint { all.append($0) }
            return all
        }
        set {
            firstLayoutConstraint = newValue.first
            secondLayoutConstraint = newValue.count > 1 ? newValue[1] : nil
            otherLayoutConstraints = newValue.count > 2 ? Array(newValue.dropFirst(2)) : []
        }
    }
    /// The first two layout constraints: most lines make one or two (`size`, `leading.top`,
    /// `horizontalEdges`), kept without an array.
    @exclusivity(unchecked) var firstLayoutConstraint: LayoutConstraint?
    @exclusivity(unchecked) var secondLayoutConstraint: LayoutConstraint?
    /// The layout constraints after the second, in order.
    @exclusivity(unchecked) var otherLayoutConstraints: [LayoutConstraint] = []
    /// Where the line's relation was written (`#fileID`, `#line`).
    @exclusivity(unchecked) public internal(set) var location: SourceLocation?
    /// The line's label (`labeled(_:)`).
    @exclusivity(unchecked) public internal(set) var label: String?

    /// The constrained item (not kept alive: the item holds its list of constraints), or `nil`
    /// once it is gone.
    var item: (any LayoutConstraintItem)? { itemReference.constraintItem }
    /// The item's reference (see ``ItemReference``).
    let itemReference: ItemReference
    /// The one constant slot: `equalTo(constant)`, `offset` and `inset` write it while the
    /// line is written (the last wins), `update(offset:)` and `update(inset:)` afterwards.
    @exclusivity(unchecked) var constant: ConstraintConstantValue = .number(0)
    /// The multiplier folded into the constant of the layout constraints that have no second
    /// item (a width or height compared with a constant); 1 when there was none.
    @exclusivity(unchecked) var constantFactor: CGFloat = 1
    /// Whether the constraint is in its item's list of active SnapKit constraints.
    var isListed = false

    /// Whether any of the layout constraints is active. Setting it activates or deactivates all.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// A constraint of the item of `itemReference` with no layout constraints yet (a maker
    /// line builds them when it is complete, see ``ConstraintDescription``).
    init(itemReference: ItemReference) {
        self.itemReference = itemReference
    }

    // MARK: Public

    /// Activates the layout constraints (each valid one is installed on the nearest common
    /// ancestor of its items) and lists the constraint with its item for `remakeConstraints`,
    /// `updateConstraints` and `removeConstraints`.
    public func activate() {
        guard let item else { return }
        LayoutConstraint.activate(layoutConstraints)
        item.withSnapKitList { $0.add(self) }
    }

    /// Deactivates the layout constraints and removes the constraint from its item's list.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        item?.withSnapKitList { $0.remove(self) }
    }

    /// Sets the constant of every layout constraint to `offset`, unchanged for each attribute.
    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint {
        setConstant(.number(offset.constraintOffsetTargetValue))
        return self
    }

    /// Sets the constants to an inset (a number or ``ConstraintInsets``), signed per attribute.
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint {
        setConstant(.insets(inset.constraintInsetTargetValue))
        return self
    }

    /// Sets the constants to directional insets, resolved with the item's layout direction.
    @discardableResult
    public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint {
        setConstant(.directionalInsets(inset.constraintDirectionalInsetTargetValue))
        return self
    }

    /// Sets the priority of every layout constraint (required <-> optional included), in place.
    @discardableResult
    public func update(priority: ConstraintPriorityTarget) -> Constraint {
        setPriority(LayoutPriority(priority.constraintPriorityTargetValue))
        return self
    }

    /// Sets the priority of every layout constraint (required <-> optional included), in place.
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        setPriority(priority.layoutPriority)
        return self
    }

    /// SnapKit's deprecated name for ``activate()``.
    @available(*, deprecated, renamed: "activate()")
    public func install() { activate() }

    /// SnapKit's deprecated name for ``deactivate()``.
    @available(*, deprecated, renamed: "deactivate()")
    public func uninstall() { deactivate() }

    /// SnapKit's deprecated name for ``update(offset:)``.
    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(amount: ConstraintOffsetTarget) { update(offset: amount) }

    /// SnapKit's deprecated name for ``update(inset:)-(ConstraintInsetTarget)``.
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(amount: ConstraintInsetTarget) { update(inset: amount) }

    /// SnapKit's deprecated name for ``update(priority:)-(ConstraintPriorityTarget)``.
    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(amount: ConstraintPriorityTarget) { update(priority: amount) }

    /// The descriptions of the layout constraints, separated by `; `
    /// (`title.top == header.bottom + 12 (ProfileView.swift:42, "titleTop")`).
    public var description: String {
        if layoutConstraints.isEmpty {
            var text = "<empty Constraint"
            if let location { text += " (\(location))" }
            return text + ">"
        }
        return layoutConstraints.map(\.description).joined(separator: "; ")
    }

    // MARK: Internal

    /// Writes the constant slot and recomputes every layout constraint's constant.
    private func setConstant(_ value: ConstraintConstantValue) {
        constant = value
        let direction = value.dependsOnDirection ? ConstraintConfig.direction(of: item) : .leftToRight
        let factor = constantFactor
        forEachLayoutConstraint { layoutConstraint in
            // The constant is computed from the second attribute (the first when there is none).
            if !layoutConstraint.hasSecondAnchor {
                layoutConstraint.constant = value.value(for: layoutConstraint.firstAttribute, direction: direction) * factor
            } else {
                layoutConstraint.constant = value.value(for: layoutConstraint.secondAttribute, direction: direction)
            }
        }
    }

    private func setPriority(_ priority: LayoutPriority) {
        forEachLayoutConstraint { $0.priority = priority }
    }

    /// Keeps only the layout constraints at `indices` (an update that matched the others).
    func keepLayoutConstraints(at indices: [Int]) {
        let all = layoutConstraints
        layoutConstraints = indices.map { all[$0] }
    }

    /// Whether the line made any layout constraint.
    var hasLayoutConstraints: Bool { firstLayoutConstraint != nil }

    /// How many layout constraints the line made.
    var layoutConstraintCount: Int {
        firstLayoutConstraint == nil ? 0 : secondLayoutConstraint == nil ? 1 : 2 + otherLayoutConstraints.count
    }

    /// Calls `body` with each layout constraint, in order, without building an array. The first
    /// two are read by address and borrowed (the line holds them while `body` runs, which
    /// must not change the line's list), not retained and released.
    func forEachLayoutConstraint(_ body: (LayoutConstraint) -> Void) {
        guard BorrowedView.with(BorrowedView.address(of: firstLayoutConstraint), as: LayoutConstraint.self, body) != nil,
              BorrowedView.with(BorrowedView.address(of: secondLayoutConstraint), as: LayoutConstraint.self, body) != nil
        else { return }
        for layoutConstraint in otherLayoutConstraints { body(layoutConstraint) }
    }

    /// Adds `layoutConstraint` after the others.
    func appendLayoutConstraint(_ layoutConstraint: LayoutConstraint) {
        if firstLayoutConstraint == nil {
            firstLayoutConstraint = layoutConstraint
        } else if secondLayoutConstraint == nil {
            secondLayoutConstraint = layoutConstraint
        } else {
            otherLayoutConstraints.append(layoutConstraint)
        }
    }
}
