import XCTest
@testable import Taut

/// The image view of a table cell's built-in styles.
final class ContainerCellImageTests: XCTestCase {
    func testTheDefaultStylesImageSitsAtTheMarginAndTheTitleFollowsIt() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Title"
        cell.imageView?.image = Image(size: CGSize(width: 40, height: 40))
        cell.layoutIfNeeded()
        // Cell 320 × 44, margins 16 / 8. Image at the leading margin, centred: (16, 2, 40, 40)
        // (taller than the margins allow: the 749 margin bounds give way).
        XCTAssertEqual(cell.imageView?.frame, CGRect(x: 16, y: 2, width: 40, height: 40))
        // Title "Title", 17 pt: 5 × 8.5 = 42.5 wide, 20.4 tall; starts 16 after the image at
        // 16 + 40 + 16 = 72, centred: y = (44 - 20.4) / 2 = 11.8.
        XCTAssertEqual(cell.textLabel?.frame.minX, 72)
        XCTAssertEqual(cell.textLabel?.frame.width, 42.5)
        XCTAssertEqual(cell.textLabel?.frame.minY ?? 0, 11.8, accuracy: 1e-9)

        cell.imageView?.image = nil
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)  // back at the margin
    }

    func testTheSubtitleStylesLabelsBothFollowTheImage() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.imageView?.image = Image(size: CGSize(width: 20, height: 20))
        cell.textLabel?.text = "A"
        cell.detailTextLabel?.text = "B"
        cell.layoutIfNeeded()
        // 16 + 20 + 16 = 52 for both labels.
        XCTAssertEqual(cell.textLabel?.frame.minX, 52)
        XCTAssertEqual(cell.detailTextLabel?.frame.minX, 52)
        XCTAssertEqual(cell.imageView?.frame, CGRect(x: 16, y: 12, width: 20, height: 20))
    }
}
