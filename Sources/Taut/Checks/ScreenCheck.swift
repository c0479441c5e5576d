import Foundation

/// Lays a screen out on many devices, text sizes and layout directions, and lists what is
/// wrong in each: conflicts, ambiguous views, views outside their superview, cut text,
/// overlapping controls and controls too small to tap (see ``ScreenProblem/Kind``).
///
/// A screen is built for one environment (its controller reads the traits in `viewDidLoad`,
/// picks fonts for a text size, makes constraints for a size class), so the check takes a
/// closure that makes a fresh screen, and calls it once per combination:
///
/// ```swift
/// let report = ScreenCheck(devices: .iPhones, contentSizes: .representative, directions: .both)
///     .check { LoginViewController() }
/// XCTAssertTrue(report.isClean, report.description)
/// ```
///
/// In tests, `assertLayout(of:isCleanOn:contentSizes:directions:)` of the `TautTesting` module
/// does this in one call. Each combination gets its own ``Window`` made for the device in the
/// orientation (``Window/init(device:orientation:)``), right to left through the window's
/// ``View/semanticContentAttribute`` (`.forceRightToLeft`, as `taut check --direction rtl`
/// does for layout files), and the text size through the app's
/// ``Application/preferredContentSizeCategory``, which the window's traits
/// (``View/traitCollection``) and the default fonts read; the combinations of one text size
/// and direction are laid out in parallel, one window per thread (layout engines are per root
/// view and share nothing), and the app's text size and direction are put back afterwards.
/// Landscape combinations that the controller's ``ViewController/supportedInterfaceOrientations``
/// rule out are skipped.
public struct ScreenCheck: Sendable {
    /// The devices, each laid out in every orientation of ``orientations`` (default: every
    /// iPhone of the catalog, ``Swift/Array/iPhones``).
    public var devices: [Device]
    /// The orientations: `.portrait` and `.landscapeLeft` by default.
    public var orientations: [Device.Orientation]
    /// The text sizes (default: ``Swift/Array/representative``, the smallest, the default and
    /// the largest).
    public var contentSizes: [ContentSizeCategory]
    /// The layout directions (default: both).
    public var directions: [UserInterfaceLayoutDirection]
    /// The kinds of problem looked for (default: all). Leave one out to switch it off.
    public var kinds: Set<ScreenProblem.Kind>
    /// The problems accepted as known: they are counted in ``ScreenCheckReport/acceptedCount``
    /// and not reported.
    public var exceptions: [Exception]
    /// Whether the combinations of one text size and direction are laid out on several threads
    /// at once (default `true`). Set it to `false` when the screen's code touches shared state
    /// that is not thread-safe.
    public var runsInParallel: Bool
    /// Whether UIKit's switch, whose size UIKit fixes at 51 × 31 points (so an app cannot make
    /// it 44 tall), counts for ``ScreenProblem/Kind/smallTapTarget`` (default `false`).
    public var includesFixedSizeControls: Bool

    /// Describes a check; see each property for the defaults.
    public init(devices: [Device] = .iPhones, orientations: [Device.Orientation] = [.portrait, .landscapeLeft],
                contentSizes: [ContentSizeCategory] = .representative,
                directions: [UserInterfaceLayoutDirection] = .both,
                kinds: Set<ScreenProblem.Kind> = Set(ScreenProblem.Kind.allCases),
                exceptions: [Exception] = [], runsInParallel: Bool = true, includesFixedSizeControls: Bool = false) {
        self.devices = devices
        self.orientations = orientations
        self.contentSizes = contentSizes
        self.directions = directions
        self.kinds = kinds
        self.exceptions = exceptions
        self.runsInParallel = runsInParallel
        self.includesFixedSizeControls = includesFixedSizeControls
    }

    /// Every combination, in the order of the report: by device, then orientation, then text
    /// size, then direction. Flat and unknown orientations are left out, and so are repeated
    /// entries.
    public var combinations: [Combination] {
        var result: [Combination] = []
        var seen = Set<Combination>()
        for device in devices {
            for orientation in orientations where orientation.isValidInterfaceOrientation {
                for size in contentSizes {
                    for direction in directions {
                        let combination = Combination(device: device.rotated(to: orientation), contentSize: size,
                                                      direction: direction)
                        if seen.insert(combination).inserted { result.append(combination) }
                    }
                }
            }
        }
        return result
    }

    /// Checks the screen of a view controller: `makeController` is called once per
    /// combination, on any thread, and its controller becomes the root of a new window made
    /// for the combination's device, which is shown (the controller appears) and laid out.
    /// `name` titles the report (the controller's class by default).
    public func check(named name: String? = nil, _ makeController: @escaping @Sendable () -> ViewController) -> ScreenCheckReport {
        run(name) { combination -> (root: View, subject: String)? in
            let controller = makeController()
            let subject = String(describing: type(of: controller))
            if combination.device.orientation.isLandscape,
               !controller.supportedInterfaceOrientations.contains(.landscapeLeft),
               !controller.supportedInterfaceOrientations.contains(.landscapeRight) {
                return nil
            }
            let window = Window(device: combination.device)
            if combination.direction == .rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
            window.rootViewController = controller
            window.isHidden = false
            window.layoutIfNeeded()
            return (window, subject)
        }
    }

    /// Checks a view: `makeView` is called once per combination, on any thread, and its view
    /// becomes the view of a plain ``ViewController`` filling a new window made for the
    /// combination's device.
    public func checkView(named name: String? = nil, _ makeView: @escaping @Sendable () -> View) -> ScreenCheckReport {
        check(named: name) {
            let controller = ViewController()
            controller.view = makeView()
            return controller
        }
    }

    /// Checks trees that the caller builds and sizes for each combination: `makeRoot` returns
    /// the root view of the combination's layout (or `nil` to skip it); the check lays it out
    /// and inspects it. Used by `taut check` for layout files, whose canvas takes the device's
    /// size and safe area.
    public func checkRoots(named name: String, _ makeRoot: @escaping @Sendable (Combination) -> View?) -> ScreenCheckReport {
        run(name) { combination in
            guard let root = makeRoot(combination) else { return nil }
            root.layoutIfNeeded()
            return (root, name)
        }
    }

    // MARK: Running

    /// What one combination gave: its problems, those accepted, or `nil` when skipped.
    struct Outcome: Sendable {
        var problems: [ScreenProblem]
        var accepted: Int
        var subject: String
    }

    /// Lays out every combination with `layOut` (inside a diagnostics collector) and inspects it.
    private func run(_ name: String?,
                     _ layOut: @escaping @Sendable (Combination) -> (root: View, subject: String)?) -> ScreenCheckReport {
        let all = combinations
        let outcomes = OutcomeList(count: all.count)
        let application = Application.shared
        let savedSize = application.preferredContentSizeCategory
        let savedDirection = application.userInterfaceLayoutDirection
        let check = self
        // One group per text size and direction: the app-wide settings hold for the group.
        var groups: [[Int]] = []
        var groupIndex: [String: Int] = [:]
        for (index, combination) in all.enumerated() {
            let key = "\(combination.contentSize.rawValue)|\(combination.direction.rawValue)"
            if let at = groupIndex[key] { groups[at].append(index) } else {
                groupIndex[key] = groups.count
                groups.append([index])
            }
        }
        for group in groups {
            guard let first = group.first else { continue }
            application.preferredContentSizeCategory = all[first].contentSize
            application.userInterfaceLayoutDirection = all[first].direction
            let work: @Sendable (Int) -> Void = { position in
                let index = group[position]
                outcomes.set(index, check.outcome(of: all[index], layOut))
            }
            if runsInParallel && group.count > 1 {
                DispatchQueue.concurrentPerform(iterations: group.count, execute: work)
            } else {
                for position in group.indices { work(position) }
            }
        }
        application.preferredContentSizeCategory = savedSize
        application.userInterfaceLayoutDirection = savedDirection
        let results = outcomes.values
        var checked: [Combination] = [], skipped: [Combination] = [], problems: [[ScreenProblem]] = []
        var accepted = 0
        var subject = name
        for (combination, outcome) in zip(all, results) {
            guard let outcome else { skipped.append(combination); continue }
            checked.append(combination)
            problems.append(outcome.problems)
            accepted += outcome.accepted
            if subject == nil { subject = outcome.subject }
        }
        return ScreenCheckReport(subject: subject ?? "screen", combinations: checked, problems: problems,
                                 skipped: skipped, kinds: ScreenProblem.Kind.allCases.filter(kinds.contains),
                                 acceptedCount: accepted)
    }

    /// Lays out one combination and inspects it.
    private func outcome(of combination: Combination,
                         _ layOut: @Sendable (Combination) -> (root: View, subject: String)?) -> Outcome? {
        nonisolated(unsafe) var laidOut: (root: View, subject: String)?
        let diagnostics = LayoutDiagnostics.collect { laidOut = layOut(combination) }
        guard let laidOut else { return nil }
        var inspector = ScreenInspector(check: self, combination: combination, root: laidOut.root)
        // Whatever the inspection itself reports (an ambiguity query's notes) is not the screen's.
        _ = LayoutDiagnostics.collect { inspector.inspect(diagnostics: diagnostics) }
        return Outcome(problems: inspector.problems, accepted: inspector.acceptedCount, subject: laidOut.subject)
    }
}

/// The outcomes of the combinations, filled in from several threads.
private final class OutcomeList: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ScreenCheck.Outcome?]

    init(count: Int) { stored = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: ScreenCheck.Outcome?) {
        lock.lock(); defer { lock.unlock() }
        if stored.indices.contains(index) { stored[index] = outcome }
    }

    var values: [ScreenCheck.Outcome?] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }
}
