import XCTest
import SnapKit
import TautUIKit

// Written as a SnapKit user writes it: `import SnapKit` beside the UIKit import (here
// `TautUIKit`), and SnapKit's types named with the module's name.

private final class BannerView: UIView {
    let title = UILabel()
    var titleTop: SnapKit.Constraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        title.snp.makeConstraints { (make: SnapKit.ConstraintMaker) in
            titleTop = make.top.equalToSuperview().offset(12).constraint
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(20)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SnapKitModuleTests: XCTestCase {
    func testImportSnapKitAndQualifiedNamesCompileAndLayOut() {
        let banner = BannerView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        banner.layoutIfNeeded()
        // x = 16, width = 300 - 16 - 16 = 268; y = 12, height 20.
        XCTAssertEqual(banner.title.frame, CGRect(x: 16, y: 12, width: 268, height: 20))
        let priority: SnapKit.ConstraintPriority = .high
        XCTAssertEqual(priority.value, 750)
        banner.titleTop?.update(offset: 30)
        banner.layoutIfNeeded()
        XCTAssertEqual(banner.title.frame.minY, 30)
    }
}

// The porting article's example, as printed there.
final class ProfileViewController: UIViewController {
    let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
    let name = UILabel()
    let follow = UIButton(type: .system)
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        name.text = "Ada Lovelace"
        follow.setTitle("Follow", for: .normal)
        follow.addTarget(self, action: Self.didTapFollow, for: .touchUpInside)
        [avatar, name, follow].forEach(view.addSubview)
        avatar.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(16)
            make.leading.equalToSuperview().inset(16)
            make.size.equalTo(64)
        }
        name.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.centerY.equalTo(avatar)
        }
        follow.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalTo(avatar)
        }
    }

    private func didTapFollow() { taps += 1 }
}

final class PortingArticleExampleTests: XCTestCase {
    func testTheArticlesProfileScreenLaysOutInAnIPhone15Window() {
        let controller = ProfileViewController()
        var diagnostics: [LayoutDiagnostic] = []
        diagnostics = LayoutDiagnostics.collect {
            let window = UIWindow(device: .iPhone15)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.count, 0)
        // iPhone 15: 393 × 852, safe area top 59. Avatar: (16, 59 + 16 = 75, 64, 64), centre y 107.
        XCTAssertEqual(controller.avatar.frame, CGRect(x: 16, y: 75, width: 64, height: 64))
        // "Ada Lovelace": 12 × 8.5 = 102 wide, 17 × 1.2 = 20.4 tall; x = 16 + 64 + 12 = 92,
        // y = 107 - 10.2 = 96.8.
        XCTAssertEqual(controller.name.frame.minX, 92)
        XCTAssertEqual(controller.name.frame.width, 102)
        XCTAssertEqual(controller.name.frame.minY, 96.8, accuracy: 1e-9)
        // "Follow" at 15 pt: 6 × 7.5 = 45 wide; 18 tall plus 6 above and below = 30.
        // Trailing at 393 - 16 = 377, so x = 332; y = 107 - 15 = 92.
        XCTAssertEqual(controller.follow.frame, CGRect(x: 332, y: 92, width: 45, height: 30))
        controller.follow.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.taps, 1)
    }
}
