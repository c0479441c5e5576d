import XCTest
import TautUIKit

// A custom control that places its buttons by hand in `layoutSubviews()` and reports its size
// through `intrinsicContentSize` (Apple's "Food Tracker" tutorial control, as apps write it).

final class RatingControl: UIControl {
    var rating = 0 {
        didSet {
            updateButtonSelectionStates()
            sendActions(for: .valueChanged)
        }
    }
    var starCount = 5 {
        didSet { setupButtons() }
    }
    private(set) var ratingButtons: [UIButton] = []
    private let starSize: CGFloat = 44
    private let spacing: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupButtons()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setupButtons()
    }

    override var intrinsicContentSize: CGSize {
        let count = CGFloat(starCount)
        return CGSize(width: count * starSize + max(count - 1, 0) * spacing, height: starSize)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, button) in ratingButtons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * (starSize + spacing), y: (bounds.height - starSize) / 2,
                                  width: starSize, height: starSize)
        }
    }

    private func setupButtons() {
        for button in ratingButtons {
            button.removeFromSuperview()
        }
        ratingButtons.removeAll()
        for index in 0..<starCount {
            let button = UIButton(type: .custom)
            button.setImage(UIImage(systemName: "star"), for: .normal)
            button.setImage(UIImage(systemName: "star.fill"), for: .selected)
            button.accessibilityLabel = "Set \(index + 1) star rating"
            button.addTarget(self, action: Self.ratingButtonTapped(button:), for: .touchUpInside)
            addSubview(button)
            ratingButtons.append(button)
        }
        updateButtonSelectionStates()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func ratingButtonTapped(button: UIButton) {
        guard let index = ratingButtons.firstIndex(of: button) else { return }
        let selectedRating = index + 1
        rating = selectedRating == rating ? 0 : selectedRating
    }

    private func updateButtonSelectionStates() {
        for (index, button) in ratingButtons.enumerated() {
            button.isSelected = index < rating
        }
    }
}

final class RatingControlPortTests: XCTestCase {
    func testTheControlIsCentredByItsIntrinsicSizeAndPlacesItsStarsByHand() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let control = RatingControl()
        control.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(control)
        NSLayoutConstraint.activate([
            control.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            control.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // 5 × 44 + 4 × 8 = 252 wide, 44 tall, centred in 400 × 200: (74, 78).
        XCTAssertEqual(control.frame, CGRect(x: 74, y: 78, width: 252, height: 44))
        XCTAssertEqual(control.ratingButtons.map(\.frame.minX), [0, 52, 104, 156, 208])
        XCTAssertEqual(control.ratingButtons[4].frame, CGRect(x: 208, y: 0, width: 44, height: 44))

        control.ratingButtons[2].sendActions(for: .touchUpInside)
        XCTAssertEqual(control.rating, 3)
        XCTAssertEqual(control.ratingButtons.map(\.isSelected), [true, true, true, false, false])
        XCTAssertEqual(changes, 1)

        control.starCount = 3
        root.layoutIfNeeded()
        // 3 × 44 + 2 × 8 = 148 wide: x = (400 - 148) / 2 = 126; three buttons placed again.
        XCTAssertEqual(control.frame, CGRect(x: 126, y: 78, width: 148, height: 44))
        XCTAssertEqual(control.ratingButtons.map(\.frame.minX), [0, 52, 104])
        XCTAssertEqual(control.subviews.count, 3)
    }
}
