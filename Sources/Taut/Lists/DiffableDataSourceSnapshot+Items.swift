import Foundation

// Adding, removing, moving and marking items. An operation with an identifier that is already
// in the snapshot (for additions), not in it (for anchors, deletions and marks), or repeated
// in its own list reports a diagnostic and does nothing (UIKit raises an exception).
extension DiffableDataSourceSnapshot {
    /// Adds `identifiers` at the end of `sectionIdentifier`'s section, or of the last section
    /// when it is `nil`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                     toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let operation = "appendItems(_:toSection:)"
        let sectionIndex: Int
        if let sectionIdentifier {
            guard let index = sectionPositions[sectionIdentifier] else {
                return report(operation, "there is no section \(describe(sectionIdentifier)) to append to")
            }
            sectionIndex = index
        } else {
            guard !sectionOrder.isEmpty else {
                return report(operation, "the snapshot has no section to append to; call appendSections(_:) first")
            }
            sectionIndex = sectionOrder.count - 1
        }
        guard itemsAreNew(identifiers, operation) else { return }
        place(identifiers, inSectionAt: sectionIndex, at: sectionItems[sectionIndex].count)
    }

    /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, anchor: beforeIdentifier, offset: 0, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts `identifiers` just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, anchor: afterIdentifier, offset: 1, operation: "insertItems(_:afterItem:)")
    }

    /// Removes `identifiers` from the snapshot (and from the reload and reconfigure marks).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsAreKnown(identifiers, "deleteItems(_:)") else { return }
        remove(Set(identifiers))
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Moves `identifier` to just before `toIdentifier` (into `toIdentifier`'s section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, anchor: toIdentifier, offset: 0, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier` (into `toIdentifier`'s section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, anchor: toIdentifier, offset: 1, operation: "moveItem(_:afterItem:)")
    }

    /// Marks `identifiers` to be reloaded when the snapshot is applied: their cells are made
    /// anew by the cell provider.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsAreKnown(identifiers, "reloadItems(_:)") else { return }
        Self.mark(identifiers, in: &reloadedItems)
    }

    /// Marks `identifiers` to be reconfigured when the snapshot is applied: the cell provider
    /// configures their cells again (see the data sources for how the cell is kept).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsAreKnown(identifiers, "reconfigureItems(_:)") else { return }
        Self.mark(identifiers, in: &reconfiguredItems)
    }

    /// Moves the item at `source` so that, once out of its place, it is at `destination` (a
    /// reorder the list already shows). Index paths out of range are reported and ignored.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard let item = item(at: source) else {
            return report("moveItem(from:to:)", "there is no item at \(describeIndexPath(source))")
        }
        let section = destination.section
        guard destination.count >= 2, section >= 0, section < sectionItems.count else {
            return report("moveItem(from:to:)", "there is no section \(section) to move an item to")
        }
        remove([item])
        place([item], inSectionAt: section, at: Swift.min(Swift.max(0, destination.item), sectionItems[section].count))
    }

    // MARK: Helpers

    /// Whether `identifiers` are all absent from the snapshot and distinct; reports otherwise.
    func itemsAreNew(_ identifiers: [ItemIdentifierType], _ operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        for item in identifiers where itemSections[item] != nil || !seen.insert(item).inserted {
            duplicates.append(item)
        }
        guard duplicates.isEmpty else {
            report(operation, "item identifiers must be unique in the snapshot, and these are already in it or "
                + "repeated: \(describe(list: duplicates))")
            return false
        }
        return true
    }

    /// Whether `identifiers` are all in the snapshot; reports otherwise.
    func itemsAreKnown(_ identifiers: [ItemIdentifierType], _ operation: String) -> Bool {
        let unknown = identifiers.filter { itemSections[$0] == nil }
        guard unknown.isEmpty else {
            report(operation, "the snapshot has no item \(describe(list: unknown))")
            return false
        }
        return true
    }

    /// Puts `identifiers` (new, distinct) into the section at `sectionIndex` at `position`.
    mutating func place(_ identifiers: [ItemIdentifierType], inSectionAt sectionIndex: Int, at position: Int) {
        guard !identifiers.isEmpty else { return }
        let section = sectionOrder[sectionIndex]
        sectionItems[sectionIndex].insert(contentsOf: identifiers, at: position)
        itemSections.reserveCapacity(itemSections.count + identifiers.count)
        itemPositions.reserveCapacity(itemPositions.count + identifiers.count)
        for item in identifiers { itemSections[item] = section }
        renumberItems(inSectionAt: sectionIndex, from: position)
        renumberSections(from: sectionIndex + 1)
    }

    /// Removes `items` (all in the snapshot) from their sections and from the marks.
    mutating func remove(_ items: Set<ItemIdentifierType>) {
        guard !items.isEmpty else { return }
        var affected = IndexSet()
        for item in items {
            if let section = itemSections[item], let index = sectionPositions[section] { affected.insert(index) }
        }
        for sectionIndex in affected {
            sectionItems[sectionIndex].removeAll { items.contains($0) }
            renumberItems(inSectionAt: sectionIndex, from: 0)
        }
        for item in items {
            itemSections[item] = nil
            itemPositions[item] = nil
        }
        if !reloadedItems.isEmpty { reloadedItems.removeAll { items.contains($0) } }
        if !reconfiguredItems.isEmpty { reconfiguredItems.removeAll { items.contains($0) } }
        renumberSections(from: (affected.first ?? 0) + 1)
    }

    /// Inserts new `identifiers` at `anchor`'s index plus `offset` in its section.
    private mutating func insert(_ identifiers: [ItemIdentifierType], anchor: ItemIdentifierType, offset: Int,
                                 operation: String) {
        guard let location = location(of: anchor) else {
            return report(operation, "the snapshot has no item \(describe(anchor)) to insert next to")
        }
        guard itemsAreNew(identifiers, operation) else { return }
        place(identifiers, inSectionAt: location.section, at: location.item + offset)
    }

    /// Moves `identifier` to `anchor`'s index plus `offset`, once `identifier` is out.
    private mutating func move(_ identifier: ItemIdentifierType, anchor: ItemIdentifierType, offset: Int,
                               operation: String) {
        guard itemsAreKnown([identifier, anchor], operation) else { return }
        guard identifier != anchor else {
            return report(operation, "cannot move item \(describe(identifier)) relative to itself")
        }
        let keepsReload = reloadedItems.contains(identifier), keepsReconfigure = reconfiguredItems.contains(identifier)
        remove([identifier])
        guard let location = location(of: anchor) else { return }
        place([identifier], inSectionAt: location.section, at: location.item + offset)
        if keepsReload { reloadedItems.append(identifier) }
        if keepsReconfigure { reconfiguredItems.append(identifier) }
    }

    /// Appends `identifiers` not marked yet to `marks`.
    static func mark<T: Hashable>(_ identifiers: [T], in marks: inout [T]) {
        var marked = Set(marks)
        for identifier in identifiers where marked.insert(identifier).inserted {
            marks.append(identifier)
        }
    }
}
