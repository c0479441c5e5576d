import XCTest
import TautUIKit

// This file is written exactly as UIKit code; only `import UIKit` was replaced by
// `import TautUIKit`.

extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255,
                  green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    static let brandTint = UIColor(hex: 0x4A90D9)

    static let cardBackground = UIColor { traitCollection in
        traitCollection.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
    }
}

extension UIFont {
    static func rounded(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont.systemFont(ofSize: size, weight: weight)
    }
}

private final class SettingsRowView: UIView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.masksToBounds = true
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous

        titleLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        titleLabel.textColor = .label
        titleLabel.text = "Notifications"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)

        detailLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        detailLabel.textAlignment = .center
        detailLabel.numberOfLines = 0
        detailLabel.lineBreakMode = .byWordWrapping
        detailLabel.text = "On"
        detailLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(detailLabel)

        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            detailLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            detailLabel.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }
}

final class AppearanceUIKitPortTests: XCTestCase {
    func testSettingsRowLaysOutWithUIKitNames() {
        let width = UIScreen.main.bounds.width
        XCTAssertEqual(width, 390)
        XCTAssertEqual(UIScreen.main.scale, 3)
        let row = SettingsRowView(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        row.layoutIfNeeded()
        // Title: "Notifications", 13 × 7.5 = 97.5 by 1.2 × 15 = 18, at (16, 12).
        XCTAssertEqual(row.titleLabel.frame, CGRect(x: 16, y: 12, width: 97.5, height: 18))
        // Detail: "On" in the 17-pt semibold headline: 2 × 8.5 = 17 by 20.4, its trailing edge
        // 16 from 390, centred on the title's centre (12 + 9 = 21): y = 21 − 10.2.
        XCTAssertEqual(row.detailLabel.frame.minX, 390 - 16 - 17, accuracy: 1e-9)
        XCTAssertEqual(row.detailLabel.frame.minY, 10.8, accuracy: 1e-9)
        XCTAssertEqual(row.detailLabel.frame.size, CGSize(width: 17, height: 20.4))
        XCTAssertEqual(row.detailLabel.font.pointSize, 17)
        XCTAssertEqual(row.detailLabel.font.fontName, ".SFUI-Semibold")
        XCTAssertEqual(row.detailLabel.textAlignment, NSTextAlignment.center)
        XCTAssertEqual(row.detailLabel.textColor, UIColor.secondaryLabel)
        XCTAssertEqual(row.layer.borderColor, UIColor.separator)
        XCTAssertEqual(row.layer.maskedCorners, CACornerMask([.layerMinXMinYCorner, .layerMaxXMinYCorner]))
    }

    func testHexColoursAndDynamicColours() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor.brandTint.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        // 0x4A = 74, 0x90 = 144, 0xD9 = 217.
        XCTAssertEqual(red, 74.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(green, 144.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(blue, 217.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(alpha, 1)
        XCTAssertEqual(UIColor.cardBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), .white)
        XCTAssertEqual(UIColor.cardBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
                       UIColor(white: 0.1, alpha: 1))
        let label = UILabel()
        label.font = .rounded(ofSize: 13, weight: .semibold)
        XCTAssertEqual(label.font.pointSize, 13)
        label.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 13))
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 13))
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(label.traitCollection.horizontalSizeClass, UIUserInterfaceSizeClass.compact)
        XCTAssertFalse(UIContentSizeCategory.large.isAccessibilityCategory)
        let attributed = NSAttributedString(string: "Terms", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 12),
            .foregroundColor: UIColor.link,
        ])
        label.attributedText = attributed
        XCTAssertEqual(label.text, "Terms")
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .link)
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(literal, UIColor.orange)
    }
}
