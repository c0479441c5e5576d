import Foundation

import TautSolver

extension LayoutEngine {
    /// The layout direction a constraint's leading/trailing attributes resolve with: its
    /// first item's effective direction.
    func direction(for constraint: LayoutConstraint) -> UserInterfaceLayoutDirection {
        // A view's own: read from the view borrowed by address (no retain of the reference or the view).
        let firstViewAddress = constraint.firstReference?.viewAddress ?? 0
        if let isRightToLeft = BorrowedView.with(firstViewAddress, { $0.isEffectivelyRightToLeft }) {
            return isRightToLeft ? .rightToLeft : .leftToRight
        }
        return constraint.firstItem?.layoutView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    /// `first - multiplier × second - constant` over the items' variables (so that the
    /// constraint is `form relation 0`), or `nil` if an item is gone or outside the tree.
    ///
    /// Right to left, a constraint that uses leading or trailing is the mirror image of its
    /// left-to-right meaning: every horizontal location in it is measured leftwards (negated),
    /// leading being the right edge and trailing the left one. So `a.leading == b.trailing + 12`
    /// puts `a`'s right edge 12 to the left of `b`'s left edge, and a whole layout written with
    /// leading/trailing mirrors exactly. Left and right alone never flip.
    ///
    /// In a tree with scroll views, a constraint between a scroll view's edges and an item
    /// inside it is built over the scroll view's content layout guide (see
    /// `LayoutEngine+ScrollView.swift`). Trees without scroll views pay one flag test.
    func form(of constraint: LayoutConstraint, direction: UserInterfaceLayoutDirection) -> LinearForm? {
        let scrollViewsBefore = hasScrollViews
        if scrollViewsBefore, let substituted = scrollContentForm(of: constraint, direction: direction) {
            return substituted
        }
        let plain = plainForm(of: constraint, direction: direction)
        // Building the form made the variables of its items and their ancestors: a scroll view
        // among them is known now.
        if !scrollViewsBefore, hasScrollViews, let substituted = scrollContentForm(of: constraint, direction: direction) {
            return substituted
        }
        return plain
    }

    /// The form of the constraint over its own items' variables. Each side is read as the
    /// constraint stores it: an item's reference and attribute, or an offset anchor.
    private func plainForm(of constraint: LayoutConstraint, direction: UserInterfaceLayoutDirection) -> LinearForm? {
        let mirror = direction == .rightToLeft && constraint.usesDirection
        let hasSecond = constraint.hasSecondAnchor
        var size = termCount(side: 0, of: constraint, direction: direction)
        if hasSecond {
            size += termCount(side: 1, of: constraint, direction: direction) + (constraint.multiplier != 1 ? 2 : 0)
        }
        // The form becomes the solver constraint's expression, kept as long as the constraint
        // is: sized to its terms, not to the most a constraint can have (in the storage of an
        // expression of the solver's last system when it has one free).
        var result = LinearForm(withSolver { $0.makeTermArray(capacity: size) })
        guard append(side: 0, of: constraint, times: 1, direction: direction, mirror: mirror, to: &result)
        else { return nil }
        if hasSecond {
            let multiplier = Double(constraint.multiplier)
            guard append(side: 1, of: constraint, times: -multiplier, direction: direction, mirror: mirror, to: &result)
            else { return nil }
            if multiplier != 1, let origin = coordinateOrigin(of: constraint, mirror: mirror) {
                result.add(origin, times: 1 - multiplier)
            }
        }
        result.constant -= Double(constraint.storedConstant)
        return result
    }

    /// For a location constraint with a multiplier, the shift from root coordinates to the
    /// coordinates UIKit evaluates it in: the bounds of the items' nearest common ancestor.
    ///
    /// `a == m × b + c` in the ancestor's coordinates (origin `o`) is
    /// `(a − o) == m × (b − o) + c`, so the form gains `(1 − m) × (−o)`; this returns `−o`
    /// (`ancestor.left` or `.top`). Mirrored (right to left), horizontal locations are measured
    /// leftwards from the ancestor's right edge `r`, and the shift is `+r`. So
    /// `child.centerX == superview.centerX × 0.5` puts the child's centre at a quarter of its
    /// superview's width wherever the superview sits, as in UIKit. Dimensions need no shift.
    private func coordinateOrigin(of constraint: LayoutConstraint, mirror: Bool) -> LinearForm? {
        // Two plain sides (no offset anchor, a second item).
        guard let first = constraint.firstReference, let second = constraint.secondReference else { return nil }
        let category = constraint.firstAttribute.category
        guard category == .xLocation || category == .yLocation,
              let firstView = first.item?.layoutView, let secondView = second.item?.layoutView,
              let ancestor = ViewHierarchy.nearestCommonAncestor(firstView, secondView),
              let iv = variables(for: ancestor) else { return nil }
        if category == .yLocation { return LinearForm([TautSolver.Term(iv.top, -1)]) }
        if mirror { return LinearForm(iv.left, plus: 1, times: iv.width) }
        return LinearForm([TautSolver.Term(iv.left, -1)])
    }

    /// How many terms ``append(side:of:times:direction:mirror:to:)`` adds for one side of a
    /// constraint (0: first, 1: second): an item's attribute, or the offset anchor kept instead
    /// (read only when there is no item reference).
    private func termCount(side: Int, of constraint: LayoutConstraint, direction: UserInterfaceLayoutDirection) -> Int {
        let attribute = side == 0 ? constraint.firstAttribute : constraint.secondAttribute
        let hasReference = side == 0 ? constraint.firstReference != nil : constraint.secondReference != nil
        if !hasReference, let kept = side == 0 ? constraint.firstKeptAnchor : constraint.secondKeptAnchor {
            return termCount(of: kept, direction: direction)
        }
        return termCount(of: attribute, direction: direction)
    }

    /// How many terms ``append(_:times:direction:mirror:to:)`` adds for `anchor`.
    private func termCount(of anchor: LayoutAnchor, direction: UserInterfaceLayoutDirection) -> Int {
        if let offset = anchor.offset {
            return termCount(of: offset.from, direction: direction) + termCount(of: offset.to, direction: direction)
        }
        return termCount(of: anchor.attribute, direction: direction)
    }

    /// How many terms an attribute of an item takes: one for an edge or a size that is a
    /// variable itself, two for the others (`right = left + width`).
    private func termCount(of attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> Int {
        switch attribute.withoutMargin ?? attribute {
        case .left, .top, .width, .height: return 1
        case .leading: return direction == .rightToLeft ? 2 : 1
        case .trailing: return direction == .rightToLeft ? 1 : 2
        default: return 2
        }
    }

    /// Adds `k ×` one side of a constraint (0: first, 1: second) to `form`: the attribute of
    /// its item, or, without an item reference, the offset anchor kept instead (see
    /// ``append(_:times:direction:mirror:to:)``), which is read only then.
    private func append(side: Int, of constraint: LayoutConstraint, times k: Double,
                        direction: UserInterfaceLayoutDirection, mirror: Bool, to form: inout LinearForm) -> Bool {
        // The reference is borrowed by address (the constraint holds it), not retained.
        let address = BorrowedView.address(of: side == 0 ? constraint.firstReference : constraint.secondReference)
        let attribute = side == 0 ? constraint.firstAttribute : constraint.secondAttribute
        if let appended = BorrowedView.with(address, as: ItemReference.self, { reference in
            append(reference, attribute, times: k, direction: direction, mirror: mirror, to: &form)
        }) {
            return appended
        }
        guard let kept = side == 0 ? constraint.firstKeptAnchor : constraint.secondKeptAnchor else { return false }
        return append(kept, times: k, direction: direction, mirror: mirror, to: &form)
    }

    /// Adds `k ×` the anchor's linear form in root coordinates to `form`, in place (horizontal
    /// locations negated when `mirror` is set, see above). Returns `false`, leaving `form`
    /// partly built, if the anchor's item is gone or outside the tree.
    func append(_ anchor: LayoutAnchor, times k: Double, direction: UserInterfaceLayoutDirection, mirror: Bool,
                to form: inout LinearForm) -> Bool {
        if let offset = anchor.offset {
            return append(offset.to, times: k, direction: direction, mirror: mirror, to: &form)
                && append(offset.from, times: -k, direction: direction, mirror: mirror, to: &form)
        }
        guard let reference = anchor.itemReference else { return false }
        return append(reference, anchor.attribute, times: k, direction: direction, mirror: mirror, to: &form)
    }

    /// Adds `k ×` the linear form of the `attribute` of the item of `reference` (see
    /// ``append(_:times:direction:mirror:to:)``). A view is loaded from its reference without
    /// a class test or an existential; a guide, and items of other types, take the general path.
    private func append(_ reference: ItemReference, _ attribute: LayoutAttribute, times k: Double,
                        direction: UserInterfaceLayoutDirection, mirror: Bool, to form: inout LinearForm) -> Bool {
        if mirror, attribute.category == .xLocation {
            return append(reference, attribute, times: -k, direction: direction, mirror: false, to: &form)
        }
        // The common case: a plain attribute of a view of this engine with variables already.
        if !isFitting,
           withOwnVariables(of: reference, { iv in form.appendPlain(attribute, of: iv, times: k, direction: direction) }) == true {
            return true
        }
        var attribute = attribute
        let found: ItemVariables?
        if let view = reference.view {
            // A margin attribute is the attribute of the view's margins guide.
            if let base = attribute.withoutMargin {
                attribute = base
                found = variables(for: view.layoutMarginsGuide)
            } else if attribute.isBaseline {
                guard let baseline = baselineForm(of: view, first: attribute == .firstBaseline) else { return false }
                form.add(baseline, times: k)
                return true
            } else if let existing = existingVariables(of: view) {
                found = existing
            } else {
                found = variables(for: view)
            }
        } else if let item = reference.item {
            // A guide's margin attribute is its plain attribute.
            if let base = attribute.withoutMargin { attribute = base }
            found = variables(for: item)
        } else {
            return false
        }
        guard let iv = found else { return false }
        // The baseline of an item that is not a view (a guide) is its bottom edge.
        if attribute.isBaseline {
            form.append(iv.top, k)
            form.append(iv.height, k)
            return true
        }
        return form.appendPlain(attribute, of: iv, times: k, direction: direction)
    }

    /// A view's first or last baseline: the baseline of its `forFirstBaselineLayout` /
    /// `forLastBaselineLayout` view, which for a label is its vertical centre plus an offset
    /// from the measured text, and for other views the bottom edge.
    func baselineForm(of view: View, first: Bool) -> LinearForm? {
        var source = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if source !== view, !source.isDescendant(of: view) { source = view }
        guard let iv = variables(for: source) else { return nil }
        if iv.baselineOffsets == nil {
            iv.baselineOffsets = source.baselineOffsetsFromCenter(layoutWidth: iv.layoutWidth)
            if iv.baselineOffsets != nil { listWidthDependent(iv) }
        }
        guard let offsets = iv.baselineOffsets else {
            return LinearForm(iv.top, plus: 1, times: iv.height)
        }
        return LinearForm(iv.top, plus: 0.5, times: iv.height, constant: Double(first ? offsets.first : offsets.last))
    }

    /// Builds the solver constraint of a record. Returns `false` if an item is gone.
    func build(_ record: Record) -> Bool {
        // A constraint that is its own record (all but a fitting engine's stand-ins) is passed
        // on as it is, borrowed, not retained as `record.constraint` would be.
        if let original = record.engineRecordState.original { return build(record, constraint: original) }
        return build(record, constraint: record)
    }

    /// ``build(_:)`` of `record`, whose constraint is `c`.
    private func build(_ record: Record, constraint c: LayoutConstraint) -> Bool {
        let isDirectional = c.kind == .user && c.usesDirection
        let direction = isDirectional ? direction(for: c) : .leftToRight
        // The form's expression is handed over to the solver constraint, not copied.
        guard let form = form(of: c, direction: direction) else { return false }
        let expression = (consume form).expression
        let relation: TautSolver.Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        if c.kind == .compressionResistance, let hugging = pairablePartner(ofCompression: record) {
            // Both halves of an intrinsic-size pair at once: one solver equality, no
            // inequality made for the compression half alone (see `LayoutEngine+IntrinsicPairs.swift`).
            let shared = solver.makeConstraint(consume expression, strengthAbove: solverStrength(of: hugging.constraint),
                                               strengthBelow: solverStrength(of: c))
            record.solverConstraint = shared
            record.sharesSolverConstraint = true
            hugging.solverConstraint = shared
            hugging.sharesSolverConstraint = true
            return true
        }
        let strength = solverStrength(of: c)
        let sc = withSolver { $0.makeConstraint(expression, relation, strength: strength) }
        record.solverConstraint = consume sc
        record.direction = direction
        if isDirectional { record.isDirectional = true }
        if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline { baselineRecords[ObjectIdentifier(c)] = record }
        return true
    }

    /// The solver strength of a constraint: its priority's, or the scroll content size's own.
    func solverStrength(of c: LayoutConstraint) -> Strength {
        c.kind == .scrollContentSize ? LayoutEngine.scrollContentSizeStrength : solverStrength(of: c.storedPriority)
    }

    /// The solver strength of a priority, with the common ones converted once.
    func solverStrength(of priority: LayoutPriority) -> Strength {
        switch priority.rawValue {
        case 1000: return .required
        case 250: return LayoutEngine.defaultLowStrength
        case 750: return LayoutEngine.defaultHighStrength
        case let raw: return Strength(layoutPriority: raw)
        }
    }

    /// The solver strengths of ``LayoutPriority/defaultLow`` and ``LayoutPriority/defaultHigh``,
    /// converted once (the conversion takes a power).
    static let defaultLowStrength = Strength(layoutPriority: 250)
    static let defaultHighStrength = Strength(layoutPriority: 750)

    /// Recomputes the solver constant of an installed record (after a baseline moved).
    func refreshConstant(of record: Record) {
        requireAwaitingHolds()
        guard record.state == .installed, let sc = record.solverConstraint,
              let form = form(of: record.constraint, direction: record.direction) else { return }
        do {
            try solver.updateConstant(of: sc, to: form.constant)
        } catch {
            leaveOut(record, error: error, reason: .baselineMoved)
        }
    }

    /// Rebuilds the constraints whose leading/trailing resolution changed, and re-places the
    /// margins guides (directional margins).
    func reresolveDirections() {
        requireAwaitingHolds()
        directionDirty = false
        let directional = records.filter(\.isDirectional)
        for record in directional.sorted(by: { $0.constraint.serial < $1.constraint.serial }) {
            guard record.state == .installed || record.state == .broken else { continue }
            let now = direction(for: record.constraint)
            guard now != record.direction else { continue }
            if record.state == .installed, let sc = record.solverConstraint {
                try? solver.removeConstraint(sc)
            }
            record.solverConstraint = nil
            broken[ObjectIdentifier(record.constraint)] = nil
            record.state = .pending
            record.reason = .directionChanged
            pending.append(record)
        }
        for iv in systemGuides { refreshGuide(iv) }
    }
}
