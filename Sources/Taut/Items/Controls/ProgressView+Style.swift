import Foundation

extension ProgressView {
    /// The look of a progress view: UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The bar used in toolbars.
        case bar
    }
}
