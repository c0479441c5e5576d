import Foundation

/// The object a ``ScrollView`` tells about scrolling: UIKit's `UIScrollViewDelegate`. Every
/// method has a default implementation that does nothing, so conformers implement only what
/// they need. Headless, only ``scrollViewDidScroll(_:)`` is called (when the content offset
/// is set); the others are there so that UIKit delegates compile.
public protocol ScrollViewDelegate: AnyObject {
    /// Called after the content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// Called when the user begins dragging (never headless).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// Called when the user will lift the finger (never headless).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called when the user lifted the finger (never headless).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Called when the content starts slowing down (never headless).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Called when the content stopped moving (never headless).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// Called when an animated scroll ended (never headless).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view to scale when zooming (never asked headless); `nil` by default.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// Called after the zoom scale changed (never headless).
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// Whether a tap on the status bar may scroll to the top (never asked headless); `true`
    /// by default.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// Called after scrolling to the top (never headless).
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// Called after the adjusted content inset changed (never headless).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// No view zooms.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
