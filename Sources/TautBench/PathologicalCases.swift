import Foundation
import Taut

/// The trees of `--pathological`, each built, laid out, queried and freed in phases.
///
/// Every phase runs inside its own `PhaseMark` function, so that an instruction count of one
/// case (`valgrind --tool=callgrind taut-bench --worker pathological CASE N`) can be split by
/// phase from the marks' inclusive costs (Scripts/pathological-instructions.sh does it).
struct PathologicalCase: Sendable {
    /// The case's name on the command line (`deep-chain`, `wide-siblings`,
    /// `stack-DISTRIBUTION-ALIGNMENT`, `hstack-DISTRIBUTION-ALIGNMENT`,
    /// `hstack-equalCentering-open`).
    var name: String
    /// The sizes the suite runs it at by default: the second is ten times the first.
    var defaultSizes: [Int]
    /// Runs the case once at a size and returns each phase's seconds, in order.
    var body: @Sendable (Int) -> [(phase: String, seconds: Double)]

    /// Every case: the deep chain, the wide siblings, a vertical stack of labels for every
    /// distribution and alignment, then a horizontal one for every distribution with the two
    /// baseline alignments (which in a vertical stack act as fill).
    static let all: [PathologicalCase] = {
        var cases = [
            PathologicalCase(name: "deep-chain", defaultSizes: [1000, 10000], body: deepChain),
            PathologicalCase(name: "wide-siblings", defaultSizes: [10000, 100_000], body: wideSiblings),
        ]
        for distribution in stackDistributions {
            for alignment in stackAlignments {
                cases.append(PathologicalCase(name: "stack-\(distribution.name)-\(alignment.name)", defaultSizes: [1000, 10000]) {
                    stack($0, .vertical, distribution.value, alignment.value)
                })
            }
        }
        for distribution in stackDistributions {
            for alignment in stackAlignments where alignment.value == .firstBaseline || alignment.value == .lastBaseline {
                cases.append(PathologicalCase(name: "hstack-\(distribution.name)-\(alignment.name)", defaultSizes: [1000, 10000]) {
                    stack($0, .horizontal, distribution.value, alignment.value)
                })
            }
        }
        cases.append(openStack)
        return cases
    }()

    /// The case called `name`, if there is one.
    static func named(_ name: String) -> PathologicalCase? { all.first { $0.name == name } }

    private static let stackDistributions: [(name: String, value: StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    private static let stackAlignments: [(name: String, value: StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("lastBaseline", .lastBaseline),
    ]

    /// A chain `n` deep, each view pinned to its parent's edges: build, first layout, snapshot,
    /// removing the lower half, freeing.
    private static func deepChain(_ n: Int) -> [(phase: String, seconds: Double)] {
        var root: View? = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var middle: View?
        let build = PhaseMark.build {
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
        let layout = PhaseMark.firstLayout { root?.layoutIfNeeded() }
        let snapshot = PhaseMark.snapshot { if let root { _ = LayoutSnapshot(root: root, detectAmbiguity: false) } }
        let remove = PhaseMark.remove { middle?.removeFromSuperview() }
        middle = nil
        let free = PhaseMark.free { root = nil }
        return [("build", build), ("first layout", layout), ("snapshot", snapshot), ("remove half", remove), ("free", free)]
    }

    /// `n` views side by side under one root, in a grid of 100 columns: build, first layout,
    /// the ambiguity report, a snapshot with ambiguity detection, removing the second half
    /// (last view first, as a list is torn down) and laying out again, freeing.
    private static func wideSiblings(_ n: Int) -> [(phase: String, seconds: Double)] {
        var root: View? = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var views: [View] = []
        let build = PhaseMark.build {
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
                if index >= n / 2 { views.append(view) }
            }
        }
        let layout = PhaseMark.firstLayout { root?.layoutIfNeeded() }
        var ambiguous = -1
        let report = PhaseMark.ambiguity { ambiguous = root?.ambiguityReport().entries.count ?? -1 }
        let snapshot = PhaseMark.snapshot { if let root { _ = LayoutSnapshot(root: root, detectAmbiguity: true) } }
        let remove = PhaseMark.remove {
            for view in views.reversed() { view.removeFromSuperview() }
            root?.layoutIfNeeded()
        }
        views = []
        let free = PhaseMark.free { root = nil }
        if ambiguous != 0 { FileHandle.standardError.write(Data("wide-siblings: \(ambiguous) ambiguous views, expected 0\n".utf8)) }
        return [("build", build), ("first layout", layout), ("ambiguity report", report),
                ("snapshot+ambiguity", snapshot), ("remove half", remove), ("free", free)]
    }

    /// A vertical stack of `n` labels with a distribution and an alignment, in a 400-point-wide
    /// root: filled, laid out, freed.
    /// A stack of `n` labels pinned to the root across its axis and at its start, free to grow
    /// along it: adding the labels, first layout, freeing.
    private static func stack(_ n: Int, _ axis: Axis, _ distribution: StackView.Distribution,
                              _ alignment: StackView.Alignment) -> [(phase: String, seconds: Double)] {
        let vertical = axis == .vertical
        var root: View? = View(frame: CGRect(x: 0, y: 0, width: vertical ? 400 : 1_000_000, height: vertical ? 100_000 : 400))
        var stack: StackView? = StackView()
        if let root, let stack {
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            root.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                vertical ? stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)
                    : stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
        }
        let build = PhaseMark.build { for index in 0..<n { stack?.addArrangedSubview(Label(text: "row \(index)")) } }
        let layout = PhaseMark.firstLayout { root?.layoutIfNeeded() }
        stack = nil
        let free = PhaseMark.free { root = nil }
        return [("fill", build), ("first layout", layout), ("free", free)]
    }
}

/// One function per phase kind, never inlined, so that a profile attributes each phase's cost
/// to its mark (`PhaseMark.build`, `PhaseMark.firstLayout`, …). Each returns the seconds.
enum PhaseMark {
    @inline(never) static func build(_ body: () -> Void) -> Double { Stopwatch.timed(body).seconds }
    @inline(never) static func firstLayout(_ body: () -> Void) -> Double { Stopwatch.timed(body).seconds }
    @inline(never) static func ambiguity(_ body: () -> Void) -> Double { Stopwatch.timed(body).seconds }
    @inline(never) static func snapshot(_ body: () -> Void) -> Double { Stopwatch.timed(body).seconds }
    @inline(never) static func remove(_ body: () -> Void) -> Double { Stopwatch.timed(body).seconds }
    @inline(never) static func free(_ body: () -> Void) -> Double { Stopwatch.timed(body).seconds }
}
