import Foundation

extension ScreenInspector {
    /// How people recognise a view: its `accessibilityIdentifier` in quotes, else its class
    /// with its text for a label, a button or a text field (`Label "Sign in"`), else its class.
    static func name(of view: View) -> String {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return "'\(identifier)'" }
        let type = "\(Swift.type(of: view))"
        var text: String?
        if let label = view as? Label { text = label.text ?? label.attributedText?.string }
        else if let button = view as? Button { text = button.currentTitle }
        else if let field = view as? TextField { text = field.placeholder ?? field.text }
        guard let text, !text.isEmpty else { return type }
        let short = text.count > 24 ? String(text.prefix(23)) + "…" : text
        return "\(type) \"\(short)\""
    }

    /// The path of a child of the view at `path` (as ``walk()`` makes it).
    static func childPath(_ view: View, in path: String) -> String {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return "'\(identifier)'" }
        let index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        let type = "\(Swift.type(of: view))[\(index)]"
        return path.isEmpty ? type : "\(path) › \(type)"
    }

    /// How far `view`'s frame goes beyond `superview`'s bounds, or `nil` when it stays inside.
    static func escape(of view: View, in superview: View) -> String? {
        let frame = view.frame
        let bounds = superview.bounds
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
            return "has a frame that is not a number: \(rect(frame))"
        }
        var sides: [String] = []
        let tolerance = Self.tolerance
        if frame.minX < bounds.minX - tolerance { sides.append("\(number(bounds.minX - frame.minX)) on the left") }
        if frame.maxX > bounds.maxX + tolerance { sides.append("\(number(frame.maxX - bounds.maxX)) on the right") }
        if frame.minY < bounds.minY - tolerance { sides.append("\(number(bounds.minY - frame.minY)) at the top") }
        if frame.maxY > bounds.maxY + tolerance { sides.append("\(number(frame.maxY - bounds.maxY)) at the bottom") }
        guard !sides.isEmpty else { return nil }
        let effect = superview.clipsToBounds ? "which clips it" : "which draws it outside, where it cannot be tapped"
        return "frame \(rect(frame)) goes \(sides.joined(separator: ", ")) beyond its superview's bounds "
            + "\(rect(bounds)), \(effect)"
    }

    /// Why a label's text does not fit its bounds, or `nil` when it does.
    ///
    /// The text is measured as the label lays it out (``Label/textRect(forBounds:limitedToNumberOfLines:)``,
    /// so subclasses that inset their text count): a one-line label needs its whole text's
    /// width, a wrapping label its text wrapped at its width in at most ``Label/numberOfLines``
    /// lines; both need the height of those lines. A label that shrinks its font to fit
    /// (``Label/adjustsFontSizeToFitWidth`` with a ``Label/minimumScaleFactor`` above 0) is
    /// given the text's size at the smallest scale, widths and heights taken as proportional
    /// to the font size.
    static func truncation(of label: Label) -> String? {
        let text = label.attributedText?.string ?? label.text ?? ""
        guard !text.isEmpty else { return nil }
        let size = label.bounds.size
        let tolerance = Self.tolerance
        let huge = CGFloat.greatestFiniteMagnitude
        let shrink = label.adjustsFontSizeToFitWidth && label.minimumScaleFactor > 0 ? label.minimumScaleFactor : 1
        if label.numberOfLines == 1 {
            let needed = label.textRect(forBounds: CGRect(x: 0, y: 0, width: huge, height: huge),
                                        limitedToNumberOfLines: 1).size
            if needed.width * shrink > size.width + tolerance {
                return "needs \(number(needed.width * shrink)) points of width for its text on one line, has "
                    + "\(number(size.width)): UIKit truncates it"
            }
            if needed.height * shrink > size.height + tolerance {
                return "needs \(number(needed.height * shrink)) points of height, has \(number(size.height)): "
                    + "its text is clipped"
            }
            return nil
        }
        let wide = CGRect(x: 0, y: 0, width: max(size.width, 0), height: huge)
        let whole = label.textRect(forBounds: wide, limitedToNumberOfLines: 0).size
        let limited = label.numberOfLines > 0 ? label.textRect(forBounds: wide, limitedToNumberOfLines: label.numberOfLines).size : whole
        if whole.height > limited.height + tolerance {
            return "needs \(number(whole.height)) points of height at \(number(size.width)) wide, more than its "
                + "\(label.numberOfLines) line\(label.numberOfLines == 1 ? "" : "s") give (\(number(limited.height))): "
                + "UIKit truncates the rest"
        }
        if limited.height > size.height + tolerance {
            return "needs \(number(limited.height)) points of height at \(number(size.width)) wide, has "
                + "\(number(size.height)): its last lines are clipped"
        }
        if whole.width > size.width + tolerance {
            return "needs \(number(whole.width)) points of width for its longest word, has \(number(size.width))"
        }
        return nil
    }

    /// A constraint's equation with the items' debug names: `Label:3.width == 100 @750`.
    static func equation(of constraint: LayoutConstraint) -> String {
        var text = "\(constraint.firstAnchor) \(constraint.relation.symbol) "
        if let second = constraint.secondAnchor {
            text += second.description
            if constraint.multiplier != 1 { text += " * \(formatLayoutNumber(constraint.multiplier))" }
            if constraint.constant > 0 { text += " + \(formatLayoutNumber(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(formatLayoutNumber(-constraint.constant))" }
        } else {
            text += formatLayoutNumber(constraint.constant)
        }
        if constraint.priority != .required { text += " @\(constraint.priority)" }
        if constraint.kind != .user, let identifier = constraint.identifier { text += " [\(identifier)]" }
        return text
    }

    /// The text with its numbers taken out (a key that holds across screen sizes).
    static func withoutNumbers(_ text: String) -> String {
        String(text.map { $0.isNumber || $0 == "." ? "#" : $0 })
    }

    /// A number as the report shows it: at most two decimals, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        return formatLayoutNumber(rounded)
    }

    /// `W × H`.
    static func size(_ size: CGSize) -> String { "\(number(size.width)) × \(number(size.height))" }

    /// `(x, y, w, h)`.
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }
}
