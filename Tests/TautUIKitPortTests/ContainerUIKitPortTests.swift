import XCTest
import TautUIKit

// This file is written as a UIKit developer writes a screen with SnapKit; only `import UIKit`
// and `import SnapKit` were replaced by `import TautUIKit`. The lines marked "Taut test setup"
// stand in for the device (UIKit's window gets its size and safe area from the screen).

private final class ProfileViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let contentView = UIView()
    let headerView = UIView()
    let bioLabel = UILabel()
    let footerView = UIView()
    var appearances = 0
    var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        scrollView.showsVerticalScrollIndicator = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.addSubview(headerView)
        contentView.addSubview(bioLabel)
        contentView.addSubview(footerView)

        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
        contentView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
        }
        headerView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(200)
        }
        bioLabel.numberOfLines = 0
        bioLabel.font = UIFont.systemFont(ofSize: 10)
        bioLabel.snp.makeConstraints { make in
            make.top.equalTo(headerView.snp.bottom).offset(16)
            make.leading.trailing.equalToSuperview().inset(20)
        }
        footerView.snp.makeConstraints { make in
            make.top.equalTo(bioLabel.snp.bottom).offset(24)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(44)
            make.bottom.equalToSuperview().offset(-16)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    var contentSize: CGSize { scrollView.contentSize }
    var scrollFrame: CGRect { scrollView.frame }
    var contentFrame: CGRect { contentView.frame }

    func scroll(to y: CGFloat) {
        scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: true)
    }
}

extension ProfileViewController: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
    }
}

final class ContainerUIKitPortTests: XCTestCase {
    func testProfileScreenInAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)  // Taut test setup (iPhone 14)
        let controller = ProfileViewController()
        controller.bioLabel.text = String(repeating: "a", count: 3500)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let diagnostics = LayoutDiagnostics.collect { window.layoutIfNeeded() }  // Taut test setup (UIKit lays out on screen)
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertEqual(controller.appearances, 1)
        XCTAssertEqual(controller.navigationItem.title, "Profile")

        // Scroll view inside the safe area: (0, 47, 390, 844 - 47 - 34 = 763).
        XCTAssertEqual(controller.scrollFrame, CGRect(x: 0, y: 47, width: 390, height: 763))
        // Bio: 390 - 40 = 350 wide → 70 ten-point characters (5 points each) a line;
        // 3500 / 70 = 50 lines of 12 = 600, at y 200 + 16 = 216.
        XCTAssertEqual(controller.bioLabel.frame, CGRect(x: 20, y: 216, width: 350, height: 600))
        // Footer at 216 + 600 + 24 = 840.
        XCTAssertEqual(controller.footerView.frame, CGRect(x: 0, y: 840, width: 390, height: 44))
        // Content: 840 + 44 + 16 = 900 tall, as wide as the scroll view — taller than its
        // 763-point frame, so it scrolls.
        XCTAssertEqual(controller.contentFrame, CGRect(x: 0, y: 0, width: 390, height: 900))
        XCTAssertEqual(controller.contentSize, CGSize(width: 390, height: 900))

        controller.scroll(to: 137)
        XCTAssertEqual(controller.scrolls, 1)
        XCTAssertEqual(controller.footerView.frame.minY, 840, "frames stay in content coordinates")
    }
}
