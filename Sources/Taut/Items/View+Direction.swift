import Foundation

extension View {
    /// The layout direction the view's leading and trailing edges follow: the first forced
    /// direction found going up from this view (``semanticContentAttribute``), left to right if
    /// there is none. Changing an attribute re-resolves the leading/trailing constraints at the
    /// next layout pass.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        isEffectivelyRightToLeft ? .rightToLeft : .leftToRight
    }
}
