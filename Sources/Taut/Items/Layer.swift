import Foundation

/// The drawing properties behind a view: Core Animation's `CALayer`, as far as layout code
/// sets it.
///
/// A view's ``View/layer`` is tied to it, as in UIKit: its ``frame``, ``bounds``,
/// ``backgroundColor``, ``opacity`` and ``isHidden`` are the view's `frame`, `bounds`,
/// `backgroundColor`, `alpha` and `isHidden`. A layer made on its own (`Layer()`) keeps
/// them itself.
///
/// The SVG and JSON renderers draw a view's layer: the corner radius (on the
/// ``maskedCorners``), the border (inside the bounds, above the subviews) and the clipping
/// (``masksToBounds``). The shadow, ``zPosition``, the corner curve and sublayers are stored
/// only. A NaN, infinite or negative radius or width is reported as an
/// ``LayoutDiagnostic/Kind/invalidViewValue`` diagnostic and replaced by 0.
open class Layer {
    /// The view whose layer this is (`nil` once the view is gone).
    var ownerView: View? { ownerReference?.view }
    /// The owning view's reference (see ``ItemReference``).
    var ownerReference: ItemReference?
    private var storedFrame = CGRect.zero
    private var storedBackgroundColor: Color?
    private var storedOpacity: Float = 1
    private var storedIsHidden = false

    /// Creates a layer with Core Animation's defaults.
    public init() {}

    /// Creates a copy of `layer`'s drawing properties (Core Animation's initialiser for
    /// presentation layers; subclasses override it to copy their own properties). Anything
    /// but a ``Layer`` gives the defaults.
    public init(layer: Any) {
        guard let other = layer as? Layer else { return }
        storedFrame = other.frame
        storedBackgroundColor = other.backgroundColor
        storedOpacity = other.opacity
        storedIsHidden = other.isHidden
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        masksToBounds = other.masksToBounds
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        zPosition = other.zPosition
        name = other.name
    }

    /// Creates a layer from an archive. Taut has nothing to decode, so this makes a layer with
    /// the defaults (it never fails); it exists so that subclasses written for Core Animation,
    /// which must write `required init?(coder:)`, compile unchanged.
    public required init?(coder: NSCoder) {}

    /// The layer's rectangle in its superlayer's coordinates (its view's frame).
    open var frame: CGRect {
        get { ownerView?.frame ?? storedFrame }
        set { if let ownerView { ownerView.frame = newValue } else { storedFrame = newValue } }
    }

    /// The layer's own coordinate space: origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame = CGRect(origin: frame.origin, size: newValue.size) }
    }

    /// The fill behind the layer's content (its view's ``View/backgroundColor``).
    open var backgroundColor: Color? {
        get { ownerView.map { $0.backgroundColor } ?? storedBackgroundColor }
        set { if let ownerView { ownerView.backgroundColor = newValue } else { storedBackgroundColor = newValue } }
    }

    /// The opacity, 0...1 (its view's ``View/alpha``). NaN is reported and replaced by 1.
    open var opacity: Float {
        get { ownerView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let ownerView {
                ownerView.alpha = CGFloat(newValue)
            } else if newValue.isNaN {
                storedOpacity = View.reportInvalidValue("opacity", of: "a layer", was: newValue, using: 1)
            } else {
                storedOpacity = Swift.min(Swift.max(newValue, 0), 1)
            }
        }
    }

    /// Whether the layer is hidden (its view's ``View/isHidden``).
    open var isHidden: Bool {
        get { ownerView?.isHidden ?? storedIsHidden }
        set { if let ownerView { ownerView.isHidden = newValue } else { storedIsHidden = newValue } }
    }

    /// The radius of the rounded corners (0: square corners).
    open var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = validated(cornerRadius, "layer.cornerRadius") }
    }
    /// Which corners ``cornerRadius`` rounds (all four by default).
    open var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners (`.circular` by default; drawn circular either way).
    open var cornerCurve: LayerCornerCurve = .circular
    /// The width of the border drawn inside the bounds (0: no border).
    open var borderWidth: CGFloat = 0 {
        didSet { borderWidth = validated(borderWidth, "layer.borderWidth") }
    }
    /// The colour of the border (opaque black by default, as in Core Animation). In Taut,
    /// `CGColor` is ``Color``, so `layer.borderColor = UIColor.red.cgColor` stores red.
    open var borderColor: Color? = .black
    /// Whether sublayers (subviews) are clipped to the bounds and corners (its view's
    /// ``View/clipsToBounds``).
    open var masksToBounds = false

    /// The colour of the shadow (opaque black by default). Stored only.
    open var shadowColor: Color? = .black
    /// The opacity of the shadow, 0...1 (0 by default: no shadow). Stored only.
    open var shadowOpacity: Float = 0 {
        didSet {
            if shadowOpacity.isNaN {
                shadowOpacity = View.reportInvalidValue("layer.shadowOpacity", of: ownerName, was: shadowOpacity, using: 0)
            } else {
                shadowOpacity = Swift.min(Swift.max(shadowOpacity, 0), 1)
            }
        }
    }
    /// The shadow's offset ((0, -3) by default, as in Core Animation). Stored only.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3 by default). Stored only.
    open var shadowRadius: CGFloat = 3 {
        didSet { shadowRadius = validated(shadowRadius, "layer.shadowRadius") }
    }

    /// The layer's position along the z axis (0 by default). Stored only: views draw in
    /// subview order.
    open var zPosition: CGFloat = 0
    /// Whether the layer is drawn to a bitmap once (does nothing headless).
    open var shouldRasterize = false
    /// The scale of the bitmap ``shouldRasterize`` makes (1 by default; stored only).
    open var rasterizationScale: CGFloat = 1
    /// A name for the layer.
    open var name: String?

    /// The layers added with ``addSublayer(_:)``, back to front; `nil` when there are none.
    /// Stored only: the renderers do not draw sublayers.
    open var sublayers: [Layer]? {
        didSet {
            for layer in oldValue ?? [] where !(sublayers ?? []).contains(where: { $0 === layer }) { layer.superlayer = nil }
            for layer in sublayers ?? [] { layer.superlayer = self }
        }
    }
    /// The layer this one was added to.
    public private(set) weak var superlayer: Layer?

    /// Adds a layer on top of the sublayers (moving it from its previous superlayer).
    open func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts a layer among the sublayers at `index` (clamped to the number of sublayers).
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: Swift.min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
        self.superlayer = nil
    }

    /// Marks the layer's content as needing to be redrawn (does nothing headless).
    open func setNeedsDisplay() {}
    /// Marks the layer as needing layout (does nothing headless: views lay out).
    open func setNeedsLayout() {}

    /// How diagnostics name the layer.
    private var ownerName: String { ownerView?.debugName ?? "a layer" }

    /// `value` when it is a finite non-negative number; otherwise reported, and 0.
    private func validated(_ value: CGFloat, _ property: String) -> CGFloat {
        value.isFinite && value >= 0 ? value : View.reportInvalidValue(property, of: ownerName, was: value, using: 0)
    }
}
