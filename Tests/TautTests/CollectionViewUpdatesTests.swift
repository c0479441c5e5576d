import XCTest
@testable import Taut

/// Updates applied at once, keeping the cells of untouched items; bad input reported, never a
/// crash. A 390 × 844 view of 110 × 110 items with insets and spacing 10: three a row at
/// x = 10, 140, 270 and y = 10 + 120 k; ten items are all visible.
final class CollectionViewUpdatesTests: XCTestCase {
    private func grid(_ source: GridSource) -> CollectionView {
        let collectionView = makeCollectionView(source: source) {
            $0.itemSize = CGSize(width: 110, height: 110)
            $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func cell(_ collectionView: CollectionView, _ item: Int, section: Int = 0) -> CollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))
    }

    func testDeleteInsertAndMoveKeepTheCellsOfOtherItems() {
        let source = GridSource([10])
        let collectionView = grid(source)
        let asked = collectionView.cellRequestCount
        let second = cell(collectionView, 1)

        source.counts = [9]
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        // Item 1's cell is now item 0's, at the first place; nothing new was asked for.
        XCTAssertTrue(cell(collectionView, 0) === second)
        assertFrame(cell(collectionView, 0)?.frame ?? .null, 10, 10, 110, 110)
        XCTAssertEqual(collectionView.visibleCells.count, 9)
        XCTAssertEqual(collectionView.cellRequestCount, asked)
        XCTAssertEqual(source.ended, [IndexPath(item: 0, section: 0)])
        // 3 rows: 10 + 3 × 110 + 2 × 10 + 10 = 370.
        XCTAssertEqual(collectionView.contentSize.height, 370)

        source.counts = [10]
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        // One new cell for the inserted item; the kept one moved on to item 1 (x = 140).
        XCTAssertEqual(collectionView.cellRequestCount, asked + 1)
        XCTAssertTrue(cell(collectionView, 1) === second)
        assertFrame(second?.frame ?? .null, 140, 10, 110, 110)

        collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 9, section: 0))
        // The moved cell is item 9's, alone on the last line: (10, 370).
        XCTAssertTrue(cell(collectionView, 9) === second)
        assertFrame(second?.frame ?? .null, 10, 370, 110, 110)
        XCTAssertEqual(collectionView.cellRequestCount, asked + 1)

        let fourth = cell(collectionView, 3)
        collectionView.reloadItems(at: [IndexPath(item: 4, section: 0)])
        XCTAssertEqual(collectionView.cellRequestCount, asked + 2)
        XCTAssertTrue(cell(collectionView, 3) === fourth)
    }

    func testBatchUpdatesAndSections() {
        let source = GridSource([10])
        let collectionView = grid(source)
        let first = cell(collectionView, 0)
        var completed = false
        source.counts = [10]
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        XCTAssertTrue(completed)
        // Old item 0 is item 1 now.
        XCTAssertTrue(cell(collectionView, 1) === first)

        source.counts = [2, 10]
        collectionView.insertSections(IndexSet(integer: 0))
        // Section 0 (2 items, one line: 10…120, inset to 130) comes first; the old section is
        // section 1, starting at 130: its item 0 (old item 1) at y = 140.
        XCTAssertTrue(cell(collectionView, 1, section: 1) === first)
        assertFrame(first?.frame ?? .null, 140, 140, 110, 110)
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 10)
    }

    func testAnUpdateThatDoesNotMatchTheCountsReloadsWithADiagnostic() {
        let source = GridSource([10])
        let collectionView = grid(source)
        let asked = collectionView.cellRequestCount
        source.counts = [12]
        let diagnostics = LayoutDiagnostics.collect {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertTrue(diagnostics.first?.message.contains("invalid number of items in section 0") ?? false)
        XCTAssertTrue(diagnostics.first?.message.contains("(12) must be equal to the number before (10)") ?? false)
        // Everything was reloaded: 12 items, all asked for again.
        XCTAssertEqual(collectionView.visibleCells.count, 12)
        XCTAssertEqual(collectionView.cellRequestCount, asked + 12)

        let outOfRange = LayoutDiagnostics.collect {
            collectionView.deleteItems(at: [IndexPath(item: 40, section: 0)])
        }
        XCTAssertTrue(outOfRange.first?.message.contains("item [0, 40], which does not exist") ?? false)
    }

    func testBadInputIsReportedAndTheLayoutGoesOn() {
        let source = GridSource([3, -1])
        source.sizes = { $0.item == 1 ? CGSize(width: -5, height: 50) : ($0.item == 2 ? CGSize(width: 500, height: 50) : CGSize(width: 50, height: 50)) }
        let collectionView = makeCollectionView(source: source)
        let messages = LayoutDiagnostics.collect { collectionView.layoutIfNeeded() }.map(\.message)
        // A negative count, a negative width (item [0, 1]) and an item wider than the view.
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("returned -1 items for section 1; 0 is used") })
        XCTAssertTrue(messages.contains { $0.contains("the size of item [0, 1] is -5 × 50, which is not a valid size") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("the item at [0, 2] is larger than the collection view") })
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 0)
        // Line 1 holds item 0 and the zero-wide item 1 (50 + 10 + 0 = 60 ≤ 390; item 2 needs
        // 570), justified: x = 0 and 0 + 50 + 340 = 390. Item 2 (500 wide) is alone on the last
        // line, at x = 0, y = 50 + 10 = 60.
        assertFrame(cellFrame(collectionView, 0), 0, 0, 50, 50)
        // A zero-wide item has no area, so no cell shows it (as CGRectIntersectsRect decides).
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 390, y: 0, width: 0, height: 50))
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        assertFrame(cellFrame(collectionView, 2), 0, 60, 500, 50)

        let queries = LayoutDiagnostics.collect {
            XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 50, section: 0)))
            XCTAssertNil(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 7)))
            collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        }.map(\.message)
        XCTAssertEqual(queries.count, 3)
        XCTAssertTrue(queries[0].contains("cellForItem(at:) was given the index path [0, 50], which names no item "
            + "(section 0 has 3 items)"))
        XCTAssertTrue(queries[1].contains("[7, 0]"), queries[1])

        // A cell dequeued with an identifier nothing was registered under: a plain cell, shown.
        let plain = LayoutDiagnostics.collect {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
            XCTAssertEqual(cell.reuseIdentifier, "missing")
        }
        XCTAssertTrue(plain.first?.message.contains("no cell class is registered for identifier \"missing\"") ?? false)
    }
}
