import Foundation

import TautSolver

/// One constraint's life in an engine: what `LayoutEngine.Record` holds.
///
/// A constraint is in at most one normal engine at a time, so the engine keeps this state in
/// the constraint itself (``LayoutConstraint/engineRecordState``): the constraint *is* its own
/// record, and the engine makes no second object per constraint. A temporary fitting engine
/// (`systemLayoutSizeFitting` of a view inside a tree) works on constraints that belong to the
/// tree's engine; it gives each such constraint a stand-in record, a constraint made with
/// `LayoutConstraint(shadowing:)` whose ``original`` is the constraint (see
/// ``LayoutConstraint/constraint``).
struct EngineRecordState {
    /// The solver constraint built for it, while it has one.
    var solverConstraint: TautSolver.Constraint?
    /// For a stand-in record, the constraint it stands for; `nil` for a constraint that is its
    /// own record.
    var original: LayoutConstraint?
    /// Why it is being added, for the conflict report.
    var reason = RecordReason.activatedLast
    /// Its position in the engine's `records` (-1 when not listed): the engine whose
    /// `records` hold it there owns it.
    var index: Int32 = -1
    var state = LayoutEngine.State.pending
    var direction = UserInterfaceLayoutDirection.leftToRight
    /// Whether it is a user constraint using leading or trailing (rebuilt when the layout
    /// direction changes).
    var isDirectional = false
    /// Whether a failure to add it should be reported (retries of broken ones are silent).
    var reportsFailure = true
    /// Whether, when its addition conflicts, the user constraints in the way are left out
    /// instead of it (a root's size holds put back after `systemLayoutSizeFitting`, so that
    /// they win as they would have had they never been set aside).
    var winsConflicts = false
    /// Whether its solver constraint is the equality it shares with the other half of an
    /// intrinsic-size pair (see `LayoutEngine+IntrinsicPairs.swift`).
    var sharesSolverConstraint = false

}

/// Why a constraint is being added (or was changed), for the rule line of a conflict report:
/// a case instead of the sentence, so that records store no string.
enum RecordReason {
    /// A user constraint, activated.
    case activatedLast
    /// An engine-made constraint.
    case addedAfterConflicts
    /// A constant change that the solver refused in place.
    case constantChanged(to: CGFloat)
    /// A constant change on a constraint that was left out.
    case constantChangedWhileLeftOut
    /// A priority raised to required that the solver refused in place.
    case priorityRaisedToRequired
    /// A priority change on a constraint that was left out.
    case priorityChanged(to: LayoutPriority)
    /// Rebuilt because the view giving a baseline changed.
    case baselineViewChanged
    /// A baseline constant that moved.
    case baselineMoved
    /// Left out to make room for a root's size held after `systemLayoutSizeFitting`.
    case sizeHeldAfterFitting
    /// Left out by the solver's check of its solution.
    case letInByRounding
    /// Rebuilt because the layout direction changed.
    case directionChanged

    /// The sentence of the report, `rootName` naming the engine's root.
    func text(rootName: @autoclosure () -> String) -> String {
        switch self {
        case .activatedLast: return "it was activated last"
        case .addedAfterConflicts: return "it was added after the constraints it conflicts with"
        case .constantChanged(let value): return "its constant changed to \(formatLayoutNumber(value))"
        case .constantChangedWhileLeftOut: return "its constant changed"
        case .priorityRaisedToRequired: return "its priority was raised to required"
        case .priorityChanged(let priority): return "its priority changed to \(priority)"
        case .baselineViewChanged: return "the view providing a baseline changed"
        case .baselineMoved: return "a baseline it uses moved"
        case .sizeHeldAfterFitting: return "the size of \(rootName()) was held after systemLayoutSizeFitting"
        case .letInByRounding:
            return "it was let in by rounding against the others, and the solver's check of its solution left it out"
        case .directionChanged: return "the layout direction changed"
        }
    }
}

extension LayoutConstraint: EngineListed {
    /// Whether its record state is as `EngineRecordState()` makes it (a constraint no engine
    /// had yet): then an engine taking the constraint need not reset it. Each field is read in
    /// place; the state is not copied.
    var hasFreshRecordState: Bool {
        @inline(__always) get {
            guard engineRecordState.index == -1, engineRecordState.solverConstraint == nil,
                  engineRecordState.original == nil, engineRecordState.state == .pending,
                  engineRecordState.direction == .leftToRight, !engineRecordState.isDirectional,
                  engineRecordState.reportsFailure, !engineRecordState.winsConflicts,
                  !engineRecordState.sharesSolverConstraint
            else { return false }
            if case .activatedLast = engineRecordState.reason { return true }
            return false
        }
    }

    /// The constraint a record stands for: the constraint itself, or, for a fitting engine's
    /// stand-in, the constraint it stands for.
    var constraint: LayoutConstraint { engineRecordState.original ?? self }

    /// The record of the engine that claimed the constraint: the constraint itself while an
    /// engine lists it, `nil` otherwise (and for a stand-in).
    var engineRecord: LayoutEngine.Record? {
        engineRecordState.index >= 0 && engineRecordState.original == nil ? self : nil
    }

    /// See ``EngineRecordState/solverConstraint``.
    var solverConstraint: TautSolver.Constraint? {
        get { engineRecordState.solverConstraint }
        set { engineRecordState.solverConstraint = newValue }
    }
    /// Whether it has a solver constraint, read without retaining it.
    var hasSolverConstraint: Bool {
        @inline(__always) get { engineRecordState.solverConstraint != nil }
    }
    /// See ``EngineRecordState/state``.
    var state: LayoutEngine.State {
        get { engineRecordState.state }
        set { engineRecordState.state = newValue }
    }
    /// See ``EngineRecordState/direction``.
    var direction: UserInterfaceLayoutDirection {
        get { engineRecordState.direction }
        set { engineRecordState.direction = newValue }
    }
    /// See ``EngineRecordState/isDirectional``.
    var isDirectional: Bool {
        get { engineRecordState.isDirectional }
        set { engineRecordState.isDirectional = newValue }
    }
    /// See ``EngineRecordState/reportsFailure``.
    var reportsFailure: Bool {
        get { engineRecordState.reportsFailure }
        set { engineRecordState.reportsFailure = newValue }
    }
    /// See ``EngineRecordState/winsConflicts``.
    var winsConflicts: Bool {
        get { engineRecordState.winsConflicts }
        set { engineRecordState.winsConflicts = newValue }
    }
    /// See ``EngineRecordState/sharesSolverConstraint``.
    var sharesSolverConstraint: Bool {
        get { engineRecordState.sharesSolverConstraint }
        set { engineRecordState.sharesSolverConstraint = newValue }
    }
    /// See ``EngineRecordState/index``.
    var index: Int32 {
        get { engineRecordState.index }
        set { engineRecordState.index = newValue }
    }
    /// See ``EngineRecordState/reason``.
    var reason: RecordReason {
        get { engineRecordState.reason }
        set { engineRecordState.reason = newValue }
    }
}
