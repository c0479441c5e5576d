import Foundation

extension Font {
    /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`, with UIKit's raw values.
    ///
    /// ``Font/preferredFont(forTextStyle:)`` gives each style its size and weight for the
    /// content size category, from Apple's Human Interface Guidelines ("Typography", iOS and
    /// iPadOS Dynamic Type sizes, one table per category from xSmall to AX5). At the default
    /// category, Large: large title 34, title 1 28, title 2 22, title 3 20, headline 17
    /// semibold, body 17, callout 16, subheadline 15, footnote 13, caption 1 12, caption 2 11
    /// (all others regular); see ``size(for:)`` for the other categories.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style (`UICTFontTextStyleBody`).
        public var rawValue: String

        /// Creates a style from UIKit's name for it.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large titles: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level headings: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level headings: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level headings: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size and weight at the Large category (body's for an unknown style).
        var largeMetrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }

        /// The style's point size at `category`, from Apple's Human Interface Guidelines,
        /// "Typography" > "Specifications" > "iOS, iPadOS Dynamic Type sizes" (one table per
        /// category, xSmall to AX5; https://developer.apple.com/design/human-interface-guidelines/typography).
        /// The standard categories agree with the sizes measured on iOS (gist alexisakers,
        /// "Generated within the iPhone Simulator": body 14 15 16 17 19 21 23, headline the same,
        /// caption 1 11 11 11 12 14 16 18), and the accessibility ones with swift-snapshot-testing's
        /// references recorded on iOS (title 1 at AX5 is 58: a label 69.333 tall). An
        /// unspecified or unknown category gives the Large size.
        public func size(for category: ContentSizeCategory) -> CGFloat {
            guard let column = category.tableIndex else { return largeMetrics.size }
            let row: [CGFloat]
            switch self {
            //                      xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
            case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: row =     [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: row =     [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: row =     [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline: row =   [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .body: row =       [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: row =    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: row =   [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: row =   [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: row =   [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: row =          [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            }
            return column < row.count ? row[column] : largeMetrics.size
        }
    }
}
