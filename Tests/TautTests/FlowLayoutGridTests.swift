import XCTest
@testable import Taut

/// UIKit's flow layout arithmetic, frames worked out by hand. Unless said otherwise: a
/// 390 × 844 collection view (an iPhone 14's screen), no content inset, lines scrolling
/// vertically; UIKit's defaults are itemSize 50 × 50 and 10 points of line and interitem spacing.
final class FlowLayoutGridTests: XCTestCase {
    func testUIKitDefaults() {
        let layout = CollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.estimatedItemSize, .zero)
        XCTAssertEqual(layout.headerReferenceSize, .zero)
        XCTAssertEqual(layout.footerReferenceSize, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        XCTAssertEqual(layout.sectionInsetReference, .fromContentInset)
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds)
        XCTAssertEqual(CollectionViewFlowLayout.automaticSize.width, .greatestFiniteMagnitude)
    }

    func testThreeColumnGridWrapsAndJustifiesFullLines() {
        let source = GridSource([10])
        let collectionView = makeCollectionView(source: source) {
            $0.itemSize = CGSize(width: 110, height: 110)
            $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        XCTAssertEqual(collectionView.contentSize, .zero, "no layout pass yet")
        let diagnostics = LayoutDiagnostics.collect { collectionView.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // Room for items: 390 - 10 - 10 = 370. Three items: 3 × 110 + 2 × 10 = 350 ≤ 370; a
        // fourth would need 470. A full line is justified: the 370 - 330 = 40 left over is
        // shared by the 2 gaps, 20 each: x = 10, 140, 270 (the last ends at 380 = 390 - 10).
        assertFrame(cellFrame(collectionView, 0), 10, 10, 110, 110)
        assertFrame(cellFrame(collectionView, 1), 140, 10, 110, 110)
        assertFrame(cellFrame(collectionView, 2), 270, 10, 110, 110)
        // Lines are 110 + 10 apart: y = 10, 130, 250, 370.
        assertFrame(cellFrame(collectionView, 4), 140, 130, 110, 110)
        assertFrame(cellFrame(collectionView, 8), 270, 250, 110, 110)
        // The last line (item 9 alone) is not justified: it starts at the left inset.
        assertFrame(cellFrame(collectionView, 9), 10, 370, 110, 110)
        // Content: 390 wide; 10 + 4 × 110 + 3 × 10 + 10 = 490 tall.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 490))
        XCTAssertEqual(collectionView.visibleCells.count, 10)
        XCTAssertEqual(collectionView.numberOfSections, 1)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 10)
    }

    func testALastLineOfSameSizeItemsStaysInTheColumns() {
        let source = GridSource([8])
        let collectionView = makeCollectionView(source: source) { $0.itemSize = CGSize(width: 100, height: 100) }
        collectionView.layoutIfNeeded()
        // Full rows: 3 × 100 + 2 × 10 = 320 ≤ 390, justified: gaps (390 - 300) / 2 = 45,
        // x = 0, 145, 290. Every item has the same size, so the last row (items 6 and 7) takes
        // the first row's places: x = 0 and 145, not 0 and 110.
        assertFrame(cellFrame(collectionView, 5), 290, 110, 100, 100)
        assertFrame(cellFrame(collectionView, 6), 0, 220, 100, 100)
        assertFrame(cellFrame(collectionView, 7), 145, 220, 100, 100)
        // A section of one line is laid out as a last line: left-aligned, 10 apart.
        source.counts = [2]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        assertFrame(cellFrame(collectionView, 1), 110, 0, 100, 100)
    }

    func testANewWidthBreaksTheLinesAgain() {
        final class WatchingLayout: CollectionViewFlowLayout {
            var askedWith: [(old: CGSize, new: CGSize)] = []
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                askedWith.append((collectionView?.bounds.size ?? .zero, newBounds.size))
                return super.shouldInvalidateLayout(forBoundsChange: newBounds)
            }
        }
        let source = GridSource([4])
        let layout = WatchingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 210))
        // 250 wide: two a line (210 ≤ 250, three need 320), justified: gap 50, x = 0 and 150;
        // two lines, 210 tall. The layout was asked with the former bounds still reported.
        collectionView.frame = CGRect(x: 0, y: 0, width: 250, height: 844)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.askedWith.last?.old, CGSize(width: 390, height: 844))
        XCTAssertEqual(layout.askedWith.last?.new, CGSize(width: 250, height: 844))
        assertFrame(cellFrame(collectionView, 1), 150, 0, 100, 100)
        assertFrame(cellFrame(collectionView, 3), 150, 110, 100, 100)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 250, height: 210))
        // Scrolling alone asks too, and does not invalidate.
        collectionView.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(layout.askedWith.last?.new, CGSize(width: 250, height: 844))
        XCTAssertFalse(layout.needsPrepare)
    }

    func testThirdsOfTheWidthFitExactly() {
        let source = GridSource([6])
        // (390 - 2 × 10) / 3 = 123.333…: three fit exactly with the minimum spacing.
        let collectionView = makeCollectionView(source: source) {
            $0.itemSize = CGSize(width: 370.0 / 3, height: 100)
            $0.minimumInteritemSpacing = 10
        }
        collectionView.layoutIfNeeded()
        assertFrame(cellFrame(collectionView, 0), 0, 0, 370.0 / 3, 100)
        assertFrame(cellFrame(collectionView, 1), 370.0 / 3 + 10, 0, 370.0 / 3, 100)
        assertFrame(cellFrame(collectionView, 2), 2 * 370.0 / 3 + 20, 0, 370.0 / 3, 100)
        assertFrame(cellFrame(collectionView, 3), 0, 110, 370.0 / 3, 100)
    }

    func testDelegateSizesJustifyCentreAndLeaveTheLastLineLeftAligned() {
        let source = GridSource([4, 3])
        let first: [CGSize] = [CGSize(width: 100, height: 40), CGSize(width: 150, height: 60),
                               CGSize(width: 200, height: 30), CGSize(width: 80, height: 50)]
        let second: [CGSize] = [CGSize(width: 300, height: 20), CGSize(width: 300, height: 20), CGSize(width: 50, height: 20)]
        source.sizes = { $0.section == 0 ? first[$0.item] : second[$0.item] }
        let collectionView = makeCollectionView(source: source) {
            $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        collectionView.layoutIfNeeded()
        // Section 0, room 370. Line 1: 100 + 10 + 150 = 260; + 10 + 200 = 470 > 370, so it holds
        // items 0 and 1, justified: one gap of 370 - 250 = 120 → x = 10 and 10 + 100 + 120 = 230.
        // The line is 60 thick (item 1); item 0 (40 tall) is centred: y = 10 + (60 - 40) / 2 = 20.
        assertFrame(cellFrame(collectionView, 0), 10, 20, 100, 40)
        assertFrame(cellFrame(collectionView, 1), 230, 10, 150, 60)
        // Line 2 (the last): 200 + 10 + 80 = 290 ≤ 370, left-aligned with the minimum spacing:
        // x = 10, 220; it starts at 10 + 60 + 10 = 80 and is 50 thick: item 2 at 80 + 10 = 90.
        assertFrame(cellFrame(collectionView, 2), 10, 90, 200, 30)
        assertFrame(cellFrame(collectionView, 3), 220, 80, 80, 50)
        // Section 0 ends at 80 + 50 + 10 = 140. Section 1: its first line holds only item 0
        // (300 + 10 + 300 > 370) and is not the last, so the item is centred:
        // x = 10 + (370 - 300) / 2 = 45, y = 140 + 10 = 150.
        assertFrame(cellFrame(collectionView, 0, section: 1), 45, 150, 300, 20)
        // Its last line: 300 + 10 + 50 = 360 ≤ 370, left-aligned: x = 10 and 320, y = 180.
        assertFrame(cellFrame(collectionView, 1, section: 1), 10, 180, 300, 20)
        assertFrame(cellFrame(collectionView, 2, section: 1), 320, 180, 50, 20)
        // 180 + 20 + 10 = 210 tall.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 210))
    }

    func testHeadersAndFootersSpanTheContentAndFrameTheirSections() {
        let source = GridSource([4, 4])
        let collectionView = makeCollectionView(source: source) {
            $0.itemSize = CGSize(width: 110, height: 110)
            $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.headerReferenceSize = CGSize(width: 999, height: 40)  // width ignored scrolling vertically
            $0.footerReferenceSize = CGSize(width: 0, height: 30)
        }
        collectionView.layoutIfNeeded()
        // Section 0: header 0…40; inset 10; lines at 50 and 170 (110 + 10 apart); items end at
        // 280, inset to 290; footer 290…320.
        let header0 = collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                       at: IndexPath(item: 0, section: 0))
        assertFrame(header0?.frame ?? .null, 0, 0, 390, 40)
        assertFrame(cellFrame(collectionView, 0), 10, 50, 110, 110)
        assertFrame(cellFrame(collectionView, 3), 10, 170, 110, 110)
        let footer0 = collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter,
                                                       at: IndexPath(item: 0, section: 0))
        assertFrame(footer0?.frame ?? .null, 0, 290, 390, 30)
        // Section 1 starts at 320: header 320…360, inset 10, lines at 370 and 490 ending at 600,
        // inset to 610, footer 610…640.
        assertFrame(cellFrame(collectionView, 0, section: 1), 10, 370, 110, 110)
        assertFrame(cellFrame(collectionView, 3, section: 1), 10, 490, 110, 110)
        let attributes = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
        assertFrame(attributes?.frame ?? .null, 0, 610, 390, 30)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 640))
        XCTAssertEqual(collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).count, 2)
        XCTAssertEqual((header0 as? SectionLabelView)?.section, 0)
        XCTAssertEqual(source.supplementaryDisplayed.sorted(), ["footer 0", "footer 1", "header 0", "header 1"])
    }

    func testHorizontalScrollDirectionFillsColumns() {
        let source = GridSource([7])
        let collectionView = makeCollectionView(CGSize(width: 300, height: 200), source: source) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 50, height: 80)
        }
        collectionView.layoutIfNeeded()
        // Columns hold what fits in the 200 points of height: 80 + 10 + 80 = 170 ≤ 200, a third
        // would need 260: two per column, justified: the 40 left over goes between them,
        // y = 0 and 120. Columns are 50 wide, 10 apart: x = 0, 60, 120, 180.
        assertFrame(cellFrame(collectionView, 0), 0, 0, 50, 80)
        assertFrame(cellFrame(collectionView, 1), 0, 120, 50, 80)
        assertFrame(cellFrame(collectionView, 2), 60, 0, 50, 80)
        assertFrame(cellFrame(collectionView, 5), 120, 120, 50, 80)
        // The last column (item 6 alone) starts at the top.
        assertFrame(cellFrame(collectionView, 6), 180, 0, 50, 80)
        // 4 × 50 + 3 × 10 = 230 wide, the view's 200 tall.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 230, height: 200))
    }

    func testContentInsetNarrowsTheLinesAndRightToLeftMirrors() {
        let source = GridSource([4])
        let collectionView = makeCollectionView(source: source) {
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        collectionView.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        collectionView.layoutIfNeeded()
        // Content width 390 - 20 - 20 = 350: three items need 320, a fourth 430. Justified:
        // gaps of (350 - 300) / 2 = 25: x = 0, 125, 250 (content coordinates).
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 350, height: 210))
        assertFrame(cellFrame(collectionView, 1), 125, 0, 100, 100)
        assertFrame(cellFrame(collectionView, 3), 0, 110, 100, 100)

        let mirroredSource = GridSource([4])  // held here: the collection view holds it weakly
        let mirrored = makeCollectionView(source: mirroredSource) { $0.itemSize = CGSize(width: 100, height: 100) }
        mirrored.semanticContentAttribute = .forceRightToLeft
        mirrored.layoutIfNeeded()
        // 390 wide: gaps (390 - 300) / 2 = 45, x = 0, 145, 290 left to right; mirrored, item 0
        // is at 390 - 100 = 290 and item 2 at 0; the last line's item 3 at the right: 290.
        assertFrame(cellFrame(mirrored, 0), 290, 0, 100, 100)
        assertFrame(cellFrame(mirrored, 2), 0, 0, 100, 100)
        assertFrame(cellFrame(mirrored, 3), 290, 110, 100, 100)
    }

    func testSectionInsetFromSafeAreaAddsTheSafeAreaAcrossTheScrollDirection() {
        let window = Window(device: .iPhone14)
        let source = GridSource([2])
        let collectionView = makeCollectionView(source: source) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.sectionInsetReference = .fromSafeArea
            $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        }
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        // The collection view covers the iPhone 14 window, whose safe area is 47 at the top and
        // 34 at the bottom. Scrolling horizontally, the content is not taller than the view, so
        // the automatic content inset adds nothing vertically; measured from the safe area, the
        // top inset is 47 + 5 = 52. The two items make one (last) column from the top:
        // y = 52 and 52 + 100 + 10 = 162.
        XCTAssertEqual(collectionView.adjustedContentInset, .zero)
        assertFrame(cellFrame(collectionView, 0), 0, 52, 100, 100)
        assertFrame(cellFrame(collectionView, 1), 0, 162, 100, 100)
        // Measured from the content inset (the default), the top inset is 5.
        (collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.sectionInsetReference = .fromContentInset
        window.layoutIfNeeded()
        assertFrame(cellFrame(collectionView, 0), 0, 5, 100, 100)
    }
}
