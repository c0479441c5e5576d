import Foundation

extension ActivityIndicatorView {
    /// The look and size of an activity indicator: UIKit's `UIActivityIndicatorView.Style`
    /// (raw values are UIKit's).
    public enum Style: Int, Sendable {
        /// A large white wheel, 37 × 37 (deprecated in iOS 13 for `.large`).
        case whiteLarge = 0
        /// A white wheel, 20 × 20 (deprecated in iOS 13 for `.medium`).
        case white = 1
        /// A grey wheel, 20 × 20 (deprecated in iOS 13 for `.medium`).
        case gray = 2
        /// The standard wheel, 20 × 20.
        case medium = 100
        /// The large wheel, 37 × 37.
        case large = 101

        /// The style's size in points.
        var size: CGSize {
            switch self {
            case .medium, .white, .gray: return CGSize(width: 20, height: 20)
            case .large, .whiteLarge: return CGSize(width: 37, height: 37)
            }
        }
    }
}
