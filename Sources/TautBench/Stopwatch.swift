#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing with the monotonic clock.
enum Stopwatch {
    private static let clock = ContinuousClock()

    /// Runs `body` and returns its duration in seconds with its result.
    static func timed<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (seconds: Double, result: T) {
        let start = clock.now
        let result = try body()
        let elapsed = start.duration(to: clock.now)
        return (seconds(elapsed), result)
    }

    /// A duration in seconds.
    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// The current instant.
    static var now: ContinuousClock.Instant { clock.now }
}

/// The process's peak resident set size in MiB (`getrusage`; Linux reports KiB).
func peakRSSMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
    let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1024.0 / 1024.0
    #else
    return Double(usage.ru_maxrss) / 1024.0
    #endif
}
