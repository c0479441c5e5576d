import TautSolver

extension LayoutEngine {
    /// The layout direction a constraint's leading/trailing attributes resolve with: its
    /// first item's effective direction.
    func direction(for constraint: LayoutConstraint) -> UserInterfaceLayoutDirection {
        constraint.firstItem?.layoutView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    /// `first - multiplier × second - constant` over the items' variables (so that the
    /// constraint is `form relation 0`), or `nil` if an item is gone or outside the tree.
    ///
    /// Right to left, a constraint that uses leading or trailing is the mirror image of its
    /// left-to-right meaning: every horizontal location in it is measured leftwards (negated),
    /// leading being the right edge and trailing the left one. So `a.leading == b.trailing + 12`
    /// puts `a`'s right edge 12 to the left of `b`'s left edge, and a whole layout written with
    /// leading/trailing mirrors exactly. Left and right alone never flip.
    func form(of constraint: LayoutConstraint, direction: UserInterfaceLayoutDirection) -> LinearForm? {
        let mirror = direction == .rightToLeft && constraint.usesDirection
        guard var result = form(of: constraint.firstAnchor, direction: direction, mirror: mirror) else { return nil }
        if let second = constraint.secondAnchor {
            guard let rhs = form(of: second, direction: direction, mirror: mirror) else { return nil }
            let multiplier = Double(constraint.multiplier)
            result.add(rhs, times: -multiplier)
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
        guard let second = constraint.secondAnchor, constraint.firstAnchor.offset == nil, second.offset == nil
        else { return nil }
        let category = constraint.firstAttribute.category
        guard category == .xLocation || category == .yLocation,
              let firstView = constraint.firstItem?.layoutView, let secondView = second.item?.layoutView,
              let ancestor = ViewHierarchy.nearestCommonAncestor(firstView, secondView),
              let iv = variables(for: ancestor) else { return nil }
        if category == .yLocation { return LinearForm([TautSolver.Term(iv.top, -1)]) }
        if mirror { return LinearForm(iv.left, plus: 1, times: iv.width) }
        return LinearForm([TautSolver.Term(iv.left, -1)])
    }

    /// An anchor as a linear form in root coordinates (negated for horizontal locations when
    /// `mirror` is set, see above).
    func form(of anchor: LayoutAnchor, direction: UserInterfaceLayoutDirection, mirror: Bool = false) -> LinearForm? {
        if let offset = anchor.offset {
            guard var to = form(of: offset.to, direction: direction, mirror: mirror),
                  let from = form(of: offset.from, direction: direction, mirror: mirror) else { return nil }
            to.add(from, times: -1)
            return to
        }
        if mirror, anchor.attribute.category == .xLocation {
            guard let plain = form(of: anchor, direction: direction, mirror: false) else { return nil }
            var negated = LinearForm()
            negated.add(plain, times: -1)
            return negated
        }
        guard let item = anchor.storedItem else { return nil }
        var target: any LayoutItem = item
        var attribute = anchor.attribute
        if let base = attribute.withoutMargin {
            if let view = item as? View { target = view.layoutMarginsGuide }
            attribute = base
        }
        switch attribute {
        case .leading: attribute = direction == .rightToLeft ? .right : .left
        case .trailing: attribute = direction == .rightToLeft ? .left : .right
        default: break
        }
        if attribute.isBaseline, let view = target as? View {
            return baselineForm(of: view, first: attribute == .firstBaseline)
        }
        guard let iv = variables(for: target) else { return nil }
        switch attribute {
        case .left: return LinearForm(iv.left)
        case .top: return LinearForm(iv.top)
        case .right: return LinearForm(iv.left, plus: 1, times: iv.width)
        case .bottom, .firstBaseline, .lastBaseline: return LinearForm(iv.top, plus: 1, times: iv.height)
        case .width: return LinearForm(iv.width)
        case .height: return LinearForm(iv.height)
        case .centerX: return LinearForm(iv.left, plus: 0.5, times: iv.width)
        case .centerY: return LinearForm(iv.top, plus: 0.5, times: iv.height)
        default: return nil
        }
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
            if iv.baselineOffsets != nil { widthDependent[ObjectIdentifier(iv)] = iv }
        }
        guard let offsets = iv.baselineOffsets else {
            return LinearForm(iv.top, plus: 1, times: iv.height)
        }
        return LinearForm(iv.top, plus: 0.5, times: iv.height, constant: Double(first ? offsets.first : offsets.last))
    }

    /// Builds the solver constraint of a record. Returns `false` if an item is gone.
    func build(_ record: Record) -> Bool {
        let c = record.constraint
        let direction = c.kind == .user && c.usesDirection ? direction(for: c) : .leftToRight
        guard let form = form(of: c, direction: direction) else { return false }
        let relation: TautSolver.Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let sc = TautSolver.Constraint(form.expression, relation,
                                       strength: Strength(layoutPriority: c.storedPriority.rawValue))
        record.solverConstraint = sc
        record.direction = direction
        if c.kind == .user, c.usesDirection { directional[ObjectIdentifier(c)] = record }
        if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline { baselineRecords[ObjectIdentifier(c)] = record }
        return true
    }

    /// Recomputes the solver constant of an installed record (after a baseline moved).
    func refreshConstant(of record: Record) {
        guard record.state == .installed, let sc = record.solverConstraint,
              let form = form(of: record.constraint, direction: record.direction) else { return }
        do {
            try solver.updateConstant(of: sc, to: form.constant)
        } catch {
            leaveOut(record, error: error, reason: "a baseline it uses moved")
        }
    }

    /// Adds everything queued to the solver in one batch: re-resolved directional constraints,
    /// retried broken ones, engine-made constraints, then user constraints in activation order.
    func flush() {
        if directionDirty { reresolveDirections() }
        if requiredRemoved {
            requiredRemoved = false
            for record in broken.values.sorted(by: { $0.constraint.serial < $1.constraint.serial }) {
                retry(record, reason: record.reason, reporting: false)
            }
        }
        guard !pending.isEmpty || !pendingSystem.isEmpty else { return }
        let users = pending
        pending = []
        var built: [Record] = []
        built.reserveCapacity(users.count)
        for record in users where record.state == .pending {
            if build(record) { built.append(record) } else { record.state = .removed }
        }
        var batch: [Record] = []
        while !pendingSystem.isEmpty {
            let system = pendingSystem
            pendingSystem = []
            for record in system where record.state == .pending {
                if record.solverConstraint == nil, !build(record) { record.state = .removed }
            }
            batch.append(contentsOf: system)
        }
        batch.append(contentsOf: built)
        var solverBatch: [TautSolver.Constraint] = []
        solverBatch.reserveCapacity(batch.count)
        for record in batch where record.state == .pending {
            if let sc = record.solverConstraint {
                record.state = .installed
                solverBatch.append(sc)
            }
        }
        let rejections = solver.addConstraints(solverBatch)
        guard !rejections.isEmpty else { needsLayout = true; return }
        var bySolverConstraint: [ObjectIdentifier: Record] = [:]
        for record in batch { if let sc = record.solverConstraint { bySolverConstraint[ObjectIdentifier(sc)] = record } }
        for rejection in rejections {
            guard let record = bySolverConstraint[ObjectIdentifier(rejection.constraint)] else { continue }
            record.solverConstraint = nil
            record.state = .broken
            broken[ObjectIdentifier(record.constraint)] = record
            if record.reportsFailure { report(record, error: rejection.error) }
            record.reportsFailure = true
        }
        needsLayout = true
    }

    /// Rebuilds the constraints whose leading/trailing resolution changed, and re-places the
    /// margins guides (directional margins).
    func reresolveDirections() {
        directionDirty = false
        for record in directional.values.sorted(by: { $0.constraint.serial < $1.constraint.serial }) {
            guard record.state == .installed || record.state == .broken else { continue }
            let now = direction(for: record.constraint)
            guard now != record.direction else { continue }
            if record.state == .installed, let sc = record.solverConstraint {
                try? solver.removeConstraint(sc)
            }
            record.solverConstraint = nil
            broken[ObjectIdentifier(record.constraint)] = nil
            record.state = .pending
            record.reason = "the layout direction changed"
            pending.append(record)
        }
        for iv in systemGuides.values { refreshGuide(iv) }
    }
}
