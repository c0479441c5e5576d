import XCTest
@testable import Taut

/// Horizontal equal-centring stacks aligned on their first baselines, with labels of different
/// widths and heights: the centres of neighbouring labels are equally far apart (priority 999),
/// and no two labels come closer than the spacing (required).
///
/// The labels use the default monospaced measurer: at font size `s` a character is `0.5 × s`
/// wide, a line `1.2 × s` tall, the first baseline `s` below the top. So at 17 points (the
/// default) "aa" and "dd" are 17 × 20.4, "cccc" 34 × 20.4, baseline 17; "bbbbbb" at 34 points
/// is 102 × 40.8, baseline 34.
final class StackViewEqualCentringTests: XCTestCase {
    /// The four labels, the tall one second.
    private func labels() -> [Label] {
        [Label(text: "aa"), Label(text: "bbbbbb", fontSize: 34), Label(text: "cccc"), Label(text: "dd")]
    }

    private func makeStack(_ labels: [Label]) -> StackView {
        let stack = StackView()
        stack.axis = .horizontal
        stack.distribution = .equalCentering
        stack.alignment = .firstBaseline
        stack.spacing = 10
        labels.forEach(stack.addArrangedSubview)
        return stack
    }

    func testCentresAreEquallySpacedAcrossAFixedWidth() {
        let labels = labels()
        let stack = makeStack(labels)
        stack.frame = CGRect(x: 0, y: 0, width: 317, height: 100)
        let diagnostics = LayoutDiagnostics.collect { stack.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // Along the axis: the first label starts at 0 and the last ends at 317, so the centres
        // run from 17 / 2 = 8.5 to 317 - 17 / 2 = 308.5, three equal gaps of 300 / 3 = 100:
        // centres 8.5, 108.5, 208.5, 308.5; left edges 8.5 - 8.5 = 0, 108.5 - 51 = 57.5,
        // 208.5 - 17 = 191.5, 308.5 - 8.5 = 300. The edges are at least 10 apart (17 -> 57.5,
        // 159.5 -> 191.5, 225.5 -> 300), so the required spacing does not bend anything.
        // Across: the first baselines line up (top + baseline equal) and every top is pulled to
        // the stack's top at priority 49 while staying inside it: the common baseline is as high
        // as the tall label allows, 34, so its top is 0 and the others' 34 - 17 = 17.
        XCTAssertEqual(labels.map(\.frame), [
            CGRect(x: 0, y: 17, width: 17, height: 20.4),
            CGRect(x: 57.5, y: 0, width: 102, height: 40.8),
            CGRect(x: 191.5, y: 17, width: 34, height: 20.4),
            CGRect(x: 300, y: 17, width: 17, height: 20.4),
        ])
        let centres = labels.map(\.frame.midX)
        XCTAssertEqual(centres, [8.5, 108.5, 208.5, 308.5])
    }

    func testAStackThatHugsItsLabelsTakesTheWidestGapEverywhere() {
        let labels = labels()
        let stack = makeStack(labels)
        let root = EngineFixture.root(1000, 400)
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        let hug = stack.widthAnchor.constraint(equalToConstant: 0)
        hug.priority = .defaultLow
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            hug,
        ])
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // The stack would be 0 wide (priority 250); the labels keep their widths (compression
        // resistance 750) and the gaps stay equal (999), so the gap between centres is the
        // smallest that the required spacing allows for every pair of neighbours,
        // (w + w') / 2 + 10: (17 + 102) / 2 + 10 = 69.5, (102 + 34) / 2 + 10 = 78,
        // (34 + 17) / 2 + 10 = 35.5; the widest, 78, everywhere. Centres 8.5, 86.5, 164.5,
        // 242.5; left edges 0, 86.5 - 51 = 35.5, 164.5 - 17 = 147.5, 242.5 - 8.5 = 234; the
        // second and third labels are exactly 10 apart (137.5 -> 147.5). The stack is
        // 234 + 17 = 251 wide and, hugging the labels (priority 49), as tall as the tall one:
        // 40.8, the others' tops at 34 - 17 = 17 as in the fixed stack.
        XCTAssertEqual(labels.map(\.frame), [
            CGRect(x: 0, y: 17, width: 17, height: 20.4),
            CGRect(x: 35.5, y: 0, width: 102, height: 40.8),
            CGRect(x: 147.5, y: 17, width: 34, height: 20.4),
            CGRect(x: 234, y: 17, width: 17, height: 20.4),
        ])
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 251, height: 40.8))
        XCTAssertEqual(labels.map(\.frame.midX), [8.5, 86.5, 164.5, 242.5])
    }
}
