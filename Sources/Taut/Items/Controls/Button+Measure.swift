import Foundation

extension Button {
    /// The point size of a button title's system font: 15 (UIKit's `UIButton` title label
    /// default since iOS 7; `UIFont.buttonFontSize`, 18, is not what buttons use).
    public static var titleFontSize: CGFloat { 15 }

    /// The padding UIKit adds above and below the title of a button whose content insets are
    /// zero: 6 points (a default system button with a 15-point title, 18 points tall, is 30
    /// points tall; with an 18-point title, 21.5 tall, it is 33 — as measured in UIKit's
    /// view debugger and reported by developers).
    static var implicitTitlePadding: CGFloat { 6 }

    /// The size of an empty button (no title, image or background image) in UIKit: 30 × 34.
    static var emptyButtonSize: CGSize { CGSize(width: 30, height: 34) }

    /// The title's size in the title label's font (zero without a title).
    var measuredTitleSize: CGSize {
        guard let title = displayedTitle, !title.isEmpty else { return .zero }
        // The label exists whenever there is a title (contentDidChange makes it); measuring
        // never adds it, so that measuring has no side effects.
        guard let label = existingTitleLabel else {
            return Label.defaultTextMeasurer.measure(title, font: .systemFont(ofSize: Button.titleFontSize),
                                                     maxWidth: .greatestFiniteMagnitude, numberOfLines: 1).size
        }
        // An attributed title is the label's attributed text: measured run by run.
        if label.storedAttributedText != nil { return label.measureText().size }
        return label.textMeasurer.measure(title, font: label.font, maxWidth: .greatestFiniteMagnitude,
                                          numberOfLines: label.numberOfLines).size
    }

    /// The intrinsic content size (see ``intrinsicContentSize``).
    func measuredContentSize() -> CGSize {
        let title = measuredTitleSize
        let image = currentImage?.size ?? .zero
        let background = currentBackgroundImage?.size ?? .zero
        let hasTitle = title != .zero
        guard hasTitle || currentImage != nil || currentBackgroundImage != nil else { return Button.emptyButtonSize }
        let insets = contentEdgeInsets
        var width = title.width + image.width + insets.left + insets.right
        var height = Swift.max(title.height, image.height) + insets.top + insets.bottom
        if hasTitle, insets == .zero { height += 2 * Button.implicitTitlePadding }
        width = Swift.max(width, background.width)
        height = Swift.max(height, background.height)
        return CGSize(width: width, height: height)
    }

    /// The image and title rectangles in `content`: side by side (image first), the pair
    /// placed by the effective horizontal alignment, each placed by the vertical alignment,
    /// then inset by their edge insets (sizes never below zero).
    func placedContent(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = currentImage?.size ?? .zero
        var titleSize = measuredTitleSize
        let horizontal = effectiveContentHorizontalAlignment
        let vertical = contentVerticalAlignment
        // A title wider than the room left beside the image is cut to that room.
        titleSize.width = Swift.max(0, Swift.min(titleSize.width, content.width - imageSize.width))
        if horizontal == .fill { titleSize.width = Swift.max(0, content.width - imageSize.width) }
        let total = imageSize.width + titleSize.width
        let startX: CGFloat
        switch horizontal {
        case .left, .leading, .fill: startX = content.minX
        case .right, .trailing: startX = content.maxX - total
        case .center: startX = content.minX + (content.width - total) / 2
        }
        func place(_ size: CGSize, x: CGFloat) -> CGRect {
            var height = size.height
            let y: CGFloat
            switch vertical {
            case .top: y = content.minY
            case .bottom: y = content.maxY - height
            case .fill: y = content.minY; height = Swift.max(0, content.height)
            case .center: y = content.minY + (content.height - height) / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: height)
        }
        let imageRect = Button.inset(place(imageSize, x: startX), by: imageEdgeInsets)
        let titleRect = Button.inset(place(titleSize, x: startX + imageSize.width), by: titleEdgeInsets)
        return (imageRect, titleRect)
    }

    /// `rect` inset by `insets`, its size kept at zero or more.
    static func inset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        let r = insets.inset(rect)
        return CGRect(x: r.minX, y: r.minY, width: Swift.max(0, r.width), height: Swift.max(0, r.height))
    }

    /// `insets` with every non-finite side (and, unless allowed, negative side) replaced by
    /// 0, reporting an `.invalidViewValue` diagnostic for each.
    static func validated(_ insets: EdgeInsets, name: String, allowNegative: Bool, in view: View) -> EdgeInsets {
        func clean(_ value: CGFloat, _ side: String) -> CGFloat {
            if value.isFinite, allowNegative || value >= 0 { return value }
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "\(view.debugName): \(name).\(side) was set to \(value); 0 was used"))
            return 0
        }
        return EdgeInsets(top: clean(insets.top, "top"), left: clean(insets.left, "left"),
                          bottom: clean(insets.bottom, "bottom"), right: clean(insets.right, "right"))
    }
}
