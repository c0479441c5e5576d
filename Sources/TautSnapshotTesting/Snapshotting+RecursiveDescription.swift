#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut

extension Snapshotting where Value: View, Format == String {
    /// The view's recursive description in UIKit's format, laid out at its own size: what
    /// swift-snapshot-testing records on iOS with `assertSnapshot(of: view, as: .recursiveDescription)`.
    ///
    /// ```
    /// <UIButton; frame = (0 0; 24.3333 23.6667); opaque = NO; layer = <CALayer>>
    ///    | <UIImageView; frame = (0 0; 24.3333 23.6667); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
    /// ```
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// The view's recursive description in UIKit's format (see `UIKitDescription` for what is
    /// printed), the view shown as swift-snapshot-testing shows it on iOS: at `size` (else
    /// `config`'s size, else its own), on `config`'s screen, with `traits` over the
    /// configuration's. Stored as `.txt`, compared line by line; a reference recorded on iOS
    /// passes wherever Taut's text sizes and pixel rounding agree with the device's.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: TraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            guard view.superview == nil else {
                // A view inside a tree is described where it is, after its tree's layout pass.
                var root: View = view
                while let parent = root.superview { root = parent }
                root.layoutIfNeeded()
                return UIKitDescription.recursive(view)
            }
            let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size ?? view.frame.size,
                                         traits: config.traits)
            let host = SnapshotHost(view: view, controller: ViewController(), config: config, traits: traits)
            defer { host.dispose() }
            return UIKitDescription.recursive(view)
        }
    }
}

extension Snapshotting where Value: ViewController, Format == String {
    /// The controller's view's recursive description in UIKit's format, shown at its own size
    /// (the main screen's when it has none).
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// The controller's view's recursive description in UIKit's format, the controller shown on
    /// `config`'s screen (or at `size`) with `traits` over the configuration's, as
    /// swift-snapshot-testing shows it on iOS:
    /// `assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhone8))`.
    ///
    /// The controller's root view prints `autoresize = W+H`, as on iOS.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: TraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
            let host = SnapshotHost(view: nil, controller: controller, config: config, traits: traits)
            defer { host.dispose() }
            return UIKitDescription.recursive(host.view)
        }
    }

    /// The controller's tree of child controllers, as UIKit's `_printHierarchy` prints it on iOS
    /// and swift-snapshot-testing records it (`assertSnapshot(of: tabs, as: .hierarchy)`): one
    /// line per controller, children under their parent with `   | ` per depth, each with its
    /// appearance and its view's class.
    ///
    /// ```
    /// <UITabBarController>, state: appeared, view: <UILayoutContainerView>
    ///    | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
    ///    |    | <MyApp.FeedViewController>, state: appeared, view: <UIView>
    ///    | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
    ///    |    | <UIViewController>, state: disappeared, view: (view not loaded)
    /// ```
    ///
    /// A controller is `appeared` when its view is in the shown window, else `disappeared`
    /// (the transitional states do not occur headless). Presented controllers are not listed.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            let host = SnapshotHost(view: nil, controller: controller, config: .init(), traits: .init())
            defer { host.dispose() }
            return ControllerHierarchy.describe(controller)
        }
    }
}

/// UIKit's `_printHierarchy` text for a controller tree, addresses removed.
enum ControllerHierarchy {
    static func describe(_ controller: ViewController) -> String {
        var lines: [String] = []
        func visit(_ controller: ViewController, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + line(for: controller))
            for child in controller.children { visit(child, depth: depth + 1) }
        }
        visit(controller, depth: 0)
        return lines.joined(separator: "\n")
    }

    private static func line(for controller: ViewController) -> String {
        let name = className(of: controller)
        guard let view = controller.viewIfLoaded else {
            return "<\(name)>, state: disappeared, view: (view not loaded)"
        }
        let shown = view.window.map { !$0.isHidden } ?? false
        var text = "<\(name)>, state: \(shown ? "appeared" : "disappeared"), view: <\(viewClass(of: controller, view))>"
        if view.window == nil { text += " not in the window" }
        return text
    }

    /// UIKit's name of a Taut controller class (`UINavigationController`), an app's by its
    /// module-qualified name.
    private static func className(of controller: ViewController) -> String {
        let type: AnyClass = Swift.type(of: controller)
        let name = String(reflecting: type)
        if name.hasPrefix("Taut.") { return "UI" + name.dropFirst("Taut.".count) }
        return UIKitDescription.runtimeName(of: type)
    }

    /// The class UIKit's containers give their views (`UILayoutContainerView` for navigation
    /// and tab bar controllers), else the view's own class as `recursiveDescription` names it.
    private static func viewClass(of controller: ViewController, _ view: View) -> String {
        if controller is NavigationController || controller is TabBarController { return "UILayoutContainerView" }
        return UIKitDescription.className(of: view).name
    }
}
#endif
