import XCTest
import TautUIKit
import SnapKit

// An empty-state view: a picture, a title, a wrapped message and a button, in a centred
// vertical stack, laid out with SnapKit.

final class EmptyStateView: UIView {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let retryButton = UIButton(type: .system)
    let stackView = UIStackView()
    var onRetry: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80)).image { _ in }
        imageView.tintColor = .tertiaryLabel

        titleLabel.text = "No messages yet"
        titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)

        messageLabel.text = "When someone writes to you, their messages will show up here."
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.preferredMaxLayoutWidth = 240

        retryButton.setTitle("Try Again", for: .normal)
        retryButton.addAction(UIAction { [weak self] _ in self?.onRetry?() }, for: .touchUpInside)

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 12
        [imageView, titleLabel, messageLabel, retryButton].forEach(stackView.addArrangedSubview)
        addSubview(stackView)
        stackView.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.leading.greaterThanOrEqualToSuperview().offset(32)
            make.trailing.lessThanOrEqualToSuperview().offset(-32)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class EmptyStateViewPortTests: XCTestCase {
    func testTheStackIsCentredAndSizedByItsContent() {
        let emptyState = EmptyStateView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var retries = 0
        emptyState.onRetry = { retries += 1 }
        let diagnostics = LayoutDiagnostics.collect { emptyState.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // Image 80 × 80. Title "No messages yet", 20 pt: 15 × 10 = 150 × 24. Message, 15 pt,
        // wrapped at 240 (32 characters a line): "When someone writes to you," (27) / "their
        // messages will show up" (27) / "here." → 27 × 7.5 = 202.5 wide, 3 × 18 = 54 tall.
        // Button "Try Again": 9 × 7.5 = 67.5 wide, 18 + 12 = 30 tall.
        // Stack: as wide as the widest, 202.5; 80 + 12 + 24 + 12 + 54 + 12 + 30 = 224 tall;
        // centred: x = (375 - 202.5) / 2 = 86.25, y = (667 - 224) / 2 = 221.5.
        XCTAssertEqual(emptyState.stackView.frame, CGRect(x: 86.25, y: 221.5, width: 202.5, height: 224))
        // Centred across the stack: image x = (202.5 - 80) / 2 = 61.25, title 26.25, button 67.5.
        XCTAssertEqual(emptyState.imageView.frame, CGRect(x: 61.25, y: 0, width: 80, height: 80))
        XCTAssertEqual(emptyState.titleLabel.frame, CGRect(x: 26.25, y: 92, width: 150, height: 24))
        XCTAssertEqual(emptyState.messageLabel.frame, CGRect(x: 0, y: 128, width: 202.5, height: 54))
        XCTAssertEqual(emptyState.retryButton.frame, CGRect(x: 67.5, y: 194, width: 67.5, height: 30))

        emptyState.retryButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(retries, 1)
    }
}
