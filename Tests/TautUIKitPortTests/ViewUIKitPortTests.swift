import XCTest
import TautUIKit

// This file is written as a UIKit developer writes a screen; only `import UIKit` was replaced by
// `import TautUIKit`, and `#selector(cardTapped)` by `Self.cardTapped` (dropping `@objc`), the
// one edit target/action needs on Linux. Lines marked "Taut test setup" stand in for the device
// and the user's finger.

private final class CardContainerView: UIView {
    let contentView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        layer.cornerRadius = 12
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // Everything else goes into the content view, as UITableViewCell does.
    override func addSubview(_ view: UIView) {
        if view === contentView {
            super.addSubview(view)
        } else {
            contentView.addSubview(view)
        }
    }
}

private final class FeedViewController: UIViewController {
    let listView = UIScrollView()
    let card = CardContainerView()
    let accentBar = UIView()
    let badge = UILabel()
    let composer = UIView()
    private(set) var cardTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        listView.frame = view.bounds
        listView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(listView)

        card.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 120)
        card.autoresizingMask = [.flexibleWidth]
        listView.addSubview(card)

        accentBar.backgroundColor = .systemBlue
        accentBar.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(accentBar)
        NSLayoutConstraint.activate([
            accentBar.leadingAnchor.constraint(equalTo: card.contentView.leadingAnchor, constant: 12),
            accentBar.topAnchor.constraint(equalTo: card.contentView.topAnchor, constant: 12),
            accentBar.bottomAnchor.constraint(equalTo: card.contentView.bottomAnchor, constant: -12),
            accentBar.widthAnchor.constraint(equalToConstant: 4),
        ])

        badge.text = "3"
        badge.textAlignment = .center
        badge.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        badge.center = CGPoint(x: card.bounds.width - 8, y: 8)
        badge.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        card.addSubview(badge)

        let tap = UITapGestureRecognizer(target: self, action: Self.cardTapped)
        card.addGestureRecognizer(tap)

        composer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(composer)
        NSLayoutConstraint.activate([
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            composer.heightAnchor.constraint(equalToConstant: 56),
        ])
    }

    func cardTapped() {
        cardTaps += 1
        UIView.animate(withDuration: 0.2) {
            self.badge.transform = .identity
        }
    }
}

final class ViewUIKitPortTests: XCTestCase {
    func testFeedScreenOnALargerPhone() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 430, height: 932))  // Taut test setup (iPhone 15 Pro Max)
        window.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)  // Taut test setup
        let controller = FeedViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let diagnostics = LayoutDiagnostics.collect { window.layoutIfNeeded() }  // Taut test setup
        XCTAssertEqual(diagnostics.count, 0)

        // The view was loaded at the default screen's 390 × 844 and then filled the 430 × 932
        // window: the list view, flexible in width and height, follows (+40, +88).
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 430, height: 932))
        XCTAssertEqual(controller.listView.frame, CGRect(x: 0, y: 0, width: 430, height: 932))
        // The card, 16 from each side of 390 (358 wide), has a flexible width only: 398.
        XCTAssertEqual(controller.card.frame, CGRect(x: 16, y: 16, width: 398, height: 120))
        // Its overridden addSubview put the bar and the badge in the content view, which fills it.
        XCTAssertEqual(controller.card.subviews.count, 1)
        XCTAssertTrue(controller.accentBar.superview === controller.card.contentView)
        XCTAssertEqual(controller.card.contentView.frame, CGRect(x: 0, y: 0, width: 398, height: 120))
        // The bar: 12 in, 4 wide, 120 − 24 tall.
        XCTAssertEqual(controller.accentBar.frame, CGRect(x: 12, y: 12, width: 4, height: 96))
        // The badge: 24 × 24 centred at (358 − 8, 8) = (350, 8), scaled by 1.5 → 36 × 36 about it.
        XCTAssertEqual(controller.badge.center, CGPoint(x: 350, y: 8))
        XCTAssertEqual(controller.badge.frame, CGRect(x: 332, y: -10, width: 36, height: 36))
        // The composer sits on the keyboard guide: no keyboard, so the guide starts at the safe
        // area's bottom, 932 − 34 = 898; 56 tall → y 842.
        XCTAssertEqual(controller.view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 898, width: 430, height: 34))
        XCTAssertEqual(controller.composer.frame, CGRect(x: 0, y: 842, width: 430, height: 56))

        // A tap on the card.
        controller.card.gestureRecognizers?.first?.recognize()  // Taut test setup (the user's finger)
        XCTAssertEqual(controller.cardTaps, 1)
        XCTAssertEqual(controller.badge.frame, CGRect(x: 338, y: -4, width: 24, height: 24))
    }
}
