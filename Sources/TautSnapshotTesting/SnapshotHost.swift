#if SnapshotTesting
import Foundation
import Taut

/// A view or view controller shown for a snapshot as swift-snapshot-testing shows it on iOS
/// (`prepareView` and `add(traits:viewController:to:)` in its `Common/View.swift`): in a window of
/// the configuration's size with its safe area, the controller a child of a plain root
/// controller that overrides its traits (`setOverrideTraitCollection(_:forChild:)`), its view
/// filling the root's; a bare view inside a plain controller's view at the origin.
///
/// The controller loads, appears and lays out; once in the window, the views whose traits
/// changed get `traitCollectionDidChange(_:)`, as iOS calls it when a screen first takes its
/// window's traits (screens that set Dynamic Type fonts there get them), and it lays out again.
struct SnapshotHost {
    /// The window the screen is shown in.
    let window: Window
    /// The view the snapshot is of.
    let view: View
    /// The controller under test (a plain one for a bare view).
    let controller: ViewController
    /// The root controller holding it.
    let root: ViewController
    /// The diagnostics reported while showing and laying out.
    let diagnostics: [LayoutDiagnostic]

    /// Shows `view` (the controller's own view when `view` is `nil`) on `config`'s screen with
    /// `traits` over the configuration's.
    init(view: View?, controller: ViewController, config: ViewImageConfig, traits: TraitCollection) {
        let subject = view ?? controller.view ?? View()
        var reported: [LayoutDiagnostic] = []
        var window = Window(frame: .zero)
        let root = ViewController()
        reported = LayoutDiagnostics.collect {
            var size = config.size ?? subject.frame.size
            if view == nil, size == .zero { size = Screen.main.bounds.size }
            subject.frame.size = size
            if let view, let host = controller.view, view !== host {
                host.bounds = view.bounds
                host.addSubview(view)
            }
            let merged = TraitCollection(traitsFrom: [config.traits, traits])
            window = Window(frame: CGRect(origin: .zero, size: config.size ?? size))
            var safeArea = config.safeArea
            // swift-snapshot-testing takes the top inset off (and shortens the window) for a
            // navigation controller, the bottom one for a tab bar controller, and both for a
            // tab bar controller showing a navigation controller ("Safe area renders
            // inaccurately for UI{Navigation,TabBar}Controller").
            if controller is NavigationController {
                window.frame.size.height -= safeArea.top
                safeArea.top = 0
            } else if let tabs = controller as? TabBarController {
                window.frame.size.height -= safeArea.bottom
                safeArea.bottom = 0
                if tabs.selectedViewController is NavigationController {
                    window.frame.size.height -= safeArea.top
                    safeArea.top = 0
                }
            }
            // The status bar's 20 points go when the controller hides the status bar.
            if safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), controller.prefersStatusBarHidden {
                safeArea = .zero
            }
            window.safeAreaInsets = safeArea
            if merged.layoutDirection == .rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
            root.view.frame = window.bounds
            root.view.backgroundColor = .clear
            if let host = controller.view {
                host.frame = root.view.frame
                root.view.addSubview(host)
                if host.translatesAutoresizingMaskIntoConstraints {
                    host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                } else {
                    LayoutConstraint.activate([
                        host.topAnchor.constraint(equalTo: root.view.topAnchor),
                        host.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                        host.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                        host.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                    ])
                }
            }
            root.addChild(controller)
            root.setOverrideTraitCollection(merged, forChild: controller)
            controller.didMove(toParent: root)
            let views = controller.view.map { Self.subtree(of: $0) } ?? []
            let before = views.map(\.traitCollection)
            window.rootViewController = root
            window.isHidden = false
            window.layoutIfNeeded()
            let owners = Self.controllersByView(from: controller)
            for (changed, previous) in zip(views, before) where changed.traitCollection != previous {
                owners[ObjectIdentifier(changed)]?.traitCollectionDidChange(previous)
                changed.traitCollectionDidChange(previous)
            }
            if subject.frame.width == 0 || subject.frame.height == 0 {
                // As swift-snapshot-testing: a view still without a size is sized to fit.
                subject.sizeToFit()
            }
            subject.setNeedsLayout()
            window.layoutIfNeeded()
        }
        self.window = window
        self.view = subject
        self.controller = controller
        self.root = root
        self.diagnostics = reported
    }

    /// Takes the screen down again: the controller leaves its root and the window, which hides;
    /// a bare view leaves the controller it was shown in.
    func dispose(keepingView: Bool = false) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
        controller.didMove(toParent: nil)
        window.rootViewController = nil
        window.isHidden = true
        if !keepingView, view !== controller.viewIfLoaded { view.removeFromSuperview() }
    }

    /// The controllers of `controller`'s tree (children and presented ones) by their loaded views.
    static func controllersByView(from controller: ViewController) -> [ObjectIdentifier: ViewController] {
        var found: [ObjectIdentifier: ViewController] = [:]
        func visit(_ controller: ViewController) {
            if let view = controller.viewIfLoaded { found[ObjectIdentifier(view)] = controller }
            controller.children.forEach(visit)
        }
        visit(controller)
        return found
    }

    /// The view and its descendants, depth first.
    static func subtree(of view: View) -> [View] {
        var views: [View] = []
        func visit(_ view: View) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        visit(view)
        return views
    }
}
#endif
