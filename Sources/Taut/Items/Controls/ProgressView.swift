import Foundation

/// A bar showing how far a task has come: UIKit's `UIProgressView`.
///
/// It has an intrinsic height of 4 points and no intrinsic width (UIKit's progress bar since
/// iOS 13; Interface Builder places progress views 4 points tall — the `.bar` style is given
/// the same height). ``progress`` lies between 0 and 1: a value outside, or NaN, is pinned
/// (NaN reads as 0) with an `.invalidViewValue` diagnostic.
open class ProgressView: View {
    /// The intrinsic height: 4 points.
    public static var intrinsicHeight: CGFloat { 4 }

    /// The fraction done, 0...1 (0 by default).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The style (stored; both have the same size).
    open var progressViewStyle: Style = .default
    /// The colour of the filled part (stored).
    open var progressTintColor: Color?
    /// The colour of the track (stored).
    open var trackTintColor: Color?
    /// An image for the filled part (stored).
    open var progressImage: Image?
    /// An image for the track (stored).
    open var trackImage: Image?

    private var storedProgress: Float = 0

    /// Creates a progress view of a style (UIKit's `init(progressViewStyle:)`).
    public init(progressViewStyle style: Style) {
        super.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates a `.default` progress view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a progress view; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the fraction done (`animated` is ignored), pinned to 0...1 with a diagnostic
    /// when outside or NaN.
    open func setProgress(_ progress: Float, animated: Bool) {
        var value = progress
        if value.isNaN || value < 0 || value > 1 {
            value = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "\(debugName): progress was set to \(progress); \(value) was used (progress lies in 0...1)"))
        }
        storedProgress = value
    }

    /// No intrinsic width; 4 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ProgressView.intrinsicHeight)
    }

    /// `size`'s width (the current width when 0), 4 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : frame.width, height: ProgressView.intrinsicHeight)
    }
}
