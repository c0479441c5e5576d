import XCTest
import Foundation
import Taut

// The attributed layout itself: its lines and runs, its agreement with the plain monospaced
// measurer, the default implementation other measurers get, and a self-sizing table cell.
// A character is half its font size wide, a line 1.2 × its font size tall.

/// A measurer written before attributed text existed: every character 10 points wide, every
/// line 20 tall with its baseline 15 down, whatever the font. It gets the default
/// attributed measurement.
private struct FixedMeasurer: TextMeasuring {
    func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
        guard !text.isEmpty else { return TextMeasurement(size: .zero, lineCount: 0, firstBaseline: 0, lastBaseline: 0) }
        return TextMeasurement(size: CGSize(width: 10 * CGFloat(text.count), height: 20), lineCount: 1,
                               firstBaseline: 15, lastBaseline: 15)
    }
}

/// A cell whose multi-line label, 16 points in from the sides and 12 from the top and the
/// bottom, shows attributed text.
private final class AttributedCell: TableViewCell {
    let label = Label()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// One row: a 20-point bold title and a 10-point body in two paragraphs, 4 points of line
/// spacing and 6 of paragraph spacing.
private final class AttributedSource: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "attributed", for: indexPath)
        let style = MutableParagraphStyle()
        style.lineSpacing = 4
        style.paragraphSpacing = 6
        let text = NSMutableAttributedString(string: "Title\n", attributes: [.font: Font.boldSystemFont(ofSize: 20), .paragraphStyle: style])
        text.append(NSAttributedString(string: "Body text here", attributes: [.font: Font.systemFont(ofSize: 10), .paragraphStyle: style]))
        (cell as? AttributedCell)?.label.attributedText = text
        return cell
    }
}

final class AttributedTextLayoutTests: XCTestCase {
    private var source: AttributedSource?

    func testLinesAndRunsOfAWrappedParagraph() throws {
        let text = NSMutableAttributedString(string: "one ", attributes: [.font: Font.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "two three", attributes: [.font: Font.systemFont(ofSize: 20)]))
        // At 60 points: "one " is 20 wide and "two" 30 (50 in all); " three" (60 more) does
        // not fit, so the space hangs and "three" (50) starts the second line.
        let layout = AttributedTextLayout(text, font: .systemFont(ofSize: 17), maxWidth: 60)
        XCTAssertEqual(layout.lines.map(\.text), ["one two", "three"])
        let first = try XCTUnwrap(layout.lines.first)
        XCTAssertEqual(first.runs.map(\.text), ["one ", "two"])
        XCTAssertEqual(first.runs.map(\.x), [0, 20])
        XCTAssertEqual(first.runs.map(\.width), [20, 30])
        XCTAssertEqual(first.width, 50)
        // Both lines are 24 tall (the 20-point font's line); the second starts at 24.
        XCTAssertEqual(layout.lines.map(\.top), [0, 24])
        XCTAssertEqual(layout.lines.map(\.height), [24, 24])
        XCTAssertEqual(layout.measurement.size, CGSize(width: 50, height: 48))
        // Right-aligned in 100 points, the first line starts at 100 - 50; centred, at 25.
        var line = first
        line.alignment = .right
        XCTAssertEqual(line.x(inWidth: 100), 50)
        line.alignment = .center
        XCTAssertEqual(line.x(inWidth: 100), 25)
        // Natural alignment right to left ends at the right edge.
        line.alignment = .natural
        XCTAssertEqual(line.x(inWidth: 100, rightToLeft: true), 50)
        // Two lines kept at most one.
        let one = AttributedTextLayout(text, font: .systemFont(ofSize: 17), maxWidth: 60, numberOfLines: 1)
        XCTAssertEqual(one.measurement.lineCount, 1)
        XCTAssertEqual(one.measurement.size.height, 24)
    }

    func testPlainAttributedTextMeasuresAsPlainText() {
        // Strings with leading, trailing and repeated spaces, long words and newlines, in one
        // font with no paragraph style, measure exactly as the plain monospaced measurer
        // measures them, at every width.
        let measurer = MonospacedTextMeasurer()
        let font = Font.systemFont(ofSize: 10)
        let samples = ["  iDev  ", "a bb ccc dddd", "supercalifragilistic word", "one\n\ntwo  three\n", "   ", "x"]
        for sample in samples {
            for width in [1, 5, 12, 20, 33, 60, CGFloat.greatestFiniteMagnitude] {
                for lines in [0, 1, 2] {
                    let plain = measurer.measure(sample, font: font, maxWidth: width, numberOfLines: lines)
                    let attributed = measurer.measure(NSAttributedString(string: sample, attributes: [.kern: 0]), font: font,
                                                      maxWidth: width, numberOfLines: lines)
                    XCTAssertEqual(plain, attributed, "\"\(sample)\" at \(width), \(lines) lines")
                }
            }
        }
    }

    func testAMeasurerWithoutAttributedSupportGetsTheDefault() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: Font.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "cd", attributes: [.font: Font.systemFont(ofSize: 30), .kern: 1]))
        // Each character is 10 wide, plus 1 after "c" and "d": 42; a line is 20 tall.
        let measured = FixedMeasurer().measure(text, font: .systemFont(ofSize: 17), maxWidth: .greatestFiniteMagnitude,
                                               numberOfLines: 0)
        XCTAssertEqual(measured.size, CGSize(width: 42, height: 20))
        XCTAssertEqual(measured.firstBaseline, 15)
        let label = Label()
        label.textMeasurer = FixedMeasurer()
        label.attributedText = text
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 42, height: 20))
    }

    func testASelfSizingCellWithAttributedText() throws {
        let window = Window(device: .iPhone14)
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(AttributedCell.self, forCellReuseIdentifier: "attributed")
        let source = AttributedSource()
        self.source = source
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? AttributedCell)
        // The label: "Title" (20-point line, 24) then 4 of line spacing and 6 of paragraph
        // spacing, then "Body text here" (10-point line, 12): 24 + 10 + 12 = 46 tall, as wide
        // as the content view less 16 on each side: 390 - 32 = 358.
        XCTAssertEqual(cell.label.frame, CGRect(x: 16, y: 12, width: 358, height: 46))
        // The content view: 12 + 46 + 12 = 70; the row adds the 1/3-point separator.
        XCTAssertEqual(cell.contentView.frame.height, 70, accuracy: 1e-9)
        XCTAssertEqual(cell.frame.height, 70 + 1.0 / 3, accuracy: 1e-9)
    }
}
