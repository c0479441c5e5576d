/// A frozen snapshot of the dummy-marker part of a row (see ``Row``): explicit entries plus
/// scaled references to other snapshots, so that `row += k · other` costs O(1) for the
/// dummies however many the other row holds.
///
/// The markers of required equalities make up 90–96 % of the nonzeros of grid and tree
/// tableaux, but only removal, constant changes of required equalities and conflict
/// explanation read them. Rows therefore keep them as a lazy sum that
/// ``Tableau/flatten(_:)`` turns back into explicit entries when one of those needs them.
/// Nodes are immutable once made (their `mark`/`mult` are scratch for flattening) and are
/// numbered in creation order, so a node's parts always have lower serial numbers.
final class DummyNode {
    /// Explicit dummy entries.
    let ids: [Symbol]
    let coefs: [Double]
    /// Lazy terms `k · node`.
    let parts: [DummyPart]
    /// Creation order (a topological order: parts are older than the node).
    let serial: Int
    /// Longest chain of parts below this node.
    let depth: Int
    /// Scratch for flattening: visit stamp and accumulated multiplier.
    @exclusivity(unchecked) var mark: UInt32 = 0
    @exclusivity(unchecked) var mult: Double = 0

    init(ids: [Symbol], coefs: [Double], parts: [DummyPart], serial: Int) {
        self.ids = ids
        self.coefs = coefs
        self.parts = parts
        self.serial = serial
        var d = 0
        for p in parts where p.node.depth + 1 > d { d = p.node.depth + 1 }
        depth = d
    }
}

/// A lazy term `k · node` of a row's dummy part.
struct DummyPart {
    var k: Double
    let node: DummyNode
}
