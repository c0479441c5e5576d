import XCTest
import TautUIKit
import SnapKit

// An onboarding page built the way SnapKit's own example builds views: constraints made once,
// in `updateConstraints()`, after `setNeedsUpdateConstraints()` in `init`.

final class OnboardingPageView: UIView {
    private var didSetupConstraints = false
    private(set) var updateCount = 0
    let imageView = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 200, height: 150)).image { _ in })
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let pageControl = UIPageControl()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.text = "Plan your day"
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        bodyLabel.text = "Everything you need, in one calm list."
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.numberOfLines = 0
        bodyLabel.textAlignment = .center
        pageControl.numberOfPages = 3
        pageControl.currentPage = 0
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .label
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(bodyLabel)
        addSubview(pageControl)
        setNeedsUpdateConstraints()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var requiresConstraintBasedLayout: Bool {
        return true
    }

    override func updateConstraints() {
        updateCount += 1
        if !didSetupConstraints {
            imageView.snp.makeConstraints { make in
                make.centerX.equalToSuperview()
                make.top.equalTo(safeAreaLayoutGuide).offset(60)
            }
            titleLabel.snp.makeConstraints { make in
                make.top.equalTo(imageView.snp.bottom).offset(32)
                make.centerX.equalToSuperview()
            }
            bodyLabel.snp.makeConstraints { make in
                make.top.equalTo(titleLabel.snp.bottom).offset(12)
                make.leading.trailing.equalToSuperview().inset(40)
            }
            pageControl.snp.makeConstraints { make in
                make.centerX.equalToSuperview()
                make.bottom.equalTo(safeAreaLayoutGuide).offset(-20)
            }
            didSetupConstraints = true
        }
        super.updateConstraints()
    }
}

final class OnboardingPageViewPortTests: XCTestCase {
    func testConstraintsMadeOnceInUpdateConstraints() {
        let page = OnboardingPageView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        page.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let diagnostics = LayoutDiagnostics.collect {
            page.layoutIfNeeded()
            page.setNeedsLayout()
            page.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(page.updateCount, 1)
        // Image 200 × 150: x = (390 - 200) / 2 = 95, y = 47 + 60 = 107.
        XCTAssertEqual(page.imageView.frame, CGRect(x: 95, y: 107, width: 200, height: 150))
        // Title "Plan your day", 20 pt: 13 × 10 = 130 × 24, x = 130, y = 257 + 32 = 289.
        XCTAssertEqual(page.titleLabel.frame, CGRect(x: 130, y: 289, width: 130, height: 24))
        // Body: 390 - 80 = 310 wide (41 characters a line at 15 pt); its 38 characters fit on
        // one line, 18 tall, at y = 313 + 12 = 325.
        XCTAssertEqual(page.bodyLabel.frame, CGRect(x: 40, y: 325, width: 310, height: 18))
        // Three dots: 3 × 7 + 2 × 9 = 39 wide, 37 tall; bottom at 844 - 34 - 20 = 790.
        XCTAssertEqual(page.pageControl.frame, CGRect(x: 175.5, y: 753, width: 39, height: 37))
    }
}
