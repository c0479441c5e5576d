import XCTest
import Foundation
@testable import Taut

/// Separate view trees lay out on separate threads at the same time, with the same results as
/// on one thread: nothing in the engine is shared between roots.
final class EngineConcurrencyTests: XCTestCase {
    /// Lays out a small self-sizing cell: a label of `words` words (10-point monospaced font,
    /// 5 points a character) wrapping in a 100-point-wide cell with 8-point insets.
    private static func cellHeight(words: Int) -> CGFloat {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        let label = Label(text: Array(repeating: "abcd", count: words).joined(separator: " "), fontSize: 10)
        label.numberOfLines = 0
        cell.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        return size.height
    }

    func testIndependentTreesLayOutConcurrently() {
        // Expected by hand: the label is 100 − 16 = 84 wide, 84 / 5 = 16.8 -> 16 characters a
        // line; "abcd abcd abcd" is 14 characters, a fourth word would make 19, so 3 words a
        // line. Lines = ceil(words / 3), each 12 tall; height = 12 × lines + 16.
        let wordCounts = Array(1...24)
        let expected = wordCounts.map { CGFloat(12 * (($0 + 2) / 3) + 16) }
        let lock = NSLock()
        nonisolated(unsafe) var results = [CGFloat](repeating: -1, count: wordCounts.count)
        DispatchQueue.concurrentPerform(iterations: wordCounts.count) { index in
            let height = Self.cellHeight(words: wordCounts[index])
            lock.lock()
            results[index] = height
            lock.unlock()
        }
        XCTAssertEqual(results, expected)
    }
}
