import XCTest
@testable import Taut

/// The three shared screens written as one-line chains (`view.pin.top(60).centerX(0)…`).
/// Expected frames are worked out by hand from the screen descriptions.
final class ChainScreensTests: XCTestCase {
    private func makeRoot() -> View {
        View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    private func addViews(_ count: Int, to parent: View) -> [View] {
        (0..<count).map { _ in
            let view = View()
            parent.addSubview(view)
            return view
        }
    }

    private func loginForm(in root: View, trailingInset: CGFloat = 20) -> [View] {
        let views = addViews(4, to: root)
        let (logo, username, password, button) = (views[0], views[1], views[2], views[3])
        logo.pin.top(60).centerX(0).width(80).height(80)
        username.pin.top(logo.bottomAnchor).offset(40).leading(20).trailing(-trailingInset).height(44)
        password.pin.top(username.bottomAnchor).offset(12).leading(username).trailing(username).height(44)
        button.pin.top(password.bottomAnchor).offset(24).leading(password).trailing(password).height(50)
        return views
    }

    func testLoginForm() {
        let root = makeRoot()
        let views = loginForm(in: root)
        root.layoutIfNeeded()
        XCTAssertFalse(views[0].translatesAutoresizingMaskIntoConstraints)
        // logo: x = (375 - 80) / 2 = 147.5, y = 60.
        assertFrame(views[0].frame, 147.5, 60, 80, 80)
        // username: y = 60 + 80 + 40 = 180, width 375 - 40 = 335.
        assertFrame(views[1].frame, 20, 180, 335, 44)
        // password: y = 180 + 44 + 12 = 236.
        assertFrame(views[2].frame, 20, 236, 335, 44)
        // button: y = 236 + 44 + 24 = 304.
        assertFrame(views[3].frame, 20, 304, 335, 50)
    }

    func testLoginFormRightToLeftSymmetricInsets() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let views = loginForm(in: root)
        root.layoutIfNeeded()
        // Symmetric insets: the same frames as left-to-right.
        assertFrame(views[0].frame, 147.5, 60, 80, 80)
        assertFrame(views[1].frame, 20, 180, 335, 44)
        assertFrame(views[2].frame, 20, 236, 335, 44)
        assertFrame(views[3].frame, 20, 304, 335, 50)
    }

    func testLoginFormUnevenInsetsBothDirections() {
        let ltrRoot = makeRoot()
        let ltr = loginForm(in: ltrRoot, trailingInset: 40)
        ltrRoot.layoutIfNeeded()
        // LTR: x = 20, width 375 - 20 - 40 = 315.
        assertFrame(ltr[1].frame, 20, 180, 315, 44)

        let rtlRoot = makeRoot()
        rtlRoot.semanticContentAttribute = .forceRightToLeft
        let rtl = loginForm(in: rtlRoot, trailingInset: 40)
        rtlRoot.layoutIfNeeded()
        // RTL: leading (right) edge at 355, trailing (left) edge at 40: x = 40, width 315.
        assertFrame(rtl[1].frame, 40, 180, 315, 44)
        assertFrame(rtl[3].frame, 40, 304, 315, 50)
    }

    func testProfileHeader() {
        let root = makeRoot()
        let header = View()
        root.addSubview(header)
        let parts = addViews(3, to: header)
        let (avatar, name, bio) = (parts[0], parts[1], parts[2])
        header.pin.top(0).left(0).right(0).height(120)
        avatar.pin.left(16).centerY(0).width(64).height(64)
        name.pin.left(avatar.rightAnchor).offset(12).top(avatar).right(-16).height(24)
        bio.pin.left(name).top(name.bottomAnchor).offset(4).right(name).height(36)
        root.layoutIfNeeded()
        assertFrame(header.frame, 0, 0, 375, 120)
        // avatar: y = 60 - 32 = 28.
        assertFrame(avatar.frame, 16, 28, 64, 64)
        // name: x = 16 + 64 + 12 = 92, width 375 - 16 - 92 = 267.
        assertFrame(name.frame, 92, 28, 267, 24)
        // bio: y = 28 + 24 + 4 = 56.
        assertFrame(bio.frame, 92, 56, 267, 36)
    }

    func testCardGrid() {
        let root = makeRoot()
        let cards = addViews(6, to: root)
        cards[0].pin.left(16).top(20).height(cards[0].widthAnchor)
        cards[1].pin.left(cards[0].rightAnchor).offset(8).top(cards[0]).width(cards[0]).height(cards[1].widthAnchor)
        cards[2].pin.left(cards[1].rightAnchor).offset(8).right(-16).top(cards[0]).width(cards[0])
            .height(cards[2].widthAnchor)
        for column in 0..<3 {
            let card = cards[column + 3]
            card.pin.top(cards[0].bottomAnchor).offset(8).left(cards[column]).right(cards[column]).height(card.widthAnchor)
        }
        root.layoutIfNeeded()
        // width (375 - 32 - 16) / 3 = 109; x = 16, 133, 250.
        assertFrame(cards[0].frame, 16, 20, 109, 109)
        assertFrame(cards[1].frame, 133, 20, 109, 109)
        assertFrame(cards[2].frame, 250, 20, 109, 109)
        // row 2: y = 20 + 109 + 8 = 137.
        assertFrame(cards[3].frame, 16, 137, 109, 109)
        assertFrame(cards[4].frame, 133, 137, 109, 109)
        assertFrame(cards[5].frame, 250, 137, 109, 109)
    }
}
