import XCTest
@testable import Taut

final class EngineRootSizingTests: XCTestCase {
    func testRootWithoutAutoresizingIsSizedByItsContent() {
        let root = View(frame: CGRect(x: 30, y: 40, width: 1, height: 1))
        root.accessibilityIdentifier = "root"
        root.translatesAutoresizingMaskIntoConstraints = false
        let label = EngineFixture.label("title", "Hello", fontSize: 10, in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        // 25 × 12 plus the padding: 45 × 22; the root keeps its origin.
        assertFrame(root.frame, 30, 40, 45, 22)
        assertFrame(label.frame, 10, 5, 25, 12)
    }

    func testNumberOfLinesLimitsTheHeight() {
        let root = EngineFixture.root(300, 300)
        let label = EngineFixture.label("body", "aaaa bbbb cccc dddd eeee", fontSize: 10, in: root)
        label.numberOfLines = 2
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // At 50 wide (10 characters) the text needs 3 lines; 2 are kept: 24 high.
        assertFrame(label.frame, 0, 0, 50, 24)
        label.numberOfLines = 0
        root.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 50, 36)
    }

    func testCollectDoesNotReachTheGlobalHandler() {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        let old = LayoutDiagnostics.handler
        LayoutDiagnostics.handler = { _ in counter.count += 1 }
        defer { LayoutDiagnostics.handler = old }
        let collected = LayoutDiagnostics.collect {
            View().widthAnchor.constraint(equalTo: View().widthAnchor).isActive = true
        }
        XCTAssertEqual(collected.count, 1)
        XCTAssertEqual(counter.count, 0)
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .missingSuperview, message: "test"))
        XCTAssertEqual(counter.count, 1)
    }

    func testMonospacedMeasurerWrapsLongWordsAndNewlines() {
        let m = MonospacedTextMeasurer()
        let font = Font.systemFont(ofSize: 10)
        // "abcdefghij" at 30 wide (6 characters per line): "abcdef" / "ghij".
        let long = m.measure("abcdefghij", font: font, maxWidth: 30, numberOfLines: 0)
        XCTAssertEqual(long.lineCount, 2)
        XCTAssertEqual(long.size, CGSize(width: 30, height: 24))
        // Explicit newlines, no wrapping: widest line "ccc" + nothing; 3 lines.
        let lines = m.measure("a\nbb\nccc", font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 0)
        XCTAssertEqual(lines.size, CGSize(width: 15, height: 36))
        XCTAssertEqual(lines.firstBaseline, 10)
        XCTAssertEqual(lines.lastBaseline, 34)
        XCTAssertEqual(m.measure("", font: font, maxWidth: 100, numberOfLines: 0).size, .zero)
    }
}
