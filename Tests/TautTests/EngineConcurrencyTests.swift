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

    /// One tree per thread, built from the same Visual Format strings (the process-wide parse
    /// cache is shared) with a conflict whose diagnostic each thread collects for itself, and
    /// debug names handed out from the shared counter. Run under ThreadSanitizer in CI.
    private static func visualFormatTree(width: CGFloat) -> (frames: [CGRect], diagnostics: [LayoutDiagnostic]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let a = View(), b = View()
        root.addSubview(a); root.addSubview(b)
        [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views: [String: Any] = ["a": a, "b": b]
        var constraints: [LayoutConstraint] = []
        for format in ["H:|-[a]-8-[b(==a)]-|", "V:|[a(20)]", "V:|[b(==a)]"] {
            constraints += LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        let tooWide = a.widthAnchor.constraint(equalToConstant: 1000)
        let diagnostics = LayoutDiagnostics.collect {
            LayoutConstraint.activate(constraints + [tooWide])
            _ = a.debugName
            root.layoutIfNeeded()
        }
        return ([a.frame, b.frame], diagnostics)
    }

    func testVisualFormatCacheAndDiagnosticsAreSharedSafelyBetweenThreads() {
        // Expected by hand, for a root W wide: |-[a] is 20 from the edge, [b]-| 20 from the
        // other; a and b are w wide with 8 between, so 20 + w + 8 + w + 20 = W, w = (W − 48) / 2.
        // With W = 100 + 10 i: w = 26 + 5 i, a = (20, 0, w, 20), b = (20 + w + 8, 0, w, 20).
        // `a.width == 1000` (activated last) conflicts and is left out, one diagnostic per tree.
        let count = 16
        let lock = NSLock()
        nonisolated(unsafe) var results: [[CGRect]] = Array(repeating: [], count: count)
        nonisolated(unsafe) var kinds: [[LayoutDiagnostic.Kind]] = Array(repeating: [], count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let (frames, diagnostics) = Self.visualFormatTree(width: 100 + 10 * CGFloat(index))
            lock.lock()
            results[index] = frames
            kinds[index] = diagnostics.map(\.kind)
            lock.unlock()
        }
        for index in 0..<count {
            let w = 26 + 5 * CGFloat(index)
            XCTAssertEqual(results[index], [CGRect(x: 20, y: 0, width: w, height: 20), CGRect(x: 28 + w, y: 0, width: w, height: 20)])
            XCTAssertEqual(kinds[index], [.unsatisfiableConstraints])
        }
    }
}
