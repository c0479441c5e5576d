import Foundation

/// One thing wrong with a laid-out screen, found by ``ScreenCheck``: a conflict, an ambiguous
/// view, a view outside its superview, cut text, overlapping controls or a control too small
/// to tap.
///
/// A problem names the view it is about in a way that stays the same from one layout of the
/// screen to the next (``viewName`` and ``viewPath``), so that the same problem found on
/// several devices, text sizes and directions is reported once, with the combinations where it
/// occurs (see ``ScreenCheckReport``).
public struct ScreenProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of problem the screen checker looks for; each can be switched off with
    /// ``ScreenCheck/kinds``.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
        /// Required constraints that cannot all hold: one was left out of the layout. The
        /// problem lists the smallest set of constraints that conflict, each with the file and
        /// line it was written on.
        case conflict
        /// A view or layout guide whose position or size the constraints leave open.
        case ambiguous
        /// A view whose frame goes beyond its superview's bounds: cut off when the superview
        /// clips (`clipsToBounds`), drawn outside it (and outside its touch area) otherwise.
        case escapesSuperview
        /// A label whose text needs more width, height or lines than the label got, so that
        /// UIKit would truncate or clip it.
        case truncatedText
        /// Two controls of the same superview whose frames intersect: a tap in the overlap
        /// reaches only the upper one.
        case overlappingControls
        /// An enabled control narrower or shorter than 44 points, the minimum tappable area of
        /// Apple's Human Interface Guidelines.
        case smallTapTarget
        /// Any other layout diagnostic reported while the screen was built and laid out (an
        /// invalid constraint, a layout feedback loop, …).
        case diagnostic

        /// The kind's name, as in the report: `truncated text`.
        public var description: String {
            switch self {
            case .conflict: return "conflict"
            case .ambiguous: return "ambiguous"
            case .escapesSuperview: return "escapes superview"
            case .truncatedText: return "truncated text"
            case .overlappingControls: return "overlapping controls"
            case .smallTapTarget: return "small tap target"
            case .diagnostic: return "diagnostic"
            }
        }

        /// The short column heading of the report's summary grid.
        public var heading: String {
            switch self {
            case .conflict: return "conflict"
            case .ambiguous: return "ambiguous"
            case .escapesSuperview: return "escapes"
            case .truncatedText: return "truncated"
            case .overlappingControls: return "overlap"
            case .smallTapTarget: return "tap<44"
            case .diagnostic: return "other"
            }
        }

        /// Kinds order as declared (the report's column order).
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The view the problem is about, as people recognise it: its `accessibilityIdentifier`
    /// in quotes, or its class and text (`Label "Sign in"`), or its class. For a conflict, the
    /// constraint left out.
    public var viewName: String
    /// Where the view is in the screen's tree, from the root: the class of each view with its
    /// index among its superview's subviews (`View › StackView[0] › Label[2]`), an
    /// `accessibilityIdentifier` standing for the path above it. Empty for a conflict.
    public var viewPath: String
    /// What is wrong, with the sizes involved: `needs 212 × 20.4 points on one line, has 160 × 20.4`.
    public var message: String
    /// More lines: for a conflict, each constraint involved (the one left out first) with its
    /// source location and equation.
    public var details: [String]
    /// What identifies the problem across layouts: equal for the same problem on two devices,
    /// even when the sizes in ``message`` differ.
    public var key: String

    /// Creates a problem.
    public init(kind: Kind, viewName: String, viewPath: String, message: String, details: [String] = [],
                key: String? = nil) {
        self.kind = kind
        self.viewName = viewName
        self.viewPath = viewPath
        self.message = message
        self.details = details
        self.key = key ?? "\(kind.rawValue)|\(viewPath)|\(viewName)"
    }

    /// `truncated text: Label "Sign in" (View › Label[2]): needs …` (the path left out when it is the name).
    public var description: String {
        let place = viewPath.isEmpty || viewPath == viewName ? "" : " (\(viewPath))"
        return "\(kind): \(viewName)\(place): \(message)"
    }
}
