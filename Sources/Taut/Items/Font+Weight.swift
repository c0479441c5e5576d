import Foundation

extension Font {
    /// The thickness of a font's strokes: UIKit's `UIFont.Weight`, with UIKit's raw values
    /// (from -0.8, ultra light, to 0.62, black; 0 is regular).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight as UIKit measures it: -1 (thinnest) ... 1 (heaviest), 0 regular.
        public var rawValue: CGFloat

        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light: -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin: -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// Light: -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// Regular: 0.
        public static let regular = Weight(rawValue: 0)
        /// Medium: 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold: 0.3 (the lightest weight ``Font/isBold`` counts as bold).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold: 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy: 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black: 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The standard weights, lightest first, with the names iOS gives the system font's.
        private static let named: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The name of the standard weight nearest to this one (`Regular`, `Semibold`, ...).
        var name: String {
            var best = Weight.named[3]
            for entry in Weight.named where abs(entry.0.rawValue - rawValue) < abs(best.0.rawValue - rawValue) {
                best = entry
            }
            return best.1
        }
    }
}
