import Foundation

extension ViewController {
    /// The smallest margins the root view gets: none at the top and bottom, 16 points at the
    /// sides, or 20 on wide screens (iPads, and iPhones 414 points wide or more). UIKit's
    /// `systemMinimumLayoutMargins`: Apple's "Positioning content within layout margins" (root
    /// views get system-defined minimum margins; 16 points on compact widths, 20 on regular);
    /// iOS-recorded snapshots show a root view's label pinned to its margins at x = 16 and at
    /// the safe area's top on an iPhone SE (swift-snapshot-testing's
    /// `testTraitsWithViewController` references). The width is the window's, or the main
    /// screen's before the view is in a window.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let view = viewIfLoaded
        let width = view?.window?.bounds.width ?? Screen.main.bounds.width
        let isPad = view?.traitCollection.userInterfaceIdiom == .pad
        let side: CGFloat = isPad ? 20 : SystemSideMargin.points(forWidth: width)
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
