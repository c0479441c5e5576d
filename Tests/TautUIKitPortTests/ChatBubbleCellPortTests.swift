import XCTest
import TautUIKit
import SnapKit

// A chat bubble in a collection view cell: incoming bubbles hug the leading edge, outgoing ones
// the trailing edge, switched with SnapKit's `remakeConstraints`.

final class ChatBubbleCell: UICollectionViewCell {
    static let reuseIdentifier = "ChatBubbleCell"
    let bubbleView = UIView()
    let messageLabel = UILabel()

    var isOutgoing = false {
        didSet { updateAlignment() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(messageLabel)
        bubbleView.layer.cornerRadius = 18
        bubbleView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        messageLabel.numberOfLines = 0
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        }
        updateAlignment()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        messageLabel.text = nil
        isOutgoing = false
    }

    private func updateAlignment() {
        bubbleView.snp.remakeConstraints { make in
            make.top.bottom.equalToSuperview().inset(4)
            make.width.lessThanOrEqualToSuperview().multipliedBy(0.75)
            if isOutgoing {
                make.trailing.equalToSuperview().inset(8)
            } else {
                make.leading.equalToSuperview().inset(8)
            }
        }
        bubbleView.backgroundColor = isOutgoing ? .systemBlue : .systemGray5
        messageLabel.textColor = isOutgoing ? .white : .label
    }
}

final class ChatBubbleCellPortTests: XCTestCase {
    func testBubblesHugTheirSideAndSwitchWithRemakeConstraints() {
        let cell = ChatBubbleCell(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        cell.messageLabel.text = "Hi!"
        let diagnostics = LayoutDiagnostics.collect {
            cell.layoutIfNeeded()
            // "Hi!": 3 × 7.5 = 22.5 wide; the bubble is 22.5 + 24 = 46.5 wide, 60 - 8 = 52 tall.
            XCTAssertEqual(cell.bubbleView.frame, CGRect(x: 8, y: 4, width: 46.5, height: 52))
            XCTAssertEqual(cell.messageLabel.frame, CGRect(x: 12, y: 8, width: 22.5, height: 36))

            cell.isOutgoing = true
            cell.layoutIfNeeded()
            // Against the trailing edge: x = 320 - 8 - 46.5 = 265.5.
            XCTAssertEqual(cell.bubbleView.frame, CGRect(x: 265.5, y: 4, width: 46.5, height: 52))
            XCTAssertEqual(cell.bubbleView.backgroundColor, .systemBlue)

            cell.messageLabel.text = String(repeating: "long words ", count: 8)
            cell.layoutIfNeeded()
            // Wider than 0.75 × 320 = 240 allows: the bubble is 240 wide, the text wraps at
            // 240 - 24 = 216 (28 characters a line).
            XCTAssertEqual(cell.bubbleView.frame, CGRect(x: 72, y: 4, width: 240, height: 52))
            XCTAssertEqual(cell.messageLabel.frame.width, 216)

            cell.prepareForReuse()
            cell.messageLabel.text = "Hi!"
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.bubbleView.frame, CGRect(x: 8, y: 4, width: 46.5, height: 52))
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
    }
}
