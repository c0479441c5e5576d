import XCTest
import Foundation
@testable import Taut
import TautTesting

/// A screen with one deliberate problem of each kind the screen checker looks for, each
/// placed so that it shows in known combinations only.
final class ProblemScreenController: ViewController {
    /// The line of the constraint that conflicts (left out in every combination).
    nonisolated(unsafe) static var conflictLine = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let safe = view.safeAreaLayoutGuide
        // A 30-character title at 20 points: 30 × 10 = 300 wide on one line, in a label
        // 16 from each edge: 320 − 32 = 288 on the iPhone SE (1st generation), 343 or more
        // elsewhere (and 568 − 32 = 536 in the SE's landscape).
        let title = Label(text: "A title thirty characters long", fontSize: 20)
        title.accessibilityIdentifier = "title"
        // A 30 × 30 info button, under the 44 × 44 minimum.
        let info = Button()
        info.accessibilityIdentifier = "info"
        // Two switches 24 apart: each 51 wide, so they overlap by 27 × 31.
        let wifi = Switch(), bluetooth = Switch()
        wifi.accessibilityIdentifier = "wifi"
        bluetooth.accessibilityIdentifier = "bluetooth"
        // A 100-wide card placed from the left, with a badge placed from the screen's leading
        // edge: inside the card left to right, far beyond its right edge right to left.
        let card = View(), badge = View()
        card.accessibilityIdentifier = "card"
        badge.accessibilityIdentifier = "badge"
        // A view with nothing that places it vertically.
        let floating = View()
        floating.accessibilityIdentifier = "floating"
        // A bar asked to be 100 and 200 wide.
        let bar = View()
        bar.accessibilityIdentifier = "bar"
        for subview in [title, info, wifi, bluetooth, card, floating, bar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            info.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            info.topAnchor.constraint(equalTo: safe.topAnchor, constant: 50),
            info.widthAnchor.constraint(equalToConstant: 30),
            info.heightAnchor.constraint(equalToConstant: 30),
            wifi.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            wifi.topAnchor.constraint(equalTo: safe.topAnchor, constant: 100),
            bluetooth.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
            bluetooth.topAnchor.constraint(equalTo: wifi.topAnchor),
            card.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 16),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 150),
            card.heightAnchor.constraint(equalToConstant: 60),
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
            floating.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            floating.widthAnchor.constraint(equalToConstant: 10),
            floating.heightAnchor.constraint(equalToConstant: 10),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 220),
            bar.heightAnchor.constraint(equalToConstant: 10),
            bar.widthAnchor.constraint(equalToConstant: 100),
        ])
        Self.conflictLine = #line + 1
        bar.widthAnchor.constraint(equalToConstant: 200).isActive = true
    }
}

final class ScreenCheckProblemsTests: XCTestCase {
    /// The iPhone SE (1st generation), the iPhone SE and the iPhone 14, portrait and
    /// landscape, three text sizes, both directions: 3 × 2 × 3 × 2 = 36 combinations.
    private let check = ScreenCheck(devices: [.iPhoneSE1, .iPhoneSE, .iPhone14])

    func testEachProblemIsReportedOnceWithTheCombinationsWhereItOccurs() throws {
        let report = check.check { ProblemScreenController() }
        XCTAssertEqual(report.combinations.count, 36)
        XCTAssertEqual(report.skipped.count, 0)
        XCTAssertFalse(report.isClean)
        let findings = report.findings
        // One finding of each kind, in the kinds' order.
        XCTAssertEqual(findings.map(\.problem.kind), [.conflict, .ambiguous, .escapesSuperview, .truncatedText,
                                                       .overlappingControls, .smallTapTarget], report.description)
        let all = Set(report.combinations)

        // The conflict: `bar.width == 200` (written last) is left out against `bar.width == 100`.
        let conflict = try XCTUnwrap(report.findings(of: .conflict).first)
        XCTAssertEqual(Set(conflict.combinations), all)
        // Locations show the file's name and the line.
        let place = "ScreenCheckProblemsTests.swift:\(ProblemScreenController.conflictLine)"
        XCTAssertEqual(conflict.problem.viewName, "bar.width == 200 (\(place))")
        XCTAssertEqual(conflict.problem.details, [
            "left out:       \(place): bar.width == 200",
            "conflicts with: ScreenCheckProblemsTests.swift:\(ProblemScreenController.conflictLine - 3): "
                + "bar.width == 100",
        ])

        // The floating view: its top is free everywhere.
        let ambiguous = try XCTUnwrap(report.findings(of: .ambiguous).first)
        XCTAssertEqual(Set(ambiguous.combinations), all)
        XCTAssertEqual(ambiguous.problem.viewName, "'floating'")
        XCTAssertEqual(ambiguous.problem.message, "top not determined by the constraints")

        // The badge: in right to left only. First found on the iPhone SE (1st generation),
        // portrait, XS, RTL: its right edge is 320 − 30 = 290 on the screen, its left 270; in
        // the card (left edge 16) that is 254 to 274, 174 beyond the card's 100.
        let escape = try XCTUnwrap(report.findings(of: .escapesSuperview).first)
        XCTAssertEqual(Set(escape.combinations), all.filter { $0.direction == .rightToLeft })
        XCTAssertEqual(escape.problem.viewName, "'badge'")
        XCTAssertEqual(escape.problem.viewPath, "'badge'")
        XCTAssertEqual(escape.problem.message, "frame (254, 10, 20, 20) goes 174 on the right beyond its superview's "
                       + "bounds (0, 0, 100, 60), which draws it outside, where it cannot be tapped")

        // The title: only on the iPhone SE (1st generation) held upright, in every text size and
        // direction: it needs 300, has 288.
        let truncated = try XCTUnwrap(report.findings(of: .truncatedText).first)
        XCTAssertEqual(Set(truncated.combinations),
                       all.filter { $0.device.name == Device.iPhoneSE1.name && !$0.device.orientation.isLandscape })
        XCTAssertEqual(truncated.problem.viewName, "'title'")
        XCTAssertEqual(truncated.problem.message,
                       "needs 300 points of width for its text on one line, has 288: UIKit truncates it")
        XCTAssertEqual(report.describe(truncated.combinations), "iPhone SE (1st generation)")

        // The switches: 16 and 40 from the leading edge, 51 wide: 27 × 31 in common. First
        // found left to right on the SE (1st generation): at y = 20 + 100 = 120.
        let overlap = try XCTUnwrap(report.findings(of: .overlappingControls).first)
        XCTAssertEqual(Set(overlap.combinations), all)
        XCTAssertEqual(overlap.problem.viewName, "'wifi' and 'bluetooth'")
        XCTAssertEqual(overlap.problem.message,
                       "overlap by 27 × 31 points ((16, 120, 51, 31) and (40, 120, 51, 31))")

        // The info button, everywhere; the switches (UIKit's fixed 51 × 31) are not counted.
        let small = try XCTUnwrap(report.findings(of: .smallTapTarget).first)
        XCTAssertEqual(Set(small.combinations), all)
        XCTAssertEqual(small.problem.viewName, "'info'")
        XCTAssertEqual(small.problem.message, "is 30 × 30 points, less than the 44 × 44 Apple asks of a tappable control")
    }

    func testReportHasATitleASummaryGridAndOneEntryPerProblem() {
        let single = ScreenCheck(devices: [.iPhoneSE1, .iPhone14], orientations: [.portrait],
                                 contentSizes: [.large], directions: .both)
        let report = single.check { ProblemScreenController() }
        let lines = report.lines
        // 2 devices × portrait × L × 2 directions = 4 combinations, all with problems; 6 problems.
        XCTAssertEqual(lines.first, "ProblemScreenController: 6 layout problems in 4 of 4 combinations "
                       + "(2 devices × portrait × L × LTR, RTL)")
        // The grid: a column per kind, a row per failing combination, counts or dots.
        XCTAssertEqual(Array(lines[2...6]), [
            "combination                           conflict  ambiguous  escapes  truncated  overlap  tap<44  other",
            "iPhone SE (1st generation) · L · LTR         1          1        ·          1        1       1      ·",
            "iPhone SE (1st generation) · L · RTL         1          1        1          1        1       1      ·",
            "iPhone 14 · L · LTR                          1          1        ·          ·        1       1      ·",
            "iPhone 14 · L · RTL                          1          1        1          ·        1       1      ·",
        ])
        XCTAssertTrue(lines.contains("4. truncated text: 'title': needs 300 points of width for its text "
                                     + "on one line, has 288: UIKit truncates it"), report.description)
        // The badge escapes in right to left on both devices.
        XCTAssertTrue(lines.contains("   on iPhone SE (1st generation), iPhone 14: RTL"), report.description)
        XCTAssertTrue(lines.contains("   on every combination"), report.description)
    }

    func testKindsSwitchOffAndExceptionsAcceptKnownProblems() {
        var check = ScreenCheck(devices: [.iPhoneSE1], orientations: [.portrait], contentSizes: [.large],
                                directions: [.rightToLeft])
        check.kinds = [.escapesSuperview, .truncatedText, .overlappingControls, .smallTapTarget, .conflict]
        check.exceptions = [
            .view("card", kinds: [.escapesSuperview], because: "the badge hangs over the corner"),
            .views(kinds: [.smallTapTarget], because: "an info button with a larger hit area") { $0 is Button },
            .view("wifi", kinds: [.overlappingControls]),
            .constraint("bar-width"),
        ]
        let report = check.check { ProblemScreenController() }
        // The ambiguity is not looked for; the badge (inside the card), the button and the
        // switches are accepted; the conflict's constraint has no identifier; the title remains.
        XCTAssertEqual(report.findings.map(\.problem.kind), [.conflict, .truncatedText], report.description)
        XCTAssertEqual(report.acceptedCount, 3)
        XCTAssertTrue(report.title.hasSuffix("; 3 accepted as known"), report.title)
    }

    func testOneCombinationReportsOnlyItsProblems() {
        // The iPhone 14 held upright, left to right: the title fits (390 − 32 = 358 ≥ 300) and
        // the badge stays in its card; the conflict, the floating view, the switches and the
        // button remain.
        let report = ScreenCheck(devices: [.iPhone14], orientations: [.portrait], contentSizes: [.large],
                                 directions: [.leftToRight]).check { ProblemScreenController() }
        XCTAssertEqual(report.findings.map(\.problem.kind), [.conflict, .ambiguous, .overlappingControls, .smallTapTarget])
        XCTAssertEqual(report.title, "ProblemScreenController: 4 layout problems in 1 of 1 combination "
                       + "(iPhone 14 × portrait × L × LTR)")
    }
}
