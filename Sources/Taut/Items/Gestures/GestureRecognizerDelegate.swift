import Foundation

/// The object a ``GestureRecognizer`` asks whether it may begin and how it relates to other
/// recognizers: UIKit's `UIGestureRecognizerDelegate`. Every method has a default (UIKit's
/// optional methods), so a conforming type implements only what it needs.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may begin; asked by ``GestureRecognizer/recognize(at:)``.
    /// Default: `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two recognizers may recognise at the same time. Default: `false`. Headless
    /// gestures are fired one at a time, so this is never asked.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail. Default: `false`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail. Default: `false`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer receives a touch. Default: `true`. There are no touches
    /// headless, so this is never asked.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the recognizer receives an event. Default: `true`. Never asked headless.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

extension GestureRecognizerDelegate {
    /// `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// `false`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// `false`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// `false`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// `true`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// `true`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool { true }
}
