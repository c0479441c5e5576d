import Foundation

/// A control for choosing a value in a range by dragging a thumb: UIKit's `UISlider`.
///
/// It has an intrinsic height of 31 points and no intrinsic width, as UIKit's (Interface
/// Builder places sliders 31 points tall; a slider's width comes from its constraints).
/// ``value`` always lies between ``minimumValue`` and ``maximumValue``: values outside are
/// pinned to the range, as UIKit does; a NaN or infinite value, minimum or maximum is refused
/// with an `.invalidViewValue` diagnostic (the value is left as it was). Setting the value
/// in code sends nothing.
open class Slider: Control {
    /// The slider's intrinsic height: 31 points.
    public static var intrinsicHeight: CGFloat { 31 }

    /// The value, between ``minimumValue`` and ``maximumValue`` (0 by default).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The smallest value (0 by default). The value is pinned into the new range.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard Slider.check(newValue, "minimumValue", of: self) else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            storedValue = pinned(storedValue)
        }
    }
    /// The largest value (1 by default). The value is pinned into the new range.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard Slider.check(newValue, "maximumValue", of: self) else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            storedValue = pinned(storedValue)
        }
    }
    /// Whether dragging sends `.valueChanged` continuously (stored; `true` by default).
    open var isContinuous = true
    /// The image at the minimum end (stored).
    open var minimumValueImage: Image?
    /// The image at the maximum end (stored).
    open var maximumValueImage: Image?
    /// The colour of the track below the thumb (stored).
    open var minimumTrackTintColor: Color?
    /// The colour of the track above the thumb (stored).
    open var maximumTrackTintColor: Color?
    /// The colour of the thumb (stored).
    open var thumbTintColor: Color?

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    private var thumbImages: [UInt: Image] = [:]

    /// Creates a slider with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value, pinned to the range (`animated` is ignored). NaN or infinity is
    /// refused with a diagnostic.
    open func setValue(_ value: Float, animated: Bool) {
        guard Slider.check(value, "value", of: self) else { return }
        storedValue = pinned(value)
    }

    /// Sets the thumb image of a state (stored).
    open func setThumbImage(_ image: Image?, for state: State) { thumbImages[state.rawValue] = image }
    /// The thumb image of a state, or else the `.normal` one.
    open func thumbImage(for state: State) -> Image? {
        thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue]
    }
    /// The thumb image of the current state.
    open var currentThumbImage: Image? { thumbImage(for: state) }

    /// No intrinsic width; 31 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: Slider.intrinsicHeight)
    }

    /// `size`'s width (the current width when 0), 31 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : frame.width, height: Slider.intrinsicHeight)
    }

    private func pinned(_ value: Float) -> Float { Swift.min(Swift.max(value, storedMinimum), storedMaximum) }

    /// Whether `value` is finite; reports a diagnostic when not.
    static func check(_ value: Float, _ name: String, of view: View) -> Bool {
        if value.isFinite { return true }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidViewValue, message: "\(view.debugName): \(name) was set to \(value); the value was left as it was"))
        return false
    }
}
