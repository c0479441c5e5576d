import XCTest
@testable import Taut

/// Default measurer: a line is 1.2 × size high, its baseline 1.0 × size below the line's top.
final class EngineBaselineTests: XCTestCase {
    func testFirstBaselineAlignmentOfDifferentFontSizes() {
        let root = EngineFixture.root(400, 200)
        let small = EngineFixture.label("small", "Hello", fontSize: 10, in: root)
        let big = EngineFixture.label("big", "World", fontSize: 20, in: root)
        LayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            small.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            big.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            big.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // small: 25 × 12 at (10, 20), baseline at 20 + 10 = 30.
        assertFrame(small.frame, 10, 20, 25, 12)
        // big: 50 × 24, baseline 20 below its top -> top 10; x = 10 + 25 + 8 = 43.
        assertFrame(big.frame, 43, 10, 50, 24)
    }

    func testPlainViewBaselineIsBottomAndLastBaselineOfTwoLines() {
        let root = EngineFixture.root(400, 300)
        let text = EngineFixture.label("text", "aaaa bbbb cccc", fontSize: 10, in: root)
        text.numberOfLines = 0
        text.preferredMaxLayoutWidth = 50
        let box = EngineFixture.child("box", in: root)
        let rule = EngineFixture.child("rule", in: root)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            // A plain view's baseline is its bottom edge: box bottom on the text's last baseline.
            box.lastBaselineAnchor.constraint(equalTo: text.lastBaselineAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
            rule.topAnchor.constraint(equalTo: text.firstBaselineAnchor),
            rule.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            rule.widthAnchor.constraint(equalToConstant: 10),
            rule.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // Two lines (45 × 24) at y 100: first baseline 110, last 100 + 12 + 10 = 122.
        assertFrame(text.frame, 0, 100, 45, 24)
        assertFrame(box.frame, 200, 112, 10, 10)
        assertFrame(rule.frame, 0, 110, 10, 1)
    }

    func testBaselineFollowsTextChanges() {
        let root = EngineFixture.root(400, 200)
        let label = EngineFixture.label("label", "one", fontSize: 10, in: root)
        label.numberOfLines = 0
        let mark = EngineFixture.child("mark", in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
            mark.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
            mark.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 1),
            mark.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // One line: last baseline at 10.
        XCTAssertEqual(mark.frame.minY, 10, accuracy: 1e-6)
        label.text = "aaaa bbbb cccc dddd"
        root.layoutIfNeeded()
        // Wrapped at 50 (10 characters): "aaaa bbbb" / "cccc dddd": 2 lines, 24 high,
        // last baseline 12 + 10 = 22.
        XCTAssertEqual(label.frame.height, 24, accuracy: 1e-6)
        XCTAssertEqual(mark.frame.minY, 22, accuracy: 1e-6)
    }

    func testTallerLabelCentresItsText() {
        let root = EngineFixture.root(400, 200)
        let label = EngineFixture.label("label", "Hi", fontSize: 10, in: root)
        let mark = EngineFixture.child("mark", in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 40),
            mark.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            mark.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 1),
            mark.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // The 12-high text is centred in 40: its top at 14, its baseline at 24.
        XCTAssertEqual(mark.frame.minY, 24, accuracy: 1e-6)
    }
}

final class EngineForwardedBaselineTests: XCTestCase {
    /// A container whose first baseline is its first visible label's, as a stack view's is.
    final class Box: View {
        var labels: [Label] = []
        override var forFirstBaselineLayout: View { labels.first { !$0.isHidden } ?? self }
    }

    func testForwardedBaselineFollowsTextAndHiding() {
        let root = EngineFixture.root(400, 300)
        let box = Box()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let big = EngineFixture.label("big", "Big", fontSize: 20, in: box)
        let small = EngineFixture.label("small", "small", fontSize: 10, in: box)
        box.labels = [big, small]
        let mark = EngineFixture.child("mark", in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100),
            big.leadingAnchor.constraint(equalTo: box.leadingAnchor), big.topAnchor.constraint(equalTo: box.topAnchor),
            small.leadingAnchor.constraint(equalTo: box.leadingAnchor), small.topAnchor.constraint(equalTo: box.topAnchor, constant: 50),
            mark.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
            mark.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300),
            mark.widthAnchor.constraint(equalToConstant: 1), mark.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // big's baseline: 10 + 20 = 30.
        XCTAssertEqual(mark.frame.minY, 30, accuracy: 1e-6)
        big.fontSize = 30
        root.layoutIfNeeded()
        // 10 + 30 = 40.
        XCTAssertEqual(mark.frame.minY, 40, accuracy: 1e-6)
        big.isHidden = true
        root.layoutIfNeeded()
        // Now small's: 10 + 50 + 10 = 70.
        XCTAssertEqual(mark.frame.minY, 70, accuracy: 1e-6)
    }
}
