import XCTest
@testable import Taut

/// A subclass written as UIKit subclasses are: it overrides both designated initialisers, so
/// it inherits `init(type:)`.
private final class PillButton: Button {
    var setUpCount = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCount += 1
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A subclass with no initialisers of its own inherits them all.
private final class PlainSubclassButton: Button {}

// The monospaced measurer: a character is 0.5 × the font size wide, a line 1.2 × tall. A
// button's title is 15 points: 7.5 per character, 18 tall.
final class ControlButtonTests: XCTestCase {
    func testTitleSizeWithUIKitsVerticalPadding() {
        let button = Button(type: .system)
        button.setTitle("Sign in", for: .normal)
        // "Sign in": 7 characters × 7.5 = 52.5 wide; 18 tall + 6 above + 6 below = 30.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 52.5, height: 30))
        XCTAssertEqual(button.titleLabel?.text, "Sign in")
        XCTAssertEqual(button.titleLabel?.font.pointSize, 15)
        XCTAssertEqual(button.buttonType, .system)
    }

    func testContentEdgeInsetsReplaceThePadding() {
        let button = Button(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        // 52.5 + 20 + 20 = 92.5 wide; 18 + 10 + 10 = 38 tall (no implicit padding).
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 92.5, height: 38))
        // Title and image insets move the content but do not change the size (UIKit's rule).
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.imageEdgeInsets = EdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 92.5, height: 38))
    }

    func testImageBesideTitle() {
        let button = Button(type: .custom)
        button.setTitle("OK", for: .normal)
        button.setImage(Image(size: CGSize(width: 24, height: 24)), for: .normal)
        // "OK" 15 wide beside a 24-wide image: 39; max(18, 24) = 24, + 12 padding = 36.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 39, height: 36))
        XCTAssertNotNil(button.imageView?.image)
    }

    func testImageOnlyAndEmptyAndIconButtons() {
        let imageOnly = Button(type: .custom)
        imageOnly.setImage(Image(size: CGSize(width: 24, height: 20)), for: .normal)
        // No title: no padding, the image's size.
        XCTAssertEqual(imageOnly.intrinsicContentSize, CGSize(width: 24, height: 20))
        // UIKit's empty button measures 30 × 34.
        XCTAssertEqual(Button().intrinsicContentSize, CGSize(width: 30, height: 34))
        XCTAssertEqual(Button(type: .infoLight).intrinsicContentSize, CGSize(width: 22, height: 22))
        XCTAssertEqual(Button(type: .close).intrinsicContentSize, CGSize(width: 30, height: 30))
        // A background image makes the button at least its size.
        let background = Button(type: .custom)
        background.setTitle("OK", for: .normal)
        background.setBackgroundImage(Image(size: CGSize(width: 100, height: 20)), for: .normal)
        // max(15, 100) = 100 wide; max(30, 20) = 30 tall.
        XCTAssertEqual(background.intrinsicContentSize, CGSize(width: 100, height: 30))
    }

    func testStateFallsBackToNormal() {
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        XCTAssertEqual(button.title(for: .highlighted), "Follow")
        button.isSelected = true
        XCTAssertEqual(button.state, .selected)
        XCTAssertEqual(button.currentTitle, "Following")
        XCTAssertEqual(button.titleLabel?.text, "Following")
        // "Following": 9 × 7.5 = 67.5.
        XCTAssertEqual(button.intrinsicContentSize.width, 67.5)
        // Selected and highlighted, with no title for that pair, falls back to .normal (UIKit).
        button.isHighlighted = true
        XCTAssertEqual(button.state, [.selected, .highlighted])
        XCTAssertEqual(button.currentTitle, "Follow")
        button.isEnabled = false
        button.setTitleColor(Color(white: 0.5, alpha: 1), for: .disabled)
        // [.selected, .highlighted, .disabled] has no colour of its own: the .normal default.
        XCTAssertEqual(button.currentTitleColor, .systemBlue)
        button.isSelected = false
        button.isHighlighted = false
        XCTAssertEqual(button.state, .disabled)
        XCTAssertEqual(button.currentTitleColor, Color(white: 0.5, alpha: 1))
        XCTAssertEqual(button.titleColor(for: .normal), .systemBlue)
    }

    func testLayoutPlacesTheButtonAndItsTitle() {
        let root = EngineFixture.root(200, 100)
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        button.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        button.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        root.layoutIfNeeded()
        // "Go": 15 × 30, centred in 200 × 100: x 92.5, y 35.
        assertFrame(button.frame, 92.5, 35, 15, 30)
        // The title, 15 × 18, centred in the button's bounds: y 6.
        assertFrame(button.titleLabel?.frame ?? .null, 0, 6, 15, 18)

        // A bigger title font re-measures the button: "Go" at 20 points is 20 × 24, + 12 = 36.
        button.titleLabel?.font = .systemFont(ofSize: 20)
        root.layoutIfNeeded()
        assertFrame(button.frame, 90, 32, 20, 36)
        assertFrame(button.titleLabel?.frame ?? .null, 0, 6, 20, 24)

        // A new title re-measures too: "Go on" 5 × 10 = 50 wide; x (200 - 50) / 2 = 75.
        button.setTitle("Go on", for: .normal)
        root.layoutIfNeeded()
        assertFrame(button.frame, 75, 32, 50, 36)
    }

    func testAlignmentAndTitleInsetsPlaceTheTitle() {
        let button = Button(type: .custom)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.contentHorizontalAlignment = .left
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        button.layoutIfNeeded()
        // Left-aligned 15 × 18 title at x 0, y (40 - 18) / 2 = 11; insets move it 10 right
        // (width 15 - 10 + 10 = 15).
        assertFrame(button.titleLabel?.frame ?? .null, 10, 11, 15, 18)
    }

    func testInitTypeOnSubclasses() {
        let pill = PillButton(type: .custom)
        XCTAssertEqual(pill.setUpCount, 1)
        XCTAssertEqual(pill.buttonType, .custom)
        let plain = PlainSubclassButton(type: .system)
        XCTAssertEqual(plain.buttonType, .system)
        XCTAssertTrue(type(of: plain) == PlainSubclassButton.self)
    }

    func testPrimaryActionGivesTitleAndRuns() {
        var senders: [Any?] = []
        let action = Action(title: "Tap me") { action in senders.append(action.sender) }
        let button = Button(primaryAction: action)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.currentTitle, "Tap me")
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(senders.count, 0)
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(senders.count, 1)
        XCTAssertTrue((senders.first as? Button) === button)
        let framed = Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: action)
        XCTAssertEqual(framed.currentTitle, "Tap me")
    }

    func testChangesSelectionAsPrimaryAction() {
        let button = Button(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(button.isSelected)
        button.sendActions(for: .valueChanged)
        XCTAssertTrue(button.isSelected)
    }

    func testBadInsetsAreReplacedWithDiagnostics() {
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        let diagnostics = LayoutDiagnostics.collect {
            button.contentEdgeInsets = EdgeInsets(top: -5, left: 4, bottom: .nan, right: 4)
            button.titleEdgeInsets = EdgeInsets(top: .infinity, left: -3, bottom: 0, right: 0)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue, .invalidViewValue, .invalidViewValue])
        XCTAssertTrue(diagnostics[0].message.contains("contentEdgeInsets.top"))
        XCTAssertEqual(button.contentEdgeInsets, EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        // Negative title insets are allowed (they grow the title's rectangle); infinity is not.
        XCTAssertEqual(button.titleEdgeInsets, EdgeInsets(top: 0, left: -3, bottom: 0, right: 0))
        // 15 + 8 = 23 wide; the insets are not all zero, so no padding: 18 tall.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 23, height: 18))
    }
}
