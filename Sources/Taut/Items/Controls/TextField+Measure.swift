import Foundation

extension TextField {
    /// The horizontal padding on each side of the text for a border style: 0 for `.none`,
    /// 7 otherwise (UIKit's rounded text fields start their text 7 points in).
    var horizontalPadding: CGFloat { borderStyle == .none ? 0 : 7 }
    /// The vertical padding above and below the text in all: 0 for `.none`, 13 otherwise
    /// (a 17-point rounded field, 21 points of text, is 34 tall in UIKit).
    var verticalPadding: CGFloat { borderStyle == .none ? 0 : 13 }
    /// The smallest height of a `.roundedRect` field: 34 (Interface Builder's height for
    /// rounded text fields with 14- and 17-point fonts).
    static var minimumRoundedRectHeight: CGFloat { 34 }

    /// Whether an overlay view with `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The size an overlay view takes: its frame's size, or else its intrinsic size
    /// (axes without one count as 0).
    func overlaySize(_ view: View?, mode: ViewMode) -> CGSize {
        guard let view, shows(mode) else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: Swift.max(0, intrinsic.width), height: Swift.max(0, intrinsic.height))
    }

    /// The intrinsic size (see ``intrinsicContentSize``).
    func measuredSize() -> CGSize {
        let measurer = Label.defaultTextMeasurer
        let font = storedFont
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        // Attributed text (or placeholder) is measured run by run; its height counts when it
        // is taller than the font's line.
        let attributed = storedText.isEmpty ? storedAttributedPlaceholder : storedAttributedText
        let shownSize = shown.isEmpty ? CGSize.zero
            : attributed.map { measurer.measure($0, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1).size }
            ?? measurer.measure(shown, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1).size
        let textWidth = shownSize.width
        let lineHeight = Swift.max(
            measurer.measure("Ag", font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1).size.height,
            attributed == nil ? 0 : shownSize.height).rounded(.up)
        let left = overlaySize(leftView, mode: leftViewMode)
        let right = overlaySize(rightView, mode: rightViewMode)
        let width = textWidth + 2 * horizontalPadding + left.width + right.width
        var height = Swift.max(lineHeight + verticalPadding, left.height, right.height)
        if borderStyle == .roundedRect { height = Swift.max(height, TextField.minimumRoundedRectHeight) }
        return CGSize(width: width, height: height)
    }

    /// The bounds less the border padding and the overlay views that show.
    func textArea(in bounds: CGRect) -> CGRect {
        let left = overlaySize(leftView, mode: leftViewMode).width
        let right = overlaySize(rightView, mode: rightViewMode).width
        let x = bounds.minX + horizontalPadding + left
        let width = Swift.max(0, bounds.width - 2 * horizontalPadding - left - right)
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    /// An overlay view's rectangle: against one edge, its own size, centred vertically.
    func overlayRect(of view: View?, atLeft: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        let size = overlaySize(view, mode: .always)
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
}
