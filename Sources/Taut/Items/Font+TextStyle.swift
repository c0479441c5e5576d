import Foundation

extension Font {
    /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`, with UIKit's raw values.
    ///
    /// ``Font/preferredFont(forTextStyle:)`` gives each style its size and weight at the
    /// default content size category, Large, from Apple's Human Interface Guidelines
    /// ("Typography", iOS Dynamic Type sizes): large title 34, title 1 28, title 2 22,
    /// title 3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13,
    /// caption 1 12, caption 2 11 (all others regular).
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
    }
}
