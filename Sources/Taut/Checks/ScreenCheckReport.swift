import Foundation

/// What ``ScreenCheck`` found: the problems of every combination, and the same problems
/// grouped (``findings``), each once with the combinations where it occurs.
///
/// ``description`` is the readable report: a title, a summary grid of the combinations with
/// problems against the kinds of problem, then each finding with its combinations.
public struct ScreenCheckReport: Sendable, CustomStringConvertible {
    /// One problem and every combination where it occurs.
    public struct Finding: Sendable, CustomStringConvertible {
        /// The problem as found in its first combination (sizes in its message are that
        /// combination's).
        public var problem: ScreenProblem
        /// The combinations where it occurs, in check order.
        public var combinations: [ScreenCheck.Combination]

        /// The problem, then where it occurs.
        public var description: String { problem.description }
    }

    /// What was checked: the controller's class, the layout file, or the name given.
    public var subject: String
    /// The combinations laid out, in check order.
    public var combinations: [ScreenCheck.Combination]
    /// The problems of each combination, in the order of ``combinations``.
    public var problems: [[ScreenProblem]]
    /// The combinations skipped: landscape ones for a controller that supports only portrait.
    public var skipped: [ScreenCheck.Combination]
    /// The kinds looked for.
    public var kinds: [ScreenProblem.Kind]
    /// How many problems were accepted by the check's exceptions (over all combinations).
    public var acceptedCount: Int

    /// Creates a report.
    public init(subject: String, combinations: [ScreenCheck.Combination], problems: [[ScreenProblem]],
                skipped: [ScreenCheck.Combination] = [], kinds: [ScreenProblem.Kind] = ScreenProblem.Kind.allCases,
                acceptedCount: Int = 0) {
        self.subject = subject
        self.combinations = combinations
        self.problems = problems
        self.skipped = skipped
        self.kinds = kinds
        self.acceptedCount = acceptedCount
    }

    /// Whether no combination has a problem.
    public var isClean: Bool { problems.allSatisfy(\.isEmpty) }

    /// The problems, each once (grouped by ``ScreenProblem/key``), in the order first found,
    /// with the combinations where each occurs.
    public var findings: [Finding] {
        var result: [Finding] = []
        var index: [String: Int] = [:]
        for (combination, found) in zip(combinations, problems) {
            var seenHere = Set<String>()
            for problem in found where seenHere.insert(problem.key).inserted {
                if let at = index[problem.key] {
                    result[at].combinations.append(combination)
                } else {
                    index[problem.key] = result.count
                    result.append(Finding(problem: problem, combinations: [combination]))
                }
            }
        }
        return result.sorted { $0.problem.kind < $1.problem.kind }
    }

    /// The findings of one kind.
    public func findings(of kind: ScreenProblem.Kind) -> [Finding] { findings.filter { $0.problem.kind == kind } }

    /// The report's title line: `LoginViewController: 3 problems in 12 of 40 combinations`.
    public var title: String {
        let found = findings.count
        let failing = problems.filter { !$0.isEmpty }.count
        var text = "\(subject): "
        text += found == 0 ? "no layout problems in \(combinations.count) combination\(plural(combinations.count))"
            : "\(found) layout problem\(plural(found)) in \(failing) of \(combinations.count) combination\(plural(combinations.count))"
        text += " (\(dimensions))"
        if !skipped.isEmpty { text += "; \(skipped.count) skipped (orientation not supported)" }
        if acceptedCount > 0 { text += "; \(acceptedCount) accepted as known" }
        return text
    }

    /// `13 devices × portrait, landscape × 3 text sizes × LTR, RTL`.
    private var dimensions: String {
        let all = combinations + skipped
        var devices: [String] = [], orientations: [String] = [], sizes: [String] = [], directions: [String] = []
        for combination in all {
            if !devices.contains(combination.device.name) { devices.append(combination.device.name) }
            let orientation = combination.device.orientation.isLandscape ? "landscape" : "portrait"
            if !orientations.contains(orientation) { orientations.append(orientation) }
            if !sizes.contains(combination.contentSize.shortName) { sizes.append(combination.contentSize.shortName) }
            if !directions.contains(combination.direction.shortName) { directions.append(combination.direction.shortName) }
        }
        let deviceText = devices.count == 1 ? devices[0] : "\(devices.count) devices"
        return [deviceText, orientations.joined(separator: ", "), sizes.joined(separator: ", "),
                directions.joined(separator: ", ")].joined(separator: " × ")
    }

    /// The summary grid: one row per combination with problems, one column per kind, the
    /// number of problems of that kind in that combination (`·` for none). At most
    /// `maximumRows` rows; a last line counts the rest.
    public func summaryGrid(maximumRows: Int = 60) -> [String] {
        let failing = zip(combinations, problems).filter { !$0.1.isEmpty }
        guard !failing.isEmpty else { return [] }
        let labels = failing.map { $0.0.description }
        let width = max(labels.map(\.count).max() ?? 0, "combination".count)
        func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: max(count - text.count, 0)) }
        func padLeft(_ text: String, _ count: Int) -> String { String(repeating: " ", count: max(count - text.count, 0)) + text }
        var lines = [pad("combination", width) + kinds.map { "  " + $0.heading }.joined()]
        for ((_, found), label) in zip(failing, labels).prefix(max(maximumRows, 0)) {
            var line = pad(label, width)
            for kind in kinds {
                let count = found.filter { $0.kind == kind }.count
                line += "  " + padLeft(count == 0 ? "·" : String(count), kind.heading.count)
            }
            lines.append(line)
        }
        if failing.count > maximumRows {
            lines.append("… and \(failing.count - maximumRows) more combinations with problems")
        }
        return lines
    }

    /// The report's lines: the title, the summary grid, then each finding with where it
    /// occurs and its details.
    public var lines: [String] {
        var lines = [title]
        let grid = summaryGrid()
        guard !grid.isEmpty else { return lines }
        lines.append("")
        lines += grid
        for (index, finding) in findings.enumerated() {
            lines.append("")
            lines.append("\(index + 1). \(finding.problem)")
            lines.append("   on \(describe(finding.combinations))")
            lines += finding.problem.details.map { "   \($0)" }
        }
        return lines
    }

    /// The report as text.
    public var description: String { lines.joined(separator: "\n") }

    /// A compact description of a set of combinations: `every combination`, or devices grouped
    /// by the text sizes and directions they share (`iPhone SE (1st generation): AX5 RTL`).
    public func describe(_ some: [ScreenCheck.Combination]) -> String {
        if Set(some) == Set(combinations) { return "every combination" }
        let sizes = unique(combinations.map(\.contentSize))
        let directions = unique(combinations.map(\.direction))
        var order: [String] = []
        var pairs: [String: [(ContentSizeCategory, UserInterfaceLayoutDirection)]] = [:]
        for combination in some {
            let device = combination.deviceDescription
            if pairs[device] == nil { order.append(device) }
            pairs[device, default: []].append((combination.contentSize, combination.direction))
        }
        var groups: [(text: String, devices: [String])] = []
        for device in order {
            let text = describePairs(pairs[device] ?? [], sizes: sizes, directions: directions)
            if let at = groups.firstIndex(where: { $0.text == text }) { groups[at].devices.append(device) } else {
                groups.append((text, [device]))
            }
        }
        return groups.map { group in
            group.devices.joined(separator: ", ") + (group.text.isEmpty ? "" : ": \(group.text)")
        }.joined(separator: "; ")
    }

    /// The text sizes and directions of one device: empty for all of them, `RTL` for every
    /// size in one direction, `AX5` for both directions at one size, else each pair.
    private func describePairs(_ pairs: [(ContentSizeCategory, UserInterfaceLayoutDirection)],
                               sizes: [ContentSizeCategory], directions: [UserInterfaceLayoutDirection]) -> String {
        let pairSizes = unique(pairs.map(\.0)), pairDirections = unique(pairs.map(\.1))
        if pairs.count == pairSizes.count * pairDirections.count {
            let sizeText = pairSizes.count == sizes.count ? "" : pairSizes.map(\.shortName).joined(separator: ", ")
            let directionText = pairDirections.count == directions.count ? "" : pairDirections.map(\.shortName).joined(separator: ", ")
            return [sizeText, directionText].filter { !$0.isEmpty }.joined(separator: " ")
        }
        return pairs.map { "\($0.0.shortName) \($0.1.shortName)" }.joined(separator: ", ")
    }

    private func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }

    private func plural(_ count: Int) -> String { count == 1 ? "" : "s" }
}
