import XCTest
@testable import Taut

/// Labels at 10 points with the default measurer: 5 points per character, 12 points per line.
final class EngineIntrinsicSizeTests: XCTestCase {
    private func row(width: CGFloat) -> (View, Label, Label) {
        EngineFixture.labelRow(width: width)
    }

    func testLowerHuggingStretchesSecondLabel() {
        let (root, a, b) = row(width: 200)
        a.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        // 150 of content in 200: b (hugging 250) takes the extra 50 -> a 50, b 150.
        assertFrame(a.frame, 0, 0, 50, 12)
        assertFrame(b.frame, 50, 0, 150, 12)
    }

    func testLowerHuggingStretchesFirstLabel() {
        let (root, a, b) = row(width: 200)
        b.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        // a (hugging 250) takes the extra 50 -> a 100, b 100 starting at 100.
        assertFrame(a.frame, 0, 0, 100, 12)
        assertFrame(b.frame, 100, 0, 100, 12)
    }

    func testLowerCompressionResistanceShrinksFirstLabel() {
        let (root, a, b) = row(width: 120)
        a.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        // 150 of content in 120: a (749) gives up 30 -> a 20, b 100.
        assertFrame(a.frame, 0, 0, 20, 12)
        assertFrame(b.frame, 20, 0, 100, 12)
    }

    func testLowerCompressionResistanceShrinksSecondLabel() {
        let (root, a, b) = row(width: 120)
        b.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        // b (749) gives up 30 -> a 50, b 70.
        assertFrame(a.frame, 0, 0, 50, 12)
        assertFrame(b.frame, 50, 0, 70, 12)
    }

    func testPriorityChangeAfterLayoutSwapsWhoShrinks() {
        let (root, a, b) = row(width: 120)
        a.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 20, accuracy: 1e-6)
        a.setContentCompressionResistancePriority(751, for: .horizontal)
        root.layoutIfNeeded()
        // Now b (750) is the weaker: a 50, b 70.
        XCTAssertEqual(a.frame.width, 50, accuracy: 1e-6)
        XCTAssertEqual(b.frame.width, 70, accuracy: 1e-6)
    }

    func testTextChangeReMeasures() {
        let root = EngineFixture.root(400, 100)
        let label = EngineFixture.label("title", "Hi", in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        root.layoutIfNeeded()
        // "Hi" = 2 characters × 5 = 10 wide, 12 high.
        assertFrame(label.frame, 4, 4, 10, 12)
        label.text = "Hello, world"
        root.layoutIfNeeded()
        // 12 characters × 5 = 60.
        assertFrame(label.frame, 4, 4, 60, 12)
        label.fontSize = 20
        root.layoutIfNeeded()
        // 12 × 10 = 120 wide, 1.2 × 20 = 24 high.
        assertFrame(label.frame, 4, 4, 120, 24)
    }

    func testCustomIntrinsicSizeAndNoIntrinsicMetric() {
        final class Badge: View {
            var size = CGSize(width: 30, height: View.noIntrinsicMetric)
            override var intrinsicContentSize: CGSize { size }
        }
        let root = EngineFixture.root(400, 100)
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            badge.topAnchor.constraint(equalTo: root.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 16),
        ])
        root.layoutIfNeeded()
        // Width from the intrinsic size, height from the constraint (no intrinsic height).
        assertFrame(badge.frame, 0, 0, 30, 16)
        badge.size = CGSize(width: 44, height: 40)
        badge.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        // Width 44; the required height 16 beats the intrinsic 40 (hugging/compression optional).
        assertFrame(badge.frame, 0, 0, 44, 16)
        badge.size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        badge.invalidateIntrinsicContentSize()
        XCTAssertEqual(badge.intrinsicContentSize.width, -1)
        XCTAssertTrue(badge.hasAmbiguousLayout)  // nothing sets the width any more
    }

    func testLabelIntrinsicContentSizeMetric() {
        let label = Label(text: "Hello", fontSize: 10)
        // 5 characters × 0.5 × 10 = 25 wide; 1.2 × 10 = 12 high.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 25, height: 12))
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc"
        label.preferredMaxLayoutWidth = 50
        // 10 characters per line: "aaaa bbbb" (45) and "cccc": 2 lines, 24 high.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 45, height: 24))
        label.numberOfLines = 1
        // One line: all 14 characters -> 70 × 12.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 70, height: 12))
        XCTAssertEqual(Label().intrinsicContentSize, .zero)
    }
}
