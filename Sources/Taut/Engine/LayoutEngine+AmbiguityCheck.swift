import Foundation

import TautSolver

/// What the automatic ambiguity check remembers between layout passes.
struct AmbiguityCheckState {
    /// The solver's constraint set when it was last checked (or when a query that added and
    /// removed edit variables left it unchanged in substance).
    var checkedSignature: Solver.ConstraintSetSignature?
}

extension LayoutEngine {
    /// Called once at the end of every layout pass of the tree: if the set of constraints
    /// changed since the last check, reports one ``LayoutDiagnostic/Kind/ambiguousLayout``
    /// diagnostic naming every item whose position or size the constraints leave open.
    ///
    /// A determined layout, the common case, is recognised first without allocating: one pass
    /// over the solver's symbols (``Solver/determinesEveryBoundVariable``), one over the items
    /// and one down the tree (``treeIsSurelyDetermined(_:in:)``). Otherwise the check reads the
    /// solved tableau (``Solver/scannedDetermination(of:)``) in time linear in its size, plus,
    /// when degenerate inequalities hold what could move a variable, two scratch solves over
    /// those inequalities alone. No variable is pushed (see
    /// ``quickAmbiguityReport(root:honouringOptOuts:separatePushLimit:tryingTheProof:)`` for the exception).
    func checkAmbiguityAfterPass() {
        guard !isFitting, solver.constraintSetSignature != ambiguityCheck.checkedSignature,
              pending.isEmpty, pendingSystem.isEmpty, let root, LayoutDiagnostics.reportsAmbiguousLayout else { return }
        let solver = self.solver
        let proved = solver.determinesEveryBoundVariable
        if proved && treeIsSurelyDetermined(root, in: solver) {
            ambiguityCheck.checkedSignature = solver.constraintSetSignature
            return
        }
        let report = quickAmbiguityReport(root: root, honouringOptOuts: true, tryingTheProof: proved)
        ambiguityCheck.checkedSignature = solver.constraintSetSignature
        guard !report.isEmpty else { return }
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .ambiguousLayout,
                                                  message: LayoutEngine.ambiguityMessage(report, root: root)))
    }

    /// Whether the automatic check would find nothing in the tree of `root`, when `solver` (the
    /// engine's) has proved that it determines every bound variable
    /// (``Solver/determinesEveryBoundVariable``): every item of the engine has its four
    /// variables bound (``everyItemIsBound(in:)``; a superset of the items that
    /// ``quickAmbiguityReport(root:honouringOptOuts:separatePushLimit:tryingTheProof:)``
    /// checks), and no view that it would report for lacking variables is in the tree
    /// (``everyViewIsPlaced(_:depth:)``). Allocates nothing. False proves nothing.
    func treeIsSurelyDetermined(_ root: View, in solver: Solver) -> Bool {
        everyItemIsBound(in: solver) && everyViewIsPlaced(root, depth: 0)
    }

    /// Whether every item of the engine (`allVariables`) has its four variables bound
    /// (``Solver/areBound(_:_:_:_:)``), read without retaining them.
    func everyItemIsBound(in solver: Solver) -> Bool {
        allVariables.withUnsafeBufferPointer { items in
            for iv in items {
                let bound = Unmanaged.passUnretained(iv)._withUnsafeGuaranteedRef { iv in
                    solver.areBound(iv.left, iv.top, iv.width, iv.height)
                }
                if !bound { return false }
            }
            return true
        }
    }

    /// Whether every view of the subtree of `view` outside the subtrees that opted out has
    /// variables or translates its autoresizing mask (the views without variables that the
    /// full check reports). Recurses at most ``surelyDeterminedDepthLimit`` deep, and answers
    /// false below that (the full check then walks the tree).
    func everyViewIsPlaced(_ view: View, depth: Int) -> Bool {
        if let extras = view.extras, extras.ignoresAmbiguousLayout { return true }
        if !view.translatesAutoresizingMaskIntoConstraints && existingVariables(of: view) == nil { return false }
        let subviews = view.subviews
        guard !subviews.isEmpty else { return true }
        guard depth < LayoutEngine.surelyDeterminedDepthLimit else { return false }
        for subview in subviews where !everyViewIsPlaced(subview, depth: depth + 1) { return false }
        return true
    }

    /// How deep ``everyViewIsPlaced(_:depth:)`` recurses before it gives up on a proof.
    static let surelyDeterminedDepthLimit = 64

    /// The text of the automatic diagnostic.
    static func ambiguityMessage(_ report: AmbiguityReport, root: View) -> String {
        let count = report.entries.count
        return "After the layout pass of \(root.debugName), the constraints don't determine the position or size of "
            + (count == 1 ? "1 item" : "\(count) items")
            + " (left and top stand for the horizontal and vertical position); their frames are one solution of many:\n"
            + report.entries.map { "    \($0)" }.joined(separator: "\n")
            + "\nAdd the constraints they lack. (Reported once per change of the constraints; "
            + "LayoutDiagnostics.reportsAmbiguousLayout = false, or reportsAmbiguousLayout = false on a view, turns it off.)"
    }

    /// The ambiguity of every item of the tree that takes part in layout, in tree order, from
    /// the solved tableau (the same entries as ``ambiguityReport()``, in linear time). Solves
    /// nothing: the caller has just solved. With `honouringOptOuts`, leaves out the subtrees of
    /// views whose ``View/reportsAmbiguousLayout`` is false.
    ///
    /// ``Solver/determination(of:)`` settles every variable, whatever the priorities. Only if
    /// it could not (``Solver/Determination/undecided``: a scratch solve refused, a solver
    /// defect) are those variables pushed one at a time with a weak edit, when there are at
    /// most `separatePushLimit` of them, and not reported otherwise. Without `tryingTheProof`
    /// (the caller has just seen ``Solver/determinesEveryBoundVariable`` fail), the tableau is
    /// scanned at once (``Solver/scannedDetermination(of:)``).
    func quickAmbiguityReport(root: View, honouringOptOuts: Bool,
                              separatePushLimit: Int = LayoutEngine.separatePushLimit,
                              tryingTheProof: Bool = true) -> AmbiguityReport {
        var entries: [AmbiguityReport.Entry] = []
        var checked: [(item: any LayoutItem, entry: Int)] = []
        var variables: [Variable] = []
        variables.reserveCapacity(4 * allVariables.count)
        checked.reserveCapacity(allVariables.count)
        func add(_ iv: ItemVariables) {
            variables.append(iv.left); variables.append(iv.top); variables.append(iv.width); variables.append(iv.height)
        }
        var stack = [root]
        while let view = stack.popLast() {
            if honouringOptOuts, view.extras?.ignoresAmbiguousLayout == true { continue }
            if let iv = existingVariables(of: view) {
                checked.append((view, entries.count))
                add(iv)
            } else if !view.translatesAutoresizingMaskIntoConstraints {
                entries.append(.init(item: view, name: view.debugName, attributes: [.left, .top, .width, .height]))
            }
            if !view.guides.isEmpty || view.storedMarginsGuide != nil || view.storedSafeAreaGuide != nil
                || view.extras != nil || view.cycleFlags.contains(.isScrollView) {
                for guide in view.allGuides {
                    guard let iv = existingVariables(for: guide) else { continue }
                    checked.append((guide, entries.count))
                    add(iv)
                }
            }
            let subviews = view.subviews
            for k in stride(from: subviews.count - 1, through: 0, by: -1) { stack.append(subviews[k]) }
        }
        guard !variables.isEmpty else { return AmbiguityReport(entries: entries) }
        let verdicts = tryingTheProof ? solver.determination(of: variables) : solver.scannedDetermination(of: variables)
        // Undecided variables (only after a failed scratch solve) are pushed one by one when
        // there are few; past `separatePushLimit` none is: each push costs about a solve.
        let undecided = verdicts.lazy.filter { $0 == .undecided }.count
        let pushes = undecided <= separatePushLimit
        var found: [(position: Int, entry: AmbiguityReport.Entry)] = []
        for (k, item) in checked.enumerated() {
            let open = openAttributes(verdicts[4 * k ..< 4 * k + 4], of: variables[4 * k ..< 4 * k + 4], pushing: pushes)
            if !open.isEmpty { found.append((item.entry, .init(item: item.item, name: item.item.debugName, attributes: open))) }
        }
        if pushes && undecided > 0 { writeFramesAfterPushes() }
        // Merge the items found ambiguous with the views that have no variables, in tree order.
        var merged: [AmbiguityReport.Entry] = []
        var next = 0
        for (position, entry) in found {
            while next < position { merged.append(entries[next]); next += 1 }
            merged.append(entry)
        }
        merged.append(contentsOf: entries[next...])
        return AmbiguityReport(entries: merged)
    }

    /// The attributes (left, top, width, height) of an item whose four variables' `verdicts`
    /// leave them open; an undecided one is pushed (``weakPushMoves(_:weight:)``) when
    /// `pushing`, and left out otherwise.
    func openAttributes(_ verdicts: ArraySlice<Solver.Determination>, of variables: ArraySlice<Variable>,
                        pushing: Bool) -> [LayoutAttribute] {
        let attributes: [LayoutAttribute] = [.left, .top, .width, .height]
        var open: [LayoutAttribute] = []
        for (a, (verdict, variable)) in zip(verdicts, variables).enumerated() {
            switch verdict {
            case .determined: break
            case .undetermined: open.append(attributes[a])
            case .undecided: if pushing && weakPushMoves(variable) { open.append(attributes[a]) }
            }
        }
        return open
    }

    /// Writes the solved frames again after weak pushes moved and restored variables.
    func writeFramesAfterPushes() {
        markChanged(solver.updateVariables())
        root?.queueResized(writeFrames())
        applyAutoresizing()
    }

    /// How many undecided variables (see ``Solver/Determination/undecided``, which only a
    /// failed scratch solve leaves) the automatic check pushes, one at a time; past it, it
    /// pushes none. Each push adds, moves and removes an edit variable, which in a tableau of
    /// thousands of tight inequalities costs about as much as a solve: a horizontal stack of
    /// 100 labels with equal centring took 40 seconds to check that way.
    /// ``View/ambiguityReport()`` has no limit.
    static let separatePushLimit = 8

    /// Whether a weak push (weaker than any priority) moves the variable, either way; the
    /// variable's value is restored, but not written to the frames. The fallback for a
    /// variable ``Solver/determination(of:)`` could not settle: unreliable beside priorities
    /// near 1000, whose weights put the solver's optimality tolerance near the push's weight.
    /// `weight` is the push's (0.001 unless a caller knows the priorities in play).
    func weakPushMoves(_ variable: Variable, weight: Double = 0.001) -> Bool {
        requireAwaitingHolds()
        let original = variable.value
        do {
            try solver.addEditVariable(variable, strength: Strength(weight))
        } catch {
            return false
        }
        var moved = false
        for delta in [100.0, -100.0] {
            do {
                try solver.suggestValue(variable, original + delta)
                _ = solver.updateVariables()
                if abs(variable.value - original) > 1e-6 { moved = true }
            } catch {
                continue
            }
        }
        try? solver.suggestValue(variable, original)
        _ = solver.updateVariables()
        try? solver.removeEditVariable(variable)
        return moved
    }
}

extension LayoutEngine {
    /// Runs a query that adds and removes edit variables (``ambiguityReport()``), keeping the
    /// automatic check's memory: if the constraints were checked before, they still are after.
    func preservingAmbiguityCheck<Result>(_ body: () -> Result) -> Result {
        flushMeasuringAwaitingLabels()
        let before = solver.constraintSetSignature
        let result = body()
        if ambiguityCheck.checkedSignature == before { ambiguityCheck.checkedSignature = solver.constraintSetSignature }
        return result
    }
}
