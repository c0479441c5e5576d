import XCTest
import Taut

/// The three shared screens written with `view.snp`, frames worked out by hand.
final class SnapKitScreensTests: XCTestCase {
    /// Login form: logo, username, password and button stacked under each other.
    private func loginForm(direction: SemanticContentAttribute = .unspecified,
                           usernameLeading: CGFloat = 20, usernameTrailing: CGFloat = 20) -> [View] {
        let root = SnapKitFixture.root()
        root.semanticContentAttribute = direction
        let logo = SnapKitFixture.view("logo", in: root)
        let username = SnapKitFixture.view("username", in: root)
        let password = SnapKitFixture.view("password", in: root)
        let button = SnapKitFixture.view("loginButton", in: root)
        logo.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(60)
            make.centerX.equalToSuperview()
            make.width.height.equalTo(80)
        }
        username.snp.makeConstraints { make in
            make.top.equalTo(logo.snp.bottom).offset(40)
            make.leading.equalToSuperview().inset(usernameLeading)
            make.trailing.equalToSuperview().inset(usernameTrailing)
            make.height.equalTo(44)
        }
        password.snp.makeConstraints { make in
            make.top.equalTo(username.snp.bottom).offset(12)
            make.leading.trailing.equalTo(username)
            make.height.equalTo(44)
        }
        button.snp.makeConstraints { make in
            make.top.equalTo(password.snp.bottom).offset(24)
            make.leading.trailing.equalTo(password)
            make.height.equalTo(50)
        }
        root.layoutIfNeeded()
        return [logo, username, password, button]
    }

    func testLoginFormLeftToRight() {
        let views = loginForm()
        // logo: x = 375/2 - 40 = 147.5, y = 60, 80 × 80.
        assertSnpFrame(views[0].frame, 147.5, 60, 80, 80)
        // username: y = 60 + 80 + 40 = 180; x = 20; width = 375 - 20 - 20 = 335.
        assertSnpFrame(views[1].frame, 20, 180, 335, 44)
        // password: y = 180 + 44 + 12 = 236.
        assertSnpFrame(views[2].frame, 20, 236, 335, 44)
        // button: y = 236 + 44 + 24 = 304, height 50.
        assertSnpFrame(views[3].frame, 20, 304, 335, 50)
        XCTAssertFalse(views[0].translatesAutoresizingMaskIntoConstraints)
    }

    func testLoginFormRightToLeftWithSymmetricInsetsGivesTheSameFrames() {
        let views = loginForm(direction: .forceRightToLeft)
        // Leading is the right edge: right = 375 - 20 = 355, left = 0 + 20 = 20.
        assertSnpFrame(views[0].frame, 147.5, 60, 80, 80)
        assertSnpFrame(views[1].frame, 20, 180, 335, 44)
        assertSnpFrame(views[2].frame, 20, 236, 335, 44)
        assertSnpFrame(views[3].frame, 20, 304, 335, 50)
    }

    func testLoginFormAsymmetricInsetsFollowTheLayoutDirection() {
        // Leading inset 20, trailing inset 40. LTR: x = 20, width = 375 - 60 = 315.
        assertSnpFrame(loginForm(usernameLeading: 20, usernameTrailing: 40)[1].frame, 20, 180, 315, 44)
        // RTL: the trailing (left) edge is 40 in, the leading (right) edge at 375 - 20 = 355.
        let rtl = loginForm(direction: .forceRightToLeft, usernameLeading: 20, usernameTrailing: 40)
        assertSnpFrame(rtl[1].frame, 40, 180, 315, 44)
        // password and button follow username's leading/trailing: same x and width.
        assertSnpFrame(rtl[2].frame, 40, 236, 315, 44)
        assertSnpFrame(rtl[3].frame, 40, 304, 315, 50)
    }

    func testProfileHeader() {
        let root = SnapKitFixture.root()
        let header = SnapKitFixture.view("header", in: root)
        let avatar = SnapKitFixture.view("avatar", in: header)
        let name = SnapKitFixture.view("name", in: header)
        let bio = SnapKitFixture.view("bio", in: header)
        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(120)
        }
        avatar.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(64)
        }
        name.snp.makeConstraints { make in
            make.left.equalTo(avatar.snp.right).offset(12)
            make.top.equalTo(avatar)
            make.right.equalToSuperview().inset(16)
            make.height.equalTo(24)
        }
        bio.snp.makeConstraints { make in
            make.left.right.equalTo(name)
            make.top.equalTo(name.snp.bottom).offset(4)
            make.height.equalTo(36)
        }
        root.layoutIfNeeded()
        assertSnpFrame(header.frame, 0, 0, 375, 120)
        // avatar: y = 120/2 - 32 = 28.
        assertSnpFrame(avatar.frame, 16, 28, 64, 64)
        // name: x = 16 + 64 + 12 = 92, width = 375 - 16 - 92 = 267.
        assertSnpFrame(name.frame, 92, 28, 267, 24)
        // bio: y = 28 + 24 + 4 = 56.
        assertSnpFrame(bio.frame, 92, 56, 267, 36)
    }

    func testThreeColumnCardGrid() {
        let root = SnapKitFixture.root()
        let cards = (1...6).map { SnapKitFixture.view("card\($0)", in: root) }
        for (index, card) in cards.prefix(3).enumerated() {
            card.snp.makeConstraints { make in
                if index == 0 {
                    make.left.equalToSuperview().offset(16)
                    make.top.equalToSuperview().offset(20)
                } else {
                    make.left.equalTo(cards[index - 1].snp.right).offset(8)
                    make.top.equalTo(cards[0])
                    make.width.equalTo(cards[0])
                }
                if index == 2 { make.right.equalToSuperview().inset(16) }
                make.height.equalTo(card.snp.width)
            }
        }
        for (index, card) in cards.suffix(3).enumerated() {
            card.snp.makeConstraints { make in
                make.top.equalTo(cards[0].snp.bottom).offset(8)
                make.left.right.equalTo(cards[index])
                make.height.equalTo(cards[index])
            }
        }
        root.layoutIfNeeded()
        // width = (375 - 16 - 16 - 8 - 8) / 3 = 109; x = 16, 16 + 109 + 8 = 133, 133 + 117 = 250.
        assertSnpFrame(cards[0].frame, 16, 20, 109, 109)
        assertSnpFrame(cards[1].frame, 133, 20, 109, 109)
        assertSnpFrame(cards[2].frame, 250, 20, 109, 109)
        // row 2: y = 20 + 109 + 8 = 137.
        assertSnpFrame(cards[3].frame, 16, 137, 109, 109)
        assertSnpFrame(cards[4].frame, 133, 137, 109, 109)
        assertSnpFrame(cards[5].frame, 250, 137, 109, 109)
    }
}
