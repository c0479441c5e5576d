import Foundation

/// The sheet a page-sheet or form-sheet presentation shows: UIKit's
/// `UISheetPresentationController` (iOS 15), reached through
/// ``ViewController/sheetPresentationController``.
///
/// On a phone in portrait the sheet spans the window's width and rises from the bottom to its
/// detent: ``Detent/large()`` puts its top 10 points below the top safe-area inset (iPhone 14:
/// y = 47 + 10 = 57, 787 tall) — 20 points on phones with a home button (iPhone SE: y = 40) —,
/// ``Detent/medium()`` half of the largest detent's value (iPhone 14: 753 ÷ 2 = 376.5 above
/// the 34-point home indicator, so the sheet is 410.5 tall at y = 433.5). The sheet shows at
/// ``selectedDetentIdentifier``'s detent, or at the smallest of ``detents`` when that is `nil`,
/// as UIKit documents. Changing ``detents`` or ``selectedDetentIdentifier`` re-lays out the
/// shown sheet. The grabber, corner radius and dimming are stored only, and the presenting view
/// is not scaled back behind a full-height sheet as UIKit draws it (its frame stays).
///
/// Sources: a detent's value is a height above the bottom safe-area inset, and the largest
/// value ("maximumDetentValue") is the window's height less its safe-area insets less 10 points
/// (iPhone 14 Pro: 852 − 59 − 34 − 10 = 749), or, with a home button, less 20 points below the
/// status bar (iPhone SE: 667 − 20 − 20 = 627): measurements in boscojwho/SheetInteraction
/// (`Detents.swift`). `medium` is "about half the fully expanded height" (Apple's Human
/// Interface Guidelines, "Sheets"); Taut takes exactly half.
open class SheetPresentationController {
    /// The presented controller the sheet shows.
    public private(set) weak var presentedViewController: ViewController?

    /// The heights the sheet can rest at (`[.large()]` by default). An empty list is refused
    /// with a diagnostic and `[.large()]` used, as UIKit requires at least one detent.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidViewValue,
                    message: "Refused an empty detents list for the sheet of "
                        + "\(presentedViewController.map { "\(type(of: $0))" } ?? "a view controller"): "
                        + "[.large()] is used."))
                detents = [.large()]
            }
            relayout()
        }
    }
    /// The detent the sheet rests at; `nil` (the default) means the smallest of ``detents``.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { relayout() } }
    /// The largest detent at which the content behind is not dimmed (stored).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber is drawn at the sheet's top (stored).
    open var prefersGrabberVisible = false
    /// The sheet's corner radius (stored; `nil`: the system's).
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling to the edge expands the sheet (stored; `true`).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact height (stored).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet's width follows the preferred content size (stored).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether a sheet in a regular width takes a page's size (iOS 17; stored).
    open var prefersPageSizing = true
    /// Told about detent changes the user makes (stored; there are none headless).
    open weak var delegate: SheetPresentationControllerDelegate?

    /// Runs `changes` at once (nothing animates) and re-lays out the sheet.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        relayout()
    }

    /// Re-resolves the detents (for custom detents whose values changed) and re-lays out.
    open func invalidateDetents() {
        relayout()
    }

    /// Creates the sheet controller of `presentedViewController`.
    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The sheet's frame in a phone-sized window of `bounds` with the window's safe-area
    /// `insets` (full width, from its detent's height to the bottom).
    func phoneSheetFrame(in bounds: CGRect, insets: EdgeInsets, traits: TraitCollection) -> CGRect {
        // 10 points below the top inset with a home indicator, 20 with a home button (see above).
        let gap: CGFloat = insets.bottom > 0 ? 10 : 20
        let maximum = Swift.max(bounds.height - insets.top - insets.bottom - gap, 0)
        let context = DetentResolutionContext(containerTraitCollection: traits, maximumDetentValue: maximum)
        let value = Swift.min(Swift.max(currentDetent.resolvedValue(in: context) ?? maximum, 0), maximum)
        let height = value + insets.bottom
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The detent the sheet rests at: the selected one, else the smallest.
    private var currentDetent: Detent {
        if let selectedDetentIdentifier, let match = detents.first(where: { $0.identifier == selectedDetentIdentifier }) {
            return match
        }
        // The smallest detent: resolved against a nominal maximum (they scale the same way).
        let probe = DetentResolutionContext(containerTraitCollection: .current, maximumDetentValue: 1000)
        return detents.min { ($0.resolvedValue(in: probe) ?? 1000) < ($1.resolvedValue(in: probe) ?? 1000) } ?? .large()
    }

    private func relayout() {
        guard let controller = presentedViewController, controller.containerState.presenting != nil,
              let window = controller.viewIfLoaded?.window else { return }
        window.layOutPresentedViews()
    }
}

/// Told about changes of a sheet: UIKit's `UISheetPresentationControllerDelegate` (stored;
/// headless sheets do not change by themselves).
public protocol SheetPresentationControllerDelegate: AnyObject {
    /// The sheet's selected detent changed.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController) {}
}

extension SheetPresentationController {
    /// A height a sheet can rest at: UIKit's `UISheetPresentationController.Detent`.
    public final class Detent: Sendable {
        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @Sendable (DetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping @Sendable (DetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the height of the full sheet: half the context's maximum value (see
        /// ``SheetPresentationController``). Inactive in a compact height (where sheets fill the
        /// window).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
        }

        /// The full-height sheet: the context's maximum value.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes from the context (iOS 16); `nil` makes it
        /// inactive (the sheet then uses the maximum). Without an identifier a unique one is
        /// made.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @Sendable (DetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The height of the detent in `context`, or `nil` if it is inactive there.
        public func resolvedValue(in context: DetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return value
        }

        /// The name of a detent: UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// Creates an identifier from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from its name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier (UIKit's raw value).
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's identifier (UIKit's raw value).
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }

    /// What a custom detent's resolver is given: UIKit's
    /// `UISheetPresentationControllerDetentResolutionContext`.
    public struct DetentResolutionContext: Sendable {
        /// The traits of the sheet's container.
        public var containerTraitCollection: TraitCollection
        /// The height of the largest detent (see ``SheetPresentationController``).
        public var maximumDetentValue: CGFloat
    }
}
