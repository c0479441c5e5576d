import XCTest
@testable import Taut

/// A cell whose label is pinned 8 points inside its content view: it measures as its text
/// plus 16 on each axis. Labels use the default monospaced measurer at 17 points: 8.5 points a
/// character, 20.4 points a line; so a one-line cell is 20.4 + 16 = 36.4 tall.
private final class TagCell: CollectionViewCell {
    let label = Label()
    var measurements = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        label.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(8)
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        measurements += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

private final class TagSource: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var tags: [String]
    init(_ tags: [String]) { self.tags = tags }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        (cell as? TagCell)?.label.text = tags[indexPath.item]
        return cell
    }
}

final class CollectionViewSelfSizingTests: XCTestCase {
    private func tagView(_ source: TagSource, height: CGFloat, estimate: CGSize) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height),
                                            collectionViewLayout: layout)
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collectionView.dataSource = source
        collectionView.delegate = source
        return collectionView
    }

    func testCellsTakeTheirLabelsSizeAndTheLinesAreBrokenAgain() {
        let source = TagSource(["Hello", "Collection views", "Swift", "Taut on Linux"])
        let collectionView = tagView(source, height: 844, estimate: CGSize(width: 50, height: 50))
        let diagnostics = LayoutDiagnostics.collect { collectionView.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // Widths: "Hello" 5 × 8.5 + 16 = 58.5; "Collection views" 16 × 8.5 + 16 = 152; "Swift"
        // 58.5; "Taut on Linux" 13 × 8.5 + 16 = 126.5. All 36.4 tall.
        // Line 1: 58.5 + 10 + 152 + 10 + 58.5 = 289, and + 10 + 126.5 = 425.5 > 390, so it holds
        // three items, justified: gaps of (390 - 269) / 2 = 60.5 → x = 0, 119, 331.5.
        assertFrame(cellFrame(collectionView, 0), 0, 0, 58.5, 36.4)
        assertFrame(cellFrame(collectionView, 1), 119, 0, 152, 36.4)
        assertFrame(cellFrame(collectionView, 2), 331.5, 0, 58.5, 36.4)
        // The last line: item 3 at the left, 36.4 + 10 = 46.4 down.
        assertFrame(cellFrame(collectionView, 3), 0, 46.4, 126.5, 36.4)
        XCTAssertEqual(collectionView.contentSize.width, 390)
        XCTAssertEqual(collectionView.contentSize.height, 82.8, accuracy: 1e-9)
        // The label sits 8 points inside its cell.
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TagCell
        assertFrame(cell?.label.frame ?? .null, 8, 8, 136, 20.4)
        // Each cell was measured once; another pass measures nothing.
        XCTAssertEqual(collectionView.visibleCells.map { ($0 as? TagCell)?.measurements }, [1, 1, 1, 1])
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.map { ($0 as? TagCell)?.measurements }, [1, 1, 1, 1])
    }

    func testContentSizeFromEstimatesThenFromMeasuredCells() {
        let source = TagSource(Array(repeating: "Item", count: 40))
        let collectionView = tagView(source, height: 300, estimate: CGSize(width: 50, height: 100))
        // Before any cell is measured the layout uses the estimate, 50 × 100: six a line
        // (6 × 50 + 5 × 10 = 350 ≤ 390, seven need 410), 40 items in 7 lines:
        // 7 × 100 + 6 × 10 = 760 tall.
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size,
                       CGSize(width: 50, height: 100))
        XCTAssertEqual(collectionView.collectionViewLayout.collectionViewContentSize, CGSize(width: 390, height: 760))
        collectionView.layoutIfNeeded()
        // "Item" measures 4 × 8.5 + 16 = 50 by 36.4. As lines shrink, lines further down come
        // into the 300 points shown and are measured in turn, until the seventh line starts at
        // 6 × 46.4 = 278.4 < 300: every cell is measured and shown, and the content is
        // 7 × 36.4 + 6 × 10 = 314.8 tall.
        XCTAssertEqual(collectionView.visibleCells.count, 40)
        XCTAssertEqual(collectionView.contentSize.height, 314.8, accuracy: 1e-9)
        assertFrame(cellFrame(collectionView, 36), 0, 278.4, 50, 36.4)
        // Reloading forgets the measured sizes: the next pass measures again and ends alike.
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize.height, 314.8, accuracy: 1e-9)
    }
}
