import Foundation
import XCTest
@testable import Taut

/// List layouts in each appearance, and list cells measured from their content
/// configuration, worked out by hand.
final class ListConfigurationTests: XCTestCase {
    private func listLayout(_ appearance: CollectionLayoutListConfiguration.Appearance,
                            header: CollectionLayoutListConfiguration.HeaderMode = .none) -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = header
        return CollectionViewCompositionalLayout.list(using: configuration)
    }

    private func frame(_ layout: CollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Plain: rows of 44 edge to edge, one under another; a measured row moves the ones below.
    func testPlainRowsSelfSize() throws {
        let layout = listLayout(.plain)
        let (view, source) = makeCollectionView(layout, counts: [3])
        XCTAssertEqual(frame(layout, 0), CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 0, y: 88, width: 390, height: 44))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 132))
        let row = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(row.selfSizingAxes, [.height])
        let measured = row.copy()
        measured.size = CGSize(width: 390, height: 60)
        XCTAssertTrue(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: measured, withOriginalAttributes: row))
        layout.prepare()
        // Rows at 0, 44 (60 tall) and 104: 148 in all.
        XCTAssertEqual(frame(layout, 1), CGRect(x: 0, y: 44, width: 390, height: 60))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 0, y: 104, width: 390, height: 44))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 148))
        XCTAssertIdentical(view.collectionViewLayout, layout)
        XCTAssertEqual(source.counts, [3])
    }

    /// Grouped: 35 above the first section, 17.5 below each section and above the next, 20
    /// below the last.
    func testGroupedSectionSpacing() {
        let layout = listLayout(.grouped)
        let (_, source) = makeCollectionView(layout, counts: [2, 1])
        // Section 0: rows at 35 and 79; it ends at 123 + 17.5 = 140.5.
        XCTAssertEqual(frame(layout, 0), CGRect(x: 0, y: 35, width: 390, height: 44))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 0, y: 79, width: 390, height: 44))
        // Section 1: its row at 140.5 + 17.5 = 158; the content ends at 158 + 44 + 20 = 222.
        XCTAssertEqual(frame(layout, 0, 1), CGRect(x: 0, y: 158, width: 390, height: 44))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 222))
        XCTAssertEqual(source.counts, [2, 1])
    }

    /// Inset grouped: rows inset 16 from the sides on a 390-point phone, 20 on a 414-point one.
    func testInsetGroupedSideInsetsByWidth() {
        let narrow = listLayout(.insetGrouped)
        let (_, keepNarrow) = makeCollectionView(narrow, counts: [1])
        XCTAssertEqual(frame(narrow, 0), CGRect(x: 16, y: 35, width: 358, height: 44))
        let wide = listLayout(.insetGrouped)
        let (_, keepWide) = makeCollectionView(wide, counts: [1], frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        XCTAssertEqual(frame(wide, 0), CGRect(x: 20, y: 35, width: 374, height: 44))
        // One section: 35 + 44 + 20 = 99.
        XCTAssertEqual(wide.collectionViewContentSize, CGSize(width: 414, height: 99))
        XCTAssertEqual(keepNarrow.counts + keepWide.counts, [1, 1])
    }

    /// Plain with supplementary headers: 22 above each header (iOS 15's plain header top
    /// padding), the header estimated at 44 and self-sizing, pinned; rows below it.
    func testPlainSupplementaryHeaders() throws {
        let layout = listLayout(.plain, header: .supplementary)
        let (_, source) = makeCollectionView(layout, counts: [1, 1])
        let header = try XCTUnwrap(layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 22, width: 390, height: 44))
        XCTAssertEqual(header.selfSizingAxes, [.height])
        XCTAssertEqual(frame(layout, 0), CGRect(x: 0, y: 66, width: 390, height: 44))
        // Section 1: 110 + 22 = 132 for its header, its row at 176.
        XCTAssertEqual(frame(layout, 0, 1), CGRect(x: 0, y: 176, width: 390, height: 44))
        let environment = LayoutEnvironment(container: LayoutContainer(
            contentSize: CGSize(width: 390, height: 844), contentInsets: DirectionalEdgeInsets(all: 0)),
                                            traitCollection: TraitCollection())
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let section = CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        XCTAssertEqual(section.boundarySupplementaryItems.first?.pinToVisibleBounds, true)
        XCTAssertEqual(configuration.resolvedBackgroundColor, .systemBackground)
        XCTAssertEqual(CollectionLayoutListConfiguration(appearance: .insetGrouped).resolvedBackgroundColor,
                       .systemGroupedBackground)
        XCTAssertEqual(source.counts, [1, 1])
    }

    /// A list cell with one line of body text is 44 tall (11 + 20.4 + 11 = 42.4, raised to the
    /// 44-point minimum); a subtitle cell is as tall as its two lines and margins.
    func testListCellsMeasureFromTheirContent() throws {
        // Body 17: a character is 8.5 wide, a line 20.4 tall. Subheadline 15: 7.5 and 18.
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        cell.contentConfiguration = content
        let one = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(one.width, 390)
        XCTAssertEqual(one.height, 44, accuracy: 0.001)

        var subtitle = ListContentConfiguration.subtitleCell()
        subtitle.text = "Hello"
        subtitle.secondaryText = "World"
        cell.contentConfiguration = subtitle
        // 11 + 20.4 + 3 + 18 + 11 = 63.4.
        let two = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(two.height, 63.4, accuracy: 0.001)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 63.4)
        cell.layoutIfNeeded()
        let view = try XCTUnwrap(cell.configuredContentView as? ListContentView)
        // The text at the 16-point leading margin, 11 down: 5 × 8.5 = 42.5 wide; the subtitle
        // 3 below it: y 34.4, 5 × 7.5 = 37.5 wide.
        assertFrame(view.textLabel.frame, CGRect(x: 16, y: 11, width: 42.5, height: 20.4))
        assertFrame(view.secondaryTextLabel.frame, CGRect(x: 16, y: 34.4, width: 37.5, height: 18))
        // The separator starts where the text starts.
        assertFrame(cell.separatorLayoutGuide.layoutFrame, CGRect(x: 16, y: 63.4, width: 374, height: 0))

        // A value cell: the value at the trailing margin (390 - 16 - 42.5 = 331.5), both
        // centred in a 44-point row: y (44 - 20.4) / 2 = 11.8.
        var value = ListContentConfiguration.valueCell()
        value.text = "Name"
        value.secondaryText = "Value"
        let valueCell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        valueCell.contentConfiguration = value
        valueCell.layoutIfNeeded()
        let valueView = try XCTUnwrap(valueCell.configuredContentView as? ListContentView)
        assertFrame(valueView.textLabel.frame, CGRect(x: 16, y: 11.8, width: 34, height: 20.4))
        assertFrame(valueView.secondaryTextLabel.frame, CGRect(x: 331.5, y: 11.8, width: 42.5, height: 20.4))
        // Indentation moves the content in by 10 per level.
        valueCell.indentationLevel = 2
        valueCell.layoutIfNeeded()
        assertFrame(valueView.frame, CGRect(x: 20, y: 0, width: 370, height: 44))
        valueCell.accessories = [.disclosureIndicator()]
        XCTAssertEqual(valueCell.accessories.first?.kind, .disclosureIndicator)
    }

    /// Headers' styles: grouped headers in capitals, footnote.
    func testHeaderAndFooterStyles() {
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Section"
        let view = ListContentView(configuration: header)
        XCTAssertEqual(view.textLabel.text, "SECTION")
        XCTAssertEqual(view.textLabel.font.pointSize, 13)
        XCTAssertEqual(ListContentConfiguration.plainHeader().textProperties.font.pointSize, 17)
        XCTAssertEqual(ListContentConfiguration.groupedFooter().directionalLayoutMargins,
                       DirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }
}
