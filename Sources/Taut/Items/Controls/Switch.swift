import Foundation

/// An on/off switch: UIKit's `UISwitch`, without drawing.
///
/// Its size is fixed at 51 × 31 points, UIKit's switch size since iOS 7 (Apple's
/// documentation: the switch's size is fixed; Interface Builder places switches at 51 × 31):
/// that is its intrinsic content size, and ``init(frame:)`` keeps the frame's origin but
/// takes that size. Hugging is 750 on both axes, as UIKit's switches (Interface Builder writes
/// 750 for them); compression resistance stays 750.
open class Switch: Control {
    /// The switch's size: 51 × 31 points.
    public static var fixedSize: CGSize { CGSize(width: 51, height: 31) }

    /// Whether the switch is on (`false` by default). Setting it sends nothing, as in UIKit.
    open var isOn = false
    /// The colour of the track when on (stored).
    open var onTintColor: Color?
    /// The colour of the thumb (stored).
    open var thumbTintColor: Color?
    /// The title shown beside the switch on Mac Catalyst (stored).
    open var title: String?

    /// Creates a switch at `frame`'s origin, 51 × 31 points whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.fixedSize))
        huggingPriorities = (.defaultHigh, .defaultHigh)
    }

    /// Creates a switch; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Switch.fixedSize)
        huggingPriorities = (.defaultHigh, .defaultHigh)
    }

    /// Turns the switch on or off (`animated` is ignored: nothing moves headless). Sends
    /// nothing, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Switch.fixedSize }
    /// 51 × 31 points, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.fixedSize }
}
