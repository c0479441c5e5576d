import XCTest
@testable import Taut

/// The three shared screens written with the operator DSL (`view.layout { $0.top == … }`).
/// Expected frames are worked out by hand from the screen descriptions.
final class OperatorScreensTests: XCTestCase {
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

    /// Builds the login form; `trailingInset` is 20 for the symmetric screen.
    private func loginForm(in root: View, trailingInset: CGFloat = 20) -> (logo: View, username: View, password: View, button: View) {
        let views = addViews(4, to: root)
        let (logo, username, password, button) = (views[0], views[1], views[2], views[3])
        logo.layout {
            $0.top == root.topAnchor + 60
            $0.centerX == root.centerXAnchor
            $0.size == CGSize(width: 80, height: 80)
        }
        username.layout {
            $0.top == logo.bottomAnchor + 40
            $0.leading == root.leadingAnchor + 20
            $0.trailing == root.trailingAnchor - trailingInset
            $0.height == 44
        }
        password.layout {
            $0.top == username.bottomAnchor + 12
            $0.leading == username.leadingAnchor
            $0.trailing == username.trailingAnchor
            $0.height == 44
        }
        button.layout {
            $0.top == password.bottomAnchor + 24
            $0.leading == password.leadingAnchor
            $0.trailing == password.trailingAnchor
            $0.height == 50
        }
        return (logo, username, password, button)
    }

    func testLoginForm() {
        let root = makeRoot()
        let form = loginForm(in: root)
        root.layoutIfNeeded()
        XCTAssertFalse(form.logo.translatesAutoresizingMaskIntoConstraints)
        // logo: x = (375 - 80) / 2 = 147.5, y = 60.
        assertFrame(form.logo.frame, 147.5, 60, 80, 80)
        // username: y = 60 + 80 + 40 = 180, width 375 - 20 - 20 = 335.
        assertFrame(form.username.frame, 20, 180, 335, 44)
        // password: y = 180 + 44 + 12 = 236.
        assertFrame(form.password.frame, 20, 236, 335, 44)
        // button: y = 236 + 44 + 24 = 304.
        assertFrame(form.button.frame, 20, 304, 335, 50)
    }

    func testLoginFormRightToLeftSymmetricInsets() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let form = loginForm(in: root)
        root.layoutIfNeeded()
        // Insets are 20 on both sides, so mirroring changes nothing.
        assertFrame(form.logo.frame, 147.5, 60, 80, 80)
        assertFrame(form.username.frame, 20, 180, 335, 44)
        assertFrame(form.password.frame, 20, 236, 335, 44)
        assertFrame(form.button.frame, 20, 304, 335, 50)
    }

    func testLoginFormUnevenInsetsBothDirections() {
        let ltrRoot = makeRoot()
        let ltr = loginForm(in: ltrRoot, trailingInset: 40)
        ltrRoot.layoutIfNeeded()
        // LTR: leading is the left: x = 20, width 375 - 20 - 40 = 315.
        assertFrame(ltr.username.frame, 20, 180, 315, 44)

        let rtlRoot = makeRoot()
        rtlRoot.semanticContentAttribute = .forceRightToLeft
        let rtl = loginForm(in: rtlRoot, trailingInset: 40)
        rtlRoot.layoutIfNeeded()
        // RTL: leading is the right edge at 375 - 20 = 355, trailing the left at 40: x = 40, width 315.
        assertFrame(rtl.username.frame, 40, 180, 315, 44)
        assertFrame(rtl.button.frame, 40, 304, 315, 50)
    }

    func testProfileHeader() {
        let root = makeRoot()
        let header = View()
        root.addSubview(header)
        let parts = addViews(3, to: header)
        let (avatar, name, bio) = (parts[0], parts[1], parts[2])
        header.layout {
            $0.top == root.topAnchor
            $0.left == root.leftAnchor
            $0.right == root.rightAnchor
            $0.height == 120
        }
        avatar.layout {
            $0.left == header.leftAnchor + 16
            $0.centerY == header.centerYAnchor
            $0.size == CGSize(width: 64, height: 64)
        }
        name.layout {
            $0.left == avatar.rightAnchor + 12
            $0.top == avatar.topAnchor
            $0.right == header.rightAnchor - 16
            $0.height == 24
        }
        bio.layout {
            $0.left == name.leftAnchor
            $0.top == name.bottomAnchor + 4
            $0.right == name.rightAnchor
            $0.height == 36
        }
        root.layoutIfNeeded()
        // header spans the root's width, 120 high.
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
        cards[0].layout {
            $0.left == root.leftAnchor + 16
            $0.top == root.topAnchor + 20
            $0.height == $0.width
        }
        cards[1].layout {
            $0.left == cards[0].rightAnchor + 8
            $0.top == cards[0].topAnchor
            $0.width == cards[0].widthAnchor
            $0.height == $0.width
        }
        cards[2].layout {
            $0.left == cards[1].rightAnchor + 8
            $0.right == root.rightAnchor - 16
            $0.top == cards[0].topAnchor
            $0.width == cards[0].widthAnchor
            $0.height == $0.width
        }
        for column in 0..<3 {
            let above = cards[column]
            cards[column + 3].layout {
                $0.top == cards[0].bottomAnchor + 8
                $0.left == above.leftAnchor
                $0.right == above.rightAnchor
                $0.height == $0.width
            }
        }
        root.layoutIfNeeded()
        // width (375 - 16 - 16 - 8 - 8) / 3 = 109; x = 16, 16 + 109 + 8 = 133, 133 + 117 = 250.
        assertFrame(cards[0].frame, 16, 20, 109, 109)
        assertFrame(cards[1].frame, 133, 20, 109, 109)
        assertFrame(cards[2].frame, 250, 20, 109, 109)
        // row 2: y = 20 + 109 + 8 = 137.
        assertFrame(cards[3].frame, 16, 137, 109, 109)
        assertFrame(cards[4].frame, 133, 137, 109, 109)
        assertFrame(cards[5].frame, 250, 137, 109, 109)
    }
}
