import XCTest
import TautUIKit
import SnapKit

// A settings screen written the way apps write it with modern collection views: an
// inset-grouped list layout, UICollectionViewListCell configured with
// defaultContentConfiguration() through a cell registration, and a diffable data source;
// then the user turns Bluetooth off for good (deleted) and reorders Camera above Location.

private enum SettingsSection: Hashable {
    case general, privacy
}

private final class ListSettingsViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<SettingsSection, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.alwaysBounceVertical = true
        view.addSubview(collectionView)
        collectionView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, String>()
        snapshot.appendSections([.general, .privacy])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"], toSection: .general)
        snapshot.appendItems(["Location", "Camera"], toSection: .privacy)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func removeBluetoothAndPutCameraFirst() {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(["Bluetooth"])
        snapshot.moveItem("Camera", beforeItem: "Location")
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

final class ListSettingsPortTests: XCTestCase {
    func testInsetGroupedSettingsListThenDeleteAndMove() throws {
        let controller = ListSettingsViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        let collectionView = try XCTUnwrap(controller.collectionView)
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        // alwaysBounceVertical: the safe area joins the content inset; the list starts below
        // the status bar.
        XCTAssertEqual(collectionView.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: -47))
        func cell(_ section: Int, _ item: Int) -> UICollectionViewListCell? {
            collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
        }

        // Inset grouped, 390 wide: rows 16 in from each side (358 wide), 44 tall (one line of
        // body text, 11 + 20.4 + 11 = 42.4, raised to 44). 35 above the first section:
        // General at 35, 79, 123, ending at 167 + 17.5 = 184.5; Privacy 17.5 lower: 202, 246;
        // 20 below: the content is 290 + 20 = 310 tall.
        XCTAssertEqual(cell(0, 0)?.frame, CGRect(x: 16, y: 35, width: 358, height: 44))
        XCTAssertEqual(cell(0, 1)?.frame, CGRect(x: 16, y: 79, width: 358, height: 44))
        XCTAssertEqual(cell(0, 2)?.frame, CGRect(x: 16, y: 123, width: 358, height: 44))
        XCTAssertEqual(cell(1, 0)?.frame, CGRect(x: 16, y: 202, width: 358, height: 44))
        XCTAssertEqual(cell(1, 1)?.frame, CGRect(x: 16, y: 246, width: 358, height: 44))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 310))
        // The cell's content configuration shows the item's text.
        let content = try XCTUnwrap(cell(0, 2)?.contentConfiguration as? UIListContentConfiguration)
        XCTAssertEqual(content.text, "Cellular")
        let wifi = try XCTUnwrap(cell(0, 0))
        let cellular = try XCTUnwrap(cell(0, 2))
        let location = try XCTUnwrap(cell(1, 0))
        let camera = try XCTUnwrap(cell(1, 1))

        let again = LayoutDiagnostics.collect {
            controller.removeBluetoothAndPutCameraFirst()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(again.map(\.message), [])
        // General: Wi-Fi 35, Cellular 79, ending at 123 + 17.5 = 140.5; Privacy from 158:
        // Camera 158, Location 202; the content ends at 246 + 20 = 266. The cells stay with
        // their items.
        XCTAssertTrue(cell(0, 0) === wifi)
        XCTAssertTrue(cell(0, 1) === cellular)
        XCTAssertTrue(cell(1, 0) === camera)
        XCTAssertTrue(cell(1, 1) === location)
        XCTAssertEqual(wifi.frame, CGRect(x: 16, y: 35, width: 358, height: 44))
        XCTAssertEqual(cellular.frame, CGRect(x: 16, y: 79, width: 358, height: 44))
        XCTAssertEqual(camera.frame, CGRect(x: 16, y: 158, width: 358, height: 44))
        XCTAssertEqual(location.frame, CGRect(x: 16, y: 202, width: 358, height: 44))
        XCTAssertEqual(collectionView.visibleCells.count, 4)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 266))
    }
}
