#if SnapshotTesting
import Foundation
import Taut

/// A view laid out for a snapshot: the view tree at a given size, layout direction and safe
/// area, frozen into a `LayoutSnapshot` with names that do not depend on the order
/// tests run in, and the diagnostics the layout pass reported.
///
/// The strategies of this module (`.frames`, `.svg`) are built on it, and so is a picture
/// strategy of any format (`.image`, a PNG drawn with Cairo where the `SystemText` trait is
/// on): pull back a `Snapshotting<SnapshotLayout, Format>` and use it through
/// `laidOut(size:direction:safeArea:as:)`. A strategy of your own works the same way:
///
/// ```swift
/// extension Snapshotting where Value == SnapshotLayout, Format == String {
///     static let viewCount = SimplySnapshotting.lines.pullback { "\($0.snapshot.nodes.count) views" }
/// }
/// assertSnapshot(of: profileView, as: .laidOut(size: CGSize(width: 390, height: 844), as: .viewCount))
/// ```
///
/// A view without a superview is laid out in a `Window` of the size, with the layout
/// direction forced on the window (views whose `View/semanticContentAttribute` is
/// unspecified follow it) and the safe area as the window's insets, then taken out of the
/// window again. A view that already has a superview is laid out where it is, in its own
/// tree: the size, direction and safe area are not applied to it.
public struct SnapshotLayout {
    /// The view the snapshot was taken of.
    public let view: View
    /// The laid-out tree, the view at its root with origin zero. A view is named by its
    /// `accessibilityIdentifier`, or else by its type (`Label`, `View`), with `#2`, `#3`…
    /// after names used before.
    public let snapshot: LayoutSnapshot
    /// The diagnostics reported while laying out (conflicts, feedback loops…), with view
    /// names as in ``snapshot``.
    public let diagnostics: [LayoutDiagnostic]
    /// The safe-area insets the view was laid out with.
    public let safeArea: EdgeInsets

    /// Lays out `view` at `size` (or at its own size when `nil`, or the smallest size its
    /// constraints allow when it has none), in `direction`, with `safeArea` as the insets
    /// of the screen around it; views named in `colors` are filled with those CSS colours.
    public init(of view: View, size: CGSize? = nil, direction: UserInterfaceLayoutDirection = .leftToRight,
                safeArea: EdgeInsets = .zero, colors: [String: String] = [:]) {
        guard view.superview == nil else {
            var root = view
            while let parent = root.superview { root = parent }
            let reported = LayoutDiagnostics.collect { root.layoutIfNeeded() }
            self.init(view: view, reported: reported, safeArea: view.safeAreaInsets, colors: colors)
            return
        }
        var canvas = size ?? view.frame.size
        if canvas == .zero { canvas = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
        let window = Window(frame: CGRect(origin: .zero, size: canvas))
        window.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        window.safeAreaInsets = safeArea
        var pins: [LayoutConstraint] = []
        let reported = LayoutDiagnostics.collect {
            window.addSubview(view)
            view.frame = window.bounds
            if !view.translatesAutoresizingMaskIntoConstraints {
                pins = [
                    view.leftAnchor.constraint(equalTo: window.leftAnchor),
                    view.rightAnchor.constraint(equalTo: window.rightAnchor),
                    view.topAnchor.constraint(equalTo: window.topAnchor),
                    view.bottomAnchor.constraint(equalTo: window.bottomAnchor),
                ]
                LayoutConstraint.activate(pins)
            }
            window.layoutIfNeeded()
        }
        self.init(view: view, reported: reported, safeArea: safeArea, colors: colors)
        LayoutConstraint.deactivate(pins)
        view.removeFromSuperview()
    }

    /// Lays out `controller`'s view filling a shown `Window` of `size`, in `direction`,
    /// with `safeArea` as the window's insets: the controller gets `viewDidLoad`,
    /// `viewWillAppear(_:)`, `viewDidAppear(_:)` and its layout callbacks, as on a device;
    /// views named in `colors` are filled with those CSS colours.
    public init(of controller: ViewController, size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
                safeArea: EdgeInsets = .zero, colors: [String: String] = [:]) {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        window.safeAreaInsets = safeArea
        var view = View()
        let reported = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.isHidden = false
            window.layoutIfNeeded()
            view = controller.view ?? View()
        }
        self.init(view: view, reported: reported, safeArea: safeArea, colors: colors)
    }

    /// A layout from its parts.
    init(view: View, snapshot: LayoutSnapshot, diagnostics: [LayoutDiagnostic], safeArea: EdgeInsets) {
        self.view = view
        self.snapshot = snapshot
        self.diagnostics = diagnostics
        self.safeArea = safeArea
    }

    /// A view already laid out in its window (by `SnapshotHost`), with the diagnostics reported
    /// while it was shown.
    init(hosted view: View, reported: [LayoutDiagnostic]) {
        self.init(view: view, reported: reported, safeArea: view.safeAreaInsets, colors: [:])
    }

    /// Takes the snapshot of a laid-out view and renames its views and diagnostics.
    private init(view: View, reported: [LayoutDiagnostic], safeArea: EdgeInsets, colors: [String: String]) {
        self.view = view
        self.safeArea = safeArea
        var snapshot = LayoutSnapshot(root: view, colors: colors, detectAmbiguity: true)
        let renaming = SnapshotNaming(root: view, snapshot: snapshot)
        snapshot.nodes = snapshot.nodes.map(renaming.rename)
        self.snapshot = snapshot
        diagnostics = reported.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.message = renaming.rename(in: diagnostic.message)
            return diagnostic
        }
    }
}
#endif
