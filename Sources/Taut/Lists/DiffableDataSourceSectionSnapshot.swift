import Foundation

/// The items of one section of a collection view, as an outline of parents and children:
/// UIKit's `NSDiffableDataSourceSectionSnapshot`.
///
/// Items are appended at the root or under a parent; a parent is expanded or collapsed, and
/// the section shows the ``visibleItems``: the root items and, under each expanded parent,
/// its children, depth first. Apply it with
/// ``CollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
///
/// Where UIKit raises an exception (a duplicate item, an item or parent the snapshot does not
/// hold), Taut reports an ``LayoutDiagnostic/Kind/invalidListData`` diagnostic and the
/// operation does nothing. Membership, parents, levels and expansion are hash-table look-ups;
/// ``index(of:)`` and the item lists walk the outline (linear time). As with
/// ``DiffableDataSourceSnapshot``, `ItemIdentifierType` need not be `Sendable` (UIKit requires
/// it since iOS 17).
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Creates an empty section snapshot.
    public init() {}

    /// The items at the top level, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    /// The children of each parent, in order.
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// The parent of each item (root items have none).
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item in the snapshot.
    private var members: Set<ItemIdentifierType> = []
    /// The expanded items.
    private var expandedItems: Set<ItemIdentifierType> = []

    // MARK: Reading

    /// Every item, depth first: each parent followed by its children, expanded or not.
    public var items: [ItemIdentifierType] { walk(visibleOnly: false) }

    /// The items a section shows, depth first: the root items and the children of expanded
    /// parents whose own parents are shown.
    public var visibleItems: [ItemIdentifierType] { walk(visibleOnly: true) }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded (`false` for an item the snapshot does not hold).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

    /// Whether `item` is shown: a root item, or one whose ancestors are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expandedItems.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The depth of `item`: 0 for a root item, 1 for its children… (0 for an item the
    /// snapshot does not hold).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The parent of `child`, or `nil` for a root item or an item the snapshot does not hold.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// The index of `item` in ``items``, or `nil` when the snapshot does not hold it.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// A snapshot of `parent`'s descendants (as root items, keeping their expansion), with
    /// `parent` itself as the only root item when `includingParent` is `true`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> DiffableDataSourceSectionSnapshot {
        var result = DiffableDataSourceSectionSnapshot()
        guard members.contains(parent) else {
            report("snapshot(of:includingParent:)", "there is no item \"\(parent)\"", outcome: "an empty snapshot is returned")
            return result
        }
        if includingParent {
            result.adopt([parent], under: nil, from: self)
        } else {
            result.adopt(childrenOf[parent] ?? [], under: nil, from: self)
        }
        return result
    }

    /// A picture of the outline for debugging: one line per item, indented by level, with `+`
    /// before a collapsed parent and `-` before an expanded one.
    public func visualDescription() -> String {
        items.map { item in
            let mark = (childrenOf[item]?.isEmpty ?? true) ? " " : (expandedItems.contains(item) ? "-" : "+")
            return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` at the end of the root items, or of `parent`'s children.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard parentIsKnown(parent, "append(_:to:)"), itemsAreNew(items, "append(_:to:)") else { return }
        add(items, under: parent, at: siblings(under: parent).count)
    }

    /// Inserts `items` just before `item`, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, offset: 0, operation: "insert(_:before:)")
    }

    /// Inserts `items` just after `item`, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, offset: 1, operation: "insert(_:after:)")
    }

    /// Adds the items of `snapshot` (keeping its outline and expansion) at the end of the root
    /// items, or of `parent`'s children.
    public mutating func append(_ snapshot: DiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil) {
        guard parentIsKnown(parent, "append(_:to:)"), itemsAreNew(snapshot.items, "append(_:to:)") else { return }
        adopt(snapshot.rootItems, under: parent, from: snapshot)
    }

    /// Replaces `parent`'s children (and their descendants) with the outline of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: DiffableDataSourceSectionSnapshot) {
        let operation = "replace(childrenOf:using:)"
        guard parentIsKnown(parent, operation) else { return }
        let old = Set(descendants(of: parent))
        let clashes = snapshot.items.filter { members.contains($0) && !old.contains($0) }
        guard clashes.isEmpty else {
            return report(operation, "items must be unique in the snapshot, and these are already in it: "
                + "\(clashes.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        removeTrees(childrenOf[parent] ?? [])
        adopt(snapshot.rootItems, under: parent, from: snapshot)
    }

    /// Removes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        guard itemsAreKnown(items, "delete(_:)") else { return }
        let doomed = Set(items)
        // Only the topmost of the doomed items need removing: the others go with them.
        removeTrees(items.filter { item in
            var current = item
            while let parent = parentOf[current] {
                if doomed.contains(parent) { return false }
                current = parent
            }
            return true
        })
    }

    /// Removes every item.
    public mutating func deleteAll() { self = DiffableDataSourceSectionSnapshot() }

    /// Expands `items`: their children are shown (when they are themselves shown).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        guard itemsAreKnown(items, "expand(_:)") else { return }
        expandedItems.formUnion(items)
    }

    /// Collapses `items`: their children are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        guard itemsAreKnown(items, "collapse(_:)") else { return }
        expandedItems.subtract(items)
    }

    // MARK: Helpers

    private func siblings(under parent: ItemIdentifierType?) -> [ItemIdentifierType] {
        parent.map { childrenOf[$0] ?? [] } ?? rootItems
    }

    private mutating func setSiblings(_ list: [ItemIdentifierType], under parent: ItemIdentifierType?) {
        if let parent { childrenOf[parent] = list.isEmpty ? nil : list } else { rootItems = list }
    }

    /// Puts new `items` under `parent` at `position`.
    private mutating func add(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at position: Int) {
        var list = siblings(under: parent)
        list.insert(contentsOf: items, at: Swift.min(Swift.max(0, position), list.count))
        setSiblings(list, under: parent)
        for item in items {
            members.insert(item)
            if let parent { parentOf[item] = parent }
        }
    }

    /// Copies `roots` and their descendants from `source` under `parent`, with their expansion.
    private mutating func adopt(_ roots: [ItemIdentifierType], under parent: ItemIdentifierType?,
                                from source: DiffableDataSourceSectionSnapshot) {
        add(roots, under: parent, at: siblings(under: parent).count)
        for root in roots {
            if source.expandedItems.contains(root) { expandedItems.insert(root) }
            adopt(source.childrenOf[root] ?? [], under: root, from: source)
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], next anchor: ItemIdentifierType, offset: Int,
                                 operation: String) {
        guard itemsAreKnown([anchor], operation), itemsAreNew(items, operation) else { return }
        let parent = parentOf[anchor]
        let position = (siblings(under: parent).firstIndex(of: anchor) ?? 0) + offset
        add(items, under: parent, at: position)
    }

    /// `item`'s descendants, depth first.
    private func descendants(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array((childrenOf[item] ?? []).reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: (childrenOf[next] ?? []).reversed())
        }
        return result
    }

    /// Removes the trees rooted at `roots` (items in the snapshot, none inside another).
    private mutating func removeTrees(_ roots: [ItemIdentifierType]) {
        for root in roots {
            let parent = parentOf[root]
            setSiblings(siblings(under: parent).filter { $0 != root }, under: parent)
            for item in [root] + descendants(of: root) {
                members.remove(item)
                expandedItems.remove(item)
                parentOf[item] = nil
                childrenOf[item] = nil
            }
        }
    }

    /// The items depth first, skipping the children of collapsed parents when `visibleOnly`.
    private func walk(visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        var stack = Array(rootItems.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !visibleOnly || expandedItems.contains(item) {
                stack.append(contentsOf: (childrenOf[item] ?? []).reversed())
            }
        }
        return result
    }

    private func parentIsKnown(_ parent: ItemIdentifierType?, _ operation: String) -> Bool {
        guard let parent, !members.contains(parent) else { return true }
        report(operation, "there is no parent item \"\(parent)\"")
        return false
    }

    private func itemsAreNew(_ items: [ItemIdentifierType], _ operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        let duplicates = items.filter { members.contains($0) || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            report(operation, "items must be unique in the snapshot, and these are already in it or repeated: "
                + "\(duplicates.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))")
            return false
        }
        return true
    }

    private func itemsAreKnown(_ items: [ItemIdentifierType], _ operation: String) -> Bool {
        let unknown = items.filter { !members.contains($0) }
        guard unknown.isEmpty else {
            report(operation, "there is no item \(unknown.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))")
            return false
        }
        return true
    }

    private func report(_ operation: String, _ what: String, outcome: String = "the operation is ignored") {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidListData,
            message: "NSDiffableDataSourceSectionSnapshot.\(operation): \(what); \(outcome) (UIKit raises an exception)."))
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
