import Foundation

extension View {
    /// Reports a bad value given to one of the view's appearance properties and returns the
    /// value used instead.
    static func reportInvalidValue<T>(_ property: String, of owner: String, was value: T, using replacement: T) -> T {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidViewValue,
            message: "\(property) of \(owner) was \(value); using \(replacement)"))
        return replacement
    }

    /// `alpha` as the renderers and hit testing read it: NaN reported and replaced by 1,
    /// anything else clamped to 0...1.
    func validatedAlpha(_ value: CGFloat) -> CGFloat {
        if value.isNaN { return View.reportInvalidValue("alpha", of: debugName, was: value, using: 1) }
        return Swift.min(Swift.max(value, 0), 1)
    }
}
