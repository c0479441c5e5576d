import Foundation

// Adding, removing, moving and marking sections. An operation with a section identifier that
// is already in the snapshot (for additions), not in it (for anchors, deletions and marks), or
// repeated in its own list reports a diagnostic and does nothing (UIKit raises an exception).
extension DiffableDataSourceSnapshot {
    /// Adds empty sections `identifiers` after the last section.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard sectionsAreNew(identifiers, "appendSections(_:)") else { return }
        placeSections(identifiers, at: sectionOrder.count)
    }

    /// Inserts empty sections `identifiers` just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, anchor: toIdentifier, offset: 0, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts empty sections `identifiers` just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, anchor: toIdentifier, offset: 1, operation: "insertSections(_:afterSection:)")
    }

    /// Removes the sections `identifiers` and all their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard sectionsAreKnown(identifiers, "deleteSections(_:)") else { return }
        removeSections(Set(identifiers))
    }

    /// Moves section `identifier` (with its items) to just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, anchor: toIdentifier, offset: 0, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves section `identifier` (with its items) to just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, anchor: toIdentifier, offset: 1, operation: "moveSection(_:afterSection:)")
    }

    /// Marks the sections `identifiers` to be reloaded when the snapshot is applied: all
    /// their cells (and headers and footers) are made anew.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard sectionsAreKnown(identifiers, "reloadSections(_:)") else { return }
        Self.mark(identifiers, in: &reloadedSections)
    }

    // MARK: Helpers

    /// Whether `identifiers` are all absent from the snapshot and distinct; reports otherwise.
    private func sectionsAreNew(_ identifiers: [SectionIdentifierType], _ operation: String) -> Bool {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { sectionPositions[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            report(operation, "section identifiers must be unique in the snapshot, and these are already in it or "
                + "repeated: \(describe(list: duplicates))")
            return false
        }
        return true
    }

    /// Whether `identifiers` are all in the snapshot; reports otherwise.
    private func sectionsAreKnown(_ identifiers: [SectionIdentifierType], _ operation: String) -> Bool {
        let unknown = identifiers.filter { sectionPositions[$0] == nil }
        guard unknown.isEmpty else {
            report(operation, "the snapshot has no section \(describe(list: unknown))")
            return false
        }
        return true
    }

    /// Puts new, distinct, empty sections `identifiers` at `position`.
    private mutating func placeSections(_ identifiers: [SectionIdentifierType], at position: Int) {
        guard !identifiers.isEmpty else { return }
        sectionOrder.insert(contentsOf: identifiers, at: position)
        sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: position)
        sectionStarts.insert(contentsOf: Array(repeating: 0, count: identifiers.count), at: position)
        renumberSections(from: position)
    }

    /// Removes the sections `sections` (all in the snapshot), their items and their marks.
    private mutating func removeSections(_ sections: Set<SectionIdentifierType>) {
        guard !sections.isEmpty else { return }
        var removedItems = Set<ItemIdentifierType>()
        var first = sectionOrder.count
        for section in sections {
            guard let index = sectionPositions[section] else { continue }
            first = Swift.min(first, index)
            removedItems.formUnion(sectionItems[index])
        }
        remove(removedItems)
        var keptOrder: [SectionIdentifierType] = [], keptItems: [[ItemIdentifierType]] = []
        for (index, section) in sectionOrder.enumerated() where !sections.contains(section) {
            keptOrder.append(section)
            keptItems.append(sectionItems[index])
        }
        sectionOrder = keptOrder
        sectionItems = keptItems
        for section in sections { sectionPositions[section] = nil }
        if !reloadedSections.isEmpty { reloadedSections.removeAll { sections.contains($0) } }
        renumberSections(from: first)
    }

    /// Inserts new sections at `anchor`'s index plus `offset`.
    private mutating func insertSections(_ identifiers: [SectionIdentifierType], anchor: SectionIdentifierType,
                                         offset: Int, operation: String) {
        guard let index = sectionPositions[anchor] else {
            return report(operation, "the snapshot has no section \(describe(anchor)) to insert next to")
        }
        guard sectionsAreNew(identifiers, operation) else { return }
        placeSections(identifiers, at: index + offset)
    }

    /// Moves section `identifier` to `anchor`'s index plus `offset`, once it is out.
    private mutating func moveSection(_ identifier: SectionIdentifierType, anchor: SectionIdentifierType, offset: Int,
                                      operation: String) {
        guard sectionsAreKnown([identifier, anchor], operation) else { return }
        guard identifier != anchor else {
            return report(operation, "cannot move section \(describe(identifier)) relative to itself")
        }
        guard let from = sectionPositions[identifier] else { return }
        let items = sectionItems[from]
        sectionOrder.remove(at: from)
        sectionItems.remove(at: from)
        guard let anchorIndex = sectionOrder.firstIndex(of: anchor) else { return }
        let to = anchorIndex + offset
        sectionOrder.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        renumberSections(from: Swift.min(from, to))
    }
}
