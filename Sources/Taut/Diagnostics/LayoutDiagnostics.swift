import Foundation

/// Where every ``LayoutDiagnostic`` goes: one replaceable handler.
///
/// The default handler prints `diagnostic.description` and a newline to standard error. Tools
/// and tests replace ``handler`` to collect diagnostics instead, or use ``collect(_:)``, which
/// gathers the diagnostics reported by its body on the current thread or task without touching
/// the global handler (so parallel tests don't see each other's diagnostics).
public enum LayoutDiagnostics {
    /// The function every diagnostic is passed to. Reading and writing it is thread-safe.
    public static var handler: @Sendable (LayoutDiagnostic) -> Void {
        get { lock.lock(); defer { lock.unlock() }; return storedHandler }
        set { lock.lock(); storedHandler = newValue; lock.unlock() }
    }

    /// The default handler: the description on standard error.
    public static let standardErrorHandler: @Sendable (LayoutDiagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }

    /// Whether a layout pass reports an ``LayoutDiagnostic/Kind/ambiguousLayout`` diagnostic when
    /// the constraints leave the position or size of some view or guide open (default `true`).
    ///
    /// The check runs at the end of a layout pass of a tree whose set of constraints changed
    /// since the last check (not after a constant change), reads the solved tableau in linear
    /// time, and reports one diagnostic naming every ambiguous item and attribute. Set this to
    /// `false` to turn it off everywhere, or ``View/reportsAmbiguousLayout`` to `false` to leave
    /// a subtree out. Reading and writing it is thread-safe.
    public static var reportsAmbiguousLayout: Bool {
        get { lock.lock(); defer { lock.unlock() }; return storedReportsAmbiguousLayout }
        set { lock.lock(); storedReportsAmbiguousLayout = newValue; lock.unlock() }
    }

    /// Sends a diagnostic to the innermost ``collect(_:)`` in progress on this thread or task,
    /// or else to ``handler``. DSLs call it for the problems they find.
    public static func report(_ diagnostic: LayoutDiagnostic) {
        if let collector = currentCollector {
            collector.append(diagnostic)
        } else {
            handler(diagnostic)
        }
    }

    /// Runs `body` and returns the diagnostics it reported, in order, instead of sending them
    /// to ``handler``.
    public static func collect(_ body: () throws -> Void) rethrows -> [LayoutDiagnostic] {
        let collector = DiagnosticCollector()
        try $currentCollector.withValue(collector) { try body() }
        return collector.diagnostics
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedReportsAmbiguousLayout = true
    nonisolated(unsafe) private static var storedHandler: @Sendable (LayoutDiagnostic) -> Void = standardErrorHandler
    @TaskLocal private static var currentCollector: DiagnosticCollector?
}

/// A thread-safe list of diagnostics for ``LayoutDiagnostics/collect(_:)``.
final class DiagnosticCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [LayoutDiagnostic] = []

    func append(_ diagnostic: LayoutDiagnostic) {
        lock.lock(); stored.append(diagnostic); lock.unlock()
    }

    var diagnostics: [LayoutDiagnostic] {
        lock.lock(); defer { lock.unlock() }; return stored
    }
}
