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
        var result = [
            text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
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
                detail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.topAnchor.constraint(equalTo: text.bottomAnchor),
                detail.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                pair.topAnchor.constraint(equalTo: text.topAnchor),
                pair.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
                pair.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
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
}
