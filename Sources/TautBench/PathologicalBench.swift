import Foundation
import Taut

/// The `--pathological` suite: trees shaped to expose work that grows faster than the tree —
/// a chain of views each pinned to its parent's edges (deep), views side by side under one
/// root (wide), and stack views of labels — at each size, with the growth from the smallest
/// size. Linear work grows about as much as the size (at most 12× for 10× the views is the
/// target); count instructions with valgrind for an exact figure, e.g.
///
///     valgrind --tool=callgrind taut-bench --pathological --sizes 1000 --repeats 1
enum PathologicalBench {
    /// One measured case: its name and the seconds of each phase at each size.
    private typealias Phases = [(phase: String, seconds: Double)]

    /// Runs every case at every size, `repeats` times (medians), and prints a table with the
    /// growth from the first size to the last.
    static func run(sizes: [Int], repeats: Int) {
        print("taut-bench --pathological (\(Report.buildConfiguration) build). Medians of \(repeats) runs, seconds.")
        print("")
        let cases: [(String, (Int) -> Phases)] = [
            ("deep chain", deepChain), ("wide siblings", wideSiblings),
            ("stack fill", { stack($0, .fill) }), ("stack fillEqually", { stack($0, .fillEqually) }),
        ]
        LayoutDiagnostics.handler = { _ in }
        for (name, body) in cases {
            var table: [Int: [String: Double]] = [:]
            var phases: [String] = []
            for n in sizes {
                var runs: [String: [Double]] = [:]
                for _ in 0..<max(1, repeats) {
                    for (phase, seconds) in body(n) {
                        if !phases.contains(phase) { phases.append(phase) }
                        runs[phase, default: []].append(seconds)
                    }
                }
                table[n] = runs.mapValues(CaseRunner.median)
            }
            for phase in phases {
                var line = "\(name) — \(phase)".padding(toLength: 34, withPad: " ", startingAt: 0)
                for n in sizes { line += String(format: "  N=%-6d %9.5f", n, table[n]?[phase] ?? .nan) }
                if let first = sizes.first, let last = sizes.last, first != last,
                   let a = table[first]?[phase], let b = table[last]?[phase], a > 0 {
                    line += String(format: "   growth %6.1fx", b / a)
                }
                print(line)
            }
        }
    }

    private static func timed(_ body: () -> Void) -> Double { Stopwatch.timed(body).seconds }

    /// A chain `n` deep: build, first layout, snapshot, removing the lower half, freeing.
    private static func deepChain(_ n: Int) -> Phases {
        var root: View? = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var middle: View?
        let build = timed {
            guard var parent = root else { return }
            for level in 0..<n {
                let view = View()
                parent.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                    view.topAnchor.constraint(equalTo: parent.topAnchor),
                    view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                ])
                if level == n / 2 { middle = view }
                parent = view
            }
        }
        let layout = timed { root?.layoutIfNeeded() }
        let snapshot = timed { if let root { _ = LayoutSnapshot(root: root, detectAmbiguity: false) } }
        let remove = timed { middle?.removeFromSuperview() }
        middle = nil
        let free = timed { root = nil }
        return [("build", build), ("first layout", layout), ("snapshot", snapshot), ("remove half", remove), ("free", free)]
    }

    /// `n` views side by side under one root: build, first layout, freeing.
    private static func wideSiblings(_ n: Int) -> Phases {
        var root: View? = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let build = timed {
            guard let root else { return }
            for index in 0..<n {
                let view = View()
                root.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 100)),
                    view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index / 100)),
                    view.widthAnchor.constraint(equalToConstant: 10),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
        }
        let layout = timed { root?.layoutIfNeeded() }
        let free = timed { root = nil }
        return [("build", build), ("first layout", layout), ("free", free)]
    }

    /// A vertical stack of `n` labels: filled and laid out.
    private static func stack(_ n: Int, _ distribution: StackView.Distribution) -> Phases {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100_000))
        let stack = StackView()
        stack.axis = .vertical
        stack.distribution = distribution
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let build = timed { for index in 0..<n { stack.addArrangedSubview(Label(text: "row \(index)")) } }
        let layout = timed { root.layoutIfNeeded() }
        return [("fill", build), ("first layout", layout)]
    }
}
