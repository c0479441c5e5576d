import Foundation

/// How a presented view controller is laid out: UIKit's `UIModalPresentationStyle` (raw
/// values as UIKit's).
///
/// Taut places the presented controller's view in the window, above the presenter's, with
/// these frames:
/// - ``fullScreen``, ``overFullScreen``, ``currentContext``, ``overCurrentContext``,
///   ``custom``: the window's bounds.
/// - ``pageSheet`` (and ``automatic``, which is a page sheet for a plain controller since iOS
///   13): on a phone in portrait, a sheet from 10 points below the top safe-area inset (20 on
///   phones with a home button) to the bottom of the window, full width, at its
///   ``SheetPresentationController``'s detent; in a compact height (a phone in landscape) the
///   window's bounds. On an iPad (regular width) it is laid out as a form sheet.
/// - ``formSheet`` (and ``popover``): in a regular width (an iPad), centred, 540 × 620 points
///   or the controller's `preferredContentSize`; in a compact width it adapts to a page sheet.
///
/// Only ``fullScreen`` and ``currentContext`` take the presenter's view out of the window (so
/// the presenter gets `viewWillDisappear`/`viewDidDisappear`); with the other styles the
/// presenter stays, as in UIKit.
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    /// The system's choice: a page sheet for a plain view controller (iOS 13 and later).
    case automatic = -2
    /// No adaptation (used by adaptive presentation delegates); laid out full screen.
    case none = -1
    /// Covers the window; the presenter's view is removed.
    case fullScreen = 0
    /// A sheet (on a phone, most of the screen below the status bar).
    case pageSheet = 1
    /// A centred sheet on an iPad; a page sheet on a phone.
    case formSheet = 2
    /// Covers the presentation context; Taut covers the window and removes the presenter's view.
    case currentContext = 3
    /// A custom presentation (`transitioningDelegate`); Taut covers the window and keeps the
    /// presenter's view.
    case custom = 4
    /// Covers the window, keeping the presenter's view behind.
    case overFullScreen = 5
    /// Covers the presentation context, keeping the views behind; Taut covers the window.
    case overCurrentContext = 6
    /// A popover (stored); laid out as a form sheet.
    case popover = 7
    /// tvOS's blurred full-screen presentation; laid out as ``overFullScreen``.
    case blurOverFullScreen = 8

    /// `automatic` resolved as UIKit resolves it for a plain view controller: `.pageSheet`.
    var resolved: ModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the presenter's view leaves the window while this is shown: UIKit "removes the
    /// views of the underlying view controller after the transition animations finish" for
    /// full-screen presentations, and keeps them for `.overFullScreen` (Apple,
    /// `UIModalPresentationStyle.overFullScreen` documentation); since iOS 13 sheets keep the
    /// presenter's view in the hierarchy ("the root view controller's view is not removed from
    /// the view hierarchy", WWDC 2019 "Modernizing Your UI for iOS 13").
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext || self == .none }

    /// Whether this style shows a sheet (and so has a ``SheetPresentationController``).
    var isSheet: Bool {
        let style = resolved
        return style == .pageSheet || style == .formSheet
    }
}

/// The animation of a modal presentation: UIKit's `UIModalTransitionStyle` (raw values as
/// UIKit's). Stored only: nothing is animated headless.
public enum ModalTransitionStyle: Int, Hashable, Sendable {
    /// Slides up from the bottom (UIKit's default).
    case coverVertical = 0
    /// A 3D flip.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// A page curl.
    case partialCurl = 3
}

/// The object that would make custom presentation animators: UIKit's
/// `UIViewControllerTransitioningDelegate`. Taut stores it (``ViewController/transitioningDelegate``)
/// and never asks it for animators, since nothing is animated headless.
public protocol ViewControllerTransitioningDelegate: AnyObject {}
