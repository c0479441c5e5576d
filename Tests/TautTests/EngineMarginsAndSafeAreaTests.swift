import XCTest
@testable import Taut

final class EngineMarginsAndSafeAreaTests: XCTestCase {
    private func pin(_ view: View, to guide: LayoutGuide) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    func testDefaultMarginsGuide() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        pin(box, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        // 8 on every side: (8, 8, 384, 284).
        assertFrame(box.frame, 8, 8, 384, 284)
        assertFrame(root.layoutMarginsGuide.layoutFrame, 8, 8, 384, 284)
        XCTAssertEqual(root.layoutMarginsGuide.identifier, "UIViewLayoutMarginsGuide")
    }

    func testChangingMarginsUpdatesInPlace() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        pin(box, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.layoutIfNeeded()
        // (20, 10, 400 - 60, 300 - 40) = (20, 10, 340, 260).
        assertFrame(box.frame, 20, 10, 340, 260)
    }

    func testMarginAttributesThroughRawInitialiser() {
        let root = EngineFixture.root(200, 100)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 4)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                             multiplier: 1, constant: 0),
            LayoutConstraint(item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                             multiplier: 1, constant: 0),
            LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                             multiplier: 1, constant: 0),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Left to right: leading margin 16 (left), trailing 4 (right): (16, 5, 180, 10).
        assertFrame(box.frame, 16, 5, 180, 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // Right to left: the leading margin 16 is on the right, trailing 4 on the left: (4, 5, 180, 10).
        assertFrame(box.frame, 4, 5, 180, 10)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 5, left: 4, bottom: 5, right: 16))
    }

    func testRootSafeAreaGuide() {
        let root = EngineFixture.root(400, 800)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let header = EngineFixture.child("header", in: root)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 50),
        ])
        let footer = EngineFixture.child("footer", in: root)
        LayoutConstraint.activate([
            footer.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // header: y 44; footer: bottom 800 - 34 = 766 -> y 746.
        assertFrame(header.frame, 0, 44, 400, 50)
        assertFrame(footer.frame, 0, 746, 100, 20)
        assertFrame(root.safeAreaLayoutGuide.layoutFrame, 0, 44, 400, 722)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        assertFrame(header.frame, 0, 20, 400, 50)
        assertFrame(footer.frame, 0, 780, 100, 20)
    }

    func testSubviewSafeAreaClippedToOverlap() {
        let root = EngineFixture.root(400, 800)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        // A panel at the top, 100 high: the unsafe top band covers 44 of it.
        let panel = EngineFixture.child("panel", in: root)
        LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 100),
        ])
        let content = EngineFixture.child("content", in: panel)
        pin(content, to: panel.safeAreaLayoutGuide)
        // A strip in the middle, untouched by the unsafe bands.
        let strip = EngineFixture.child("strip", in: root)
        LayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            strip.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            strip.widthAnchor.constraint(equalToConstant: 100),
            strip.heightAnchor.constraint(equalToConstant: 100),
        ])
        let stripContent = EngineFixture.child("stripContent", in: strip)
        pin(stripContent, to: strip.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        // Panel's safe area in its own coordinates: top inset 44 -> (0, 44, 400, 56).
        assertFrame(content.frame, 0, 44, 400, 56)
        XCTAssertEqual(panel.safeAreaInsets, EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        assertFrame(stripContent.frame, 0, 0, 100, 100)
        XCTAssertEqual(strip.safeAreaInsets, .zero)
    }

    func testMarginsGuideInsetFromSafeArea() {
        let root = EngineFixture.root(400, 800)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let box = EngineFixture.child("box", in: root)
        pin(box, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Margins 8 added to the safe-area insets: top 52, bottom 42: (8, 52, 384, 706).
        assertFrame(box.frame, 8, 52, 384, 706)
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        assertFrame(box.frame, 8, 8, 384, 784)
    }

    func testUserLayoutGuideAsSpacer() {
        let root = EngineFixture.root(300, 100)
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: root)
        let spacer = LayoutGuide()
        spacer.identifier = "spacer"
        root.addLayoutGuide(spacer)
        XCTAssertTrue(spacer.owningView === root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            spacer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), spacer.heightAnchor.constraint(equalToConstant: 5),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // Spacer between 50 and 250.
        assertFrame(spacer.layoutFrame, 50, 10, 200, 5)
        assertFrame(b.frame, 250, 0, 50, 5)
        root.removeLayoutGuide(spacer)
        XCTAssertNil(spacer.owningView)
        XCTAssertTrue(root.constraints.allSatisfy { $0.firstItem !== spacer && $0.secondItem !== spacer })
    }
}
