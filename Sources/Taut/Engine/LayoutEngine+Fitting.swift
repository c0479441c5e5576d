import Foundation

import TautSolver

extension LayoutEngine {
    /// `systemLayoutSizeFitting`: solves `view`'s own constraints (those installed on it and
    /// its descendants) with the view's size free and pulled towards `target` at the given
    /// priorities. No frame changes.
    ///
    /// A root view (a self-sizing cell, typically) is measured in its own engine, so that the
    /// layout pass that follows at the size found does not build and solve the system again:
    /// the root's size holds are set aside, the pulls added, the system solved, the pulls
    /// removed and the holds put back, all incrementally. Other views (and a root that
    /// translates its frame but has an intrinsic size of its own, or an engine with conflicts
    /// already) are measured in a temporary engine holding only their subtree.
    static func fittingSize(of view: View, target: CGSize,
                            horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority) -> CGSize {
        if let size = fittingSizeInOwnEngine(of: view, target: target, horizontalPriority: horizontalPriority,
                                             verticalPriority: verticalPriority) {
            return size
        }
        let engine = LayoutEngine(root: view, fitting: true)
        let views = ViewHierarchy.subtree(of: view).views
        let constraints = views.flatMap(\.constraints).sorted { $0.serial < $1.serial }
        for c in constraints { engine.add(c) }
        guard let iv = engine.variables(for: view) else { return view.storedFrame.size }
        _ = engine.addFittingPulls(on: view, target: target, horizontalPriority: horizontalPriority,
                                   verticalPriority: verticalPriority)
        engine.solve()
        return CGSize(width: snap(iv.width.value), height: snap(iv.height.value))
    }

    /// The fitting size of a root view computed in its own engine, or `nil` when the temporary
    /// engine must be used.
    private static func fittingSizeInOwnEngine(of view: View, target: CGSize, horizontalPriority: LayoutPriority,
                                               verticalPriority: LayoutPriority) -> CGSize? {
        guard view.superview == nil, !view.cycleFlags.contains(.inPass) else { return nil }
        if view.translatesAutoresizingMaskIntoConstraints {
            // Its own engine ignores a translating root's intrinsic size; the temporary one
            // measures it.
            let own = view.intrinsicContentSize
            guard own.width < 0, own.height < 0 else { return nil }
        }
        let engine = view.engineCreatingIfNeeded()
        guard engine.broken.isEmpty, let iv = engine.variables(for: view) else { return nil }
        if iv.frameHold.count == 2, target.width.isFinite, target.height.isFinite {
            return engine.fitInPlace(iv, target: target, horizontalPriority: horizontalPriority,
                                     verticalPriority: verticalPriority)
        }
        let holds = iv.frameHold
        for hold in holds { engine.remove(hold) }
        iv.frameHold = []
        let pulls = engine.addFittingPulls(on: view, target: target, horizontalPriority: horizontalPriority,
                                           verticalPriority: verticalPriority)
        engine.solve()
        let size = CGSize(width: snap(iv.width.value), height: snap(iv.height.value))
        for pull in pulls { engine.remove(pull) }
        engine.makeFrameHold(iv, view: view, parent: nil)
        for hold in iv.frameHold { engine.record(of: hold)?.winsConflicts = true }
        return size
    }

    /// Measures a root that holds its size (`[width, height]` autoresizing constraints) by
    /// turning its holds into the fitting pulls in place: each takes the target as constant and
    /// the fitting priority, the system is solved, and the holds are left pulling until
    /// ``restoreFittedHolds(size:)`` holds the root at its frame again — typically at once, when
    /// the caller sets the frame to the size found. Changing two constraints in place costs far
    /// less than taking the holds out, adding the pulls, and swapping them back.
    private func fitInPlace(_ iv: ItemVariables, target: CGSize, horizontalPriority: LayoutPriority,
                            verticalPriority: LayoutPriority) -> CGSize {
        restoreFittedHolds(size: nil)
        for axis in 0..<2 {
            let hold = iv.frameHold[axis]
            hold.identifier = "fitting size"
            // The priority first: a required hold made optional cannot conflict at its new
            // constant. A required pull that conflicts is reported, as an added pull would be.
            hold.priority = LayoutEngine.clampPriority(axis == 0 ? horizontalPriority : verticalPriority)
            hold.constant = axis == 0 ? target.width : target.height
        }
        solve()
        fittedRoot = iv
        fittedSolutionIsCurrent = true
        return CGSize(width: snap(iv.width.value), height: snap(iv.height.value))
    }

    /// Holds a root measured in place at its frame again (`size`, or the root's frame): its
    /// holds take the size as constant and become required. Should that conflict with required
    /// user constraints (a size rounded off), the holds are made anew and win, left out user
    /// constraints being reported, as at a first layout.
    func restoreFittedHolds(size: CGSize?) {
        guard let iv = fittedRoot else { return }
        fittedRoot = nil
        guard iv.frameHold.count == 2, let view = iv.view, !iv.isForgotten else { return }
        let frame = size ?? view.storedFrame.size
        var conflicted = false
        var awaiting = false
        for axis in 0..<2 {
            let hold = iv.frameHold[axis]
            let value = axis == 0 ? frame.width : frame.height
            let solved = axis == 0 ? iv.width.value : iv.height.value
            hold.identifier = "autoresizing"
            // The constant first, while the hold may still be optional.
            if hold.storedConstant != value {
                hold.storedConstant = value
                if !applyQuietly(hold, required: false) { conflicted = true }
            }
            if !hold.storedPriority.isRequired {
                hold.storedPriority = .required
                // A hold at the size it was solved at is made required in the solver only when
                // the system next changes (`requireAwaitingHolds()`): until then the optional
                // hold gives the same unique solution (see `holdsAwaitingRequired`).
                if Double(value) == solved, fittedSolutionIsCurrent, isInstalled(hold) {
                    awaiting = true
                } else if !applyQuietly(hold, required: true) {
                    conflicted = true
                }
            }
        }
        fittedSolutionIsCurrent = false
        if conflicted {
            remakeHoldsWinning(iv, view: view)
        } else if awaiting {
            holdsAwaitingRequired = iv
        }
    }

    /// Makes the solver hold a fitted root's size required, if `restoreFittedHolds(size:)` left
    /// that for later. Called before anything changes the solver's system.
    func requireAwaitingHolds() {
        // Whatever changes next, the fitting solve's solution is no longer the solver's.
        fittedSolutionIsCurrent = false
        defer { if standInsAreSettled, !standInWidths.isEmpty { measureStandInWidths() } }
        guard let iv = holdsAwaitingRequired else { return }
        holdsAwaitingRequired = nil
        guard iv.frameHold.count == 2, let view = iv.view, !iv.isForgotten else { return }
        var conflicted = false
        for hold in iv.frameHold where !applyQuietly(hold, required: true) { conflicted = true }
        if conflicted { remakeHoldsWinning(iv, view: view) }
    }

    /// Makes a root's size holds anew, winning conflicts (their constants conflicted with
    /// required user constraints, as at a first layout).
    private func remakeHoldsWinning(_ iv: ItemVariables, view: View) {
        for hold in iv.frameHold { remove(hold) }
        iv.frameHold = []
        makeFrameHold(iv, view: view, parent: nil)
        for hold in iv.frameHold { record(of: hold)?.winsConflicts = true }
    }

    /// Whether the constraint is in the solver (not pending, left out or removed).
    private func isInstalled(_ constraint: LayoutConstraint) -> Bool {
        record(of: constraint)?.state == .installed
    }

    /// Gives the solver an engine-made constraint's new constant (or, with `required`, its new
    /// required strength) without reporting a conflict: `false` when it conflicts (the solver
    /// keeps the old value) or the constraint is already left out. A pending constraint takes
    /// its values when it is added.
    private func applyQuietly(_ constraint: LayoutConstraint, required: Bool) -> Bool {
        guard let record = record(of: constraint) else { return true }
        needsLayout = true
        guard record.state == .installed, let sc = record.solverConstraint else { return record.state != .broken }
        do {
            if required {
                try solver.updateStrength(of: sc, to: .required)
            } else if let form = form(of: constraint, direction: record.direction) {
                try solver.updateConstant(of: sc, to: form.constant)
            }
            return true
        } catch {
            return false
        }
    }

    /// Installs `record`, which the solver rejected with `error`, by leaving out the user
    /// constraints it conflicts with, latest activated first, each reported as left out.
    /// Returns whether it is installed.
    func installWinning(_ record: Record, error: any Error) -> Bool {
        guard let sc = record.solverConstraint else { return false }
        var error = error
        var leftOut: [Record] = []
        for _ in 0..<8 {
            guard case SolverError.unsatisfiableConstraint(_, let conflicts) = error else { break }
            let ids = Set(conflicts.map(ObjectIdentifier.init))
            let inWay = records.filter { r in
                r.state == .installed && r.constraint.kind == .user
                    && r.solverConstraint.map { ids.contains(ObjectIdentifier($0)) } == true
            }
            guard let latest = inWay.max(by: { $0.constraint.serial < $1.constraint.serial }),
                  let latestSC = latest.solverConstraint else { break }
            try? solver.removeConstraint(latestSC)
            latest.solverConstraint = nil
            latest.state = .pending
            leftOut.append(latest)
            do {
                try solver.addConstraint(sc)
                record.state = .installed
                record.winsConflicts = false
                // Put the left-out constraints back the usual way: each is rejected again, now
                // as the one added last, and reported with its conflicts.
                for other in leftOut {
                    other.reason = .sizeHeldAfterFitting
                    _ = build(other)
                    retryNow(other)
                }
                return true
            } catch let next {
                error = next
            }
        }
        // Could not make room: put back what was taken out, and leave the record out.
        for other in leftOut {
            _ = build(other)
            retryNow(other)
        }
        return false
    }

    /// Adds a pending user record to the solver at once, recording it broken (and reporting
    /// it) when it is rejected.
    private func retryNow(_ record: Record) {
        guard let sc = record.solverConstraint else { record.state = .removed; return }
        do {
            try solver.addConstraint(sc)
            record.state = .installed
        } catch {
            record.solverConstraint = nil
            record.state = .broken
            broken[ObjectIdentifier(record.constraint)] = record
            report(record, error: error)
        }
    }

    /// Adds the constraints pulling `view`'s size towards `target` (none on a non-finite
    /// dimension) and returns them.
    private func addFittingPulls(on view: View, target: CGSize, horizontalPriority: LayoutPriority,
                                 verticalPriority: LayoutPriority) -> [LayoutConstraint] {
        var pulls: [LayoutConstraint] = []
        if target.width.isFinite {
            pulls.append(system(.fitting, view.itemReference, .width, constant: target.width,
                                priority: LayoutEngine.clampPriority(horizontalPriority), id: "fitting size"))
        }
        if target.height.isFinite {
            pulls.append(system(.fitting, view.itemReference, .height, constant: target.height,
                                priority: LayoutEngine.clampPriority(verticalPriority), id: "fitting size"))
        }
        return pulls
    }

    private static func clampPriority(_ p: LayoutPriority) -> LayoutPriority {
        p.rawValue.isNaN ? .fittingSizeLevel : LayoutPriority(Swift.min(Swift.max(p.rawValue, 1), 1000))
    }
}
