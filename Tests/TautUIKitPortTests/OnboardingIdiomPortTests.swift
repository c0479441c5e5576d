import XCTest
import TautUIKit
import SnapKit

// An onboarding screen that picks its layout by idiom, as apps do: on an iPad, a 480-point
// column centred in the safe area with a larger picture; on an iPhone, the full width less
// 24-point margins, 40 points below the safe area's top.

final class OnboardingViewController: UIViewController {
    let contentView = UIView()
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let continueButton = UIButton(type: .system)

    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(contentView)
        [imageView, titleLabel, bodyLabel, continueButton].forEach { contentView.addSubview($0) }

        titleLabel.text = "Welcome"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        bodyLabel.text = "Plan trips together."
        bodyLabel.font = .systemFont(ofSize: 17)
        bodyLabel.numberOfLines = 0
        continueButton.setTitle("Continue", for: .normal)
        imageView.contentMode = .scaleAspectFit

        let pictureSide: CGFloat = isPad ? 240 : 160
        if isPad {
            contentView.snp.makeConstraints { make in
                make.center.equalTo(view.safeAreaLayoutGuide)
                make.width.equalTo(480)
            }
        } else {
            contentView.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide).offset(40)
                make.leading.trailing.equalToSuperview().inset(24)
            }
        }
        imageView.snp.makeConstraints { make in
            make.top.centerX.equalToSuperview()
            make.size.equalTo(pictureSide)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(imageView.snp.bottom).offset(24)
            make.leading.trailing.equalToSuperview()
        }
        bodyLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(12)
            make.leading.trailing.equalToSuperview()
        }
        continueButton.snp.makeConstraints { make in
            make.top.equalTo(bodyLabel.snp.bottom).offset(32)
            make.leading.trailing.bottom.equalToSuperview()
            make.height.equalTo(50)
        }
    }
}

final class OnboardingIdiomPortTests: XCTestCase {
    /// Shows the screen as a scene delegate does: the root view controller first, then
    /// `makeKeyAndVisible()`.
    private func show(on device: Device) -> (UIWindow, OnboardingViewController) {
        let window = UIWindow(device: device)
        let controller = OnboardingViewController()
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        return (window, controller)
    }

    func testPhoneLayoutOnAnIPhone14() {
        let (window, controller) = show(on: .iPhone14)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .compact)
        // The column: 40 below the safe area's top (47 + 40 = 87), 24 from each side
        // (390 - 48 = 342 wide), as tall as its content: picture 160, 24, title 28 × 1.2 =
        // 33.6, 12, body 17 × 1.2 = 20.4 (20 characters × 8.5 = 170 wide fit in one line), 32,
        // button 50: 332.
        XCTAssertEqual(controller.contentView.frame.minX, 24)
        XCTAssertEqual(controller.contentView.frame.minY, 87)
        XCTAssertEqual(controller.contentView.frame.width, 342)
        XCTAssertEqual(controller.contentView.frame.height, 332, accuracy: 1e-9)
        // The picture centred: (342 - 160) / 2 = 91.
        XCTAssertEqual(controller.imageView.frame, CGRect(x: 91, y: 0, width: 160, height: 160))
        XCTAssertEqual(controller.titleLabel.frame.minY, 184)
        XCTAssertEqual(controller.titleLabel.frame.height, 33.6, accuracy: 1e-9)
        // Body: 184 + 33.6 + 12 = 229.6; button: 229.6 + 20.4 + 32 = 282.
        XCTAssertEqual(controller.bodyLabel.frame.minY, 229.6, accuracy: 1e-9)
        XCTAssertEqual(controller.bodyLabel.frame.height, 20.4, accuracy: 1e-9)
        XCTAssertEqual(controller.continueButton.frame.minY, 282, accuracy: 1e-9)
        XCTAssertEqual(controller.continueButton.frame.size, CGSize(width: 342, height: 50))
    }

    func testPadLayoutOnAnIPad() {
        let (window, controller) = show(on: .iPad)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
        // The safe area of the 820 × 1180 iPad: 24 top, 20 bottom, so (0, 24, 820, 1136),
        // centred at (410, 24 + 568 = 592). The column: 480 wide, as tall as its content:
        // picture 240, 24, title 33.6, 12, body 20.4, 32, button 50: 412. So x = 410 - 240 =
        // 170 and y = 592 - 206 = 386.
        XCTAssertEqual(controller.contentView.frame.minX, 170)
        XCTAssertEqual(controller.contentView.frame.minY, 386, accuracy: 1e-9)
        XCTAssertEqual(controller.contentView.frame.width, 480)
        XCTAssertEqual(controller.contentView.frame.height, 412, accuracy: 1e-9)
        // The picture centred: (480 - 240) / 2 = 120.
        XCTAssertEqual(controller.imageView.frame, CGRect(x: 120, y: 0, width: 240, height: 240))
        // Title at 264; body at 264 + 33.6 + 12 = 309.6; button at 309.6 + 20.4 + 32 = 362.
        XCTAssertEqual(controller.titleLabel.frame.minY, 264)
        XCTAssertEqual(controller.bodyLabel.frame.minY, 309.6, accuracy: 1e-9)
        XCTAssertEqual(controller.continueButton.frame.minY, 362, accuracy: 1e-9)
        XCTAssertEqual(controller.continueButton.frame.size, CGSize(width: 480, height: 50))
        // The hairline of a 2x screen is half a point.
        XCTAssertEqual(1 / UIScreen.main.scale, 0.5)
    }
}
