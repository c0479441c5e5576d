import Foundation

/// The labels of the built-in cell styles and their constraints.
extension TableViewCell {
    /// Makes the labels of the cell's style on first use and places them in the content view.
    func makeStyleLabelsIfNeeded() {
        guard styleLabels == nil else { return }
        let text = Label()
        text.translatesAutoresizingMaskIntoConstraints = false
        var detail: Label?
        switch style {
        case .default:
            break
        case .value1, .subtitle:
            detail = Label()
        case .value2:
            text.font = .systemFont(ofSize: 15)
            detail = Label()
        }
        if style == .subtitle { detail?.font = .systemFont(ofSize: 15) }
        detail?.translatesAutoresizingMaskIntoConstraints = false
        styleLabels = (text, detail)
        contentView.addSubview(text)
        if let detail { contentView.addSubview(detail) }
        let constraints = styleConstraints(text: text, detail: detail)
        // The margin bounds give way (749, below the labels' compression resistance) in a row
        // too short for the labels, rather than conflict with the centring or squash the text;
        // they still size a self-sizing cell (the fitting pull is 50).
        for c in constraints where c.relation != .equal { c.priority = .defaultHigh - 1 }
        LayoutConstraint.activate(constraints)
    }

    /// The constraints of the style: labels inside the content view's margins, centred
    /// vertically (UIKit's built-in styles, approximately).
    private func styleConstraints(text: Label, detail: Label?) -> [LayoutConstraint] {
        let margins = contentView.layoutMarginsGuide
        let start = styleLeadingGuideMadeIfNeeded().trailingAnchor
        var result = [
            text.leadingAnchor.constraint(equalTo: start),
            text.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        ]
        guard let detail else {
            return result + [
                text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                text.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            ]
        }
        switch style {
        case .subtitle:
            let pair = LayoutGuide()
            contentView.addLayoutGuide(pair)
            result += [
                text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.leadingAnchor.constraint(equalTo: start),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.topAnchor.constraint(equalTo: text.bottomAnchor),
                detail.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                pair.topAnchor.constraint(equalTo: text.topAnchor),
                pair.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
                pair.leadingAnchor.constraint(equalTo: start),
                pair.widthAnchor.constraint(equalToConstant: 0),
                pair.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ]
        case .value1, .value2:
            if style == .value2 {
                result.append(text.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: 0.25))
                result.append(detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 6))
                result.append(detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor))
            } else {
                result.append(detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
                result.append(detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8))
            }
            result += [
                text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                text.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                detail.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                detail.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                detail.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            ]
        case .default:
            break
        }
        return result
    }

    /// The gap between the style's image and its labels (UIKit's default styles, approximately).
    static let imageGap: CGFloat = 16

    /// The guide from the leading margin to where the style's labels start, made on first use:
    /// zero wide until the image view shows an image.
    func styleLeadingGuideMadeIfNeeded() -> LayoutGuide {
        if let styleLeadingGuide { return styleLeadingGuide }
        let guide = LayoutGuide()
        contentView.addLayoutGuide(guide)
        let room = guide.widthAnchor.constraint(equalToConstant: 0)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            guide.topAnchor.constraint(equalTo: contentView.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 0),
            room,
        ])
        styleLeadingGuide = guide
        styleLeadingRoom = room
        return guide
    }

    /// Makes the style's image view on first use, at the leading margin, centred vertically.
    func makeStyleImageViewIfNeeded() {
        guard styleImageView == nil else { return }
        let imageView = StyleImageView()
        imageView.cell = self
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        _ = styleLeadingGuideMadeIfNeeded()
        let margins = contentView.layoutMarginsGuide
        let top = imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor)
        let bottom = imageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
        top.priority = .defaultHigh - 1
        bottom.priority = .defaultHigh - 1
        LayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            imageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            top, bottom,
        ])
        styleImageView = imageView
        styleImageDidChange()
    }

    /// The style's image changed: the labels start after it (or at the margin without one).
    func styleImageDidChange() {
        let width = styleImageView?.intrinsicContentSize.width ?? View.noIntrinsicMetric
        styleLeadingRoom?.constant = width > 0 ? width + TableViewCell.imageGap : 0
    }
}

/// The image view of a cell's built-in style: tells its cell when its image changes.
final class StyleImageView: ImageView {
    var cell: TableViewCell? {
        get { cellReference?.view as? TableViewCell }
        set { cellReference = newValue?.itemReference }
    }
    /// The cell's reference (see ``ItemReference``).
    private var cellReference: ItemReference?

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        cell?.styleImageDidChange()
    }
}
