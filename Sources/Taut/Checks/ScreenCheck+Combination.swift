import Foundation

extension ScreenCheck {
    /// One environment a screen is laid out in: a device in one orientation, a text size and a
    /// layout direction.
    public struct Combination: Hashable, Sendable, CustomStringConvertible {
        /// The device, turned to the combination's orientation (``Device/orientation``).
        public var device: Device
        /// The user's preferred text size.
        public var contentSize: ContentSizeCategory
        /// The layout direction.
        public var direction: UserInterfaceLayoutDirection

        /// Creates a combination.
        public init(device: Device, contentSize: ContentSizeCategory, direction: UserInterfaceLayoutDirection) {
            self.device = device
            self.contentSize = contentSize
            self.direction = direction
        }

        /// The device and its orientation: `iPhone SE` or `iPhone SE landscape`.
        public var deviceDescription: String {
            device.orientation.isLandscape ? "\(device.name) landscape" : device.name
        }

        /// `iPhone SE landscape · L · RTL`.
        public var description: String {
            "\(deviceDescription) · \(contentSize.shortName) · \(direction.shortName)"
        }
    }
}

extension ContentSizeCategory {
    /// The short name of the category, as in the report: `XS`, `S`, `M`, `L`, `XL`, `XXL`,
    /// `XXXL`, then `AX1` to `AX5` for the five accessibility sizes (the names of Xcode's
    /// Environment Overrides and Accessibility Inspector), `unspecified`, or the raw value for
    /// an unknown category.
    public var shortName: String {
        ContentSizeCategory.shortNames.first { $0.category == self }?.name ?? (self == .unspecified ? "unspecified" : rawValue)
    }

    /// The category with a short name (``shortName``, any case) or a case name
    /// (`extraLarge`, `accessibilityMedium`), or `nil`.
    public init?(shortName: String) {
        let wanted = shortName.lowercased()
        if let found = ContentSizeCategory.shortNames.first(where: {
            $0.name.lowercased() == wanted || $0.caseName.lowercased() == wanted
        }) {
            self = found.category
        } else {
            return nil
        }
    }

    /// Every category from the smallest with its short and case names.
    static let shortNames: [(category: ContentSizeCategory, name: String, caseName: String)] = [
        (.extraSmall, "XS", "extraSmall"), (.small, "S", "small"), (.medium, "M", "medium"),
        (.large, "L", "large"), (.extraLarge, "XL", "extraLarge"), (.extraExtraLarge, "XXL", "extraExtraLarge"),
        (.extraExtraExtraLarge, "XXXL", "extraExtraExtraLarge"), (.accessibilityMedium, "AX1", "accessibilityMedium"),
        (.accessibilityLarge, "AX2", "accessibilityLarge"), (.accessibilityExtraLarge, "AX3", "accessibilityExtraLarge"),
        (.accessibilityExtraExtraLarge, "AX4", "accessibilityExtraExtraLarge"),
        (.accessibilityExtraExtraExtraLarge, "AX5", "accessibilityExtraExtraExtraLarge"),
    ]
}

extension UserInterfaceLayoutDirection {
    /// `LTR` or `RTL`.
    public var shortName: String { self == .rightToLeft ? "RTL" : "LTR" }
}

extension Array where Element == Device {
    /// Every iPhone of the catalog (``Device/all``), from the smallest.
    public static var iPhones: [Device] { Device.all.filter { $0.idiom == .phone } }
    /// Every iPad of the catalog (``Device/all``), from the smallest.
    public static var iPads: [Device] { Device.all.filter { $0.idiom == .pad } }
    /// Every device of the catalog.
    public static var allDevices: [Device] { Device.all }
}

extension Array where Element == ContentSizeCategory {
    /// The twelve text sizes, from `.extraSmall` to `.accessibilityExtraExtraExtraLarge`.
    public static var all: [ContentSizeCategory] { ContentSizeCategory.shortNames.map(\.category) }
    /// The seven text sizes outside the accessibility sizes, `.extraSmall` to
    /// `.extraExtraExtraLarge`.
    public static var standard: [ContentSizeCategory] { Array(all.prefix(7)) }
    /// Three text sizes that bound the others: `.extraSmall`, `.large` (the default) and
    /// `.accessibilityExtraExtraExtraLarge`.
    public static var representative: [ContentSizeCategory] {
        [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]
    }
    /// Only the default text size, `.large`.
    public static var defaultOnly: [ContentSizeCategory] { [.large] }
}

extension Array where Element == UserInterfaceLayoutDirection {
    /// Left to right, then right to left.
    public static var both: [UserInterfaceLayoutDirection] { [.leftToRight, .rightToLeft] }
}
