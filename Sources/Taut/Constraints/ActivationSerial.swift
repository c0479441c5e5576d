import Foundation
#if canImport(Synchronization)
import Synchronization
#endif

/// Hands out activation serial numbers (see ``LayoutConstraint/serial``): increasing,
/// thread-safe, one per activation. Where the standard library's atomics are available (Linux,
/// and Apple systems from macOS 15 and iOS 18), an atomic counter, a few instructions a
/// number; elsewhere a counter under a lock. A process uses one of the two only (the choice
/// depends on the system it runs on), so the numbers keep their order, and constraints keep
/// their order when they move between engines.
enum ActivationSerial {
    /// The next serial number.
    @inline(__always)
    static func take() -> Int {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            // Relaxed suffices: the numbers of one atomic variable are handed out in one order
            // that every thread agrees with, and a thread's later take gets a larger number.
            return AtomicActivationSerial.counter.wrappingAdd(1, ordering: .relaxed).newValue
        }
        #endif
        lock.lock(); defer { lock.unlock() }
        next += 1
        return next
    }

    /// The lock and the last number handed out, where atomics are not available.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0
}

#if canImport(Synchronization)
/// The atomic counter behind ``ActivationSerial``.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
enum AtomicActivationSerial {
    /// The last number handed out.
    static let counter = Atomic<Int>(0)
}
#endif
