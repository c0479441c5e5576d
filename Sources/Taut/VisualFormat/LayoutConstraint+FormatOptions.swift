import Foundation

extension LayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: an
    /// alignment of all the views of the format, and the direction of a
    /// horizontal format. The raw values are UIKit's.
    ///
    /// An alignment option adds, for each pair of consecutive views in the
    /// format, a required constraint `previous.attribute == next.attribute`. It
    /// must be across the format's axis: `alignAllTop` suits `H:`, and
    /// `alignAllLeading` suits `V:`; the other way round is an error.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The bits of the options.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of all the views (vertical formats).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of all the views (vertical formats).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of all the views (horizontal formats).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of all the views (horizontal formats).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of all the views (vertical formats).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of all the views (vertical formats).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centers of all the views (vertical formats).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centers of all the views (horizontal formats).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of all the views (horizontal formats).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of all the views (horizontal formats).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that hold alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Lays a horizontal format out from leading to trailing edges, following
        /// the layout direction (the default: no bit set).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lays a horizontal format out from left to right, whatever the layout
        /// direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays a horizontal format out from right to left: the first view of
        /// the format is the rightmost.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// The alignment attributes, in the order of their bits.
        var alignmentAttributes: [VisualFormatAttribute] {
            let table: [(FormatOptions, VisualFormatAttribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
                (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
                (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
                (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return table.filter { contains($0.0) }.map(\.1)
        }

        /// The direction, `nil` when both direction bits are set.
        var direction: VisualFormatOptionsModel.Direction? {
            switch rawValue & FormatOptions.directionMask.rawValue {
            case 0: return .leadingToTrailing
            case FormatOptions.directionLeftToRight.rawValue: return .leftToRight
            case FormatOptions.directionRightToLeft.rawValue: return .rightToLeft
            default: return nil
            }
        }
    }
}
