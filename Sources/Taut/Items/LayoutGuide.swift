import Foundation

/// A rectangle that takes part in layout without being a view: a spacer, a container for a
/// group, the layout margins or the safe area. UIKit's `UILayoutGuide`.
///
/// Add a guide to a view with ``View/addLayoutGuide(_:)``; after a layout pass its
/// ``layoutFrame`` holds its rectangle in the owning view's coordinates.
open class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// Which built-in guide this is.
    enum System { case margins, safeArea, scrollContent, scrollFrame, readableContent, keyboard }

    /// A name for descriptions and diagnostics (empty by default). The built-in guides are
    /// `UIViewLayoutMarginsGuide`, `UIViewSafeAreaLayoutGuide`, `UIViewReadableContentGuide`
    /// and `UIViewKeyboardLayoutGuide`, as in UIKit; a scroll view's are
    /// `UIScrollView-contentLayoutGuide` and `UIScrollView-frameLayoutGuide`.
    public var identifier: String
    /// The view the guide belongs to (not kept alive by the guide), or `nil` before it is
    /// added and once the view is gone.
    public internal(set) var owningView: View? {
        get { owningReference?.view }
        set { owningReference = newValue?.itemReference }
    }
    /// The owning view's reference (see ``ItemReference``).
    private var owningReference: ItemReference?
    /// The guide's rectangle in the owning view's coordinates, written by the layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    let ownState = ItemState()
    let system: System?
    /// The guide's variables in the (non-fitting) engine of its tree, once made; the engine
    /// checks they are its own, and cuts the link when the guide leaves it.
    @exclusivity(unchecked) var engineVariables: ItemVariables?

    /// The guide's reference no longer gives it (see ``ItemReference``).
    deinit { ownState.clear() }

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {
        self.identifier = ""
        self.system = nil
        ownState.bind(guide: self)
    }

    /// A built-in guide of `owner`.
    init(system: System, owner: View) {
        self.system = system
        switch system {
        case .margins: self.identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: self.identifier = "UIViewSafeAreaLayoutGuide"
        case .scrollContent: self.identifier = "UIScrollView-contentLayoutGuide"
        case .scrollFrame: self.identifier = "UIScrollView-frameLayoutGuide"
        case .readableContent: self.identifier = "UIViewReadableContentGuide"
        case .keyboard: self.identifier = "UIViewKeyboardLayoutGuide"
        }
        self.owningReference = owner.itemReference
        ownState.bind(guide: self)
    }

    /// The owning view.
    public var layoutView: View? { owningView }
    /// The owning view.
    public var layoutParent: View? { owningView }

    /// The identifier if set by the user, `owner.layoutMarginsGuide` / `owner.safeAreaLayoutGuide`
    /// for the built-in guides, otherwise `LayoutGuide:N`.
    public var debugName: String {
        switch system {
        case .margins: return "\(owningView?.debugName ?? "<released>").layoutMarginsGuide"
        case .safeArea: return "\(owningView?.debugName ?? "<released>").safeAreaLayoutGuide"
        case .scrollContent: return "\(owningView?.debugName ?? "<released>").contentLayoutGuide"
        case .scrollFrame: return "\(owningView?.debugName ?? "<released>").frameLayoutGuide"
        case .readableContent: return "\(owningView?.debugName ?? "<released>").readableContentGuide"
        case .keyboard: return "\(owningView?.debugName ?? "<released>").keyboardLayoutGuide"
        case nil:
            if !identifier.isEmpty { return identifier }
            if ownState.serial == 0 { ownState.serial = DebugNameCounter.take() }
            return "\(type(of: self)):\(ownState.serial)"
        }
    }

    /// `Name (x, y, width, height)`.
    open var description: String {
        let f = layoutFrame
        return "\(debugName) (\(formatLayoutNumber(f.minX)), \(formatLayoutNumber(f.minY)), "
            + "\(formatLayoutNumber(f.width)), \(formatLayoutNumber(f.height)))"
    }

    /// The leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { cachedAnchor(.leading) { LayoutXAxisAnchor(item: self, attribute: .leading) } }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { cachedAnchor(.trailing) { LayoutXAxisAnchor(item: self, attribute: .trailing) } }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { cachedAnchor(.left) { LayoutXAxisAnchor(item: self, attribute: .left) } }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { cachedAnchor(.right) { LayoutXAxisAnchor(item: self, attribute: .right) } }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { cachedAnchor(.top) { LayoutYAxisAnchor(item: self, attribute: .top) } }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { cachedAnchor(.bottom) { LayoutYAxisAnchor(item: self, attribute: .bottom) } }
    /// The width.
    public var widthAnchor: LayoutDimension { cachedAnchor(.width) { LayoutDimension(item: self, attribute: .width) } }
    /// The height.
    public var heightAnchor: LayoutDimension { cachedAnchor(.height) { LayoutDimension(item: self, attribute: .height) } }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { cachedAnchor(.centerX) { LayoutXAxisAnchor(item: self, attribute: .centerX) } }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { cachedAnchor(.centerY) { LayoutYAxisAnchor(item: self, attribute: .centerY) } }

    /// Per-guide storage for the DSLs built in this module.
    var dslStorage: [String: AnyObject] = [:]
    /// The constraints the guide made with its SnapKit DSL (`snp`) and still has active.
    var snapKitList = SnapKitConstraintList()
}
