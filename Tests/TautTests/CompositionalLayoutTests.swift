import Foundation
import XCTest
@testable import Taut

/// A data source that only gives counts (the layout tests never show cells).
final class CountsDataSource: CollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell()
    }
}

/// A collection view of `frame` with `layout` and a data source of `counts`; the data source
/// is returned too, since the collection view holds it weakly.
func makeCollectionView(_ layout: CollectionViewLayout, counts: [Int],
                        frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844))
    -> (CollectionView, CountsDataSource) {
    let collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
    let dataSource = CountsDataSource(counts)
    collectionView.dataSource = dataSource
    layout.prepare()
    return (collectionView, dataSource)
}

/// Asserts that `frame` is `expected`, to a thousandth of a point (fractions of widths are
/// not exact in binary).
func assertFrame(_ frame: CGRect?, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
    guard let frame else { return XCTFail("no frame, expected \(expected)", file: file, line: line) }
    let pairs = [(frame.minX, expected.minX), (frame.minY, expected.minY),
                 (frame.width, expected.width), (frame.height, expected.height)]
    if pairs.contains(where: { abs($0.0 - $0.1) > 0.001 }) {
        XCTFail("frame \(frame) is not \(expected)", file: file, line: line)
    }
}

/// The frames of a two-column grid, a line that scrolls sideways with a header above it, and
/// nested and custom groups, worked out by hand.
final class CompositionalLayoutTests: XCTestCase {
    /// Two columns: items of half the group's width, rows 100 tall, spacing and insets.
    func testTwoColumnGrid() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                         heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 4)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        let layout = CollectionViewCompositionalLayout(section: section)
        let (_, source) = makeCollectionView(layout, counts: [5])
        // The section's content is 390 - 20 - 20 = 350 wide; a group is 350 × 100 and holds two
        // items of 175 × 100 (the one subitem repeats while it fits). Each cell is its place
        // less 4 on every side: 167 × 92.
        // Row 1 at y 10: cells (24, 14) and (20 + 175 + 4 = 199, 14).
        // Row 2 at y 10 + 100 + 8 = 118: cells at y 122. Row 3 at y 226: one cell at (24, 230).
        let expected: [CGRect] = [
            CGRect(x: 24, y: 14, width: 167, height: 92), CGRect(x: 199, y: 14, width: 167, height: 92),
            CGRect(x: 24, y: 122, width: 167, height: 92), CGRect(x: 199, y: 122, width: 167, height: 92),
            CGRect(x: 24, y: 230, width: 167, height: 92),
        ]
        for (index, frame) in expected.enumerated() {
            assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame, frame)
        }
        // Content: the last row ends at 226 + 100, then the bottom inset: 336.
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 336))
        // Fixed sizes: nothing sizes itself.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.selfSizingAxes, [])
        // The visible rectangle from y 0 to 120 meets rows 1 and 2 (row 2 starts at 122 - no: its
        // cells start at 122, so only row 1's two cells).
        XCTAssertEqual(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 120))?.count, 2)
        XCTAssertEqual(source.counts, [5])
    }

    /// A header and a line of groups 80% of the section's width that scrolls sideways, above a
    /// two-column grid, from a section provider.
    func testOrthogonalSectionAboveGridFromProvider() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        var environments: [CGSize] = []
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, environment in
            environments.append(environment.container.effectiveContentSize)
            let full = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            if index == 0 {
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                    subitems: [CollectionLayoutItem(layoutSize: full)])
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    elementKind: CollectionView.elementKindSectionHeader, alignment: .top)]
                return section
            }
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            return CollectionLayoutSection(group: group)
        }, configuration: configuration)
        let (_, source) = makeCollectionView(layout, counts: [3, 4])
        XCTAssertEqual(environments, [CGSize(width: 390, height: 844), CGSize(width: 390, height: 844)])
        // Section 0: the header follows the content insets: (16, 0), 390 - 32 = 358 wide, 40 tall.
        assertFrame(layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 0, width: 358, height: 40))
        // Groups are 0.8 × 358 = 286.4 wide and 200 tall, side by side 10 apart from x 16:
        // x 16, 16 + 286.4 + 10 = 312.4, 312.4 + 296.4 = 608.8 (beyond the 390-point width).
        let width = 0.8 * 358.0
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 40, width: width, height: 200))
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 16 + width + 10, y: 40, width: width, height: 200))
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 16 + 2 * (width + 10), y: 40, width: width, height: 200))
        // The line is one group tall: the section ends at 40 + 200 = 240; section 1 starts 20 later.
        assertFrame(layout.orthogonalScrollingSections[0],
                       CGRect(x: 16, y: 40, width: 3 * width + 20, height: 200))
        XCTAssertNil(layout.orthogonalScrollingSections[1])
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 260, width: 195, height: 100))
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame,
                       CGRect(x: 195, y: 360, width: 195, height: 100))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 460))
        // The screen shows the header, two groups of the line (the third starts at 608.8) and
        // the four grid cells.
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? []
        XCTAssertEqual(visible.count, 7)
        XCTAssertFalse(visible.contains { $0.indexPath == IndexPath(item: 2, section: 0) })
        XCTAssertEqual(source.counts, [3, 4])
    }

    /// A vertical group of two items beside a big item (nested groups), fixed and flexible
    /// spacing, and the deprecated `subitem:count:` that resizes its items.
    func testNestedGroupsAndSpacing() {
        let big = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3),
                                                                        heightDimension: .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                          heightDimension: .absolute(95)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            subitems: [small])
        column.interItemSpacing = .fixed(10)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [big, column])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        _ = makeCollectionView(layout, counts: [4])
        // The big item is 2/3 of 390 = 260 wide; the column 130 wide at x 260 holds two items of
        // 95 (95 + 10 + 95 = 200 fits; a third would not). Item 3 starts the next group at y 200.
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 260, height: 200))
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 260, y: 0, width: 130, height: 95))
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 260, y: 105, width: 130, height: 95))
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
                       CGRect(x: 0, y: 200, width: 260, height: 200))

        // subitem:count: 3 with fixed spacing 15: each item is (390 - 2 × 15) / 3 = 120 wide.
        let cell = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(50),
                                                                         heightDimension: .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitem: cell, count: 3)
        row.interItemSpacing = .fixed(15)
        let counted = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        _ = makeCollectionView(counted, counts: [3])
        assertFrame(counted.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 270, y: 0, width: 120, height: 60))

        // repeatingSubitem:count: 3 keeps the items 50 wide; flexible spacing shares the room
        // left: (390 - 150) / 2 = 120 between them, so x 0, 170, 340.
        let flexible = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            repeatingSubitem: cell, count: 3)
        flexible.interItemSpacing = .flexible(0)
        let spread = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: flexible))
        _ = makeCollectionView(spread, counts: [3])
        assertFrame(spread.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 170, y: 0, width: 50, height: 60))
        assertFrame(spread.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 340, y: 0, width: 50, height: 60))
    }

    /// A custom group, a section background, a badge on an item, and a layout-wide header,
    /// edge spacing, and a right-to-left collection view.
    func testCustomGroupDecorationsBadgesAndGlobalHeader() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing],
                                                                         fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let group = CollectionLayoutGroup.custom(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
        ) { environment in
            // Two items: one in the left half, one below-right (the container is the group: 358 × 120).
            let half = environment.container.effectiveContentSize.width / 2
            return [CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 60)),
                    CollectionLayoutGroupCustomItem(frame: CGRect(x: half, y: 60, width: half, height: 60), zIndex: 2)]
        }
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: 4)
        section.decorationItems = [background]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: "banner", alignment: .top)]
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        _ = makeCollectionView(layout, counts: [3])
        // The banner spans the collection view above everything: (0, 0, 390, 50).
        assertFrame(layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 390, height: 50))
        // Group 1 at (16, 50 + 8 = 58), 358 wide: items (16, 58, 179, 60) and (195, 118, 179, 60).
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 58, width: 179, height: 60))
        let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        assertFrame(second?.frame, CGRect(x: 195, y: 118, width: 179, height: 60))
        XCTAssertEqual(second?.zIndex, 2)
        // Group 2 at y 178: item 2 at (16, 178). The section ends at 178 + 120 + 8 = 306.
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 16, y: 178, width: 179, height: 60))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 306))
        // The background covers the section, 50 to 306, less 4 on each side.
        assertFrame(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 4, y: 54, width: 382, height: 248))
        // The custom group's items have no badge (badges belong to items); a badge on a plain item:
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(100),
                                                                         heightDimension: .absolute(100)),
                                        supplementaryItems: [badge])
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(105)),
            subitems: [item])
        let badged = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        _ = makeCollectionView(badged, counts: [2])
        // Items: (10, 5, 100, 100) and (10 + 100 + 10 = 120, 5). The badge's top-trailing corner
        // is on the item's (110, 5): origin (90, 5), then moved by half its size right and up
        // (+10, -10): (100, -5).
        assertFrame(badged.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 120, y: 5, width: 100, height: 100))
        assertFrame(badged.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 100, y: -5, width: 20, height: 20))

        // Right to left: the first item is at the right edge: x = 390 - 110 = 280.
        let mirrored = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        let (view, source) = makeCollectionView(mirrored, counts: [2])
        view.semanticContentAttribute = .forceRightToLeft
        mirrored.prepare()
        XCTAssertEqual(source.counts, [2])
        assertFrame(mirrored.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 280, y: 5, width: 100, height: 100))
    }
}
