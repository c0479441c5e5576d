import Foundation
import XCTest
@testable import Taut

// The collection pieces together, as a screen uses them: a real CollectionView in an iPhone 14
// window (390 × 844, safe area 47 top and 34 bottom), laid out with layoutIfNeeded(), its
// compositional layout self-sizing from the cells' constraints, and diffable data sources with
// cell registrations. Every frame is worked out by hand in the comments.

/// A header of one label pinned 8 from its top and bottom, 0 from its sides (body font: a
/// line 20.4 tall, so 36.4 in all).
private final class TitleHeader: CollectionReusableView {
    let label = Label()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

final class CollectionViewIntegrationTests: XCTestCase {
    /// A collection view filling an iPhone 14 window, bouncing vertically (so the safe area
    /// joins its content inset: 47 top, 34 bottom).
    private func makeWindowed(_ layout: CollectionViewLayout) -> (Window, CollectionView) {
        let window = Window(device: .iPhone14)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.alwaysBounceVertical = true
        window.addSubview(collectionView)
        return (window, collectionView)
    }

    /// Section 0: a line of 0.8-wide groups scrolling sideways; section 1: a two-column grid
    /// under a self-sizing header. Every item estimates its height (50) and is measured from
    /// its cell's constraints.
    func testOrthogonalSectionAboveSelfSizingGridWithHeader() throws {
        let layout = CollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .estimated(50)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .estimated(50)),
                    subitems: [item])
                let featured = CollectionLayoutSection(group: group)
                featured.orthogonalScrollingBehavior = .continuous
                featured.interGroupSpacing = 10
                featured.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
                return featured
            }
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .estimated(50)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                subitems: [item])
            let grid = CollectionLayoutSection(group: group)
            grid.interGroupSpacing = 10
            grid.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            grid.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)]
            return grid
        }
        let (window, collectionView) = makeWindowed(layout)
        let texts = ["f0": "Featured 1", "f1": "Featured 2\nLine two", "f2": "Featured 3",
                     "g2": "App 3\nSecond line"]
        let cells = CollectionView.CellRegistration<InsetLabelCell, String> { cell, _, item in
            cell.label.text = texts[item] ?? item
        }
        let headers = CollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: CollectionView.elementKindSectionHeader) { header, _, _ in header.label.text = "Top Charts" }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["f0", "f1", "f2"], toSection: 0)
        snapshot.appendItems((0..<6).map { "g\($0)" }, toSection: 1)
        let diagnostics = LayoutDiagnostics.collect {
            dataSource.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(collectionView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: -47))

        // Section 0: groups 0.8 × (390 - 20 - 20) = 280 wide, 10 apart, from x = 20: 20, 310,
        // 600. A one-line cell is 12 + 20.4 + 12 = 44.4 tall, a two-line one 64.8. The third
        // group (x 600) is beyond the 390-point width: not shown, it keeps its estimate 50.
        // The line is as tall as its tallest group: 64.8; the section ends at 64.8 + 20 = 84.8.
        assertFrame(collectionView.cellForItem(at: path(0, 0))?.frame, CGRect(x: 20, y: 0, width: 280, height: 44.4))
        assertFrame(collectionView.cellForItem(at: path(0, 1))?.frame, CGRect(x: 310, y: 0, width: 280, height: 64.8))
        XCTAssertNil(collectionView.cellForItem(at: path(0, 2)))
        assertFrame(layout.layoutAttributesForItem(at: path(0, 2))?.frame, CGRect(x: 600, y: 0, width: 280, height: 50))

        // Section 1: the header follows the content insets: x 20, 350 wide, 8 + 20.4 + 8 =
        // 36.4 tall, at 84.8; rows from 121.2. Items are half of 350 = 175, less 5 on each
        // side: 165 wide at x 25 and 200. Row 0 (44.4) at 121.2; row 1 at 121.2 + 44.4 + 10 =
        // 175.6, 64.8 tall for App 3 (App 4 keeps 44.4: UIKit does not stretch it); row 2 at
        // 175.6 + 64.8 + 10 = 250.4. The content ends at 250.4 + 44.4 = 294.8.
        let header = try XCTUnwrap(collectionView.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: path(1, 0)) as? TitleHeader)
        assertFrame(header.frame, CGRect(x: 20, y: 84.8, width: 350, height: 36.4))
        assertFrame(header.label.frame, CGRect(x: 0, y: 8, width: 350, height: 20.4))
        let expected: [(Int, CGRect)] = [
            (0, CGRect(x: 25, y: 121.2, width: 165, height: 44.4)), (1, CGRect(x: 200, y: 121.2, width: 165, height: 44.4)),
            (2, CGRect(x: 25, y: 175.6, width: 165, height: 64.8)), (3, CGRect(x: 200, y: 175.6, width: 165, height: 44.4)),
            (4, CGRect(x: 25, y: 250.4, width: 165, height: 44.4)), (5, CGRect(x: 200, y: 250.4, width: 165, height: 44.4)),
        ]
        for (item, frame) in expected {
            assertFrame(collectionView.cellForItem(at: path(1, item))?.frame, frame)
        }
        // Inside a cell: the label 12 in from every side: 165 - 24 = 141 wide.
        let app3 = try XCTUnwrap(collectionView.cellForItem(at: path(1, 2)) as? InsetLabelCell)
        assertFrame(app3.label.frame, CGRect(x: 12, y: 12, width: 141, height: 40.8))
        XCTAssertEqual(collectionView.contentSize.width, 390)
        XCTAssertEqual(collectionView.contentSize.height, 294.8, accuracy: 0.001)
        XCTAssertEqual(collectionView.visibleCells.count, 8)

        // A second pass measures nothing again and moves nothing.
        let before = collectionView.visibleCells.map(\.frame)
        collectionView.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.map(\.frame), before)
    }

    /// `list(using: .insetGrouped)` with list cells configured by `defaultContentConfiguration()`
    /// through a cell registration and a diffable data source; applied, then re-applied with
    /// a deletion and a move.
    func testInsetGroupedListAppliedThenDeleteAndMove() throws {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let (window, collectionView) = makeWindowed(layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["General", "Privacy"])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"], toSection: "General")
        snapshot.appendItems(["Location", "Camera"], toSection: "Privacy")
        let diagnostics = LayoutDiagnostics.collect {
            dataSource.apply(snapshot)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // Inset grouped on a 390-point phone: rows 16 in from each side, 358 wide, 44 tall
        // (one line of body text: 11 + 20.4 + 11 = 42.4, raised to 44). 35 above the first
        // section: General at 35, 79, 123; it ends at 167 + 17.5 = 184.5; Privacy 17.5 lower:
        // 202, 246; 20 below the last section: 290 + 20 = 310.
        func frame(_ section: Int, _ item: Int) -> CGRect? { collectionView.cellForItem(at: path(section, item))?.frame }
        XCTAssertEqual(frame(0, 0), CGRect(x: 16, y: 35, width: 358, height: 44))
        XCTAssertEqual(frame(0, 1), CGRect(x: 16, y: 79, width: 358, height: 44))
        XCTAssertEqual(frame(0, 2), CGRect(x: 16, y: 123, width: 358, height: 44))
        XCTAssertEqual(frame(1, 0), CGRect(x: 16, y: 202, width: 358, height: 44))
        XCTAssertEqual(frame(1, 1), CGRect(x: 16, y: 246, width: 358, height: 44))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 310))
        // The text at the 16-point margin, centred in the 44-point row: (44 - 20.4) / 2 = 11.8;
        // "Cellular" is 8 × 8.5 = 68 wide.
        let cellular = try XCTUnwrap(collectionView.cellForItem(at: path(0, 2)) as? CollectionViewListCell)
        let content = try XCTUnwrap(cellular.configuredContentView as? ListContentView)
        assertFrame(content.textLabel.frame, CGRect(x: 16, y: 11.8, width: 68, height: 20.4))
        let wifi = try XCTUnwrap(collectionView.cellForItem(at: path(0, 0)))
        let bluetooth = try XCTUnwrap(collectionView.cellForItem(at: path(0, 1)))
        let location = try XCTUnwrap(collectionView.cellForItem(at: path(1, 0)))
        let camera = try XCTUnwrap(collectionView.cellForItem(at: path(1, 1)))

        // Bluetooth deleted, Camera moved before Location.
        var next = dataSource.snapshot()
        next.deleteItems(["Bluetooth"])
        next.moveItem("Camera", beforeItem: "Location")
        let again = LayoutDiagnostics.collect {
            dataSource.apply(next)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(again.map(\.message), [])
        // General: Wi-Fi 35, Cellular 79; it ends at 123 + 17.5 = 140.5; Privacy from 158:
        // Camera 158, Location 202; the content ends at 246 + 20 = 266. Every kept item keeps
        // its cell; Bluetooth's went back to the pool.
        XCTAssertIdentical(collectionView.cellForItem(at: path(0, 0)), wifi)
        XCTAssertIdentical(collectionView.cellForItem(at: path(0, 1)), cellular)
        XCTAssertIdentical(collectionView.cellForItem(at: path(1, 0)), camera)
        XCTAssertIdentical(collectionView.cellForItem(at: path(1, 1)), location)
        XCTAssertEqual(wifi.frame, CGRect(x: 16, y: 35, width: 358, height: 44))
        XCTAssertEqual(cellular.frame, CGRect(x: 16, y: 79, width: 358, height: 44))
        XCTAssertEqual(camera.frame, CGRect(x: 16, y: 158, width: 358, height: 44))
        XCTAssertEqual(location.frame, CGRect(x: 16, y: 202, width: 358, height: 44))
        XCTAssertNil(bluetooth.superview)
        XCTAssertEqual(collectionView.visibleCells.count, 4)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 266))
        XCTAssertEqual(collectionView.cellRequestCount, 5)
    }
}
