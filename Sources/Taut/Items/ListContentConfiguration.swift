import Foundation

/// What a content view shows, and what makes one: UIKit's `UIContentConfiguration`.
public protocol ContentConfiguration {
    /// A new content view showing this configuration.
    func makeContentView() -> any View & ContentView
}

/// A view that shows a content configuration: UIKit's `UIContentView`.
public protocol ContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any ContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: whether it is of the same type
    /// as the one shown).
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    /// Whether `configuration` is of the same type as the one shown.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The content of a list cell, header or footer: text, secondary text and an image, with
/// their styles and margins: UIKit's `UIListContentConfiguration`. Get one from a cell's
/// `defaultContentConfiguration()` or a factory (``cell()``, ``subtitleCell()``…), fill it,
/// and set it as the cell's `contentConfiguration`.
///
/// The metrics are UIKit's for iOS 15 and later, with the body text style (17 points) at the
/// default content size: cells' layout margins are 11 points at the top and bottom (half the
/// body line height, rounded up, so one line of body text makes a 44-point row) and 16 at
/// the sides.
public struct ListContentConfiguration: ContentConfiguration, CustomStringConvertible {
    /// The style of a text: UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// How the text is aligned (`.natural`).
        public var alignment = TextAlignment.natural
        /// How lines break (`.byTruncatingTail`).
        public var lineBreakMode = LineBreakMode.byTruncatingTail
        /// The most lines shown (0, no limit, by default).
        public var numberOfLines = 0
        /// Whether the font follows the content size category (`true`).
        public var adjustsFontForContentSizeCategory = true
        /// Whether the text is shown in capitals (`false`, except grouped headers).
        public var transformsToUppercase = false

        /// A style of `font` and `color`.
        init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }
    }

    /// The style of an image: UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        /// The largest the image is shown (zero: its own size).
        public var maximumSize = CGSize.zero
        /// The room kept for an image, so that the text of rows with and without images lines
        /// up (zero: the image's own size).
        public var reservedLayoutSize = CGSize.zero
        /// The image's tint (`nil`: the view's tint).
        public var tintColor: Color?
        /// The corner radius (0).
        public var cornerRadius: CGFloat = 0
        /// A ``reservedLayoutSize`` side that means the system's standard size for symbol
        /// images (UIKit's `standardDimension`).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }

    // MARK: Factories

    /// The content of a list cell: body text (UIKit's `cell()`).
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(kind: .cell)
    }

    /// The content of a list cell with secondary text below the text, in subheadline
    /// (15 points) secondary label colour (UIKit's `subtitleCell()`).
    public static func subtitleCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(kind: .cell)
        configuration.secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline),
                                                               color: .secondaryLabel)
        return configuration
    }

    /// The content of a list cell with secondary text beside the text, at the trailing edge,
    /// in body secondary label colour (UIKit's `valueCell()`).
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(kind: .cell)
        configuration.secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body),
                                                               color: .secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// The content of a sidebar cell (UIKit's `sidebarCell()`).
    public static func sidebarCell() -> ListContentConfiguration {
        ListContentConfiguration(kind: .cell)
    }

    /// The content of a sidebar cell with secondary text below (UIKit's `sidebarSubtitleCell()`).
    public static func sidebarSubtitleCell() -> ListContentConfiguration { subtitleCell() }

    /// The content of a plain list's header: headline text (UIKit's `plainHeader()`).
    public static func plainHeader() -> ListContentConfiguration {
        ListContentConfiguration(kind: .header(grouped: false))
    }

    /// The content of a plain list's footer: footnote secondary text (UIKit's `plainFooter()`).
    public static func plainFooter() -> ListContentConfiguration {
        ListContentConfiguration(kind: .footer)
    }

    /// The content of a grouped list's header: footnote secondary text in capitals
    /// (UIKit's `groupedHeader()`).
    public static func groupedHeader() -> ListContentConfiguration {
        ListContentConfiguration(kind: .header(grouped: true))
    }

    /// The content of a grouped list's footer: footnote secondary text (UIKit's `groupedFooter()`).
    public static func groupedFooter() -> ListContentConfiguration {
        ListContentConfiguration(kind: .footer)
    }

    /// The content of a sidebar's header (UIKit's `sidebarHeader()`).
    public static func sidebarHeader() -> ListContentConfiguration { groupedHeader() }

    /// The content of a header (UIKit's `header()`, iOS 18: a plain header).
    public static func header() -> ListContentConfiguration { plainHeader() }

    /// The content of a footer (UIKit's `footer()`, iOS 18: a plain footer).
    public static func footer() -> ListContentConfiguration { plainFooter() }

    // MARK: Content

    /// The text (`nil`: none).
    public var text: String?
    /// The attributed text (`nil`: ``text`` is shown).
    public var attributedText: NSAttributedString?
    /// The secondary text (`nil`: none).
    public var secondaryText: String?
    /// The attributed secondary text.
    public var secondaryAttributedText: NSAttributedString?
    /// The image (`nil`: none).
    public var image: Image?

    /// The style of the text.
    public var textProperties: TextProperties
    /// The style of the secondary text.
    public var secondaryTextProperties: TextProperties
    /// The style of the image.
    public var imageProperties = ImageProperties()

    /// The margins between the content and the content view's edges.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// Space between the image and the text: 16 points (UIKit's list cells).
    public var imageToTextPadding: CGFloat = 16
    /// Space between the text and the secondary text below it: 3 points (UIKit's subtitle cells).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least space between the text and the secondary text beside it: 8 points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the secondary text goes beside the text when there is room (value cells).
    public var prefersSideBySideTextAndSecondaryText = false

    /// The text, secondary text and style, for debugging.
    public var description: String {
        "<list content \(kind) text \(text.map { "\"\($0)\"" } ?? "nil")"
            + " secondary \(secondaryText.map { "\"\($0)\"" } ?? "nil")>"
    }

    /// A new ``ListContentView`` showing this configuration.
    public func makeContentView() -> any View & ContentView {
        ListContentView(configuration: self)
    }

    // MARK: Kinds and metrics

    /// What the configuration is for.
    enum Kind: Equatable, CustomStringConvertible {
        case cell, header(grouped: Bool), footer
        var description: String {
            switch self {
            case .cell: return "cell"
            case .header(let grouped): return grouped ? "grouped header" : "plain header"
            case .footer: return "footer"
            }
        }
    }

    let kind: Kind

    /// The least height of a cell's content: 44 points, UIKit's default row height (none for
    /// headers and footers).
    var minimumHeight: CGFloat { kind == .cell ? 44 : 0 }

    /// The side layout margin of list content: 16 points (the system's minimum side margin
    /// on compact-width iPhones; UIKit widens it to 20 on wider screens through the cell's
    /// own margins).
    static let sideMargin: CGFloat = 16
    /// The top and bottom margins of a cell: 11 points, half the body style's line height
    /// (about 20.3 points in SF, 20.4 in Taut's metric), rounded up.
    static let cellVerticalMargin: CGFloat = 11

    init(kind: Kind) {
        self.kind = kind
        let side = Self.sideMargin
        switch kind {
        case .cell:
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
            secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
            directionalLayoutMargins = DirectionalEdgeInsets(top: Self.cellVerticalMargin, leading: side,
                                                             bottom: Self.cellVerticalMargin, trailing: side)
        case .header(let grouped):
            // Plain headers: headline (17 semibold) label colour; grouped ones: footnote
            // (13) secondary label colour, in capitals; 16 above and 6 below the text in
            // grouped lists, 7 and 7 in plain ones (approximately UIKit's header metrics).
            textProperties = grouped
                ? TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
                : TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label)
            textProperties.transformsToUppercase = grouped
            secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
            directionalLayoutMargins = grouped
                ? DirectionalEdgeInsets(top: 16, leading: side, bottom: 6, trailing: side)
                : DirectionalEdgeInsets(top: 7, leading: side, bottom: 7, trailing: side)
        case .footer:
            // Footnote (13) secondary label colour, 6 above and 16 below (approximately UIKit's).
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
            secondaryTextProperties = textProperties
            directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: side, bottom: 16, trailing: side)
        }
    }
}
