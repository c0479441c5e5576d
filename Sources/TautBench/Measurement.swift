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
