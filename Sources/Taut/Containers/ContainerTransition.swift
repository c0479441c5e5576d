import Foundation

/// Moves root views of view controllers into and out of a window's tree at once, with the
/// appearance calls UIKit makes around a container's or a presentation's transition.
///
/// In a shown window every controller whose view leaves gets `viewWillDisappear` and every one
/// whose view arrives gets `viewWillAppear` first (leaving ones before arriving ones); then the
/// views move in the given order, and each move ends its controllers' transitions
/// (`viewDidDisappear` when a view leaves, `viewDidAppear` when one arrives), so the order of
/// the "did" calls follows the order of the moves. In a window that is not shown (or with no
/// window) the views just move.
enum ContainerTransition {
    /// A view to put into the tree, and how.
    struct Move {
        /// The view that arrives.
        let view: View
        /// Puts it into the tree.
        let insert: () -> Void
    }

    /// Which moves come first.
    enum Order {
        /// The leaving views leave first (a tab switch: old did-disappear, new did-appear).
        case removeFirst
        /// The arriving views arrive first (a presentation: presented did-appear, presenter
        /// did-disappear).
        case addFirst
    }

    /// Moves the views: `removing` leave their superviews, `adding` are inserted.
    static func run(in window: Window?, removing: [View], adding: [Move], order: Order) {
        if window?.isShown == true {
            let leaving = removing.flatMap(controllers(in:))
            let arriving = adding.flatMap { controllers(in: $0.view) }
            for controller in leaving { controller.beginAppearanceTransition(false, animated: false) }
            for controller in arriving { controller.beginAppearanceTransition(true, animated: false) }
        }
        switch order {
        case .removeFirst:
            for view in removing { view.removeFromSuperview() }
            for move in adding { move.insert() }
        case .addFirst:
            for move in adding { move.insert() }
            for view in removing { view.removeFromSuperview() }
        }
    }

    /// The controllers whose root views are in `view`'s subtree, parents first.
    private static func controllers(in view: View) -> [ViewController] {
        ViewHierarchy.subtree(of: view).views.compactMap(\.viewController)
    }
}
