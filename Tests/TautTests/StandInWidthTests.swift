import Foundation
import XCTest
@testable import Taut

/// A wrapping label whose width is fixed by required equalities is measured once, at its
/// width; its unwrapped width is measured only when it can matter (see
/// LayoutEngine+StandInWidths.swift). Metric: a 10-point font is 5 points a character and 12 a
/// line.
final class StandInWidthTests: XCTestCase {
    /// Records the width of every measurement it makes (the label's own cache answers the rest).
    final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [CGFloat] = []
        var widths: [CGFloat] {
            lock.lock(); defer { lock.unlock() }
            return recorded
        }
        func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
            lock.lock(); recorded.append(maxWidth); lock.unlock()
            return MonospacedTextMeasurer().measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        }
    }

    /// Twenty four-letter words: 99 characters, 495 points unwrapped. At 180 points (36
    /// characters) seven words fit a line (34 characters; eight take 39): lines of 7, 7 and 6
    /// words, 36 points high.
    let words = Array(repeating: "word", count: 20).joined(separator: " ")

    /// A wrapping label of ``words`` in a 10-point font, measured by `measurer`, in `parent`.
    func wrappingLabel(measurer: RecordingMeasurer, in parent: View) -> Label {
        let label = Label()
        label.textMeasurer = measurer
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = words
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    /// A 200 × 300 root with a wrapping label 10 points from its leading and top edges.
    func scene(measurer: RecordingMeasurer) -> (root: View, label: Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let label = wrappingLabel(measurer: measurer, in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        return (root, label)
    }

    /// The constant of the label's hugging constraint on `axis`.
    func huggingConstant(_ label: Label, _ axis: Axis) -> CGFloat? {
        label.constraintsAffectingLayout(for: axis).first { $0.identifier == "hugging" && $0.firstItem === label }?.constant
    }

    func testALabelPinnedOnBothSidesIsMeasuredOnlyAtItsWidth() {
        let measurer = RecordingMeasurer()
        let (root, label) = scene(measurer: measurer)
        let trailing = label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        trailing.isActive = true
        root.layoutIfNeeded()
        // 200 − 10 − 10 = 180 wide, three lines.
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 180, height: 36))
        XCTAssertEqual(measurer.widths, [180])
        // Asked for, the hugging constraint shows the real unwrapped width: 99 × 5 = 495.
        XCTAssertEqual(huggingConstant(label, .horizontal), 495)
        XCTAssertEqual(huggingConstant(label, .vertical), 36)
        XCTAssertEqual(measurer.widths, [180, .greatestFiniteMagnitude])
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 180, height: 36))
    }

    func testAChangeThatFreesTheWidthUsesTheUnwrappedWidth() {
        let measurer = RecordingMeasurer()
        let (root, label) = scene(measurer: measurer)
        let trailing = label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        trailing.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(measurer.widths, [180])
        // Now only a width of 180 at priority 500 holds it: compression resistance (750) makes
        // it its unwrapped 495 points, one line 12 high. Had the stand-in (0) been kept, the
        // 500 would have won over hugging (250) and left it 180 wide, where it was: nothing
        // would have moved to show that the stand-in no longer held.
        trailing.isActive = false
        let width = label.widthAnchor.constraint(equalToConstant: 180)
        width.priority = LayoutPriority(500)
        width.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 495, height: 12))
        XCTAssertTrue(measurer.widths.contains(.greatestFiniteMagnitude))
    }

    func testALabelWhoseWidthIsNotPinnedIsMeasuredUnwrappedFirst() {
        let measurer = RecordingMeasurer()
        let (root, label) = scene(measurer: measurer)
        // At most 10 points from the trailing edge: the compression resistance of its 495
        // unwrapped points makes it as wide as it may be, 180.
        label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 180, height: 36))
        XCTAssertEqual(measurer.widths.first, .greatestFiniteMagnitude)
        XCTAssertTrue(measurer.widths.contains(180))
    }

    func testNewTextOnALabelWithAStandInWidthIsMeasuredAgain() {
        let measurer = RecordingMeasurer()
        let (root, label) = scene(measurer: measurer)
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 36)
        // "a b": 3 characters, 15 points unwrapped, one line.
        label.text = "a b"
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 180, height: 12))
        XCTAssertEqual(huggingConstant(label, .horizontal), 15)
        XCTAssertEqual(huggingConstant(label, .vertical), 12)
    }

    func testASelfSizingCellFitsAsBefore() {
        // A container fitted to 200 points wide: the label (pinned 10 from each side, 10 from
        // the top and bottom) takes 180 × 36, the container 200 × 56.
        let measurer = RecordingMeasurer()
        let cell = View()
        let label = wrappingLabel(measurer: measurer, in: cell)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 200, height: 56))
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 180, height: 36))
        XCTAssertEqual(measurer.widths, [180])
    }
}
