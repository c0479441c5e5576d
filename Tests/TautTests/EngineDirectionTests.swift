import XCTest
@testable import Taut

final class EngineDirectionTests: XCTestCase {
    /// A 320-wide row: avatar (leading 16, 40 × 40), title after it (+12) to the trailing
    /// edge (-16), and a nested container holding a badge at its leading edge.
    private struct Screen {
        let root: View, avatar: View, title: View, container: View, badge: View, pinnedLeft: View
    }

    private func screen(rtl: Bool) -> Screen {
        let root = EngineFixture.root(320, 200)
        if rtl { root.semanticContentAttribute = .forceRightToLeft }
        let avatar = EngineFixture.child("avatar", in: root)
        let title = EngineFixture.child("title", in: root)
        let container = EngineFixture.child("container", in: root)
        let badge = EngineFixture.child("badge", in: container)
        let pinnedLeft = EngineFixture.child("pinnedLeft", in: root)
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: avatar.topAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            container.heightAnchor.constraint(equalToConstant: 50),
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.topAnchor.constraint(equalTo: container.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 20),
            pinnedLeft.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 7),
            pinnedLeft.widthAnchor.constraint(equalToConstant: 10),
            pinnedLeft.topAnchor.constraint(equalTo: root.topAnchor),
            pinnedLeft.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return Screen(root: root, avatar: avatar, title: title, container: container, badge: badge, pinnedLeft: pinnedLeft)
    }

    func testLeftToRightFrames() {
        let s = screen(rtl: false)
        assertFrame(s.avatar.frame, 16, 10, 40, 40)
        // title from 16 + 40 + 12 = 68 to 320 - 16 = 304.
        assertFrame(s.title.frame, 68, 10, 236, 20)
        assertFrame(s.container.frame, 30, 100, 200, 50)
        assertFrame(s.badge.frame, 5, 0, 20, 20)
        assertFrame(s.pinnedLeft.frame, 7, 0, 10, 10)
    }

    func testRightToLeftMirrorsLeftToRightExactly() {
        let ltr = screen(rtl: false)
        let rtl = screen(rtl: true)
        let pairs: [(View, View, CGFloat)] = [
            (ltr.avatar, rtl.avatar, 320), (ltr.title, rtl.title, 320),
            (ltr.container, rtl.container, 320), (ltr.badge, rtl.badge, 200),
        ]
        for (l, r, parentWidth) in pairs {
            // Mirrored inside the superview: x' = parent width - max x; same y and size.
            XCTAssertEqual(r.frame.minX, parentWidth - l.frame.maxX, accuracy: 1e-6, "\(r)")
            XCTAssertEqual(r.frame.minY, l.frame.minY, accuracy: 1e-6)
            XCTAssertEqual(r.frame.size, l.frame.size)
        }
        // Worked out: avatar at 320 - 16 - 40 = 264; title 16..252; badge at 200 - 5 - 20 = 175.
        assertFrame(rtl.avatar.frame, 264, 10, 40, 40)
        assertFrame(rtl.title.frame, 16, 10, 236, 20)
        assertFrame(rtl.badge.frame, 175, 0, 20, 20)
        // Left never flips.
        assertFrame(rtl.pinnedLeft.frame, 7, 0, 10, 10)
        XCTAssertEqual(rtl.badge.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    }

    func testChangingDirectionReResolvesLeadingAndTrailing() {
        let s = screen(rtl: false)
        s.root.semanticContentAttribute = .forceRightToLeft
        s.root.layoutIfNeeded()
        assertFrame(s.avatar.frame, 264, 10, 40, 40)
        assertFrame(s.title.frame, 16, 10, 236, 20)
        assertFrame(s.badge.frame, 175, 0, 20, 20)
        // A subtree can force its own direction back.
        s.container.semanticContentAttribute = .forceLeftToRight
        s.root.layoutIfNeeded()
        // The container's leading constraint has the container as first item: now LTR, x 30;
        // the badge inherits LTR: x 5.
        assertFrame(s.container.frame, 30, 100, 200, 50)
        assertFrame(s.badge.frame, 5, 0, 20, 20)
        s.root.semanticContentAttribute = .unspecified
        s.container.semanticContentAttribute = .unspecified
        s.root.layoutIfNeeded()
        assertFrame(s.avatar.frame, 16, 10, 40, 40)
    }

    func testDirectionalInsetsResolve() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.resolved(for: .leftToRight), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(insets.resolved(for: .rightToLeft), EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(EdgeInsets(top: 1, left: 4, bottom: 3, right: 2).directional(for: .rightToLeft), insets)
    }
}
