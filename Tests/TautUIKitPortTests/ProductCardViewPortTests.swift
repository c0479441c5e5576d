import XCTest
import TautUIKit
import SnapKit

// A shop's product card: a rounded card with a shadow, a 4:3 picture sized from its width, a
// price with the old price on its baseline, and an add button centred on the price line.

final class ProductCardView: UIView {
    let imageView = UIImageView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()
    let oldPriceLabel = UILabel()
    let addButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.1
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 8
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .systemGray6
        nameLabel.font = .systemFont(ofSize: 15, weight: .medium)
        nameLabel.numberOfLines = 2
        priceLabel.font = .boldSystemFont(ofSize: 20)
        oldPriceLabel.font = .systemFont(ofSize: 10)
        oldPriceLabel.textColor = .secondaryLabel
        addButton.setTitle("Add", for: .normal)

        [imageView, nameLabel, priceLabel, oldPriceLabel, addButton].forEach { addSubview($0) }
        imageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(imageView.snp.width).multipliedBy(0.75)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(imageView.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(12)
        }
        priceLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(4)
            make.leading.equalToSuperview().offset(12)
            make.bottom.equalToSuperview().offset(-12)
        }
        oldPriceLabel.snp.makeConstraints { make in
            make.leading.equalTo(priceLabel.snp.trailing).offset(6)
            make.lastBaseline.equalTo(priceLabel.snp.lastBaseline)
        }
        addButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(12)
            make.centerY.equalTo(priceLabel)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, price: String, oldPrice: String?) {
        nameLabel.text = name
        priceLabel.text = price
        oldPriceLabel.text = oldPrice
        oldPriceLabel.isHidden = oldPrice == nil
    }
}

final class ProductCardViewPortTests: XCTestCase {
    func testTheCardIsSizedByItsWidthAndContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = ProductCardView()
        root.addSubview(card)
        card.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        card.configure(name: "Linen shirt", price: "$49", oldPrice: "$79")
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // Card 375 - 32 = 343 wide. Picture 343 × 0.75 = 257.25 tall.
        XCTAssertEqual(card.imageView.frame, CGRect(x: 0, y: 0, width: 343, height: 257.25))
        // Name, 15 pt, one line: (12, 265.25, 319, 18). Price "$49", 20 pt: 30 × 24 at
        // y = 283.25 + 4 = 287.25; the card ends 12 below it: 287.25 + 24 + 12 = 323.25 tall.
        XCTAssertEqual(card.nameLabel.frame, CGRect(x: 12, y: 265.25, width: 319, height: 18))
        XCTAssertEqual(card.priceLabel.frame, CGRect(x: 12, y: 287.25, width: 30, height: 24))
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 100, width: 343, height: 323.25))
        // Old price "$79", 10 pt: 15 × 12, at x = 42 + 6 = 48; baselines: the price's is 20
        // below its top (307.25), the old price's 10 below its top: y = 297.25.
        XCTAssertEqual(card.oldPriceLabel.frame, CGRect(x: 48, y: 297.25, width: 15, height: 12))
        // "Add": 22.5 × 30 at x = 343 - 12 - 22.5 = 308.5, centred on the price (299.25): 284.25.
        XCTAssertEqual(card.addButton.frame, CGRect(x: 308.5, y: 284.25, width: 22.5, height: 30))
    }
}
