import Foundation

import TautSolver

/// The layout engine of one view tree: it turns the tree's active constraints into solver
/// constraints over per-item variables (in root coordinates), solves them incrementally, and
/// writes frames.
///
/// There is one engine per root view, created on first need and owned by the root. Adding
/// constraints is deferred: activations queue up and are added to the solver at the next
/// layout pass or query, in activation order, each after the constraints the engine makes
/// itself for the items it involves (autoresizing, intrinsic size, margins, safe area). They
/// go to `Solver.addConstraints` in batches of `addBatchSize` as they are built, so that a big
/// tree's solver constraints are added while still in the processor's caches. Changing a
/// constant or a priority, and removing a constraint, act on the solver at once and in place.
///
/// Conflict rule: when a required constraint can't be satisfied, it is the one left out —
/// the constraint added last in activation order (so engine-made constraints, added before
/// the user's constraints that caused them, win), or the constraint whose constant or
/// priority change made the system unsatisfiable. It is reported with the minimal set of
/// constraints it conflicts with, and retried when a required constraint is later removed or
/// made optional.
final class LayoutEngine {
    /// The state of a constraint in the engine.
    enum State { case pending, installed, broken, removed }

    /// One constraint's life in the engine: the constraint itself, which keeps the engine's
    /// bookkeeping (``LayoutConstraint/engineRecordState``), or, in a fitting engine, a
    /// stand-in for a constraint of the tree's engine (see `EngineRecordState.swift`).
    typealias Record = LayoutConstraint

    /// A reference to an engine that does not keep it alive, for constraints, without Swift's
    /// `weak` (which would slow down every retain and release of the engine; see
    /// ``ItemReference``). The engine clears it in its `deinit`.
    final class Reference {
        /// The engine, until its `deinit` starts.
        fileprivate(set) unowned(unsafe) var engine: LayoutEngine?
        init(_ engine: LayoutEngine) { self.engine = engine }
    }

    /// The engine's own reference, made on first need.
    var reference: Reference {
        if let storedReference { return storedReference }
        let made = Reference(self)
        storedReference = made
        return made
    }
    private var storedReference: Reference?

    /// The root of the tree (for a fitting engine, the view being measured).
    var root: View? { rootReference.view }
    /// The root's reference (see ``ItemReference``): the root owns the engine.
    let rootReference: ItemReference
    /// Whether this is a temporary engine of `systemLayoutSizeFitting`: its root's size is
    /// free and it writes no frames.
    let isFitting: Bool
    /// The engine's solver, taken from the pool of recycled solvers and given back to it when
    /// the engine goes (a self-sizing cell makes and drops an engine per cell).
    @exclusivity(unchecked) private(set) var solver = Solver.pooled()

    /// The solver, borrowed for the length of `body` without a retain (the engine keeps it):
    /// for the calls made once per constraint while a system is built.
    @inline(__always)
    func withSolver<Result>(_ body: (Solver) -> Result) -> Result {
        Unmanaged.passUnretained(solver)._withUnsafeGuaranteedRef(body)
    }
    /// A number no other live engine has, marking the item variables this one made.
    let identity = EngineIdentity.take()
    @exclusivity(unchecked) var needsLayout = true

    /// The variables of every item in the engine, in no particular order (see
    /// `LayoutEngine+Storage.swift`).
    @exclusivity(unchecked) var allVariables: [ItemVariables] = []
    /// Whether some solver variables' tags may not give their item's position in
    /// `allVariables` (items came or moved since they were written): `owner(of:)` writes them.
    @exclusivity(unchecked) var variableTagsAreStale = false
    /// A fitting engine's variables, by item identity (a normal engine links them to the items).
    @exclusivity(unchecked) var borrowedVariables: [ObjectIdentifier: ItemVariables] = [:]
    /// Every record, in no particular order (those that need one sort by serial).
    @exclusivity(unchecked) var records: [Record] = []
    /// The records of user constraints a fitting engine does not claim, by constraint identity
    /// (the others hang on their constraint).
    @exclusivity(unchecked) var borrowedRecords: [ObjectIdentifier: Record] = [:]
    /// User constraints (and re-resolved ones) waiting to be added, in order.
    @exclusivity(unchecked) var pending: [Record] = []
    /// Engine-made constraints waiting to be added, in order.
    @exclusivity(unchecked) var pendingSystem: [PendingSystemEntry] = []
    /// Room for the user constraints of a batch (`flush()`) and for the solver constraints
    /// added together (`addBatch(_:)`), kept empty between uses.
    @exclusivity(unchecked) var builtScratch: [Record] = []
    @exclusivity(unchecked) var solverBatchScratch: [TautSolver.Constraint] = []
    /// The root's position pins, held as two solver equalities without constraint objects
    /// (see `LayoutEngine+RootPins.swift`).
    @exclusivity(unchecked) var rootPins = RootPins()
    /// Required constraints left out.
    @exclusivity(unchecked) var broken: [ObjectIdentifier: Record] = [:]
    /// Records that use a baseline (their constants follow the text measurement).
    @exclusivity(unchecked) var baselineRecords: [ObjectIdentifier: Record] = [:]
    /// Items whose frame must be written.
    @exclusivity(unchecked) var dirty: [ItemVariables] = []
    /// How many items of `dirty` were forgotten since it was last emptied (at least).
    @exclusivity(unchecked) var forgottenDirtyCount = 0
    /// Labels whose intrinsic height or baselines depend on their laid-out width, each once
    /// (at `ItemVariables.widthDependentPosition`).
    @exclusivity(unchecked) var widthDependent: [ItemVariables] = []
    /// Wrapping labels whose first measurement waits for the first solve, and those whose
    /// intrinsic width is a stand-in (see `LayoutEngine+StandInWidths.swift`).
    @exclusivity(unchecked) var awaitingFirstMeasurement: [ItemVariables] = []
    @exclusivity(unchecked) var standInWidths: [ItemVariables] = []
    /// Whether the stand-ins of ``standInWidths`` were set by a finished solve: only then does a
    /// change to the system measure them (the solve's own updates cannot move their widths).
    @exclusivity(unchecked) var standInsAreSettled = false
    /// Built-in guides (margins, safe area) with variables, each once (at
    /// `ItemVariables.systemGuidePosition`).
    @exclusivity(unchecked) var systemGuides: [ItemVariables] = []
    @exclusivity(unchecked) var directionDirty = false
    /// Whether a scroll view of the tree has variables (its edges may mean its content area).
    @exclusivity(unchecked) var hasScrollViews = false
    @exclusivity(unchecked) var safeAreaCheckNeeded = false
    /// Whether a readable content guide was made: its width follows its view's, so each solve
    /// re-places it.
    @exclusivity(unchecked) var hasReadableGuides = false
    /// Views whose size `writeFrames()` changed and whose subviews have autoresizing masks,
    /// with their old sizes, for `applyAutoresizing()`.
    @exclusivity(unchecked) var pendingAutoresizing: [(View, CGSize)] = []
    /// Set (for good) once a view controller's `additionalSafeAreaInsets` was found in the
    /// tree: safe-area guides are then re-checked after every solve.
    @exclusivity(unchecked) var usesAdditionalSafeArea = false
    /// Set when a required constraint left the solver: broken ones are retried.
    @exclusivity(unchecked) var requiredRemoved = false
    /// After `systemLayoutSizeFitting` measured the root in place: the root's variables, whose
    /// size holds still pull towards the fitting target. They are held at the root's frame
    /// again when the frame is next set or the engine next adds constraints, whichever comes
    /// first (see `LayoutEngine+Fitting.swift`).
    @exclusivity(unchecked) var fittedRoot: ItemVariables?
    /// A fitted root whose size holds are required (their priority says so) but still optional
    /// in the solver, at exactly the size the system was solved at. The solution is the same
    /// either way: the fitting solve minimised the other errors plus the holds' pull towards
    /// the target, so no other solution has a smaller error with the holds at the size found,
    /// optional or required. Making them required costs a row rebuilt each; it is done by
    /// `requireAwaitingHolds()` before the system next changes, and not at all for a cell that
    /// is measured, laid out and dropped.
    @exclusivity(unchecked) var holdsAwaitingRequired: ItemVariables?
    /// Whether the solver's solution is still the one the fit in place found (nothing changed
    /// the system since): only then may the holds wait (see `holdsAwaitingRequired`).
    @exclusivity(unchecked) var fittedSolutionIsCurrent = false
    /// The automatic ambiguity check's memory (see `LayoutEngine+AmbiguityCheck.swift`).
    @exclusivity(unchecked) var ambiguityCheck = AmbiguityCheckState()
    /// How many user constraints are built before they (and the engine-made constraints they
    /// needed) are added to the solver.
    static let addBatchSize = 512

    init(root: View, fitting: Bool = false) {
        self.rootReference = root.itemReference
        self.isFitting = fitting
        // The lists of an engine that went (see LayoutEngine+SpareLists.swift), or room for a
        // cell's worth from the start, instead of five or six regrowths (and copies) of each
        // list on the way there.
        if let spare = Self.takeSpareLists() {
            adopt(spare)
        } else {
            records.reserveCapacity(Self.initialCapacity)
            pending.reserveCapacity(Self.initialCapacity)
            pendingSystem.reserveCapacity(Self.initialCapacity)
            allVariables.reserveCapacity(Self.initialCapacity / 2)
            dirty.reserveCapacity(Self.initialCapacity / 2)
        }
    }

    /// The number of records (and of queued constraints; half as many items) the engine's
    /// lists have room for when it is made. Each list stays under glibc's 1 KiB threshold for
    /// large blocks (64 entries of 8 bytes): a large block in every cell made malloc
    /// consolidate its fast lists each time, about 35 k instructions a self-sizing cell.
    static let initialCapacity = 64

    deinit {
        storedReference?.engine = nil
        unlinkAll()
        Solver.recycle(&solver)
        giveBackLists()
    }

    // MARK: User constraints

    /// Queues an active user constraint for the next batch. A fitting engine does not claim it.
    func add(_ constraint: LayoutConstraint) {
        if isFitting {
            addToFitting(constraint)
            return
        }
        claimReference(of: constraint)
        constraint.serial = ActivationSerial.take()
        if isListed(constraint, in: records) {
            if constraint.state == .removed { constraint.state = .pending; pending.append(constraint) }
            return
        }
        // Whatever an engine it was in before left there goes: a new record.
        if !constraint.hasFreshRecordState { constraint.engineRecordState = EngineRecordState() }
        enlist(constraint, in: &records)
        pending.append(constraint)
        needsLayout = true
    }

    /// Points `constraint` at this engine's reference, with neither a retain nor a release
    /// when it already does (the common case of a constraint activated again in its engine is
    /// rare; a new constraint's reference is `nil`).
    @inline(__always)
    private func claimReference(of constraint: LayoutConstraint) {
        let current = BorrowedView.address(of: constraint.engineReference)
        if current != 0, current == BorrowedView.address(of: storedReference) { return }
        constraint.engineReference = reference
    }

    /// ``add(_:)`` in a fitting engine: a stand-in record for a constraint it does not claim.
    private func addToFitting(_ constraint: LayoutConstraint) {
        if let existing = record(of: constraint) {
            if existing.state == .removed { existing.state = .pending; pending.append(existing) }
            return
        }
        let record = LayoutConstraint(shadowing: constraint)
        insert(record, claiming: false)
        pending.append(record)
        needsLayout = true
    }

    /// Removes a user or engine-made constraint from the engine (and the solver).
    func remove(_ constraint: LayoutConstraint) {
        requireAwaitingHolds()
        guard let record = record(of: constraint) else { return }
        unlink(record)
        let id = ObjectIdentifier(constraint)
        switch record.state {
        case .installed:
            if record.sharesSolverConstraint {
                unpair(record, requeueing: false)
            } else if let sc = record.solverConstraint {
                try? solver.removeConstraint(sc)
            }
            if constraint.storedPriority.isRequired { requiredRemoved = true }
        case .broken:
            broken[id] = nil
        case .pending, .removed:
            // The other half of an intrinsic-size pair, queued again a moment ago when its
            // partner left (see `unpair`), leaves the queue with it rather than at the next pass.
            if case .record(let last)? = pendingSystem.last, last === record { pendingSystem.removeLast() }
        }
        record.state = .removed
        record.solverConstraint = nil
        baselineRecords[id] = nil
        if constraint.engine === self { constraint.engine = nil }
        needsLayout = true
    }

    /// The active user constraints of this engine, in activation order (for moving them).
    func userConstraintsInOrder() -> [LayoutConstraint] {
        records.map(\.constraint).filter { $0.kind == .user && $0.activeFlag }.sorted { $0.serial < $1.serial }
    }

    // MARK: Changes in place

    /// Updates the solver constant of an installed constraint, or retries a broken one.
    func constantDidChange(_ constraint: LayoutConstraint) {
        requireAwaitingHolds()
        guard let record = record(of: constraint) else { return }
        needsLayout = true
        switch record.state {
        case .installed:
            if record.sharesSolverConstraint,
               intrinsicPartner(of: record)?.constraint.storedConstant != constraint.storedConstant {
                unpair(record)
                return
            }
            guard let sc = record.solverConstraint, let form = form(of: constraint, direction: record.direction) else { return }
            do {
                try solver.updateConstant(of: sc, to: form.constant)
            } catch {
                leaveOut(record, error: error, reason: .constantChanged(to: constraint.storedConstant))
            }
        case .broken:
            retry(record, reason: .constantChangedWhileLeftOut, reporting: true)
        case .pending, .removed:
            break
        }
    }

    /// Updates the solver strength of an installed constraint (required <-> optional included).
    func priorityDidChange(_ constraint: LayoutConstraint, from old: LayoutPriority) {
        requireAwaitingHolds()
        guard let record = record(of: constraint) else { return }
        needsLayout = true
        let strength = Strength(layoutPriority: constraint.storedPriority.rawValue)
        switch record.state {
        case .installed:
            if record.sharesSolverConstraint {
                unpair(record)
                return
            }
            if requeueToPair(record) { return }
            guard let sc = record.solverConstraint else { return }
            do {
                try solver.updateStrength(of: sc, to: strength)
                if old.isRequired && !constraint.storedPriority.isRequired { requiredRemoved = true }
            } catch {
                leaveOut(record, error: error, reason: .priorityRaisedToRequired)
            }
        case .broken:
            retry(record, reason: .priorityChanged(to: constraint.storedPriority), reporting: true)
        case .pending, .removed:
            break
        }
    }

    /// Queues a broken constraint to be added again.
    func retry(_ record: Record, reason: RecordReason, reporting: Bool) {
        broken[ObjectIdentifier(record.constraint)] = nil
        record.state = .pending
        record.reason = reason
        record.reportsFailure = reporting
        pending.append(record)
    }

    /// Takes an installed constraint out of the solver after a failed change, and reports it.
    func leaveOut(_ record: Record, error: any Error, reason: RecordReason) {
        unpair(record, requeueing: false)
        if let sc = record.solverConstraint {
            try? solver.removeConstraint(sc)
        }
        record.solverConstraint = nil
        record.state = .broken
        broken[ObjectIdentifier(record.constraint)] = record
        record.reason = reason
        report(record, error: error)
    }
}
