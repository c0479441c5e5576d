import Foundation

/// The object a ``TextView`` asks before editing changes and tells afterwards: UIKit's
/// `UITextViewDelegate`. Every method has a default implementation (UIKit's optional
/// methods).
public protocol TextViewDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end (default `true`).
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// The text changed by typing.
    func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
    /// `true`.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// `true`.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
}
