import Foundation
import XCTest
@testable import Taut

/// Estimated sizes corrected through `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`,
/// and bad input reported without a crash.
final class CompositionalLayoutSelfSizingTests: XCTestCase {
    /// Attributes like `original` with the size `size` (what a cell's
    /// `preferredLayoutAttributesFitting` returns).
    private func preferred(_ original: CollectionViewLayoutAttributes, _ size: CGSize) -> CollectionViewLayoutAttributes {
        let copy = original.copy()
        copy.size = size
        return copy
    }

    /// Two columns of estimated height in a group of estimated height: the group is as tall as
    /// its tallest item, and the other item keeps its own height (UIKit does not stretch it).
    func testEstimatedHeightsInRow() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                         heightDimension: .estimated(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let (view, source) = makeCollectionView(layout, counts: [3])
        // Before measuring: every item is its estimate, 195 × 50; row 2 at y 50.
        let first = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 195, height: 50))
        XCTAssertEqual(first.selfSizingAxes, [.height])
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 0, y: 50, width: 195, height: 50))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 100))

        // Item 0 prefers 80 tall (its width is not self-sized, so 300 is ignored): the layout keeps it.
        XCTAssertTrue(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred(first, CGSize(width: 300, height: 80)),
                                                    withOriginalAttributes: first))
        layout.prepare()
        // Row 1 is 80 tall (its tallest item); item 1 stays 50; row 2 starts at 80.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 195, height: 80))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 195, y: 0, width: 195, height: 50))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 0, y: 80, width: 195, height: 50))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 130))
        // The same preferred size again changes nothing.
        let measured = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred(measured, CGSize(width: 195, height: 80)),
                                                     withOriginalAttributes: measured))
        // A reload forgets the measured sizes: back to the estimates.
        view.reloadData()
        layout.prepare()
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 100))
        XCTAssertEqual(source.counts, [3])
    }

    /// Fixed sizes are not self-sized: a preferred size changes nothing. An estimated width
    /// (a chip in a line that scrolls sideways) is corrected along x.
    func testFixedSizesIgnorePreferredAndEstimatedWidths() throws {
        let fixed = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(100),
                                                                          heightDimension: .absolute(40)))
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [fixed])
        let plain = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        let (_, keep) = makeCollectionView(plain, counts: [1])
        let attributes = try XCTUnwrap(plain.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertFalse(plain.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred(attributes, CGSize(width: 10, height: 10)),
                                                    withOriginalAttributes: attributes))

        let chipSize = CollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32))
        let chip = CollectionLayoutGroup.horizontal(layoutSize: chipSize, subitems: [CollectionLayoutItem(layoutSize: chipSize)])
        let section = CollectionLayoutSection(group: chip)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        let chips = CollectionViewCompositionalLayout(section: section)
        let (chipsView, keepChips) = makeCollectionView(chips, counts: [3])
        // Estimates: x 0, 68, 136. Chip 0 measures 90 wide: chips at 0, 98, 166.
        let chip0 = try XCTUnwrap(chips.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(chip0.selfSizingAxes, [.width])
        XCTAssertEqual(chips.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 136)
        XCTAssertTrue(chips.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred(chip0, CGSize(width: 90, height: 32)),
                                                   withOriginalAttributes: chip0))
        chips.prepare()
        XCTAssertEqual(chips.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 90, height: 32))
        XCTAssertEqual(chips.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX, 98)
        XCTAssertEqual(chips.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 166)
        XCTAssertEqual(chips.collectionViewContentSize, CGSize(width: 390, height: 32))
        XCTAssertEqual(keep.counts + keepChips.counts, [1, 3])
        XCTAssertIdentical(chipsView.collectionViewLayout, chips)
    }

    /// Negative and NaN dimensions, a group without subitems, a provider that returns nil, an
    /// index path out of range and a NaN preferred size: diagnostics, no crash.
    func testBadInputIsReported() throws {
        let negative = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(-10),
                                                                             heightDimension: .absolute(.nan)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [negative])
        let empty = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [])
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in
            switch index {
            case 0: return CollectionLayoutSection(group: group)
            case 1: return CollectionLayoutSection(group: empty)
            default: return nil
            }
        })
        var kept: CountsDataSource?
        let diagnostics = LayoutDiagnostics.collect {
            let (_, source) = makeCollectionView(layout, counts: [2, 2, 1])
            kept = source
            XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)))
            XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
            if let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) {
                // Zero by zero (the bad sides are taken as 0); a NaN preferred size is refused.
                XCTAssertEqual(first.frame, .zero)
                first.selfSizingAxes = [.height]
                XCTAssertFalse(layout.shouldInvalidateLayout(
                    forPreferredLayoutAttributes: self.preferred(first, CGSize(width: 0, height: CGFloat.nan)),
                    withOriginalAttributes: first))
            } else {
                XCTFail("the item of bad size still has attributes")
            }
        }
        let messages = diagnostics.map(\.message).joined(separator: "\n")
        XCTAssertTrue(messages.contains("width absolute(-10.0) of the item at [0, 0]"), messages)
        XCTAssertTrue(messages.contains("height absolute(nan) of the item at [0, 0]"), messages)
        XCTAssertTrue(messages.contains("a group of section 1 has no subitems"), messages)
        XCTAssertTrue(messages.contains("the section provider returned nil for section 2"), messages)
        XCTAssertTrue(messages.contains("the item at [0, 7], which is out of range"), messages)
        XCTAssertTrue(messages.contains("prefers the size"), messages)
        // Section 0: a zero-width item does not repeat, so each of its two items has a group of
        // its own, 50 tall: 100. Section 1 placed nothing; section 2 was left out.
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 100))
        XCTAssertEqual(kept?.counts, [2, 2, 1])
    }
}
