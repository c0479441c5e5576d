import Foundation

/// A decoded layout file: a canvas, a tree of named views and their constraints.
///
/// A layout file describes a screen without Swift code. On disk it is YAML, which the
/// `TautLayoutFile` module reads (`LayoutFileLoader`, `LayoutFileScene.load(contentsOf:)`);
/// this type is the decoded form, independent of any file format, that
/// ``LayoutFileBuilder`` turns into a tree of views and constraints:
///
/// ```yaml
/// canvas: { width: 390, height: 844, safeArea: { top: 47, bottom: 34 } }
/// views:
///   card:   { color: "#f2f2f7", margins: 16 }
///   avatar: { parent: card, color: "#4a90d9" }
/// constraints:
///   - "H:|-16-[card]-16-|"
///   - "card.top == safeArea.top + 8"
///   - "avatar.width == 64"
/// ```
///
/// See the article "The layout file format" for every key.
public struct LayoutFile: Sendable {
    /// The path the file was read from, used in every position.
    public var path: String
    /// The root view's size, safe area and layout direction.
    public var canvas: LayoutFileCanvas
    /// The views, in file order; a parent is listed before or after its children.
    public var views: [LayoutFileView]
    /// Named numbers that visual formats and equations can use instead of literals.
    public var metrics: [String: Double]
    /// The constraints, in file order.
    public var constraints: [LayoutFileConstraint]

    /// Creates a layout file model.
    public init(
        path: String,
        canvas: LayoutFileCanvas = LayoutFileCanvas(),
        views: [LayoutFileView] = [],
        metrics: [String: Double] = [:],
        constraints: [LayoutFileConstraint] = []
    ) {
        self.path = path
        self.canvas = canvas
        self.views = views
        self.metrics = metrics
        self.constraints = constraints
    }

    /// The name that stands for the canvas (the root view) in constraints and `parent:`.
    public static let canvasName = "canvas"

    /// Names that constraints use for the first item's parent and its guides:
    /// `superview` (the parent view), `safeArea` (its safe area layout guide) and
    /// `margins` (its layout margins guide).
    public static let parentNames: Set<String> = ["superview", "safeArea", "margins"]

    /// Names no view may take, because constraints give them another meaning.
    public static var reservedNames: Set<String> { parentNames.union([canvasName]) }
}

extension LayoutFile {
    /// The candidate a misspelt `name` was probably meant to be, for "did you mean"
    /// hints: a case-insensitive match, else the closest by edit distance when it is at
    /// most 2 (1 for names of up to 3 characters); `nil` when none is close.
    public static func closestName(to name: String, among candidates: [String]) -> String? {
        LayoutFileNameMatcher.closest(to: name, among: candidates)
    }
}
