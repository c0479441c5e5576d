import XCTest
@testable import Taut

/// The three shared screens written Masonry style: array makers, alignment, distribution,
/// aspect ratio and the safe-area shortcut. Frames are worked out by hand from the screens.
final class DistributionScreensTests: XCTestCase {
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
        logo.snp.makeConstraints { make in
            make.top.equalToSuperviewSafeArea().offset(60)
            make.centerX.equalToSuperview()
            make.width.equalTo(80)
            make.aspectRatio(1, by: 1)
        }
        let fields = [username, password, button]
        fields.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(20)
            make.trailing.equalToSuperview().offset(-trailingInset)
        }
        username.snp.makeConstraints { make in
            make.top.equalTo(logo.snp.bottom).offset(40)
        }
        [username, password].snp.makeConstraints { make in
            make.height.equalTo(44)
        }
        password.snp.makeConstraints { make in
            make.top.equalTo(username.snp.bottom).offset(12)
        }
        button.snp.makeConstraints { make in
            make.top.equalTo(password.snp.bottom).offset(24)
            make.height.equalTo(50)
        }
        return views
    }

    func testLoginForm() {
        let root = makeRoot()
        let views = loginForm(in: root)
        root.layoutIfNeeded()
        // logo: x (375 - 80) / 2 = 147.5, y 60, height = width = 80.
        assertFrame(views[0].frame, 147.5, 60, 80, 80)
        // username y 60 + 80 + 40 = 180, width 335; password 236; button 304.
        assertFrame(views[1].frame, 20, 180, 335, 44)
        assertFrame(views[2].frame, 20, 236, 335, 44)
        assertFrame(views[3].frame, 20, 304, 335, 50)
    }

    func testLoginFormRightToLeft() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let symmetric = loginForm(in: root)
        root.layoutIfNeeded()
        // Symmetric insets: the same frames.
        assertFrame(symmetric[1].frame, 20, 180, 335, 44)
        assertFrame(symmetric[3].frame, 20, 304, 335, 50)

        let ltrRoot = makeRoot()
        let ltr = loginForm(in: ltrRoot, trailingInset: 40)
        ltrRoot.layoutIfNeeded()
        // LTR: x 20, width 375 - 60 = 315.
        assertFrame(ltr[1].frame, 20, 180, 315, 44)

        let rtlRoot = makeRoot()
        rtlRoot.semanticContentAttribute = .forceRightToLeft
        let rtl = loginForm(in: rtlRoot, trailingInset: 40)
        rtlRoot.layoutIfNeeded()
        // RTL: leading (right) edge at 355, trailing (left) at 40.
        assertFrame(rtl[1].frame, 40, 180, 315, 44)
    }

    func testProfileHeader() {
        let root = makeRoot()
        let header = View()
        root.addSubview(header)
        let parts = addViews(3, to: header)
        let (avatar, name, bio) = (parts[0], parts[1], parts[2])
        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperviewSafeArea()
            make.height.equalTo(120)
        }
        avatar.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.width.equalTo(64)
            make.aspectRatio(1, by: 1)
        }
        name.snp.makeConstraints { make in
            make.left.equalTo(avatar.snp.right).offset(12)
            make.right.equalToSuperview().offset(-16)
            make.height.equalTo(24)
        }
        [avatar, name].snp.align(.top)
        [name, bio].snp.align(.left)
        [name, bio].snp.align(.right)
        bio.snp.makeConstraints { make in
            make.top.equalTo(name.snp.bottom).offset(4)
            make.height.equalTo(36)
        }
        root.layoutIfNeeded()
        assertFrame(header.frame, 0, 0, 375, 120)
        // avatar: y 60 - 32 = 28.
        assertFrame(avatar.frame, 16, 28, 64, 64)
        // name: x 16 + 64 + 12 = 92, width 375 - 16 - 92 = 267.
        assertFrame(name.frame, 92, 28, 267, 24)
        // bio: y 28 + 24 + 4 = 56.
        assertFrame(bio.frame, 92, 56, 267, 36)
    }

    func testCardGrid() {
        let root = makeRoot()
        let cards = addViews(6, to: root)
        let top = Array(cards[0..<3]), bottom = Array(cards[3..<6])
        top.snp.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16, equalSizes: true)
        bottom.snp.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16, equalSizes: true)
        top.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(20)
        }
        bottom.snp.makeConstraints { make in
            make.top.equalTo(cards[0].snp.bottom).offset(8)
        }
        cards.snp.makeConstraints { make in
            make.aspectRatio(1, by: 1)
        }
        root.layoutIfNeeded()
        // width (375 - 16 - 16 - 2 × 8) / 3 = 327 / 3 = 109: x 16, 133, 250.
        assertFrame(cards[0].frame, 16, 20, 109, 109)
        assertFrame(cards[1].frame, 133, 20, 109, 109)
        assertFrame(cards[2].frame, 250, 20, 109, 109)
        // row 2: y 20 + 109 + 8 = 137.
        assertFrame(cards[3].frame, 16, 137, 109, 109)
        assertFrame(cards[4].frame, 133, 137, 109, 109)
        assertFrame(cards[5].frame, 250, 137, 109, 109)
    }
}
