import XCTest
@testable import Taut

/// Baseline alignment and baseline-relative arrangement, with labels measured by
/// the default monospaced measurer (width 0.5 x size per character, height
/// 1.2 x size, first baseline `size` below the top).
final class StackViewBaselineTests: XCTestCase {
    func testFirstBaselineAlignmentWithLabels() {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        stack.alignment = .firstBaseline
        stack.distribution = .equalSpacing
        // Monospaced measurer: width 0.5 x size per character, height 1.2 x size,
        // first baseline at `size` from the top.
        let small = Label(text: "abcd", fontSize: 10)  // 20 x 12, baseline 10
        let large = Label(text: "ab", fontSize: 20)  // 20 x 24, baseline 20
        stack.addArrangedSubview(small)
        stack.addArrangedSubview(large)
        stack.layoutIfNeeded()
        // Baselines line up: small.top + 10 == large.top + 20; lifted to the top,
        // large.top = 0 and small.top = 10.
        XCTAssertEqual(small.frame, CGRect(x: 0, y: 10, width: 20, height: 12))
        XCTAssertEqual(large.frame, CGRect(x: 180, y: 0, width: 20, height: 24))
    }

    func testNestedStackAlignsOnItsFirstViewsBaseline() {
        let outer = StackView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        outer.alignment = .firstBaseline
        let big = Label(text: "ab", fontSize: 20)  // 20 x 24, baseline 20
        let m = Label(text: "abcd", fontSize: 10)  // 20 x 12, baseline 10
        let n = Label(text: "ab", fontSize: 10)  // 10 x 12
        let inner = StackView(arrangedSubviews: [m, n])
        inner.axis = .vertical
        inner.alignment = .leading
        outer.addArrangedSubview(big)
        outer.addArrangedSubview(inner)
        let diagnostics = LayoutDiagnostics.collect { outer.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        // inner's first baseline is m's: inner.top + 10 == big.top + 20. Lifted to
        // the top: big at 0, inner at 10, 12 + 12 = 24 tall. big hugs its 20; inner,
        // without an intrinsic width, takes the other 180.
        XCTAssertEqual(big.frame, CGRect(x: 0, y: 0, width: 20, height: 24))
        XCTAssertEqual(inner.frame, CGRect(x: 20, y: 10, width: 180, height: 24))
        XCTAssertEqual(m.frame, CGRect(x: 0, y: 0, width: 20, height: 12))
        XCTAssertEqual(n.frame, CGRect(x: 0, y: 12, width: 10, height: 12))
    }

    func testBaselineRelativeVerticalArrangement() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let stack = StackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        let first = Label(text: "ab", fontSize: 10)  // 10 x 12, baselines at 10
        let second = Label(text: "ab", fontSize: 20)  // 20 x 24, baselines at 20
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        // first at the top: last baseline at 10. second's first baseline at
        // 10 + 30 = 40, so its top is 40 - 20 = 20; the stack ends at 20 + 24 = 44
        // and is as wide as second (20).
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 10, height: 12))
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 20, width: 20, height: 24))
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 20, height: 44))
    }
}
