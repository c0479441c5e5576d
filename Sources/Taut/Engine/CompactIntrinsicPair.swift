import Foundation

import TautSolver

/// A view's hugging and compression resistance on one axis, both optional, held by the engine
/// as one solver equality with no ``LayoutConstraint`` objects (see
/// `LayoutEngine+CompactIntrinsic.swift`).
struct CompactIntrinsicPair {
    /// Where the pair is in its life in the engine.
    enum State {
        /// Queued, to be built and added at the next batch.
        case pending
        /// Built in the batch being added (its solver constraint goes in with the batch).
        case built
        /// In the solver.
        case installed
    }

    /// The intrinsic size on the axis (the equality's constant).
    var constant: CGFloat
    /// The hugging priority (the weight of the size above `constant`).
    var hugging: LayoutPriority
    /// The compression-resistance priority (the weight of the size below `constant`).
    var compression: LayoutPriority
    /// The shared equality, once built.
    var solverConstraint: TautSolver.Constraint?
    var state = State.pending
}

/// The two compact intrinsic-size pairs of an item (horizontal, vertical), in two stored slots.
///
/// The readers an engine calls once per pair and batch (``state(axis:)``, ``weights(axis:)``,
/// ``solverConstraint(axis:)``) are `mutating` although they change nothing: called on
/// `ItemVariables.compactIntrinsic`, a non-mutating method gets a copy of both pairs (their
/// solver constraints retained and released), a mutating one reads them in place.
struct CompactIntrinsicPairs {
    private var horizontal: CompactIntrinsicPair?
    private var vertical: CompactIntrinsicPair?

    /// The pair of `axis` (0: horizontal, 1: vertical); `nil` for none.
    subscript(axis: Int) -> CompactIntrinsicPair? {
        get { axis == 0 ? horizontal : vertical }
        set { if axis == 0 { horizontal = newValue } else { vertical = newValue } }
    }

    /// Whether neither axis has one.
    var isEmpty: Bool { horizontal == nil && vertical == nil }

    /// The state of the pair of `axis`, read in place (no copy of the pair, whose solver
    /// constraint a copy would retain); `nil` for none.
    @inline(__always)
    mutating func state(axis: Int) -> CompactIntrinsicPair.State? {
        axis == 0 ? horizontal?.state : vertical?.state
    }

    /// The constant and the two priorities of the pair of `axis`, read in place; `nil` for none.
    @inline(__always)
    mutating func weights(axis: Int) -> (constant: CGFloat, hugging: LayoutPriority, compression: LayoutPriority)? {
        if axis == 0 {
            guard let constant = horizontal?.constant, let hugging = horizontal?.hugging,
                  let compression = horizontal?.compression else { return nil }
            return (constant, hugging, compression)
        }
        guard let constant = vertical?.constant, let hugging = vertical?.hugging,
              let compression = vertical?.compression else { return nil }
        return (constant, hugging, compression)
    }

    /// Gives the pair of `axis`, if there is one, `state`, in place (``setBuilt(_:axis:)``
    /// gives a built pair its equality).
    @inline(__always)
    mutating func set(_ state: CompactIntrinsicPair.State, axis: Int) {
        if axis == 0 {
            horizontal?.state = state
        } else {
            vertical?.state = state
        }
    }

    /// Marks the pair of `axis` built, with its equality `solverConstraint` (moved in, not
    /// copied).
    @inline(__always)
    mutating func setBuilt(_ solverConstraint: consuming TautSolver.Constraint, axis: Int) {
        if axis == 0 {
            horizontal?.state = .built
            horizontal?.solverConstraint = solverConstraint
        } else {
            vertical?.state = .built
            vertical?.solverConstraint = solverConstraint
        }
    }

    /// The solver constraint of the pair of `axis`.
    @inline(__always)
    mutating func solverConstraint(axis: Int) -> TautSolver.Constraint? {
        axis == 0 ? horizontal?.solverConstraint : vertical?.solverConstraint
    }

    /// Lets go of both pairs' solver constraints (their engine is going).
    mutating func letGoOfSolverConstraints() {
        if horizontal?.solverConstraint != nil { horizontal?.solverConstraint = nil }
        if vertical?.solverConstraint != nil { vertical?.solverConstraint = nil }
    }
}

extension LayoutEngine {
    /// An engine-made constraint waiting to be added: a record, or an item's compact
    /// intrinsic-size pair on one axis. Both wait in one queue, so that the solver gets them in
    /// the order they were made.
    ///
    /// One reference wide (the axis is the case), so that the queue of a cell (64 entries
    /// reserved) is a small block for `malloc`: a block of a kilobyte or more makes glibc
    /// consolidate its free lists first, which cost more than the rest of the engine's set-up.
    enum PendingSystemEntry {
        case record(Record)
        case horizontalIntrinsic(ItemVariables)
        case verticalIntrinsic(ItemVariables)
        /// The root's compact position pins (see `LayoutEngine+RootPins.swift`).
        case rootPins(ItemVariables)

        /// The entry of the compact pair of `iv` on `axis` (0: horizontal, 1: vertical).
        static func intrinsic(_ iv: ItemVariables, axis: Int) -> PendingSystemEntry {
            axis == 0 ? .horizontalIntrinsic(iv) : .verticalIntrinsic(iv)
        }

        /// For a compact pair's entry, the item's variables and the axis; `nil` for a record.
        var intrinsicPair: (variables: ItemVariables, axis: Int)? {
            switch self {
            case .record, .rootPins: return nil
            case .horizontalIntrinsic(let iv): return (iv, 0)
            case .verticalIntrinsic(let iv): return (iv, 1)
            }
        }
    }
}
