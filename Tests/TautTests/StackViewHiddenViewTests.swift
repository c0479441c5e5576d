import XCTest
@testable import Taut

/// Hidden arranged views: they collapse with the spacing next to them, without
/// fighting the user's constraints, at the start, in the middle and at the end.
final class StackViewHiddenViewTests: XCTestCase {
    /// A horizontal stack `width` x 100 (the root), spacing 10, top-aligned, with
    /// boxes of intrinsic widths 30, 60, 60 (heights 20, 30, 40).
    private func row(width: CGFloat = 320, configure: ([StackTestBox]) -> Void = { _ in })
        -> (StackView, [StackTestBox]) {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        stack.spacing = 10
        stack.alignment = .top
        let boxes = [StackTestBox(30, 20), StackTestBox(60, 30), StackTestBox(60, 40)]
        boxes.forEach(stack.addArrangedSubview)
        configure(boxes)
        return (stack, boxes)
    }

    private func xs(_ boxes: [View]) -> [CGFloat] { boxes.map(\.frame.minX) }
    private func widths(_ boxes: [View]) -> [CGFloat] { boxes.map(\.frame.width) }

    func testHiddenViewInTheMiddleCollapsesWithItsSpacing() {
        let (stack, boxes) = row { $0[1].isHidden = true }
        stack.layoutIfNeeded()
        // Visible: 30 and 60 with one gap of 10; the last visible takes 320 - 40 = 280.
        XCTAssertEqual(boxes[0].frame, CGRect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(boxes[2].frame, CGRect(x: 40, y: 0, width: 280, height: 40))
        // The hidden box is parked after box 0, and its zero length at 999 beats its
        // compression resistance (750): width 0, as UIKit reports for a hidden view.
        XCTAssertEqual(boxes[1].frame.minX, 30)
        XCTAssertEqual(boxes[1].frame.width, 0)
    }

    func testHiddenPlainViewHasZeroLength() {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let plain = View()
        let box = StackTestBox(40, 10)
        stack.addArrangedSubview(box)
        stack.addArrangedSubview(plain)
        plain.isHidden = true
        stack.layoutIfNeeded()
        // Only the box is arranged and fills the 100; the hidden view sits at its
        // trailing edge with zero width, the stack's height.
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(plain.frame, CGRect(x: 100, y: 0, width: 0, height: 50))
    }

    func testHiddenViewsAtBothEnds() {
        let (first, firstBoxes) = row { $0[0].isHidden = true }
        first.layoutIfNeeded()
        // Visible 60 and 60: the last takes 320 - 70 = 250.
        XCTAssertEqual(widths(Array(firstBoxes[1...])), [60, 250])
        XCTAssertEqual(xs(Array(firstBoxes[1...])), [0, 70])
        XCTAssertEqual(firstBoxes[0].frame.minX, 0)  // parked at the leading edge

        let (last, lastBoxes) = row { $0[2].isHidden = true }
        last.layoutIfNeeded()
        // Visible 30 and 60: the last visible takes 320 - 40 = 280.
        XCTAssertEqual(widths(Array(lastBoxes[..<2])), [30, 280])
        XCTAssertEqual(xs(Array(lastBoxes[..<2])), [0, 40])
        XCTAssertEqual(lastBoxes[2].frame.minX, 320)  // parked after box 1
    }

    func testCustomSpacingAfterAHiddenViewDisappears() {
        let (stack, boxes) = row()
        stack.setCustomSpacing(50, after: boxes[1])
        boxes[1].isHidden = true
        stack.layoutIfNeeded()
        // The gap between box 0 and box 2 is the stack's 10, not box 1's 50.
        XCTAssertEqual(boxes[2].frame.minX, 40)
    }

    func testHiddenViewDoesNotFightTheUsersRequiredConstraints() {
        let (stack, boxes) = row()
        boxes[1].widthAnchor.constraint(equalToConstant: 100).isActive = true
        boxes[1].isHidden = true
        let diagnostics = LayoutDiagnostics.collect { stack.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)  // UIKit would report a conflict with its width == 0
        XCTAssertEqual(boxes[1].frame.width, 100)
        XCTAssertEqual(widths([boxes[0], boxes[2]]), [30, 280])
        XCTAssertEqual(xs([boxes[0], boxes[2]]), [0, 40])
    }

    func testHidingAndShowingAfterLayout() {
        let (stack, boxes) = row()
        stack.layoutIfNeeded()
        XCTAssertEqual(xs(boxes), [0, 40, 110])
        boxes[0].isHidden = true
        stack.layoutIfNeeded()
        // Visible 60 and 60 from 0: the last takes 250.
        XCTAssertEqual(xs([boxes[1], boxes[2]]), [0, 70])
        XCTAssertEqual(boxes[2].frame.width, 250)
        boxes[0].isHidden = false
        stack.layoutIfNeeded()
        XCTAssertEqual(xs(boxes), [0, 40, 110])
        XCTAssertEqual(widths(boxes), [30, 60, 210])
    }
}
