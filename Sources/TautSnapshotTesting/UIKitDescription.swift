#if SnapshotTesting
import Foundation
import Taut

/// UIKit's text for views, as `-[UIView description]` and `recursiveDescription` print it on
/// iOS, with the `0x…` addresses swift-snapshot-testing's `purgePointers` removes already left
/// out (`<UILabel; frame = (16 20; 288 30); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer>>`).
///
/// The format, learnt from descriptions recorded on iOS (swift-snapshot-testing 1.19.7's own
/// references `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.*.txt`
/// and `testUIView.2.txt`, and `recursiveDescription` output quoted in public repositories
/// and posts, iOS 11–18):
/// - one line per view, children under their parent with `   | ` repeated per depth;
/// - `<ClassName; ` then the properties UIKit prints, in its order, each only when it differs
///   from UIKit's default: `frame = (x y; w h)`, `transform = [a, b, c, d, tx, ty]`,
///   `text = '…'` (labels, text fields; at most 25 characters then `...`), `clipsToBounds = YES`,
///   `hidden = YES`, `alpha = 0.5`, `opaque = NO`, `autoresize = W+H`, `tintColor = …`,
///   `userInteractionEnabled = NO`, `tag = 3`, `gestureRecognizers = <NSArray>`,
///   `backgroundColor = …`, `layer = <CALayer>`; scroll views add `contentOffset`,
///   `contentSize`, `adjustedContentInset` (and table views their `dataSource`) after the layer;
/// - numbers of frames and colours as `%g` prints them (161.333, 52.6667, 375), those of
///   points, sizes and transforms as `%.17g` (`NSStringFromCGSize`);
/// - a Taut class by its UIKit name (`Label` is `UILabel`, a button's title label
///   `UIButtonLabel`), an app's class by its module-qualified name with `baseClass = UILabel`
///   (the UIKit class it extends, unless `UIView`), as the Objective-C runtime names Swift
///   classes (`MyApp.ProfileHeaderView`).
enum UIKitDescription {
    /// The recursive description of `view` and its subviews, without a final newline.
    static func recursive(_ view: View) -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + describe(view))
            for child in view.subviews { visit(child, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// `-[UIView description]` of one view, addresses removed.
    static func describe(_ view: View) -> String {
        let (name, base) = className(of: view)
        var parts: [String] = []
        if let base { parts.append("baseClass = \(base)") }
        let frame = view.frame
        parts.append("frame = (\(g(frame.minX)) \(g(frame.minY)); \(g(frame.width)) \(g(frame.height)))")
        let t = view.transform
        if !t.isIdentity {
            parts.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(g17).joined(separator: ", "))]")
        }
        if let text = text(of: view) { parts.append("text = '\(text)'") }
        if view.clipsToBounds || isButtonImage(view) { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(g(view.alpha))") }
        if isNotOpaque(view) { parts.append("opaque = NO") }
        if let mask = autoresize(view.autoresizingMask) { parts.append("autoresize = \(mask)") }
        if let tint = setTintColor(of: view) { parts.append("tintColor = \(color(tint))") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if view is Window || !(view.gestureRecognizers ?? []).isEmpty { parts.append("gestureRecognizers = <NSArray>") }
        if let background = view.backgroundColor { parts.append("backgroundColor = \(color(background))") }
        parts.append("layer = <\(layerClass(of: view))>")
        var line = "<\(name); " + parts.joined(separator: "; ")
        if let scroll = view as? ScrollView {
            let offset = scroll.contentOffset, size = scroll.contentSize, inset = scroll.adjustedContentInset
            line += "; contentOffset: {\(g17(offset.x)), \(g17(offset.y))}"
            line += "; contentSize: {\(g17(size.width)), \(g17(size.height))}"
            line += "; adjustedContentInset: {\([inset.top, inset.left, inset.bottom, inset.right].map(g17).joined(separator: ", "))}"
            if let table = scroll as? TableView {
                line += "; dataSource: " + (table.dataSource.map { "<\(runtimeName(of: type(of: $0 as AnyObject)))>" } ?? "(null)")
            }
        }
        return line + ">"
    }

    // MARK: Class names

    /// The view's class as the Objective-C runtime names it on iOS, and the UIKit class an
    /// app's class extends (`nil` for UIKit's own classes and direct subclasses of `UIView`).
    static func className(of view: View) -> (name: String, baseClass: String?) {
        var type: AnyClass? = Swift.type(of: view)
        var own: AnyClass?
        while let current = type {
            if isTautClass(current) { break }
            if own == nil { own = current }
            type = _getSuperclass(current)
        }
        let uikit = type.map { uikitName(of: $0, view: view) } ?? "UIView"
        guard let own else { return (uikit, nil) }
        return (runtimeName(of: own), uikit == "UIView" ? nil : uikit)
    }

    /// Swift's module-qualified name of a class (`MyApp.ProfileHeaderView`), as the Objective-C
    /// runtime gives it for a class at the top level of a module. (A private or nested class
    /// has a mangled runtime name on iOS, `_TtC…`; it is named here by module and name.)
    static func runtimeName(of type: AnyClass) -> String {
        let cleaned = String(reflecting: type).replacingOccurrences(of: #"\(unknown context at \$[0-9a-f]+\)\."#, with: "",
                                                options: .regularExpression)
        return cleaned.replacingOccurrences(of: #"\(extension in [^)]*\):"#, with: "", options: .regularExpression)
    }

    private static func isTautClass(_ type: AnyClass) -> Bool {
        String(reflecting: type).hasPrefix("Taut.")
    }

    /// UIKit's name of a Taut class: `UI` and the Taut name (`UILabel`, `UIStackView`), with
    /// UIKit's private classes where UIKit uses one (a button's title label is a `UIButtonLabel`).
    private static func uikitName(of type: AnyClass, view: View) -> String {
        let name = String(String(reflecting: type).dropFirst("Taut.".count))
        if name == "Label", view.superview is Button { return "UIButtonLabel" }
        return "UI" + name
    }

    /// The layer class UIKit gives the view: labels draw in a `_UILabelLayer`, windows in a
    /// `UIWindowLayer`, every other view here in a `CALayer` (stack views too since iOS 14).
    private static func layerClass(of view: View) -> String {
        if view is Label { return "_UILabelLayer" }
        if view is Window { return "UIWindowLayer" }
        return "CALayer"
    }

    // MARK: Properties

    /// The text UIKit prints: a label's (when it has one) or a text field's (`''` when none),
    /// cut to 25 characters followed by `...` when longer, as UIKit cuts it
    /// (`text = 'Call any landline or mobi...'`).
    private static func text(of view: View) -> String? {
        let text: String
        if let label = view as? Label {
            guard let value = label.text else { return nil }
            text = value
        } else if let field = view as? TextField {
            text = field.text ?? ""
        } else {
            return nil
        }
        return text.count > 25 ? String(text.prefix(25)) + "..." : text
    }

    /// Whether UIKit prints `opaque = NO`: for views made non-opaque, and for the classes UIKit
    /// makes non-opaque (controls, image views, navigation bars, a button's label). Labels made
    /// in code print nothing on iOS 13 and later, whatever their opacity.
    private static func isNotOpaque(_ view: View) -> Bool {
        if view is Label { return view.superview is Button }
        if view is Control || view is ImageView || view is NavigationBar { return true }
        if view is StackView || view is ScrollView { return false }
        return !view.isOpaque
    }

    /// A button's image view, which UIKit clips to its bounds (`testUIView.2.txt`).
    private static func isButtonImage(_ view: View) -> Bool {
        view is ImageView && view.superview is Button
    }

    /// A tint colour set on the view itself: one that differs from its superview's.
    private static func setTintColor(of view: View) -> Color? {
        guard let tint = view.tintColor else { return nil }
        let inherited = view.superview?.tintColor ?? Color.systemBlue
        return tint == inherited ? nil : tint
    }

    /// UIKit's `autoresize = …`: the flexible edges and sizes in bit order (LM, W, RM, TM,
    /// H, BM), joined by `+`; `nil` for none.
    static func autoresize(_ mask: View.AutoresizingMask) -> String? {
        let names: [(View.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let parts = names.filter { mask.contains($0.0) }.map(\.1)
        return parts.isEmpty ? nil : parts.joined(separator: "+")
    }

    // MARK: Colours

    /// UIKit's description of a colour: a system colour by name
    /// (`<UIDynamicSystemColor; name = systemBlueColor>`), a dynamic one by its provider, the
    /// greys UIKit makes in the grey colour space (`.white`, `.black`, `.clear`…:
    /// `UIExtendedGrayColorSpace 1 1`), any other as `UIExtendedSRGBColorSpace r g b a`.
    /// (A grey made with `UIColor(white:alpha:)` is printed in sRGB: Taut does not keep the
    /// colour space a colour was made in.)
    static func color(_ color: Color) -> String {
        if let name = systemColorNames.first(where: { $0.0 === color })?.1 {
            return "<UIDynamicSystemColor; name = \(name)>"
        }
        if let grey = greys.first(where: { $0 === color }) {
            return "UIExtendedGrayColorSpace \(g(grey.red)) \(g(grey.alpha))"
        }
        let dark = color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        if dark != color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) {
            return "<UIDynamicProviderColor; provider = <__NSMallocBlock__>>"
        }
        return "UIExtendedSRGBColorSpace \(g(color.red)) \(g(color.green)) \(g(color.blue)) \(g(color.alpha))"
    }

    private static let greys: [Color] = [.black, .darkGray, .lightGray, .white, .gray, .clear, .lightText, .darkText]

    private static let systemColorNames: [(Color, String)] = [
        (.systemRed, "systemRedColor"), (.systemOrange, "systemOrangeColor"), (.systemYellow, "systemYellowColor"),
        (.systemGreen, "systemGreenColor"), (.systemMint, "systemMintColor"), (.systemTeal, "systemTealColor"),
        (.systemCyan, "systemCyanColor"), (.systemBlue, "systemBlueColor"), (.systemIndigo, "systemIndigoColor"),
        (.systemPurple, "systemPurpleColor"), (.systemPink, "systemPinkColor"), (.systemBrown, "systemBrownColor"),
        (.systemGray, "systemGrayColor"), (.systemGray2, "systemGray2Color"), (.systemGray3, "systemGray3Color"),
        (.systemGray4, "systemGray4Color"), (.systemGray5, "systemGray5Color"), (.systemGray6, "systemGray6Color"),
        (.label, "labelColor"), (.secondaryLabel, "secondaryLabelColor"), (.tertiaryLabel, "tertiaryLabelColor"),
        (.quaternaryLabel, "quaternaryLabelColor"), (.placeholderText, "placeholderTextColor"), (.link, "linkColor"),
        (.separator, "separatorColor"), (.opaqueSeparator, "opaqueSeparatorColor"),
        (.systemBackground, "systemBackgroundColor"), (.secondarySystemBackground, "secondarySystemBackgroundColor"),
        (.tertiarySystemBackground, "tertiarySystemBackgroundColor"),
        (.systemGroupedBackground, "systemGroupedBackgroundColor"),
        (.secondarySystemGroupedBackground, "secondarySystemGroupedBackgroundColor"),
        (.tertiarySystemGroupedBackground, "tertiarySystemGroupedBackgroundColor"),
        (.systemFill, "systemFillColor"), (.secondarySystemFill, "secondarySystemFillColor"),
        (.tertiarySystemFill, "tertiarySystemFillColor"), (.quaternarySystemFill, "quaternarySystemFillColor"),
    ]

    // MARK: Numbers

    /// `%g`: six significant digits, no trailing zeros (161.333, 52.6667, 0.333333, 375).
    static func g(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    /// `%.17g`, as `NSStringFromCGSize` and transforms print (466.83333333333337, 0).
    static func g17(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }
}
#endif
