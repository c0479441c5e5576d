import Foundation

/// A button in a navigation bar or a toolbar: UIKit's `UIBarButtonItem`.
///
/// An item is not a view: the bar that shows it makes a view for it (a title label, an image,
/// or the item's ``customView``), placed as UIKit places items (see ``NavigationBar`` and
/// ``Toolbar``). Spaces (``flexibleSpace()``, ``fixedSpace(_:)``) only take room in a toolbar.
///
/// Target/action without Objective-C, as for ``Control``: where UIKit takes
/// `action: #selector(done)`, write `action: Self.done` (an unapplied method reference) and drop
/// `@objc`. The method may take nothing, the item (`done(_ sender: UIBarButtonItem)`), or `Any`.
/// The target is held weakly; a `nil` target searches the responder chain from the item's
/// view. ``sendAction()`` runs the action, as a tap would.
open class BarButtonItem {
    /// The look of a title item: UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain item (17-point regular title).
        case plain
        /// A bordered item (deprecated in UIKit; drawn as plain).
        case bordered
        /// A done item (17-point semibold title).
        case done
    }

    /// The system's own items: UIKit's `UIBarButtonItem.SystemItem`. Items with words show
    /// their English title; the others show a symbol image (``Image/systemSymbolSize``).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close

        /// The English title UIKit shows for the item, or `nil` for a symbol or a space.
        var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }

        /// The SF Symbol UIKit draws for the item (iOS 13 and later), or `nil`.
        var symbolName: String? {
            switch self {
            case .add: return "plus"
            case .compose: return "square.and.pencil"
            case .reply: return "arrowshape.turn.up.left"
            case .action: return "square.and.arrow.up"
            case .organize: return "folder"
            case .bookmarks: return "book"
            case .search: return "magnifyingglass"
            case .refresh: return "arrow.clockwise"
            case .stop: return "xmark"
            case .camera: return "camera"
            case .trash: return "trash"
            case .play: return "play.fill"
            case .pause: return "pause.fill"
            case .rewind: return "backward.fill"
            case .fastForward: return "forward.fill"
            case .pageCurl: return "doc"
            case .close: return "xmark.circle.fill"
            default: return nil
            }
        }
    }

    // MARK: Creating items

    /// Creates a plain item with no title, image or action.
    public init() {}

    /// Creates an item from an archive: a plain item (never fails).
    public required init?(coder: NSCoder) {}

    /// Creates a system item whose action is a method of `target` that takes nothing; see the
    /// type's documentation for target/action.
    public convenience init<Target>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
                                    action: @escaping (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: nil)
        register(target) { (target: Target, _) in action(target)() }
    }

    /// Creates a system item whose action takes the item as its sender.
    public convenience init<Target, Sender: BarButtonItem>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
                                                           action: @escaping (Target) -> (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: nil)
        register(target) { (target: Target, item) in BarButtonItem.call(action(target), with: item) }
    }

    /// Creates a system item whose action takes its sender as `Any`.
    public convenience init<Target>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
                                    action: @escaping (Target) -> (Any) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: nil)
        register(target) { (target: Target, item) in action(target)(item) }
    }

    /// Creates a system item with no action (`target: nil, action: nil`, as spaces are made).
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done ? .done : .plain
        if let name = systemItem.symbolName { self.image = Image(systemName: name) }
        self.target = target
    }

    /// Creates a title item whose action takes nothing.
    public convenience init<Target>(title: String?, style: Style, target: AnyObject?,
                                    action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, target: target, action: nil)
        register(target) { (target: Target, _) in action(target)() }
    }

    /// Creates a title item whose action takes the item as its sender.
    public convenience init<Target, Sender: BarButtonItem>(title: String?, style: Style, target: AnyObject?,
                                                           action: @escaping (Target) -> (Sender) -> Void) {
        self.init(title: title, style: style, target: target, action: nil)
        register(target) { (target: Target, item) in BarButtonItem.call(action(target), with: item) }
    }

    /// Creates a title item with no action.
    public init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.title = title
        self.style = style
        self.target = target
    }

    /// Creates an image item whose action takes nothing.
    public convenience init<Target>(image: Image?, style: Style, target: AnyObject?,
                                    action: @escaping (Target) -> () -> Void) {
        self.init(image: image, style: style, target: target, action: nil)
        register(target) { (target: Target, _) in action(target)() }
    }

    /// Creates an image item whose action takes the item as its sender.
    public convenience init<Target, Sender: BarButtonItem>(image: Image?, style: Style, target: AnyObject?,
                                                           action: @escaping (Target) -> (Sender) -> Void) {
        self.init(image: image, style: style, target: target, action: nil)
        register(target) { (target: Target, item) in BarButtonItem.call(action(target), with: item) }
    }

    /// Creates an image item with no action.
    public init(image: Image?, style: Style, target: AnyObject?, action: Never?) {
        self.image = image
        self.style = style
        self.target = target
    }

    /// Creates an item that shows `customView` (placed at its frame's size, or its fitting
    /// size when that is empty).
    public init(customView: View) {
        self.customView = customView
    }

    /// Creates a system item whose action is `primaryAction` (UIKit's iOS 14 initializer).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// Creates an item with a title and/or an image whose action is `primaryAction`.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil) {
        self.init(title: title, style: .plain, target: nil, action: nil)
        self.image = image
        self.primaryAction = primaryAction
    }

    /// A space that takes the room left in a toolbar (shared equally with the other flexible
    /// spaces).
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space of `width` points in a toolbar.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    // MARK: Properties

    /// The system item the item was made as, or `nil`.
    public private(set) var systemItem: SystemItem?
    /// The title shown (for a system item with words, its English title).
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown (before the title when both are set).
    open var image: Image? { didSet { itemDidChange() } }
    /// The look of a title item.
    open var style = Style.plain { didSet { itemDidChange() } }
    /// The view shown in place of a title or image.
    open var customView: View? { didSet { itemDidChange() } }
    /// The item's width: a fixed space's width, or the width of a title or image item when
    /// greater than 0 (0 by default: the content's width). A negative or non-finite width is
    /// refused with a diagnostic (0 is used).
    open var width: CGFloat = 0 {
        didSet {
            if !width.isFinite || width < 0 {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidViewValue,
                    message: "Refused the width \(width) of a bar button item: it must be finite and not "
                        + "negative; 0 is used."))
                width = 0
                return
            }
            if width != oldValue { itemDidChange() }
        }
    }
    /// The colour of the title and image (`nil`: the bar's tint colour).
    open var tintColor: Color? { didSet { itemDidChange() } }
    /// Whether the item is enabled (`true`); a disabled item is drawn grey and
    /// ``sendAction()`` does nothing.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// A number to tell items apart (0 by default).
    open var tag = 0
    /// Whether the item is hidden (iOS 16): a hidden item takes no room in its bar.
    open var isHidden = false { didSet { itemDidChange() } }
    /// The item's target, held weakly (`nil`: the responder chain).
    open weak var target: AnyObject?
    /// The action run when the item is tapped, instead of the target/action (iOS 14).
    open var primaryAction: Action?
    /// The accessibility label (stored).
    open var accessibilityLabel: String?

    /// Runs the item's action, as a tap does: the ``primaryAction``, else the target's method
    /// (a `nil` target: the first responder of the method's type on the chain from the item's
    /// view). Nothing happens while the item is disabled.
    open func sendAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.run(sender: self)
            return
        }
        invoke?(self)
    }

    // MARK: Internals

    /// The view the bar made for the item (or its custom view), while it is shown.
    weak var itemView: View?
    /// The bar that shows the item (laid out again when the item changes).
    weak var bar: View?
    private var invoke: ((BarButtonItem) -> Void)?

    private func itemDidChange() {
        bar?.setNeedsLayout()
        (bar as? NavigationBar)?.itemsDidChange()
        (bar as? Toolbar)?.itemsDidChange()
    }

    /// Keeps the call of `target`'s method (held weakly; a `nil` target: the responder chain).
    private func register<Target>(_ target: AnyObject?, call: @escaping (Target, BarButtonItem) -> Void) {
        if let target, !(target is Target) {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "A bar button item was given a \(type(of: target)) as the target of a method of "
                    + "\(Target.self); the action was not registered"))
            return
        }
        self.target = target
        let hasTarget = target != nil
        invoke = { item in
            if let target = item.target {
                if let typed = target as? Target { call(typed, item) }
                return
            }
            guard !hasTarget else { return }  // the target was released
            var responder: Responder? = item.itemView
            while let current = responder {
                if let typed = current as? Target {
                    call(typed, item)
                    return
                }
                responder = current.next
            }
        }
    }

    /// Calls a method that expects a `Sender` with `item`, or reports that it is not one.
    private static func call<Sender>(_ method: (Sender) -> Void, with item: BarButtonItem) {
        guard let sender = item as? Sender else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "A bar button item's action method expects a sender of type \(Sender.self), but the "
                    + "sender is a \(type(of: item)); the method was not called"))
            return
        }
        method(sender)
    }
}
