import Foundation

/// The keyboard a text input asks for: UIKit's `UIKeyboardType` (stored; no keyboard shows
/// headless).
public enum KeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and digits of ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits 0–9.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// Letters and a phone keypad.
    case namePhonePad
    /// For e-mail addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts (@ and #).
    case twitter
    /// For web searches.
    case webSearch
    /// Digits of ASCII only.
    case asciiCapableNumberPad

    /// The older name of `.asciiCapable`.
    public static var alphabet: KeyboardType { .asciiCapable }
}
