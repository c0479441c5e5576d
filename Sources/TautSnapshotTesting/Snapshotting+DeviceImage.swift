#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut
#if SystemText
import TautPango
#endif

// swift-snapshot-testing's `.image` strategies for views and view controllers, with its
// parameters (`Snapshotting/UIView.swift` and `UIViewController.swift`, 1.19.7), so that
// `assertSnapshot(of: controller, as: .image(on: .iPhoneX))` ports unchanged. The screen is
// shown as swift-snapshot-testing shows it (`SnapshotHost`). With the SystemText trait the
// picture is a PNG drawn by Cairo with text measured by Pango (`.png` references); without it,
// an SVG picture drawn by `SVGRenderer` (`.svg` references), as Linux has no `UIImage`.

#if SystemText
extension Diffing where Value == Data {
    /// PNG pictures compared as swift-snapshot-testing compares images: they match when at
    /// least `precision` of the pixels (0...1) match, a pixel matching when no channel differs
    /// by more than `1 − perceptualPrecision` of the channel's range (0.98 lets each channel
    /// differ by 5/255; swift-snapshot-testing measures a colour distance, CIE ΔE, instead).
    public static func png(precision: Float, perceptualPrecision: Float) -> Diffing {
        let tolerance = Int((Double(1 - min(max(perceptualPrecision, 0), 1)) * 255).rounded(.down))
        return .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            let recorded: PNGImage, current: PNGImage
            do {
                recorded = try PNGImage(data: old)
                current = try PNGImage(data: new)
            } catch {
                return ("the PNG snapshots cannot be compared: \(error)", [])
            }
            guard let difference = recorded.difference(from: current, tolerance: tolerance) else { return nil }
            let total = max(recorded.width * recorded.height, 1)
            let allowed = Int(Double(total) * Double(1 - min(max(precision, 0), 1)))
            if recorded.width == current.width, recorded.height == current.height,
               difference.differingPixels <= allowed { return nil }
            return ("the pictures differ: \(difference)", [.data(new, name: "current.png")])
        }
    }
}

extension Snapshotting where Format == Data {
    /// The picture of a shown screen, drawn by Cairo at `scale` with the text of the default
    /// measurer when it is Pango's, else of `PangoTextMeasurer.system`.
    fileprivate static func picture(precision: Float, perceptualPrecision: Float, scale: Double,
                                    show: @escaping (Value) -> SnapshotHost) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(precision: precision, perceptualPrecision: perceptualPrecision)) { value in
            let previous = Label.defaultTextMeasurer
            let measurer = previous as? PangoTextMeasurer ?? .system
            Label.defaultTextMeasurer = measurer
            defer { Label.defaultTextMeasurer = previous }
            let host = show(value)
            defer { host.dispose() }
            if measurer.measureLabels(in: host.view) > 0 { host.window.layoutIfNeeded() }
            let layout = SnapshotLayout(hosted: host.view, reported: host.diagnostics)
            do {
                return try CairoRenderer(measurer: measurer, scale: scale).renderPNG(layout.snapshot)
            } catch {
                return Data("\(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// The view as a PNG picture at its own size (swift-snapshot-testing's `.image`).
    public static var image: Snapshotting { image(on: .init()) }

    /// The view as a PNG picture, shown as swift-snapshot-testing shows it: at `size` (else
    /// `config`'s, else its own), with `traits` over `config`'s, drawn by Cairo at `scale`
    /// pixels per point (the traits' `displayScale` when set, else 1) with text measured by
    /// Pango. `precision` and `perceptualPrecision` are those of ``Diffing/png(precision:perceptualPrecision:)``;
    /// `drawHierarchyInKeyWindow` is accepted for source compatibility and changes nothing.
    ///
    /// Text is measured and drawn by `Label.defaultTextMeasurer` when it is a
    /// `PangoTextMeasurer` (set a pinned one in `setUp` for pictures that match on every
    /// machine), else by `PangoTextMeasurer.system`.
    public static func image(on config: ViewImageConfig = .init(), drawHierarchyInKeyWindow: Bool = false,
                             precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: TraitCollection = .init()) -> Snapshotting {
        let scale = Double(traits.displayScale > 0 ? traits.displayScale : 1)
        return picture(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale) { view in
            let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size ?? view.frame.size,
                                         traits: config.traits)
            return SnapshotHost(view: view, controller: ViewController(), config: config, traits: traits)
        }
    }
}

extension Snapshotting where Value: ViewController, Format == Data {
    /// The controller's view as a PNG picture at its own size (swift-snapshot-testing's `.image`).
    public static var image: Snapshotting { image(on: .init()) }

    /// The controller's view as a PNG picture on `config`'s screen (or at `size`), with
    /// `traits` over the configuration's, as with `assertSnapshot(of: controller, as: .image(on: .iPhoneX))`
    /// (see the view's ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)``
    /// for the other parameters).
    public static func image(on config: ViewImageConfig = .init(), drawHierarchyInKeyWindow: Bool = false,
                             precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: TraitCollection = .init()) -> Snapshotting {
        let scale = Double(traits.displayScale > 0 ? traits.displayScale : 1)
        return picture(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale) { controller in
            let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
            return SnapshotHost(view: nil, controller: controller, config: config, traits: traits)
        }
    }
}
#else
extension Snapshotting where Format == String {
    /// The SVG picture of a shown screen.
    fileprivate static func picture(show: @escaping (Value) -> SnapshotHost) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { value in
            let host = show(value)
            defer { host.dispose() }
            return SVGRenderer().render(SnapshotLayout(hosted: host.view, reported: host.diagnostics).snapshot)
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view as an SVG picture at its own size (swift-snapshot-testing's `.image`; a PNG with
    /// the SystemText trait).
    public static var image: Snapshotting { image(on: .init()) }

    /// The view as an SVG picture, shown as swift-snapshot-testing shows it: at `size` (else
    /// `config`'s, else its own), with `traits` over `config`'s. Without the SystemText trait
    /// there is no text renderer, so the picture is `SVGRenderer`'s and compared line by line;
    /// `precision`, `perceptualPrecision` and `drawHierarchyInKeyWindow` are accepted for source
    /// compatibility and change nothing.
    public static func image(on config: ViewImageConfig = .init(), drawHierarchyInKeyWindow: Bool = false,
                             precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: TraitCollection = .init()) -> Snapshotting {
        picture { view in
            let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size ?? view.frame.size,
                                         traits: config.traits)
            return SnapshotHost(view: view, controller: ViewController(), config: config, traits: traits)
        }
    }
}

extension Snapshotting where Value: ViewController, Format == String {
    /// The controller's view as an SVG picture at its own size (a PNG with the SystemText trait).
    public static var image: Snapshotting { image(on: .init()) }

    /// The controller's view as an SVG picture on `config`'s screen (or at `size`), with
    /// `traits` over the configuration's: `assertSnapshot(of: controller, as: .image(on: .iPhoneX))`.
    public static func image(on config: ViewImageConfig = .init(), drawHierarchyInKeyWindow: Bool = false,
                             precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: TraitCollection = .init()) -> Snapshotting {
        picture { controller in
            let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
            return SnapshotHost(view: nil, controller: controller, config: config, traits: traits)
        }
    }
}
#endif
#endif
