import XCTest
@testable import Taut

// Snapshots (NSDiffableDataSourceSnapshot), section snapshots (outlines) and the difference
// between two snapshots in UIKit's batch semantics: deletions at old index paths, insertions
// at new ones, moves from old to new.

private typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// A snapshot with sections A, B, C holding [1, 2, 3], [4, 5] and [] .
private func sample() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["A", "B", "C"])
    snapshot.appendItems([1, 2, 3], toSection: "A")
    snapshot.appendItems([4, 5], toSection: "B")
    return snapshot
}

/// The items of each section of `snapshot`, for comparing in one assertion.
private func layout(_ snapshot: Snapshot) -> [String] {
    snapshot.sectionIdentifiers.map { section in
        section + ":" + snapshot.itemIdentifiers(inSection: section).map(String.init).joined(separator: ",")
    }
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

final class DiffableSnapshotTests: XCTestCase {
    func testCountsOrderAndLookups() {
        let snapshot = sample()
        XCTAssertEqual(snapshot.numberOfSections, 3)
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.sectionIdentifiers, ["A", "B", "C"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5])
        XCTAssertEqual(snapshot.numberOfItems(inSection: "B"), 2)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "C"), 0)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "A"), [1, 2, 3])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 4), "B")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
        // The index of an item counts every item before it, across sections: 4 is after 1, 2, 3.
        XCTAssertEqual(snapshot.indexOfItem(1), 0)
        XCTAssertEqual(snapshot.indexOfItem(4), 3)
        XCTAssertEqual(snapshot.indexOfItem(5), 4)
        XCTAssertNil(snapshot.indexOfItem(6))
        XCTAssertEqual(snapshot.indexOfSection("C"), 2)
        XCTAssertNil(snapshot.indexOfSection("Z"))
    }

    func testAppendingWithoutSectionGoesToTheLastSection() {
        var snapshot = sample()
        snapshot.appendItems([6, 7])
        XCTAssertEqual(layout(snapshot), ["A:1,2,3", "B:4,5", "C:6,7"])
        XCTAssertEqual(snapshot.indexOfItem(7), 6)
    }

    func testInsertingAndMovingItems() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 2)
        XCTAssertEqual(layout(snapshot), ["A:1,10,11,2,3", "B:4,5", "C:"])
        snapshot.insertItems([12], afterItem: 5)
        XCTAssertEqual(layout(snapshot), ["A:1,10,11,2,3", "B:4,5,12", "C:"])
        // Moving 3 before 4 takes it into section B.
        snapshot.moveItem(3, beforeItem: 4)
        XCTAssertEqual(layout(snapshot), ["A:1,10,11,2", "B:3,4,5,12", "C:"])
        snapshot.moveItem(1, afterItem: 2)
        XCTAssertEqual(layout(snapshot), ["A:10,11,2,1", "B:3,4,5,12", "C:"])
        XCTAssertEqual(snapshot.indexOfItem(1), 3)
        XCTAssertEqual(snapshot.indexOfItem(12), 7)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 3), "B")
    }

    func testDeletingItemsAndSections() {
        var snapshot = sample()
        snapshot.deleteItems([2, 4])
        XCTAssertEqual(layout(snapshot), ["A:1,3", "B:5", "C:"])
        XCTAssertEqual(snapshot.indexOfItem(5), 2)
        XCTAssertEqual(snapshot.numberOfItems, 3)
        snapshot.deleteSections(["A"])
        XCTAssertEqual(layout(snapshot), ["B:5", "C:"])
        XCTAssertNil(snapshot.indexOfItem(1))
        XCTAssertEqual(snapshot.indexOfItem(5), 0)
        XCTAssertEqual(snapshot.indexOfSection("C"), 1)
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func testInsertingAndMovingSections() {
        var snapshot = sample()
        snapshot.insertSections(["X"], beforeSection: "B")
        snapshot.insertSections(["Y"], afterSection: "C")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["A", "X", "B", "C", "Y"])
        snapshot.moveSection("A", afterSection: "B")
        XCTAssertEqual(layout(snapshot), ["X:", "B:4,5", "A:1,2,3", "C:", "Y:"])
        // Items keep their section; their overall indexes follow it: 4, 5, then 1, 2, 3.
        XCTAssertEqual(snapshot.indexOfItem(1), 2)
        XCTAssertEqual(snapshot.indexOfItem(4), 0)
        snapshot.moveSection("Y", beforeSection: "X")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["Y", "X", "B", "A", "C"])
        XCTAssertEqual(snapshot.indexOfSection("A"), 3)
    }

    func testReloadAndReconfigureMarks() {
        var snapshot = sample()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["B"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [3, 1])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [5])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["B"])
        snapshot.deleteItems([3])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [1])
        snapshot.deleteSections(["B"])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [])
    }

    func testBadInputIsReportedAndIgnored() {
        var snapshot = sample()
        let diagnostics = LayoutDiagnostics.collect {
            snapshot.appendItems([3, 9], toSection: "B")     // 3 is already in A
            snapshot.appendItems([8, 8])                    // repeated
            snapshot.appendItems([9], toSection: "Z")       // no such section
            snapshot.appendSections(["A"])                  // already there
            snapshot.insertItems([9], beforeItem: 42)       // no anchor
            snapshot.deleteItems([1, 42])                   // 42 unknown
            snapshot.moveItem(1, beforeItem: 1)             // relative to itself
            snapshot.reloadItems([42])
            snapshot.deleteSections(["Z"])
            _ = snapshot.numberOfItems(inSection: "Z")
        }
        XCTAssertEqual(diagnostics.count, 10)
        XCTAssertTrue(diagnostics.allSatisfy { $0.kind == .invalidListData })
        XCTAssertEqual(diagnostics[0].message, "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): item identifiers "
            + "must be unique in the snapshot, and these are already in it or repeated: \"3\"; the operation is ignored "
            + "(UIKit raises an exception).")
        XCTAssertTrue(diagnostics[2].message.contains("there is no section \"Z\" to append to"))
        // Nothing changed.
        XCTAssertEqual(layout(snapshot), ["A:1,2,3", "B:4,5", "C:"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])

        var empty = Snapshot()
        let noSection = LayoutDiagnostics.collect { empty.appendItems([1]) }
        XCTAssertEqual(noSection.map(\.message), ["NSDiffableDataSourceSnapshot.appendItems(_:toSection:): the snapshot "
            + "has no section to append to; call appendSections(_:) first; the operation is ignored (UIKit raises an "
            + "exception)."])
        XCTAssertEqual(empty.numberOfItems, 0)
    }

    func testHundredThousandItemsAreIndexedByHash() {
        // 100 000 items appended one at a time into 10 sections, then every item looked up:
        // with linear scans this is ~5·10⁹ comparisons; with the hash indexes it is immediate.
        var snapshot = Snapshot()
        snapshot.appendSections((0..<10).map { "S\($0)" })
        let start = Date()
        for item in 0..<100_000 { snapshot.appendItems([item], toSection: "S\(item / 10_000)") }
        var sum = 0
        for item in 0..<100_000 { sum += snapshot.indexOfItem(item) ?? -1 }
        XCTAssertEqual(sum, 99_999 * 100_000 / 2)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 54_321), "S5")
        XCTAssertEqual(snapshot.numberOfItems(inSection: "S9"), 10_000)
        // Deleting the first item renumbers one section, and the overall indexes follow.
        snapshot.deleteItems([0])
        XCTAssertEqual(snapshot.indexOfItem(99_999), 99_998)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)  // generous, for debug builds
    }

    // MARK: Differences

    func testDifferenceOfDeletesInsertsAndMoves() {
        var old = Snapshot()
        old.appendSections(["A"])
        old.appendItems([1, 2, 3, 4, 5])
        var new = Snapshot()
        new.appendSections(["A"])
        new.appendItems([1, 4, 2, 6, 5])
        // 3 is gone (old row 2); 6 is new (new row 3). Of 1, 4, 2, 5 (old rows 0, 3, 1, 4), the
        // longest run in order is 0, 1, 4 (items 1, 2, 5), so only 4 moves: old row 3 → new row 1.
        let difference = DiffableDifference(from: old, to: new)
        XCTAssertEqual(difference.deletedItems, [path(0, 2)])
        XCTAssertEqual(difference.insertedItems, [path(0, 3)])
        XCTAssertEqual(difference.movedItems, [.init(from: path(0, 3), to: path(0, 1))])
        XCTAssertEqual(difference.deletedSections, [])
        XCTAssertEqual(difference.insertedSections, [])
        XCTAssertEqual(difference.movedSections, [])
    }

    func testDifferenceOfSections() {
        var old = Snapshot()
        old.appendSections(["A", "B", "C"])
        old.appendItems([1], toSection: "A")
        old.appendItems([2, 3], toSection: "B")
        old.appendItems([4], toSection: "C")
        var new = Snapshot()
        new.appendSections(["C", "A", "D"])
        new.appendItems([4], toSection: "C")
        new.appendItems([1, 3], toSection: "A")
        new.appendItems([5, 2], toSection: "D")
        // B (old 1) is deleted and D (new 2) inserted. The survivors' old indexes in new order
        // are C=2, A=0: a longest increasing run is one section long, and the run kept is the
        // one ending last (A), so C moves 2 → 0 and A stays. Item 3 leaves deleted B for A: an
        // insertion at [1, 1] (its old section goes whole). 2 and 5 arrive with D, so they are
        // not listed.
        let difference = DiffableDifference(from: old, to: new)
        XCTAssertEqual(difference.deletedSections, [1])
        XCTAssertEqual(difference.insertedSections, [2])
        XCTAssertEqual(difference.movedSections, [.init(from: 2, to: 0)])
        XCTAssertEqual(difference.deletedItems, [])
        XCTAssertEqual(difference.insertedItems, [path(1, 1)])
        XCTAssertEqual(difference.movedItems, [])
    }

    func testDifferenceOfMovesBetweenSectionsAndIntoNewSections() {
        var old = Snapshot()
        old.appendSections(["A", "B"])
        old.appendItems([1, 2], toSection: "A")
        old.appendItems([3], toSection: "B")
        var new = Snapshot()
        new.appendSections(["A", "B", "N"])
        new.appendItems([1], toSection: "A")
        new.appendItems([2, 3], toSection: "B")   // 2 moves from A to B
        new.appendItems([7], toSection: "N")
        var newer = new
        newer.deleteItems([1])
        newer.appendItems([1], toSection: "N")   // 1 leaves A for the new section N
        let first = DiffableDifference(from: old, to: new)
        XCTAssertEqual(first.movedItems, [.init(from: path(0, 1), to: path(1, 0))])
        XCTAssertEqual(first.insertedSections, [2])
        XCTAssertEqual(first.insertedItems, [])
        // From old to newer: 1 goes into inserted N, so it is deleted from A explicitly (old
        // [0, 0]) and comes with N; 2 still moves [0, 1] → [1, 0].
        let second = DiffableDifference(from: old, to: newer)
        XCTAssertEqual(second.deletedItems, [path(0, 0)])
        XCTAssertEqual(second.movedItems, [.init(from: path(0, 1), to: path(1, 0))])
        XCTAssertEqual(second.insertedItems, [])
    }

    func testDifferenceOfReloadsAndReconfigures() {
        let old = sample()
        var new = old
        new.reloadItems([2])
        new.reconfigureItems([4])
        new.moveItem(1, afterItem: 3)             // A: 2, 3, 1 — 1 moves
        new.reloadItems([1])                      // a moved reload becomes delete + insert
        new.reloadSections(["C"])
        let difference = DiffableDifference(from: old, to: new)
        // Old A rows: 1=0, 2=1, 3=2; new: 2=0, 3=1, 1=2. Run 1, 2 (items 2, 3) stays; 1 moves.
        XCTAssertEqual(difference.reloadedItems, [path(0, 1)])          // 2, at its old path
        XCTAssertEqual(difference.deletedItems, [path(0, 0)])           // 1's old path
        XCTAssertEqual(difference.insertedItems, [path(0, 2)])          // 1's new path
        XCTAssertEqual(difference.movedItems, [])
        XCTAssertEqual(difference.reloadedSections, [2])
        XCTAssertEqual(difference.reconfiguredItems, [path(1, 0)])      // 4, at its new path
    }

    func testDifferenceOfHundredThousandItems() {
        var old = Snapshot()
        old.appendSections(["A"])
        old.appendItems(Array(0..<100_000))
        var new = old
        new.deleteItems([500])
        new.moveItem(99_999, beforeItem: 0)
        new.insertItems([-1], afterItem: 50_000)
        let start = Date()
        let difference = DiffableDifference(from: old, to: new)
        // New order: 99 999 (row 0), 0…499 (rows 1…500), 501…50 000 (rows 501…50 000), -1
        // (row 50 001), then the rest. Everything but 99 999 keeps its order, so only it moves.
        XCTAssertEqual(difference.deletedItems, [path(0, 500)])
        XCTAssertEqual(difference.insertedItems, [path(0, 50_001)])
        XCTAssertEqual(difference.movedItems, [.init(from: path(0, 99_999), to: path(0, 0))])
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)  // generous, for debug builds
    }

    func testDifferencesReplayedInBatchSemanticsGiveTheNewSnapshot() {
        // 400 random pairs of snapshots (sections from 5 names, items from 0..<30, random
        // orders and reload marks). Replaying each difference on the old snapshot as a list
        // does — deletes and move sources at old paths, then inserts and move destinations at
        // new paths in ascending order, inserted sections bringing their own items — must give
        // the new snapshot exactly.
        var random = SeededRandom(seed: 42)
        for round in 0..<400 {
            let old = randomSnapshot(&random)
            var new = randomSnapshot(&random)
            let reloadable = new.itemIdentifiers.filter { _ in random.next(3) == 0 }
            new.reloadItems(reloadable)
            new.reloadSections(new.sectionIdentifiers.filter { _ in random.next(5) == 0 })
            let difference = DiffableDifference(from: old, to: new)
            XCTAssertEqual(replay(difference, on: old, to: new), layout(new), "round \(round)")
            // Reloads name old rows of items marked for reload.
            XCTAssertTrue(difference.reloadedItems.allSatisfy { old.item(at: $0).map(reloadable.contains) ?? false })
            // The replay tells differences apart: doing nothing does not give a changed snapshot.
            if layout(old) != layout(new) {
                XCTAssertNotEqual(replay(DiffableDifference(), on: old, to: new), layout(new), "round \(round)")
            }
        }
    }

    func testLongestIncreasingRun() {
        XCTAssertEqual(DiffableDifference.longestIncreasingRun([0, 3, 1, 4]), [0, 2, 3])
        XCTAssertEqual(DiffableDifference.longestIncreasingRun([2, 1, 0]).count, 1)
        XCTAssertEqual(DiffableDifference.longestIncreasingRun([]), [])
    }

    // MARK: Section snapshots

    func testSectionSnapshotOutline() {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Gala"], to: "Apple")
        outline.append(["Leek"], to: "Vegetables")
        XCTAssertEqual(outline.rootItems, ["Fruit", "Vegetables"])
        XCTAssertEqual(outline.items, ["Fruit", "Apple", "Gala", "Pear", "Vegetables", "Leek"])
        // Nothing is expanded: only the roots show.
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Apple", "Pear", "Vegetables"])
        outline.expand(["Apple"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Apple", "Gala", "Pear", "Vegetables"])
        XCTAssertTrue(outline.isVisible("Gala"))
        outline.collapse(["Fruit"])
        XCTAssertFalse(outline.isVisible("Gala"))
        XCTAssertTrue(outline.isExpanded("Apple"))
        XCTAssertEqual(outline.level(of: "Gala"), 2)
        XCTAssertEqual(outline.parent(of: "Gala"), "Apple")
        XCTAssertNil(outline.parent(of: "Fruit"))
        XCTAssertEqual(outline.index(of: "Pear"), 3)
        outline.insert(["Fig"], before: "Pear")
        XCTAssertEqual(outline.snapshot(of: "Fruit").rootItems, ["Apple", "Fig", "Pear"])
        XCTAssertEqual(outline.snapshot(of: "Fruit", includingParent: true).items, ["Fruit", "Apple", "Gala", "Fig", "Pear"])
        outline.delete(["Apple"])
        XCTAssertEqual(outline.items, ["Fruit", "Fig", "Pear", "Vegetables", "Leek"])
        XCTAssertFalse(outline.contains("Gala"))

        let diagnostics = LayoutDiagnostics.collect {
            outline.append(["Pear"])
            outline.append(["X"], to: "Nope")
            outline.expand(["Nope"])
        }
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertEqual(outline.items.count, 5)
    }
}

// MARK: Replaying differences

/// A small deterministic generator (a linear congruential one), so random rounds repeat.
private struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// Up to five sections of a random subset of 0..<30, in random orders.
private func randomSnapshot(_ random: inout SeededRandom) -> Snapshot {
    var snapshot = Snapshot()
    var sections = ["A", "B", "C", "D", "E"].filter { _ in random.next(4) != 0 }
    sections.shuffle(using: &random)
    snapshot.appendSections(sections)
    guard !sections.isEmpty else { return snapshot }
    var items = (0..<30).filter { _ in random.next(3) != 0 }
    items.shuffle(using: &random)
    for item in items { snapshot.appendItems([item], toSection: sections[random.next(sections.count)]) }
    return snapshot
}

extension SeededRandom: RandomNumberGenerator {
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}

/// `old` changed by `difference` as a list applies a batch update, in `layout` form; the items
/// of inserted and reloaded sections come from `new`, every other item is carried from `old`.
private func replay(_ difference: DiffableDifference, on old: Snapshot, to new: Snapshot) -> [String] {
    let movedFromSections = Set(difference.movedSections.map(\.from))
    let deletedPaths = Set(difference.deletedItems), movedFromPaths = Set(difference.movedItems.map(\.from))
    // Phase 1: what is left of each old section once deleted and moved-out rows are gone.
    var remaining: [Int: [Int]] = [:]
    for (index, items) in old.sectionItems.enumerated() {
        remaining[index] = items.enumerated().filter { row, _ in
            let path = IndexPath(item: row, section: index)
            return !deletedPaths.contains(path) && !movedFromPaths.contains(path)
        }.map(\.element)
    }
    // Phase 2: the new sections: inserted ones (whole, from `new`), moved ones, the rest in order.
    var slots: [(id: String, items: [Int], whole: Bool)?] = Array(repeating: nil, count: new.numberOfSections)
    for index in difference.insertedSections { slots[index] = (new.sectionOrder[index], new.sectionItems[index], true) }
    for move in difference.movedSections {
        slots[move.to] = (old.sectionOrder[move.from], remaining[move.from] ?? [], false)
    }
    var stayers = (0..<old.numberOfSections).filter {
        !difference.deletedSections.contains($0) && !movedFromSections.contains($0)
    }.makeIterator()
    for index in slots.indices where slots[index] == nil {
        guard let oldIndex = stayers.next() else { return ["too few sections"] }
        let reloaded = difference.reloadedSections.contains(oldIndex)
        slots[index] = (old.sectionOrder[oldIndex], reloaded ? new.sectionItems[index] : remaining[oldIndex] ?? [], reloaded)
    }
    if stayers.next() != nil { return ["too many sections"] }
    // Phase 3: inserted rows and move destinations, in ascending order of new index path.
    var arrivals: [(path: IndexPath, item: Int)] = difference.insertedItems.compactMap { path in
        new.item(at: path).map { (path, $0) }
    }
    arrivals += difference.movedItems.compactMap { move in old.item(at: move.from).map { (move.to, $0) } }
    arrivals.sort { $0.path < $1.path }
    for arrival in arrivals {
        guard var slot = slots[arrival.path.section], !slot.whole, arrival.path.item <= slot.items.count else {
            return ["bad arrival at \(arrival.path)"]
        }
        slot.items.insert(arrival.item, at: arrival.path.item)
        slots[arrival.path.section] = slot
    }
    return slots.map { slot in
        guard let slot else { return "missing" }
        return slot.id + ":" + slot.items.map(String.init).joined(separator: ",")
    }
}
