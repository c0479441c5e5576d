import Foundation

/// The object a ``TextField`` asks before editing changes and tells afterwards: UIKit's
/// `UITextFieldDelegate`. Every method has a default implementation (UIKit's optional
/// methods), so a conforming type writes only those it needs.
///
/// As with any Swift protocol with default implementations, a method is found on the type
/// that declares the conformance: when a base class conforms and a subclass adds a method the
/// base lacks, the default is called; declare such methods in the conforming class.
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (default `true`).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Editing ended for a reason (the default calls ``textFieldDidEndEditing(_:)``).
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether the characters in `range` may be replaced by `string` (default `true`).
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether the text may be cleared (default `true`).
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the return key should be processed (default `true`).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// `true`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// `true`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// `true`.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    /// `true`.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
