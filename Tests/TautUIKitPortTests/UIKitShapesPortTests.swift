import XCTest
import TautUIKit
import SnapKit

// The last UIKit shapes real app code needs: a compose screen with a context menu, haptics,
// a hardware-keyboard shortcut, the iPad shortcut bar, a stretchable bubble image and a
// tap-to-dismiss keyboard. Only the imports differ from the iOS code.

final class ComposeViewController: UIViewController, UIContextMenuInteractionDelegate {
    let field = UITextField()
    let bubble = UIImageView()
    let haptics = UIImpactFeedbackGenerator(style: .light)
    private(set) var sentByKeyboard = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        view.addSubview(bubble)
        field.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(16)
            make.top.equalTo(view.safeAreaLayoutGuide).offset(12)
            make.height.equalTo(40)
        }
        bubble.snp.makeConstraints { make in
            make.top.equalTo(field.snp.bottom).offset(8)
            make.leading.equalTo(field)
            make.size.equalTo(CGSize(width: 200, height: 60))
        }
        field.inputAssistantItem.leadingBarButtonGroups = []
        field.inputAssistantItem.trailingBarButtonGroups = []
        bubble.image = UIImage(size: CGSize(width: 30, height: 20))
            .stretchableImage(withLeftCapWidth: 14, topCapHeight: 9)
        bubble.addInteraction(UIContextMenuInteraction(delegate: self))
        haptics.prepare()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in nil }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.type == .select }) {
            sentByKeyboard += 1
            haptics.impactOccurred()
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
}

final class UIKitShapesPortTests: XCTestCase {
    func testAComposeScreenWithMenusHapticsPressesAndABubble() throws {
        let controller = ComposeViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // The field 12 below the safe area (47): y 59, 358 wide; the bubble 8 below it.
        XCTAssertEqual(controller.field.frame, CGRect(x: 16, y: 59, width: 358, height: 40))
        XCTAssertEqual(controller.bubble.frame, CGRect(x: 16, y: 107, width: 200, height: 60))
        // The stretchable image: left cap 14, one stretching column, right cap 30 − 14 − 1 = 15;
        // top cap 9, bottom 20 − 9 − 1 = 10.
        let image = try XCTUnwrap(controller.bubble.image)
        XCTAssertEqual(image.capInsets, UIEdgeInsets(top: 9, left: 14, bottom: 10, right: 15))
        XCTAssertEqual(image.leftCapWidth, 14)
        XCTAssertEqual(image.resizingMode, .stretch)
        // The context menu is attached and asked as a long press would.
        let menu = try XCTUnwrap(controller.bubble.interactions.first as? UIContextMenuInteraction)
        XCTAssertTrue(menu.view === controller.bubble)
        XCTAssertNotNil(menu.configuration(at: CGPoint(x: 10, y: 10)))
        controller.bubble.removeInteraction(menu)
        XCTAssertNil(menu.view)
        XCTAssertTrue(controller.bubble.interactions.isEmpty)
        // A hardware key press reaches the override.
        controller.pressesBegan([UIPress(type: .select)], with: UIPressesEvent())
        XCTAssertEqual(controller.sentByKeyboard, 1)
        // Editing ends when the view is told to.
        XCTAssertTrue(controller.field.becomeFirstResponder())
        XCTAssertTrue(controller.view.endEditing(true))
        XCTAssertFalse(controller.field.isFirstResponder)
        XCTAssertFalse(controller.view.endEditing(false))
        XCTAssertEqual(controller.field.inputAssistantItem.leadingBarButtonGroups.count, 0)
    }
}
