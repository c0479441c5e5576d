import Foundation
import Taut

extension FuzzEntry {
    /// The metrics an equation may name (those of the examples).
    static let equationMetrics: [String: Double] = ["gap": 8, "margin": 16, "spacing": 12, "side": 64]

    /// The layout-file equation parser: the input is one equation.
    ///
    /// An error's column must lie within the text (the caret goes under it). An equation that
    /// parses is built into a one-line layout file whose views are the ones it names, all
    /// children of the canvas, which is laid out and checked: every frame must be finite.
    public static func layoutEquation(_ bytes: [UInt8]) -> [String] {
        let source = text(bytes)
        let equation: LayoutEquation
        do {
            equation = try LayoutEquation(parsing: source, metrics: equationMetrics)
        } catch {
            guard (0...source.count).contains(error.column) else {
                return ["error column \(error.column) outside 0...\(source.count): \(error.description)"]
            }
            return []
        }
        let position = LayoutFilePosition(file: "fuzz.yaml", line: 1, column: 1)
        var names: [String] = []
        for operand in [equation.first, equation.second].compactMap({ $0 })
        where !LayoutFile.reservedNames.contains(operand.item) && !names.contains(operand.item) {
            names.append(operand.item)
        }
        let file = LayoutFile(
            path: "fuzz.yaml",
            views: names.map { LayoutFileView(name: $0, position: position) },
            metrics: equationMetrics,
            constraints: [LayoutFileConstraint(source, kind: .equation, at: position)])
        return layOut(file, source: source, render: false)
    }

    /// Builds `file`, lays it out, checks it and (if `render`) renders it as SVG, JSON and a
    /// text table; returns the broken invariants.
    static func layOut(_ file: LayoutFile, source: String, render: Bool) -> [String] {
        var problems: [String] = []
        let scene = LayoutFileBuilder(file).build()
        for error in scene.errors { _ = error.description(withSource: source) }
        guard scene.errors.isEmpty else { return problems }
        scene.layout()
        for name in scene.names {
            if let view = scene.views[name], let problem = checkFrame(view, name) { problems.append(problem) }
        }
        _ = scene.check().lines
        if render {
            let snapshot = scene.snapshot()
            _ = SVGRenderer(debug: true).render(snapshot)
            _ = JSONRenderer().render(snapshot)
            _ = FrameTableRenderer().render(snapshot)
        }
        return problems
    }
}
