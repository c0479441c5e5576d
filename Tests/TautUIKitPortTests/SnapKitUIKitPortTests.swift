import XCTest
import TautUIKit

// This file is written exactly as a UIKit developer writes SnapKit code; only `import UIKit`
// and `import SnapKit` were replaced by `import TautUIKit`.

private final class ProfileCardView: UIView {
    let container = UIView()
    let avatar = UIView()
    let badge = UIView()
    let footer = UIView()
    var avatarTopConstraint: Constraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(container)
        container.addSubview(avatar)
        container.addSubview(badge)
        container.addSubview(footer)

        container.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        avatar.snp.makeConstraints { make in
            avatarTopConstraint = make.top.equalToSuperview().offset(8).constraint
            make.leading.equalToSuperview().offset(8)
            make.size.equalTo(CGSize(width: 48, height: 48))
        }
        badge.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.centerY.equalTo(avatar)
            make.width.equalTo(100).priority(.high)
            make.width.lessThanOrEqualTo(80)
            make.height.equalTo(avatar.snp.height).multipliedBy(0.5)
        }
        footer.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 4, bottom: 6, right: 4))
            make.height.equalTo(20).priority(UILayoutPriority.defaultHigh)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SnapKitUIKitPortTests: XCTestCase {
    func testUIKitSnapKitCodeCompilesAndLaysOut() {
        let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        card.layoutIfNeeded()
        // container: x 20, y 10, width 320 - 60 = 260, height 200 - 40 = 160.
        XCTAssertEqual(card.container.frame, CGRect(x: 20, y: 10, width: 260, height: 160))
        XCTAssertEqual(card.avatar.frame, CGRect(x: 8, y: 8, width: 48, height: 48))
        // badge: x 8 + 48 + 12 = 68; width capped at 80; height 24 centred on the avatar: y 8 + 24 - 12 = 20.
        XCTAssertEqual(card.badge.frame, CGRect(x: 68, y: 20, width: 80, height: 24))
        // footer: x 4, width 260 - 8 = 252, bottom 160 - 6 = 154, height 20.
        XCTAssertEqual(card.footer.frame, CGRect(x: 4, y: 134, width: 252, height: 20))

        card.avatarTopConstraint?.update(offset: 16)
        card.layoutIfNeeded()
        XCTAssertEqual(card.avatar.frame.minY, 16)

        card.container.snp.remakeConstraints { make in
            make.edges.equalToSuperview()
        }
        card.layoutIfNeeded()
        XCTAssertEqual(card.container.frame, CGRect(x: 0, y: 0, width: 320, height: 200))

        let installed: [NSLayoutConstraint] = card.constraints
        XCTAssertEqual(installed.count, 4)
        XCTAssertEqual(installed.map(\.firstAttribute), [.left, .top, .right, .bottom])
    }

    func testDirectionalInsetsAndRightToLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        let content = UIView()
        root.addSubview(content)
        content.snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 30))
        }
        root.layoutIfNeeded()
        // Right to left: leading (10) is on the right, trailing (30) on the left.
        XCTAssertEqual(content.frame, CGRect(x: 30, y: 5, width: 160, height: 90))
    }
}
