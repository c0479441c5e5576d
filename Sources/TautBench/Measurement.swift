#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One measured or counted value of a run: an integer (counts) or a double (times, errors).
enum Measurement: Equatable {
    case int(Int)
    case double(Double)

    /// The value as a double.
    var doubleValue: Double {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        }
    }

    /// The worker's text form: an integer without a point, a double in Swift's shortest
    /// round-trip form (which always has a point, an exponent, `inf` or `nan`).
    var text: String {
        switch self {
        case .int(let i): return "\(i)"
        case .double(let d): return "\(d)"
        }
    }

    /// Parses ``text``.
    init?(text: String) {
        if let i = Int(text) {
            self = .int(i)
        } else if let d = Double(text) {
            self = .double(d)
        } else {
            return nil
        }
    }

    /// The value as JSON.
    var json: JSONValue {
        switch self {
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        }
    }
}

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
