/// The variables whose value changed in one ``Solver/updateVariables()`` call, in a
/// deterministic order.
///
/// A lightweight view on the solver's own bookkeeping: producing it costs nothing per
/// variable, so a caller that only needs the values written (a benchmark, a one-shot layout)
/// pays nothing for the report, and a caller that reacts to the changes iterates it as any
/// collection:
///
/// ```swift
/// for variable in solver.updateVariables() { redraw(variable) }
/// ```
///
/// The collection is immutable: later solver calls do not change it.
public struct ChangedVariables: RandomAccessCollection, Sendable {
    /// The solver's symbols of the changed variables.
    let symbols: [Int32]
    /// The solver's variable of each symbol, as it was when the collection was made.
    let table: [Variable?]

    /// An empty report.
    public init() {
        symbols = []
        table = []
    }

    init(symbols: [Int32], table: [Variable?]) {
        self.symbols = symbols
        self.table = table
    }

    /// The position of the first changed variable (always 0).
    public var startIndex: Int { 0 }
    /// The position one past the last changed variable (the number of them).
    public var endIndex: Int { symbols.count }

    /// The changed variable at `position`.
    public subscript(position: Int) -> Variable {
        let s = Int(symbols[position])
        if s < table.count, let variable = table[s] { return variable }
        return ChangedVariables.unknown
    }

    /// Never returned: every symbol recorded has a variable. A placeholder instead of a trap.
    private static let unknown = Variable("?")
}
