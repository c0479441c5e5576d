/// The kind of an unknown in the simplex tableau.
///
/// Symbols themselves are small `Int32` ids (indices into the tableau's per-symbol arrays);
/// this is the per-id tag.
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external = 0
    /// The slack of an inequality (`>= 0`), or the artificial variable of phase one.
    case slack = 1
    /// An error variable of an optional constraint (`>= 0`, weighted in the objective).
    case error = 2
    /// The marker of a required equality: fixed at zero, never chosen to enter the basis
    /// by the simplex; only used for removal, constant changes and conflict explanation.
    case dummy = 3

    /// Slack and error symbols are restricted to be non-negative.
    @inline(__always) var isRestricted: Bool { self == .slack || self == .error }
}

/// A tableau symbol id. `-1` means "none".
typealias Symbol = Int32
