import Foundation

/// The user's preferred text size (Dynamic Type): UIKit's `UIContentSizeCategory`, with
/// UIKit's raw values. Categories compare by size (`.large < .extraLarge`).
///
/// ``Font/preferredFont(forTextStyle:compatibleWith:)`` gives each text style its size for the
/// category (Apple's Dynamic Type table, ``Font/TextStyle/size(for:)``); labels with
/// ``Label/adjustsFontForContentSizeCategory`` follow their trait collection's category.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name for the category (`UICTContentSizeCategoryL`).
    public var rawValue: String

    /// Creates a category from UIKit's name for it.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not known.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default on iOS, the size the text styles' point sizes are given for.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// A large accessibility size.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An extra large accessibility size.
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An extra extra large accessibility size.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest.
    private static let ordered: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes (`.accessibilityMedium` and larger).
    public var isAccessibilityCategory: Bool { rank >= 7 }

    /// Whether `lhs` is a smaller size than `rhs` (unknown names and `.unspecified` come first).
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// The category's column in the Dynamic Type tables (0 for `.extraSmall` … 11 for
    /// `.accessibilityExtraExtraExtraLarge`), `nil` for `.unspecified` and unknown names.
    var tableIndex: Int? { Self.ordered.firstIndex(of: self) }
}
