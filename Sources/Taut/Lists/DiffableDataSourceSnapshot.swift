import Foundation

/// The sections and items a list shows at one moment, by identifier: UIKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// Build one with ``appendSections(_:)`` and ``appendItems(_:toSection:)`` and hand it to a
/// ``TableViewDiffableDataSource`` or ``CollectionViewDiffableDataSource``, which works out
/// what changed since the snapshot it showed before. Every section identifier and every item
/// identifier must be unique in the whole snapshot.
///
/// Where UIKit raises an exception (a duplicate identifier, appending items when there is no
/// section, an identifier the snapshot does not hold), Taut reports an
/// ``LayoutDiagnostic/Kind/invalidListData`` diagnostic that names the operation and the
/// identifiers, and the whole operation does nothing.
///
/// Every look-up (``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)``,
/// ``numberOfItems(inSection:)``…) is a hash-table look-up, so a snapshot of 100 000 items
/// answers as fast as one of ten; appending is amortised constant time per item.
///
/// Since iOS 17 UIKit also requires both identifier types to be `Sendable`. Taut does not, so
/// that code with identifiers that are not `Sendable` compiles too; the snapshot is `Sendable`
/// when both identifier types are.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: Storage (kept consistent by every mutation; see the +Items and +Sections files)

    /// The section identifiers, in order.
    var sectionOrder: [SectionIdentifierType] = []
    /// The index of each section in ``sectionOrder``.
    var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// The items of each section, parallel to ``sectionOrder``.
    var sectionItems: [[ItemIdentifierType]] = []
    /// The index in the whole snapshot of each section's first item, parallel to
    /// ``sectionOrder``.
    var sectionStarts: [Int] = []
    /// The section each item is in.
    var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The index of each item in its section.
    var itemPositions: [ItemIdentifierType: Int] = [:]
    /// The items marked by ``reloadItems(_:)``, in the order they were marked.
    var reloadedItems: [ItemIdentifierType] = []
    /// The items marked by ``reconfigureItems(_:)``, in the order they were marked.
    var reconfiguredItems: [ItemIdentifierType] = []
    /// The sections marked by ``reloadSections(_:)``, in the order they were marked.
    var reloadedSections: [SectionIdentifierType] = []

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { itemPositions.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionOrder.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionOrder }

    /// The item identifiers of all sections, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(sectionItems.joined()) }

    /// The number of items in `identifier`'s section (0, with a diagnostic, for a section the
    /// snapshot does not hold; UIKit raises an exception).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = sectionPositions[identifier] else {
            report("numberOfItems(inSection:)", "there is no section \(describe(identifier))", outcome: "0 is returned")
            return 0
        }
        return sectionItems[index].count
    }

    /// The items of `identifier`'s section, in order (empty, with a diagnostic, for a section
    /// the snapshot does not hold; UIKit raises an exception).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionPositions[identifier] else {
            report("itemIdentifiers(inSection:)", "there is no section \(describe(identifier))",
                   outcome: "no items are returned")
            return []
        }
        return sectionItems[index]
    }

    /// The section that holds `identifier`, or `nil` when no section does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The index of `identifier` among all the snapshot's items (as in ``itemIdentifiers``),
    /// or `nil` when the snapshot does not hold it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return sectionStarts[location.section] + location.item
    }

    /// The index of `identifier` among the sections, or `nil` when the snapshot does not hold it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// The items marked by ``reloadItems(_:)`` since the snapshot was made, in order.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items marked by ``reconfigureItems(_:)`` since the snapshot was made, in order.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The sections marked by ``reloadSections(_:)`` since the snapshot was made, in order.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    // MARK: Internal look-ups for the data sources and the difference

    /// The section index and the index in that section of `item`, or `nil`.
    func location(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let section = itemSections[item], let sectionIndex = sectionPositions[section],
              let index = itemPositions[item] else { return nil }
        return (sectionIndex, index)
    }

    /// The index path of `item` (section index, index in the section), or `nil`.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        location(of: item).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The item at `indexPath`, or `nil` when the index path is out of range.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count >= 2 else { return nil }
        let section = indexPath.section, index = indexPath.item
        guard section >= 0, section < sectionItems.count, index >= 0, index < sectionItems[section].count else {
            return nil
        }
        return sectionItems[section][index]
    }

    /// The section identifier at `index`, or `nil` when it is out of range.
    func section(at index: Int) -> SectionIdentifierType? {
        index >= 0 && index < sectionOrder.count ? sectionOrder[index] : nil
    }

    /// The number of items in the section at `index` (0 out of range).
    func itemCount(inSectionAt index: Int) -> Int {
        index >= 0 && index < sectionItems.count ? sectionItems[index].count : 0
    }

    /// The snapshot with no items, sections or reconfigurations marked (what a data source
    /// keeps once it has shown them).
    var withoutMarks: DiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    // MARK: Keeping the indexes

    /// Gives the items of the section at `sectionIndex`, from `start` on, their positions.
    mutating func renumberItems(inSectionAt sectionIndex: Int, from start: Int) {
        let items = sectionItems[sectionIndex]
        var index = start
        while index < items.count {
            itemPositions[items[index]] = index
            index += 1
        }
    }

    /// Gives the sections from `start` on their positions and first-item indexes.
    mutating func renumberSections(from start: Int) {
        var index = Swift.max(0, start)
        if sectionStarts.count > sectionOrder.count { sectionStarts.removeLast(sectionStarts.count - sectionOrder.count) }
        while sectionStarts.count < sectionOrder.count { sectionStarts.append(0) }
        while index < sectionOrder.count {
            sectionPositions[sectionOrder[index]] = index
            sectionStarts[index] = index == 0 ? 0 : sectionStarts[index - 1] + sectionItems[index - 1].count
            index += 1
        }
    }

    // MARK: Diagnostics

    /// Reports a refused operation: "NSDiffableDataSourceSnapshot.`<operation>`: `<what>`;
    /// `<outcome>` (UIKit raises an exception)."
    func report(_ operation: String, _ what: String, outcome: String = "the operation is ignored") {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidListData,
            message: "NSDiffableDataSourceSnapshot.\(operation): \(what); \(outcome) (UIKit raises an exception)."))
    }

    /// An identifier as diagnostics show it: its description in quotes.
    func describe<T>(_ identifier: T) -> String { "\"\(identifier)\"" }

    /// Up to five identifiers as diagnostics show them.
    func describe<T>(list identifiers: [T]) -> String {
        let shown = identifiers.prefix(5).map { describe($0) }.joined(separator: ", ")
        return identifiers.count > 5 ? shown + " and \(identifiers.count - 5) more" : shown
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
