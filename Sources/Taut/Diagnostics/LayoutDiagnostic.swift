import Foundation

/// One problem found while building or solving a layout: what kind it is, a readable message,
/// the constraints involved and the source location of the one it is about.
///
/// Every diagnostic goes through ``LayoutDiagnostics/report(_:)`` to the one replaceable
/// ``LayoutDiagnostics/handler``.
public struct LayoutDiagnostic: CustomStringConvertible, @unchecked Sendable {
    /// The kind of problem. DSLs may define their own kinds with `Kind(rawValue:)`.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A required constraint could not be satisfied and was left out of the layout.
        public static let unsatisfiableConstraints = Kind(rawValue: "unsatisfiableConstraints")
        /// The constraint's items are not in one view tree; it was not installed.
        public static let noCommonAncestor = Kind(rawValue: "noCommonAncestor")
        /// A NaN or infinite constant, multiplier or priority was refused.
        public static let invalidValue = Kind(rawValue: "invalidValue")
        /// The attributes can't be related (a location to a size, x to y, a location to a constant).
        public static let invalidAttributes = Kind(rawValue: "invalidAttributes")
        /// An item of the constraint has been released.
        public static let missingItem = Kind(rawValue: "missingItem")
        /// An item is neither a `View` nor a `LayoutGuide`.
        public static let unsupportedItem = Kind(rawValue: "unsupportedItem")
        /// A DSL needed a superview that the view does not have (`equalToSuperview()`).
        public static let missingSuperview = Kind(rawValue: "missingSuperview")
        /// A DSL update found no matching constraint to change (it installs a new one).
        public static let noMatchingConstraint = Kind(rawValue: "noMatchingConstraint")
        /// The position or size of some views is not determined by their constraints.
        public static let ambiguousLayout = Kind(rawValue: "ambiguousLayout")
        /// A change to the view tree that Taut refused (such as adding a view inside itself).
        public static let invalidHierarchy = Kind(rawValue: "invalidHierarchy")
        /// A layout pass kept invalidating itself (a `layoutSubviews()` that changes what it
        /// lays out) and was stopped, or `layoutIfNeeded()` was called from inside a pass.
        public static let layoutFeedbackLoop = Kind(rawValue: "layoutFeedbackLoop")
        /// A Visual Format Language string could not be parsed; no constraints were made for it.
        public static let invalidVisualFormat = Kind(rawValue: "invalidVisualFormat")
        /// An image asked for by name was not found; `nil` was returned.
        public static let missingImage = Kind(rawValue: "missingImage")
        /// A colour asked for by name (`UIColor(named:)`) was not found in the registered asset
        /// catalogs; `nil` was returned.
        public static let missingColor = Kind(rawValue: "missingColor")
        /// A folder given to ``AssetCatalog/register(path:)`` does not exist, or a colour or
        /// image set's `Contents.json` could not be read; the folder or set was skipped.
        public static let invalidAssetCatalog = Kind(rawValue: "invalidAssetCatalog")
        /// A value given to a view or control was out of range or not a number; the nearest
        /// valid value was used instead.
        public static let invalidViewValue = Kind(rawValue: "invalidViewValue")
        /// A table or collection view was given data it cannot show: an index path out of
        /// range, a cell dequeued with an identifier nothing was registered under, a data source
        /// that returned no cell or a negative size. UIKit raises an exception; Taut names the
        /// index path, shows what it can and goes on.
        public static let invalidListData = Kind(rawValue: "invalidListData")

        /// The kind's name.
        public var description: String { rawValue }
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The readable explanation, naming the constraints, their labels and their sources.
    public var message: String
    /// The constraints involved; for a conflict, the one left out comes first, followed by
    /// the minimal set of constraints it conflicts with.
    public var constraints: [LayoutConstraint]
    /// For a conflict, the constraint that was left out of the layout.
    public var leftOutConstraint: LayoutConstraint?
    /// Where the constraint the diagnostic is about was written, if a DSL recorded it.
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, constraints: [LayoutConstraint] = [],
                leftOutConstraint: LayoutConstraint? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.message = message
        self.constraints = constraints
        self.leftOutConstraint = leftOutConstraint
        self.location = location ?? leftOutConstraint?.location ?? constraints.first?.location
    }

    /// `[Taut] kind: message`.
    public var description: String { "[Taut] \(kind): \(message)" }
}
