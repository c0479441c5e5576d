import Foundation

/// A row of dots, one per page, the current one highlighted: UIKit's `UIPageControl`.
///
/// Its size follows UIKit's classic page control (iOS 7–13): each dot is 7 points wide with 9
/// points between dots, and the control is 37 points tall, so 3 pages measure 39 × 37 (the
/// size Interface Builder gave such controls). ``size(forNumberOfPages:)`` gives that size
/// and is the intrinsic size. A negative ``numberOfPages`` or a ``currentPage`` outside
/// `0..<numberOfPages` is pinned with an `.invalidViewValue` diagnostic; setting the current
/// page sends nothing.
open class PageControl: Control {
    /// The diameter of a dot: 7 points.
    static var dotSize: CGFloat { 7 }
    /// The space between dots: 9 points.
    static var dotSpacing: CGFloat { 9 }
    /// The control's height: 37 points.
    static var height: CGFloat { 37 }

    /// The number of pages (0 by default). The current page is pinned into the new range.
    open var numberOfPages: Int {
        get { storedPages }
        set {
            var pages = newValue
            if pages < 0 {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidViewValue, message: "\(debugName): numberOfPages was set to \(newValue); 0 was used"))
                pages = 0
            }
            guard pages != storedPages else { return }
            storedPages = pages
            storedCurrentPage = Swift.min(storedCurrentPage, Swift.max(0, pages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The highlighted page, in `0..<numberOfPages` (0 when there are no pages).
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let last = Swift.max(0, storedPages - 1)
            var page = newValue
            if page < 0 || page > last {
                page = Swift.min(Swift.max(page, 0), last)
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidViewValue,
                    message: "\(debugName): currentPage was set to \(newValue) with \(storedPages) pages; \(page) was used"))
            }
            storedCurrentPage = page
        }
    }
    /// Whether the control hides itself when there is only one page (stored; the size is
    /// the same).
    open var hidesForSinglePage = false
    /// Whether a tap waits for ``updateCurrentPageDisplay()`` (stored).
    open var defersCurrentPageDisplay = false
    /// The colour of the other pages' dots (stored).
    open var pageIndicatorTintColor: Color?
    /// The colour of the current page's dot (stored).
    open var currentPageIndicatorTintColor: Color?

    private var storedPages = 0
    private var storedCurrentPage = 0

    /// Creates a page control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of `pageCount` pages take: 7 points a dot, 9 between dots, 37 tall
    /// (0 wide for no pages; a negative count counts as 0).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(Swift.max(0, pageCount))
        let width = count > 0 ? count * PageControl.dotSize + (count - 1) * PageControl.dotSpacing : 0
        return CGSize(width: width, height: PageControl.height)
    }

    /// Updates the dots to the current page (does nothing headless).
    open func updateCurrentPageDisplay() {}

    /// ``size(forNumberOfPages:)`` of ``numberOfPages``.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedPages) }
    /// ``size(forNumberOfPages:)`` of ``numberOfPages``, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: storedPages) }
}
