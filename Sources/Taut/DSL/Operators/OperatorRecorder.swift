import Foundation

/// Collects the constraints that the operators make while a `layout { }` block runs, so that a
/// constraint bound with `let` (and never written as a statement) is activated too.
///
/// The recorder in use is task-local (thread-local outside tasks): blocks on other threads or
/// tasks don't see each other's constraints, and a nested `layout { }` collects its own.
final class OperatorRecorder: @unchecked Sendable {
    private let lock = NSLock()
    /// The constraints made so far, in order.
    private var stored: [LayoutConstraint] = []
    /// Identities of the stored constraints, to add each once.
    private var seen: Set<ObjectIdentifier> = []

    /// The constraints made so far, in order.
    var constraints: [LayoutConstraint] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }

    /// Adds `constraint` unless it is already recorded.
    func add(_ constraint: LayoutConstraint) {
        lock.lock(); defer { lock.unlock() }
        if seen.insert(ObjectIdentifier(constraint)).inserted {
            stored.append(constraint)
        }
    }

    /// The recorder of the innermost `layout { }` block running on this thread or task.
    @TaskLocal static var current: OperatorRecorder?

    /// Records `constraint` in the current block, if any, and returns it.
    static func record(_ constraint: LayoutConstraint) -> LayoutConstraint {
        current?.add(constraint)
        return constraint
    }
}
