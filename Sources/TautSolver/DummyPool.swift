/// One shared term of a row's dummy part: `coef ×` the dummy part frozen in a ``DummyPool``
/// node.
struct DummyLink {
    /// The pool node.
    var node: Int32
    /// The factor it is taken with.
    var coef: Double
}

/// Frozen dummy parts of rows, shared by reference instead of copied into every row that
/// takes them.
///
/// The dummy markers of required equalities never enter the basis and always have the value
/// zero; a row's dummy part only says how its basic symbol would move if one of those
/// equalities' constants moved, which matters when a constraint is removed, its constant is
/// changed or a conflict is explained. Copying dummy parts on every substitution is what makes
/// a fully substituted tableau grow faster than the layout: in a grid every cell's width row
/// would carry the markers of the whole first row. So a substitution `row += k · src` merges
/// only `src`'s hot part and records `k ×` a node holding `src`'s dummy part (``Row/links``).
///
/// A node is immutable once added: explicit `(dummy, coefficient)` entries plus links to older
/// nodes. Its flat form (the same sum with every link expanded) is computed at most once. A
/// dummy's column is read through the pool (``Tableau/markNodes(containing:)``) without
/// expanding any row; a removed constraint's marker is eliminated through its leaving row
/// without expanding that row either (``Tableau/eliminate(_:through:column:)``). Only a pivot
/// that keeps a hidden dummy basic (the row of a redundant equality being added) expands the
/// row's links, and ``Tableau/flattenAll()`` expands every row's links (for a dump, or when the
/// pool outgrows its limit); then no row refers to the pool and it is emptied.
struct DummyPool {
    /// Per node: the end of its entries in ``ids``/``coefs`` and of its links in
    /// ``linkNodes``/``linkCoefs`` (each node's range starts where the previous one ends).
    var entryEnd: [Int32] = []
    var linkEnd: [Int32] = []
    var ids: [Symbol] = []
    var coefs: [Double] = []
    var linkNodes: [Int32] = []
    var linkCoefs: [Double] = []
    /// Per node: a node with the same content and no links, once computed, else -1.
    var flat: [Int32] = []
    /// The nodes (`n >= 0`) and rows (`-(r + 1)`) that link to each node, as linked lists:
    /// `parentHead[node]` is the first edge, `edgeNext[edge]` the next one (-1 ends), and
    /// `edgeFrom[edge]` the parent. Row entries may be stale (the row changed since); readers
    /// check the row's links.
    var parentHead: [Int32] = []
    var edgeNext: [Int32] = []
    var edgeFrom: [Int32] = []
    /// The nodes holding each dummy as an explicit entry, as linked lists headed in
    /// ``Tableau/holderHead``: `holderNext[k]` follows entry `k`, `holderNode[k]` is the node.
    var holderNext: [Int32] = []
    var holderNode: [Int32] = []
    /// Scratch of a column query (``Tableau/column(of:)``): nodes whose `mark` equals `query`
    /// contain the queried dummy, with coefficient `value`.
    var mark: [UInt32] = []
    var value: [Double] = []
    var query: UInt32 = 0
    /// Changes whenever the pool is emptied, so that node numbers cached in rows and symbols
    /// (``Row/frozen``, ``Tableau/inPool``) from an older pool are recognised as stale.
    var generation: UInt32 = 1

    /// The number of nodes.
    var count: Int { entryEnd.count }

    /// The positions of node `n`'s explicit entries.
    @inline(__always)
    func entries(of n: Int32) -> Range<Int> {
        let i = Int(n)
        return (i == 0 ? 0 : Int(entryEnd[i - 1]))..<Int(entryEnd[i])
    }

    /// The positions of node `n`'s links.
    @inline(__always)
    func links(of n: Int32) -> Range<Int> {
        let i = Int(n)
        return (i == 0 ? 0 : Int(linkEnd[i - 1]))..<Int(linkEnd[i])
    }

    /// Adds a node and returns its number (its children learn it as a parent).
    mutating func add(ids newIDs: ArraySlice<Symbol>, coefs newCoefs: ArraySlice<Double>,
                      links: [DummyLink]) -> Int32 {
        let n = Int32(entryEnd.count)
        for link in links { addParent(n, of: link.node) }
        parentHead.append(-1)
        mark.append(0)
        value.append(0)
        ids.append(contentsOf: newIDs)
        coefs.append(contentsOf: newCoefs)
        for link in links {
            linkNodes.append(link.node)
            linkCoefs.append(link.coef)
        }
        entryEnd.append(Int32(ids.count))
        linkEnd.append(Int32(linkNodes.count))
        flat.append(links.isEmpty ? n : -1)
        return n
    }

    /// Closes a node without links whose entries were appended to ``ids``/``coefs`` since the
    /// previous node (a flat form) and returns its number.
    mutating func closeFlatNode() -> Int32 {
        let n = Int32(entryEnd.count)
        entryEnd.append(Int32(ids.count))
        linkEnd.append(Int32(linkNodes.count))
        flat.append(n)
        parentHead.append(-1)
        mark.append(0)
        value.append(0)
        return n
    }

    /// Records that `parent` (a node, or `-(r + 1)` for row `r`) links to `node`.
    @inline(__always)
    mutating func addParent(_ parent: Int32, of node: Int32) {
        edgeNext.append(parentHead[Int(node)])
        edgeFrom.append(parent)
        parentHead[Int(node)] = Int32(edgeFrom.count - 1)
    }

    /// Empties the pool (every node number handed out so far becomes invalid).
    mutating func removeAll() {
        entryEnd.removeAllKeepingCapacity()
        linkEnd.removeAllKeepingCapacity()
        ids.removeAllKeepingCapacity()
        coefs.removeAllKeepingCapacity()
        linkNodes.removeAllKeepingCapacity()
        linkCoefs.removeAllKeepingCapacity()
        flat.removeAllKeepingCapacity()
        parentHead.removeAllKeepingCapacity()
        edgeNext.removeAllKeepingCapacity()
        edgeFrom.removeAllKeepingCapacity()
        holderNext.removeAllKeepingCapacity()
        holderNode.removeAllKeepingCapacity()
        mark.removeAllKeepingCapacity()
        value.removeAllKeepingCapacity()
        generation &+= 1
        if generation == 0 { generation = 1 }
    }
}
