import XCTest
@testable import Taut

/// Scrolling as layout: cells for the visible rectangle only, reused as they scroll off.
/// A 390 × 844 view, 110 × 110 items, insets and spacing 10: three items a row, rows at
/// y = 10 + 120 k (each 110 tall).
final class CollectionViewReuseTests: XCTestCase {
    private func grid(_ count: Int, _ source: GridSource) -> CollectionView {
        makeCollectionView(source: source) {
            $0.itemSize = CGSize(width: 110, height: 110)
            $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
    }

    func testAThousandItemGridShowsOnlyTheVisibleRows() {
        let source = GridSource([1000])
        let collectionView = grid(1000, source)
        collectionView.layoutIfNeeded()
        // Rows meet the visible 0…844 while 10 + 120 k < 844: k = 0…6, 7 rows of 3 = 21 cells.
        XCTAssertEqual(collectionView.visibleCells.count, 21)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, IndexPath(item: 0, section: 0))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.last, IndexPath(item: 20, section: 0))
        XCTAssertEqual(collectionView.cellPool.madeCount, 21)
        // 1000 items: 334 rows (the last holds one): 10 + 334 × 110 + 333 × 10 + 10 = 40 090.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 40_090))
        XCTAssertEqual(collectionView.subviews.count, 21)

        // Scrolled to y = 1200: rows end at 120 + 120 k > 1200 for k ≥ 10 (k = 9 only touches
        // the top edge) and start before 2044 for k ≤ 16: rows 10…16, items 30…50.
        collectionView.contentOffset = CGPoint(x: 0, y: 1200)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(30...50))
        assertFrame(cellFrame(collectionView, 30), 10, 1210, 110, 110)
        // Every cell that scrolled off was reused: still 21 made, each prepared once.
        XCTAssertEqual(collectionView.cellPool.madeCount, 21)
        XCTAssertEqual(collectionView.visibleCells.map { ($0 as? CountingCell)?.reuses ?? -1 }, Array(repeating: 1, count: 21))
        XCTAssertEqual(collectionView.subviews.count, 21)

        // Scrolled through the whole grid one screen at a time, never more than 21 + 3 cells.
        var offset: CGFloat = 0
        while offset < 40_090 - 844 {
            offset += 844
            collectionView.contentOffset = CGPoint(x: 0, y: Swift.min(offset, 40_090 - 844))
            collectionView.layoutIfNeeded()
            XCTAssertLessThanOrEqual(collectionView.visibleCells.count, 24)
        }
        XCTAssertLessThanOrEqual(collectionView.cellPool.madeCount, 24)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.last, IndexPath(item: 999, section: 0))
    }

    func testACellScrolledOffIsHandedToTheNextItemAndTheOthersAreKept() {
        let source = GridSource([60])
        let collectionView = grid(60, source)
        collectionView.layoutIfNeeded()
        let firstRow = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        let kept = collectionView.cellForItem(at: IndexPath(item: 10, section: 0))
        let asked = collectionView.cellRequestCount
        XCTAssertEqual(asked, 21)
        source.displayed.removeAll()

        // Scrolled by one row (120): rows 1…7 meet 120…964 (row 7 starts at 850 < 964), so
        // items 0…2 leave and 21…23 arrive.
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(3...23))
        XCTAssertEqual(source.ended.map(\.item).sorted(), [0, 1, 2])
        XCTAssertEqual(source.displayed.map(\.item).sorted(), [21, 22, 23])
        // The data source was asked for the three new items only; the cell of item 10 stayed.
        XCTAssertEqual(collectionView.cellRequestCount, asked + 3)
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 10, section: 0)) === kept)
        // The three cells of row 0 now show row 7, each prepared for reuse once.
        let newRow = (21...23).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        XCTAssertEqual(Set(newRow.map(ObjectIdentifier.init)), Set(firstRow.map(ObjectIdentifier.init)))
        XCTAssertEqual(newRow.map { ($0 as? CountingCell)?.reuses }, [1, 1, 1])
        XCTAssertEqual(newRow.map { ($0 as? CountingCell)?.item?.item }, [21, 22, 23])
        assertFrame(newRow.first?.frame ?? .null, 10, 850, 110, 110)
        XCTAssertTrue(firstRow.first?.superview === collectionView)

        // A layout pass with nothing changed asks nothing again.
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellRequestCount, asked + 3)
    }

    func testScrollToItemAndHitTesting() {
        let source = GridSource([60])
        let collectionView = grid(60, source)
        collectionView.layoutIfNeeded()
        // Item 30 is in row 10, y = 10 + 1200 = 1210…1320.
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 1210))
        collectionView.layoutIfNeeded()
        XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 30, section: 0)))
        // Centred: 1265 - 844 / 2 = 843.
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 843))
        // At the bottom: 1320 - 844 = 476.
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 476))
        // The last item at the top would pass the end: 20 rows, content 10 + 20 × 110 + 19 × 10
        // + 10 = 2410; the offset stops at 2410 - 844 = 1566.
        collectionView.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 1566))
        // A point in the middle column of row 1 (x 140…250, y 130…240) is item 4; the gap
        // between columns is no item.
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 200, y: 200)), IndexPath(item: 4, section: 0))
        XCTAssertNil(collectionView.indexPathForItem(at: CGPoint(x: 130, y: 200)))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
                       CGRect(x: 140, y: 130, width: 110, height: 110))
    }

    func testSelectionFollowsCellsAndReuse() {
        let source = GridSource([60])
        let collectionView = grid(60, source)
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
        // Single selection: selecting item 2 deselects item 1.
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, false)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0), IndexPath(item: 5, section: 0)])
        // Scrolled so that row 0 leaves and its cells serve row 7: a reused cell is not
        // selected unless its new item is.
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        collectionView.layoutIfNeeded()
        XCTAssertEqual((21...23).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.isSelected },
                       [false, false, false])
        collectionView.deselectItem(at: IndexPath(item: 5, section: 0), animated: false)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected, false)
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }
}
