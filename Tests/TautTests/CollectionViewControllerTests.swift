import XCTest
@testable import Taut

private final class NumbersController: CollectionViewController {
    var selected: [IndexPath] = []
    var shown: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "number")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
    }

    override func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
                                 forItemAt indexPath: IndexPath) {
        shown.append(indexPath.item)
    }
}

final class CollectionViewControllerTests: XCTestCase {
    func testTheControllerIsTheDataSourceAndDelegateOfItsCollectionView() throws {
        let layout = CollectionViewFlowLayout()
        let controller = NumbersController(collectionViewLayout: layout)
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertTrue(controller.collectionViewLayout === layout)
        let collectionView = try XCTUnwrap(controller.collectionView)
        XCTAssertTrue(controller.view === collectionView)
        XCTAssertTrue(collectionView.collectionViewLayout === layout)
        XCTAssertTrue(collectionView.dataSource === controller)
        XCTAssertTrue(collectionView.delegate === controller)
        // The default screen: 390 × 844.
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
        XCTAssertTrue(controller.installsStandardGestureForInteractiveMovement)
        collectionView.layoutIfNeeded()
        // Five 50 × 50 items (UIKit's default size) in one line: the subclass's overrides
        // answer, and its willDisplay override hears of each.
        XCTAssertEqual(collectionView.visibleCells.count, 5)
        XCTAssertEqual(controller.shown, [0, 1, 2, 3, 4])
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
                       CGRect(x: 240, y: 0, width: 50, height: 50))

        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    func testAControllerThatDoesNotOverrideTheCellMethodShowsPlainCellsWithADiagnostic() {
        final class Bare: CollectionViewController {
            override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        }
        let controller = Bare(collectionViewLayout: CollectionViewFlowLayout())
        XCTAssertEqual(CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
            .collectionView(controller.collectionView, numberOfItemsInSection: 0), 0)
        let messages = LayoutDiagnostics.collect { controller.collectionView.layoutIfNeeded() }.map(\.message)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages.first?.contains("does not override collectionView(_:cellForItemAt:) (asked for item [0, 0])")
                      ?? false)
        XCTAssertEqual(controller.collectionView.visibleCells.count, 2)
    }
}
