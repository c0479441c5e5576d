import XCTest
import TautUIKit
import SnapKit

// An article header as apps write it: a centred two-line title with line spacing set through
// NSMutableParagraphStyle, and a byline of two runs (a bold, kerned name), with SnapKit.

final class ArticleHeaderViewController: UIViewController {
    let titleLabel = UILabel()
    let bylineLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(titleLabel)
        view.addSubview(bylineLabel)

        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.lineSpacing = 6
        paragraphStyle.alignment = .center
        titleLabel.numberOfLines = 0
        titleLabel.attributedText = NSAttributedString(string: "Auto Layout\neverywhere", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 24),
            .foregroundColor: UIColor.label,
            .paragraphStyle: paragraphStyle,
        ])
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
            make.leading.trailing.equalToSuperview().inset(20)
        }

        let byline = NSMutableAttributedString(string: "By ", attributes: [
            .font: UIFont.systemFont(ofSize: 14),
            .foregroundColor: UIColor.secondaryLabel,
        ])
        byline.append(NSAttributedString(string: "Taut", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 14),
            .kern: 2,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
        bylineLabel.attributedText = byline
        bylineLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(12)
            make.centerX.equalToSuperview()
        }
    }
}

final class AttributedTextPortTests: XCTestCase {
    func testArticleHeaderLaysOutAndDrawsItsAttributedText() {
        let controller = ArticleHeaderViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // The title: bold 24 points, a character 12 wide and a line 28.8 tall. Two lines
        // ("Auto Layout", 132 wide; "everywhere", 120) with 6 between: 28.8 + 6 + 28.8 = 63.6.
        // It sits 20 below the safe area (47) and 20 in from each side: (20, 67, 350, 63.6).
        XCTAssertEqual(controller.titleLabel.frame.minX, 20)
        XCTAssertEqual(controller.titleLabel.frame.minY, 67)
        XCTAssertEqual(controller.titleLabel.frame.width, 350)
        XCTAssertEqual(controller.titleLabel.frame.height, 63.6, accuracy: 1e-9)
        XCTAssertEqual(controller.titleLabel.textAlignment, .center)
        XCTAssertEqual(controller.titleLabel.text, "Auto Layout\neverywhere")
        // The byline: "By " at 14 points (3 × 7 = 21) and "Taut" bold, kerned 2
        // (4 × (7 + 2) = 36): 57 wide, 16.8 tall; 12 below the title (67 + 63.6 + 12 = 142.6),
        // centred: x = (390 - 57) / 2 = 166.5.
        XCTAssertEqual(controller.bylineLabel.frame.minX, 166.5, accuracy: 1e-9)
        XCTAssertEqual(controller.bylineLabel.frame.minY, 142.6, accuracy: 1e-9)
        XCTAssertEqual(controller.bylineLabel.frame.width, 57, accuracy: 1e-9)
        XCTAssertEqual(controller.bylineLabel.frame.height, 16.8, accuracy: 1e-9)

        let svg = SVGRenderer().render(LayoutSnapshot(root: window, detectAmbiguity: false))
        // Title lines centred in the label: 20 + (350 - 132) / 2 = 129 and
        // 20 + (350 - 120) / 2 = 135; baselines 24 below each line's top: 67 + 24 = 91 and
        // 67 + 28.8 + 6 + 24 = 125.8. UIKit's label colour draws in the renderer's text colour.
        XCTAssertTrue(svg.contains(##"<text class="line" x="129" y="91" xml:space="preserve"><tspan x="129" font-size="24" "##
            + ##"font-weight="bold" fill="#1c1c1e">Auto Layout</tspan></text>"##), svg)
        XCTAssertTrue(svg.contains(##"<text class="line" x="135" y="125.8" xml:space="preserve"><tspan x="135" font-size="24" "##
            + ##"font-weight="bold" fill="#1c1c1e">everywhere</tspan></text>"##), svg)
        // The name: 21 after the byline's start, bold, kerned and underlined; baseline
        // 142.6 + 14 = 156.6. It has no colour of its own, so it takes the label's, which
        // setting the text made the first character's: secondaryLabel (#3c3c43 at 60 %).
        XCTAssertEqual(controller.bylineLabel.textColor, .secondaryLabel)
        XCTAssertTrue(svg.contains(##"<tspan x="187.5" font-size="14" font-weight="bold" fill="#3c3c43" fill-opacity="0.6" letter-spacing="2" "##
            + ##"text-decoration="underline">Taut</tspan>"##), svg)
        XCTAssertTrue(svg.contains(##"<text class="line" x="166.5" y="156.6""##), svg)
    }
}
