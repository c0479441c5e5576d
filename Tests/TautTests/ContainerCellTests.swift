import XCTest
@testable import Taut

// Text sizes come from the default monospaced measurer: a character is half the font size
// wide, a line 1.2 × the font size high (17 points: 8.5 × 20.4).

private final class MessageCell: TableViewCell {
    let title = Label()
    let body = Label()
    var selections: [Bool] = []
    var reused = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 10)
        contentView.addSubview(title)
        contentView.addSubview(body)
        title.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(12)
            make.leading.equalToSuperview().offset(16)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(16)
            make.bottom.equalToSuperview().offset(-12)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
}

final class ContainerCellTests: XCTestCase {
    func testSelfSizingTableCell() {
        let cell = MessageCell(style: .default, reuseIdentifier: "message")
        cell.title.text = "Hello"
        cell.body.text = String(repeating: "a", count: 100)
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // Body width 375 - 32 = 343 → 68 characters of 5 points a line → 100 characters on 2
        // lines of 12 = 24. Height: 12 + 20.4 (title) + 8 + 24 + 12 = 76.4.
        XCTAssertEqual(size.width, 375, accuracy: 1e-6)
        XCTAssertEqual(size.height, 76.4, accuracy: 1e-6)
        XCTAssertEqual(cell.reuseIdentifier, "message")

        // Laid out at that size, the frames follow.
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 76.4)
        cell.layoutIfNeeded()
        assertFrame(cell.contentView.frame, 0, 0, 375, 76.4)
        assertFrame(cell.title.frame, 16, 12, 42.5, 20.4)
        assertFrame(cell.body.frame, 16, 40.4, 343, 24)
    }

    func testDefaultCellFrameAndContentMargins() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        assertFrame(cell.frame, 0, 0, 320, 44)
        XCTAssertEqual(cell.contentView.layoutMargins, EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        XCTAssertNil(cell.detailTextLabel)
        cell.textLabel?.text = "Wi-Fi"
        cell.layoutIfNeeded()
        // "Wi-Fi": 5 × 8.5 = 42.5 wide, 20.4 high, at the leading margin 16, centred:
        // (44 - 20.4) / 2 = 11.8.
        assertFrame(cell.textLabel?.frame ?? .zero, 16, 11.8, 42.5, 20.4)
    }

    func testValue1AndSubtitleStyles() {
        let value1 = TableViewCell(style: .value1, reuseIdentifier: nil)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "On"
        value1.layoutIfNeeded()
        // "On": 17 wide, ending at the trailing margin 320 - 16 = 304 → x 287.
        assertFrame(value1.detailTextLabel?.frame ?? .zero, 287, 11.8, 17, 20.4)

        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Sub"
        let diagnostics = LayoutDiagnostics.collect { subtitle.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        // Title 42.5 × 20.4, detail (15 points) 22.5 × 18; the pair, 38.4 high, centred in 60:
        // top (60 - 38.4) / 2 = 10.8.
        assertFrame(subtitle.textLabel?.frame ?? .zero, 16, 10.8, 42.5, 20.4)
        assertFrame(subtitle.detailTextLabel?.frame ?? .zero, 16, 31.2, 22.5, 18)

        // In the default 44-point row the pair does not fit the 8-point margins: the margins
        // give way without a conflict, the pair stays centred: (44 - 38.4) / 2 = 2.8.
        let short = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        short.textLabel?.text = "Title"
        short.detailTextLabel?.text = "Sub"
        XCTAssertEqual(LayoutDiagnostics.collect { short.layoutIfNeeded() }.count, 0)
        assertFrame(short.textLabel?.frame ?? .zero, 16, 2.8, 42.5, 20.4)
    }

    func testAccessoryViewNarrowsTheContentView() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryView = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        cell.layoutIfNeeded()
        // Accessory 16 in from the trailing edge: x = 320 - 16 - 24 = 280, y = (44 - 24) / 2 = 10.
        assertFrame(cell.accessoryView?.frame ?? .zero, 280, 10, 24, 24)
        // The content view ends where the accessory begins: 320 - 40 = 280.
        assertFrame(cell.contentView.frame, 0, 0, 280, 44)
    }

    func testSelectionHighlightAndReuse() {
        let cell = MessageCell(style: .default, reuseIdentifier: "m")
        let selected = View()
        cell.selectedBackgroundView = selected
        XCTAssertTrue(selected.isHidden)
        cell.isSelected = true
        XCTAssertEqual(cell.selections, [true])
        XCTAssertTrue(cell.isSelected)
        XCTAssertFalse(selected.isHidden)
        cell.setSelected(false, animated: true)
        cell.isHighlighted = true
        XCTAssertEqual(cell.selections, [true, false])
        XCTAssertFalse(selected.isHidden)
        cell.prepareForReuse()
        XCTAssertEqual(cell.reused, 1)
        cell.layoutIfNeeded()
        assertFrame(selected.frame, 0, 0, 320, 44)
        XCTAssertTrue(cell.subviews.first === selected, "behind the content view")
    }

    func testCollectionViewCellSelfSizing() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = View()
        cell.contentView.addSubview(badge)
        badge.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(5)
            make.size.equalTo(CGSize(width: 50, height: 30))
        }
        let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // 50 + 10 by 30 + 10.
        XCTAssertEqual(size, CGSize(width: 60, height: 40))
        cell.layoutIfNeeded()
        assertFrame(cell.contentView.frame, 0, 0, 100, 100)
        cell.isSelected = true
        XCTAssertTrue(cell.isSelected)
        XCTAssertNil(cell.reuseIdentifier)
    }

    func testHeaderFooterTextLabel() {
        let header = TableViewHeaderFooterView(reuseIdentifier: "header")
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.textLabel?.text = "SECTION"
        header.layoutIfNeeded()
        // 7 × 8.5 = 59.5 wide at the 16-point margin, centred: (40 - 20.4) / 2 = 9.8.
        assertFrame(header.textLabel?.frame ?? .zero, 16, 9.8, 59.5, 20.4)
        XCTAssertEqual(header.reuseIdentifier, "header")
    }
}
