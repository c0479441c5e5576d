import Foundation

// UILabel's attributed text: how setting it updates the label's style properties, how those
// properties rewrite it, and when it is laid out run by run.
extension Label {
    /// Keeps a copy of `attributedText` and takes its first character's style (UIKit: "assigning
    /// a new value updates the values in the font, textColor, and other style-related
    /// properties so that they reflect the style information starting at location 0").
    func setAttributedText(_ attributedText: NSAttributedString?) {
        // UIKit declares the property `@NSCopying`: later changes to a mutable string the
        // app keeps do not reach the label.
        let copy = attributedText.map { ($0.copy() as? NSAttributedString) ?? $0 }
        text = copy?.string  // clears the previous attributed text
        if let copy, copy.length > 0 {
            let first = copy.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? Font { self.font = font }
            if let color = first[.foregroundColor] as? Color { textColor = color }
            if let style = first[.paragraphStyle] as? ParagraphStyle {
                textAlignment = style.alignment
                lineBreakMode = style.lineBreakMode
            }
        }
        storedAttributedText = copy
        attributedTextChanged()
    }

    /// The attributes UIKit gives plain text: the label's font, colour, alignment and line
    /// break mode.
    var plainTextAttributes: [NSAttributedString.Key: Any] {
        let style = MutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: font ?? Label.defaultFont, .foregroundColor: textColor ?? Color.label, .paragraphStyle: style]
    }

    /// Sets `key` to `value` over the whole attributed text (UIKit: a label's font, colour ...
    /// set while it has attributed text "applies ... to the entirety of the string").
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let stored = storedAttributedText, stored.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: stored)
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        storedAttributedText = changed
        attributedTextChanged()
    }

    /// Changes every paragraph style of the attributed text with `change` (a paragraph
    /// without one gets the default style, changed).
    func applyToParagraphStyles(_ change: (MutableParagraphStyle) -> Void) {
        guard let stored = storedAttributedText, stored.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: stored)
        let whole = NSRange(location: 0, length: changed.length)
        var styles: [(NSRange, MutableParagraphStyle)] = []
        changed.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
            let style = (value as? ParagraphStyle)?.mutableCopy() as? MutableParagraphStyle ?? MutableParagraphStyle()
            change(style)
            styles.append((range, style))
        }
        for (range, style) in styles { changed.addAttribute(.paragraphStyle, value: style, range: range) }
        storedAttributedText = changed
        attributedTextChanged()
    }

    /// Forgets the measurements of the old attributed text.
    private func attributedTextChanged() {
        attributedTextNeedsLayout = nil
        resetTextMeasurements()
        invalidateIntrinsicContentSize()
    }

    /// The attributed text when it must be measured as such: when it has other fonts than
    /// the label's, kerning, baseline offsets, or paragraph styles with spacings, line heights
    /// or indents. Otherwise (`nil`) its string is measured in the label's font, as plain
    /// text is, which gives the same answer faster (and a shaping measurer's own answer).
    var attributedTextToLayOut: NSAttributedString? {
        guard let stored = storedAttributedText else { return nil }
        if let known = attributedTextNeedsLayout { return known ? stored : nil }
        var needs = false
        let font = self.font ?? Label.defaultFont
        stored.enumerateAttributes(in: NSRange(location: 0, length: stored.length), options: []) { attributes, _, stop in
            if let runFont = attributes[.font] as? Font, runFont != font { needs = true }
            // Any kern or offset but zero, including a value that is not a number (which the
            // layout reports).
            if let kern = attributes[.kern], AttributedTextStyle.number(kern) != 0 { needs = true }
            if let offset = attributes[.baselineOffset], AttributedTextStyle.number(offset) != 0 { needs = true }
            if let style = attributes[.paragraphStyle] as? ParagraphStyle {
                var values = style.values
                values.alignment = .natural
                values.lineBreakMode = .byWordWrapping
                if values != ParagraphStyle.Values() { needs = true }
            }
            if needs { stop.pointee = true }
        }
        attributedTextNeedsLayout = needs
        return needs ? stored : nil
    }

    /// The attributed text laid out as the renderers draw it: with the monospaced metric,
    /// wrapped at `width` (`nil` when the label has no attributed text).
    func attributedTextLayout(width: CGFloat) -> AttributedTextLayout? {
        guard let stored = storedAttributedText else { return nil }
        // The picture follows the measurement: the label's own measurer's metrics (a measurer
        // other than the monospaced default is asked one character at a time, as its default
        // attributed measurement does).
        let metrics: TextMetrics = textMeasurer is MonospacedTextMeasurer ? .monospaced : .asking(textMeasurer)
        return AttributedTextLayout(stored, font: font ?? Label.defaultFont, alignment: textAlignment, maxWidth: width,
                                    numberOfLines: numberOfLines, metrics: metrics)
    }
}
