import Foundation

/// A file of archived views made in Interface Builder: UIKit's `UINib`. Taut reads no nibs: a
/// nib can be named (so that code that registers one compiles) but never gives views, and
/// lists that are asked to register one report a diagnostic and make nothing from it.
public final class Nib: @unchecked Sendable {
    /// The nib's name.
    public let name: String
    /// The bundle named with it.
    public let bundle: Bundle?

    /// Names a nib (nothing is read).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        self.bundle = bundleOrNil
    }

    /// The views of the nib: always empty, since Taut reads no nibs (with a diagnostic).
    public func instantiate(withOwner ownerOrNil: Any?, options: [String: Any]? = nil) -> [Any] {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidViewValue,
            message: "Nib \"\(name)\" was not loaded: Taut reads no nibs or storyboards; build the views in code."))
        return []
    }
}
