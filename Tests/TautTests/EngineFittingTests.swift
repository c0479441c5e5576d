import XCTest
@testable import Taut

final class EngineFittingTests: XCTestCase {
    /// A cell (not in any window) with a label pinned 16 inside each edge.
    private func cell(text: String, lines: Int) -> (View, Label) {
        let cell = View()
        cell.accessibilityIdentifier = "cell"
        let label = EngineFixture.label("body", text, fontSize: 10, in: cell)
        label.numberOfLines = lines
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -16),
        ])
        return (cell, label)
    }

    func testMultiLineLabelCellHeightForWidth() {
        // 20 words of 4 characters: 99 characters, 495 wide on one line.
        let text = Array(repeating: "abcd", count: 20).joined(separator: " ")
        let (cell, label) = cell(text: text, lines: 0)
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // The label gets 320 - 32 = 288: 57 characters per line -> 11 words (54 characters)
        // then 9 words: 2 lines = 24 high; the cell is 24 + 32 = 56 high.
        XCTAssertEqual(size.width, 320, accuracy: 1e-6)
        XCTAssertEqual(size.height, 56, accuracy: 1e-6)
        // Nothing was laid out.
        XCTAssertEqual(cell.frame, .zero)
        XCTAssertEqual(label.frame, .zero)

        let narrow = cell.systemLayoutSizeFitting(CGSize(width: 132, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        // Width 100 for the label: 20 characters per line -> 4 words (19 characters) per line,
        // 5 lines = 60 high; cell 92.
        XCTAssertEqual(narrow.height, 92, accuracy: 1e-6)
    }

    func testCompressedAndExpandedSizeOfSingleLineCell() {
        let (cell, _) = cell(text: "Hello", lines: 1)
        let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // "Hello" is 25 × 12; plus 16 on each side: 57 × 44.
        XCTAssertEqual(compressed, CGSize(width: 57, height: 44))
        let wide = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wide, CGSize(width: 300, height: 44))
    }

    func testFittingAViewInsideALaidOutTreeLeavesItAlone() {
        let root = EngineFixture.root(400, 400)
        let (cell, label) = cell(text: "Hello", lines: 1)
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor),
            cell.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        assertFrame(cell.frame, 0, 0, 200, 44)
        // The width constraint lives on the cell, so it counts: 200 × 44.
        let fitted = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        XCTAssertEqual(fitted, CGSize(width: 200, height: 44))
        root.layoutIfNeeded()
        assertFrame(cell.frame, 0, 0, 200, 44)
        assertFrame(label.frame, 16, 16, 168, 12)
    }

    func testLaidOutMultiLineLabelWrapsToItsWidth() {
        let root = EngineFixture.root(132, 400)
        let text = Array(repeating: "abcd", count: 20).joined(separator: " ")
        let label = EngineFixture.label("body", text, fontSize: 10, in: root)
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        // Width 100 -> 5 lines of 12: height 60.
        assertFrame(label.frame, 16, 16, 100, 60)
        XCTAssertEqual(label.intrinsicContentSize.height, 60)
    }
}
