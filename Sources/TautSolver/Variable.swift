/// An unknown that the solver assigns a value to, such as the left edge of a view.
///
/// A variable is identified by the object itself: two variables with the same name are
/// different unknowns. The name only appears in diagnostics and dumps.
/// After ``Solver/updateVariables()`` the variable's ``value`` holds the solver's answer.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The name shown in diagnostics, dumps and error messages.
    @exclusivity(unchecked) public var name: String
    /// The value the solver last wrote into this variable (0 until it is solved).
    public internal(set) var value: Double {
        @inlinable get { storedValue }
        set { storedValue = newValue }
    }
    /// A number for the code that owns the variable (the solver never reads it), such as the
    /// position of the variable's item in the owner's own table: it spares a dictionary from
    /// variables to items. -1 until set.
    public var tag: Int {
        @inlinable get { storedTag }
        @inlinable set { storedTag = newValue }
    }

    // `value` and `tag` are read in every layout pass, from other modules too. Stored members
    // marked `@exclusivity(unchecked)` are still checked when another module accesses them
    // directly (about 76 instructions a read, in `swift_beginAccess`), so the public members
    // reach these through accessors compiled here, where the marking holds.
    @usableFromInline @exclusivity(unchecked) internal var storedValue: Double = 0
    @usableFromInline @exclusivity(unchecked) internal var storedTag: Int = -1

    /// The identity of the solver this variable is registered with (0: none), and its symbol
    /// there: internal bookkeeping that spares a dictionary lookup per term. A variable used by
    /// a second solver at the same time is looked up in that solver's dictionary instead.
    @exclusivity(unchecked) internal var ownerID: UInt64 = 0
    @exclusivity(unchecked) internal var symbol: Int32 = -1

    /// Creates an unknown with a name for diagnostics.
    public init(_ name: String = "") { self.name = name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10000)" : name }
}

extension Unmanaged where Instance == Variable {
    /// Writes `value` into the variable unless it holds it already (without retaining it: the
    /// solver's table keeps it alive); returns whether the value changed.
    @inline(__always)
    func store(_ value: Double) -> Bool {
        _withUnsafeGuaranteedRef { variable in
            guard variable.value != value else { return false }
            variable.value = value
            return true
        }
    }
}
