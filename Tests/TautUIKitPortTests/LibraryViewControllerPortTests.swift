import XCTest
import TautUIKit
import SnapKit

// A container view controller: a segmented control switches between child view controllers,
// with UIKit's containment calls.

final class TrackListViewController: UIViewController {
    private(set) var loadCount = 0
    private(set) var appearCount = 0
    let emptyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        loadCount += 1
        view.backgroundColor = .systemBackground
        emptyLabel.text = title
        view.addSubview(emptyLabel)
        emptyLabel.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearCount += 1
    }
}

final class LibraryViewController: UIViewController {
    let segmentedControl = UISegmentedControl(items: ["Songs", "Albums", "Artists"])
    let pages: [TrackListViewController] = ["Songs", "Albums", "Artists"].map { title in
        let page = TrackListViewController()
        page.title = title
        return page
    }
    private(set) weak var currentPage: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(segmentedControl)
        segmentedControl.selectedSegmentIndex = 0
        segmentedControl.addAction(UIAction { [weak self] action in
            guard let control = action.sender as? UISegmentedControl else { return }
            self?.showPage(at: control.selectedSegmentIndex)
        }, for: .valueChanged)
        segmentedControl.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(8)
            make.centerX.equalToSuperview()
        }
        showPage(at: 0)
    }

    private func showPage(at index: Int) {
        if let currentPage {
            currentPage.willMove(toParent: nil)
            currentPage.view.removeFromSuperview()
            currentPage.removeFromParent()
        }
        let page = pages[index]
        addChild(page)
        view.addSubview(page.view)
        page.view.snp.makeConstraints { make in
            make.top.equalTo(segmentedControl.snp.bottom).offset(8)
            make.leading.trailing.bottom.equalToSuperview()
        }
        page.didMove(toParent: self)
        currentPage = page
    }
}

final class LibraryViewControllerPortTests: XCTestCase {
    func testSwitchingPagesSwapsTheChildViewControllers() {
        let library = LibraryViewController()
        let window = UIWindow(device: .iPhone15)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = library
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // Segments at 13 pt: the widest title, "Artists", is 7 × 6.5 = 45.5, plus 16 = 61.5
        // for each of three: 184.5 × 32, centred in 393: x = 104.25; y = 59 + 8 = 67.
        XCTAssertEqual(library.segmentedControl.frame, CGRect(x: 104.25, y: 67, width: 184.5, height: 32))
        // The page fills the rest: y = 99 + 8 = 107, 852 - 107 = 745 tall.
        XCTAssertEqual(library.pages[0].view.frame, CGRect(x: 0, y: 107, width: 393, height: 745))
        XCTAssertEqual(library.children, [library.pages[0]])
        XCTAssertEqual(library.pages[0].appearCount, 1)
        // "Songs" centred in the page: 42.5 × 20.4 at ((393 - 42.5) / 2, (745 - 20.4) / 2).
        XCTAssertEqual(library.pages[0].emptyLabel.frame.minX, 175.25)
        XCTAssertEqual(library.pages[0].emptyLabel.frame.minY, 362.3, accuracy: 1e-9)

        library.segmentedControl.selectedSegmentIndex = 2
        library.segmentedControl.sendActions(for: .valueChanged)
        window.layoutIfNeeded()
        XCTAssertEqual(library.children, [library.pages[2]])
        XCTAssertNil(library.pages[0].parent)
        XCTAssertNil(library.pages[0].view.superview)
        XCTAssertEqual(library.pages[2].view.frame, CGRect(x: 0, y: 107, width: 393, height: 745))
        XCTAssertEqual(library.pages[2].loadCount, 1)
        XCTAssertEqual(library.pages[1].isViewLoaded, false)
    }
}
