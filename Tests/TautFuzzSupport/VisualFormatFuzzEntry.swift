import Foundation
import Taut

extension FuzzEntry {
    /// The Visual Format Language parser: the input is a format string.
    ///
    /// The views and metrics it names are made up as the errors ask for them (an unknown
    /// view or metric is added and the format parsed again, up to 32 times), so any name
    /// reaches the builder. A format that parses is parsed again with an alignment and
    /// direction picked from its bytes, and its constraints are activated under a 320 × 480
    /// root and laid out: every frame must be finite.
    public static func visualFormat(_ bytes: [UInt8]) -> [String] {
        let format = text(bytes)
        var problems: [String] = []
        _ = LayoutDiagnostics.collect {
            let root = makeRoot()
            var views: [String: Any] = [:]
            var metrics: [String: Any] = [:]
            var made: [String: View] = [:]
            func view(_ name: String) {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                views[name] = view
                made[name] = view
            }
            var constraints: [LayoutConstraint]?
            for _ in 0..<32 {
                do throws(VisualFormatError) {
                    constraints = try LayoutConstraint.constraints(
                        parsingVisualFormat: format, options: [], metrics: metrics, views: views)
                    break
                } catch {
                    switch error.reason {
                    case .unknownView(let name), .unknownViewOrMetric(let name):
                        guard views[name] == nil else { return }
                        view(name)
                    case .unknownMetric(let name):
                        guard metrics[name] == nil else { return }
                        metrics[name] = Double(name.utf8.count * 4)
                    default:
                        // The UIKit-named call reports the same error as a diagnostic.
                        let none = LayoutConstraint.constraints(
                            withVisualFormat: format, options: [], metrics: metrics, views: views)
                        if !none.isEmpty { problems.append("constraints(withVisualFormat:) made constraints for a format that throws") }
                        _ = error.description
                        return
                    }
                }
            }
            guard let constraints else { return }
            let choices: [LayoutConstraint.FormatOptions] = [
                .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
                .alignAllLeading, .alignAllTrailing, .alignAllLeft, .alignAllRight, .alignAllCenterX,
                [.alignAllTop, .directionRightToLeft], [.alignAllCenterY, .directionLeftToRight],
                [.directionLeftToRight, .directionRightToLeft],
            ]
            let options = choices[bytes.reduce(0) { ($0 &+ Int($1)) % choices.count }]
            let aligned = (try? LayoutConstraint.constraints(
                parsingVisualFormat: format, options: options, metrics: metrics, views: views)) ?? []
            for constraint in constraints + aligned { _ = constraint.description }
            LayoutConstraint.activate(constraints + aligned)
            root.layoutIfNeeded()
            for (name, view) in made.sorted(by: { $0.key < $1.key }) {
                if let problem = checkFrame(view, name) { problems.append(problem) }
            }
            LayoutConstraint.deactivate(constraints + aligned)
        }
        return problems
    }
}
