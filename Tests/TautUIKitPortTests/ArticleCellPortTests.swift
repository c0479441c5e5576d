import XCTest
import TautUIKit

// A news list cell laid out with the Visual Format Language, sized by Auto Layout as a
// self-sizing table view cell is.

final class ArticleCell: UITableViewCell {
    static let reuseIdentifier = "ArticleCell"

    let thumbnailView = UIImageView()
    let titleLabel = UILabel()
    let summaryLabel = UILabel()
    let dateLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.layer.cornerRadius = 6
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        summaryLabel.font = .systemFont(ofSize: 10)
        summaryLabel.numberOfLines = 0
        summaryLabel.textColor = .secondaryLabel
        dateLabel.font = .systemFont(ofSize: 10)
        dateLabel.textColor = .tertiaryLabel

        let views: [String: UIView] = ["thumb": thumbnailView, "title": titleLabel, "summary": summaryLabel, "date": dateLabel]
        for view in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let metrics = ["pad": 12, "side": 60]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[thumb(side)]-pad-[title]-pad-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[thumb(side)]-(>=pad)-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[title]-4-[summary]-4-[date]-(>=pad)-|",
                                                      options: [.alignAllLeading, .alignAllTrailing],
                                                      metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, summary: String, date: String) {
        titleLabel.text = title
        summaryLabel.text = summary
        dateLabel.text = date
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnailView.image = nil
    }
}

final class ArticleCellPortTests: XCTestCase {
    func testTheCellSizesItselfAndLaysOutAtThatSize() {
        let cell = ArticleCell(style: .default, reuseIdentifier: ArticleCell.reuseIdentifier)
        cell.configure(title: "Swift on Linux",
                       summary: "Layout code written for phones now runs on servers too, frame for frame.",
                       date: "2 hours ago")
        var size = CGSize.zero
        let diagnostics = LayoutDiagnostics.collect {
            size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
            cell.frame = CGRect(origin: .zero, size: size)
            cell.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // The text column starts at 12 + 60 + 12 = 84 and is 320 - 84 - 12 = 224 wide.
        // Title: 15 pt, 18 tall at y 12. Summary: 10 pt, 44 characters a line; "Layout code
        // written for phones now runs on" is 42, adding "servers" would make 50, so two lines
        // (24 tall) at y 12 + 18 + 4 = 34. Date: 12 tall at 34 + 24 + 4 = 62, ending at 74.
        // The cell is max(74, 12 + 60) + 12 = 86 tall.
        XCTAssertEqual(size, CGSize(width: 320, height: 86))
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 86))
        XCTAssertEqual(cell.thumbnailView.frame, CGRect(x: 12, y: 12, width: 60, height: 60))
        XCTAssertEqual(cell.titleLabel.frame, CGRect(x: 84, y: 12, width: 224, height: 18))
        XCTAssertEqual(cell.summaryLabel.frame, CGRect(x: 84, y: 34, width: 224, height: 24))
        XCTAssertEqual(cell.dateLabel.frame, CGRect(x: 84, y: 62, width: 224, height: 12))
    }
}
