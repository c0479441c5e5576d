import Foundation
import XCTest
@testable import Taut

// Text sizes come from the default monospaced measurer: a character is half the font size
// wide, a line 1.2 × the font size high ("Hello" at 10 points: 25 × 12).

/// A root measured with `systemLayoutSizeFitting` and given the size found keeps its size
/// holds optional in the solver (at exactly that size) until the system next changes
/// (`LayoutEngine.holdsAwaitingRequired`): the layout is the same, and every later change
/// finds the holds required, as if they had been made required at once.
final class FittedHoldDeferralTests: XCTestCase {
    /// A root with one label pinned 8 from its top, left and bottom, right edge free.
    private func makeCell() -> (View, Label) {
        let cell = View()
        let title = Label()
        title.font = .systemFont(ofSize: 10)
        title.text = "Hello"
        cell.addSubview(title)
        title.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
        ])
        return (cell, title)
    }

    /// Measures the cell at width 375, gives it that size and lays it out.
    private func selfSize(_ cell: View, height: CGFloat? = nil) {
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        cell.frame = CGRect(x: 0, y: 0, width: size.width, height: height ?? size.height)
        cell.layoutIfNeeded()
    }

    func testAFittedRootLaidOutAtItsSizeKeepsItsHoldsOptionalInTheSolver() throws {
        let (cell, title) = makeCell()
        selfSize(cell)
        // 8 + 12 + 8 = 28 tall; the label at (8, 8), 25 × 12.
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 375, height: 28))
        XCTAssertEqual(title.frame, CGRect(x: 8, y: 8, width: 25, height: 12))
        let engine = try XCTUnwrap(cell.engine)
        let awaiting = try XCTUnwrap(engine.holdsAwaitingRequired)
        XCTAssertTrue(awaiting.view === cell)
        // The holds read required (as UIKit's autoresizing constraints do) ...
        XCTAssertEqual(awaiting.frameHold.map(\.priority), [.required, .required])
        XCTAssertEqual(awaiting.frameHold.map(\.constant), [375, 28])
        // ... while the solver still has the height hold at the fitting priority's strength.
        let heightHold = try XCTUnwrap(engine.record(of: awaiting.frameHold[1])?.solverConstraint)
        XCTAssertFalse(heightHold.strength.isRequired)
    }

    func testALaterChangeFindsTheHoldsRequired() throws {
        let (cell, title) = makeCell()
        selfSize(cell)
        // A font twice as large wants 50 × 24, but the required height hold keeps the cell 28
        // tall: the label's compression resistance (750) gives way, 28 − 16 = 12 tall. An
        // optional hold (50) would have let the cell's content grow to 8 + 24 + 8 = 40.
        title.font = .systemFont(ofSize: 20)
        cell.layoutIfNeeded()
        XCTAssertNil(cell.engine?.holdsAwaitingRequired)
        XCTAssertEqual(title.frame, CGRect(x: 8, y: 8, width: 50, height: 12))
        XCTAssertEqual(cell.frame.size, CGSize(width: 375, height: 28))
        let engine = try XCTUnwrap(cell.engine)
        let holds = try XCTUnwrap(engine.existingVariables(of: cell)?.frameHold)
        let heightHold = try XCTUnwrap(engine.record(of: holds[1])?.solverConstraint)
        XCTAssertTrue(heightHold.strength.isRequired)
    }

    func testAConflictAfterFittingIsReportedAsWithHoldsMadeRequiredAtOnce() {
        // The same cell twice: one with its holds made required right after the layout.
        func conflictAfterFitting(requiringAtOnce: Bool) -> (CGRect, [String]) {
            let (cell, title) = makeCell()
            selfSize(cell)
            if requiringAtOnce { cell.engine?.requireAwaitingHolds() }
            XCTAssertEqual(cell.engine?.holdsAwaitingRequired == nil, requiringAtOnce)
            // 8 + 30 + 8 = 46 cannot be 28: the height constraint, added last, is left out.
            let messages = LayoutDiagnostics.collect {
                title.heightAnchor.constraint(equalToConstant: 30).isActive = true
                cell.layoutIfNeeded()
            }.map { diagnostic in
                // The views' numbers differ between the two cells; the rest must not.
                diagnostic.message.replacingOccurrences(of: #"(Label|View):[0-9]+"#, with: "$1", options: .regularExpression)
            }
            return (title.frame, messages)
        }
        let deferred = conflictAfterFitting(requiringAtOnce: false)
        let atOnce = conflictAfterFitting(requiringAtOnce: true)
        XCTAssertEqual(deferred.0, CGRect(x: 8, y: 8, width: 25, height: 12))
        XCTAssertEqual(atOnce.0, deferred.0)
        XCTAssertEqual(deferred.1.count, 1)
        XCTAssertEqual(deferred.1.first?.hasPrefix("Unable to simultaneously satisfy constraints"), true)
        // The set it conflicts with has the required height hold at 28 and the two edges.
        XCTAssertEqual(deferred.1.first?.contains("    View.height == 28 [autoresizing]\n"), true)
        XCTAssertEqual(atOnce.1, deferred.1)
    }

    func testAChangeBetweenTheFitAndTheFrameMakesTheHoldsRequiredAtOnce() throws {
        let (cell, title) = makeCell()
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 375, height: 28))
        // The top margin grows to 20 before the frame is set: the solver's solution is no
        // longer the fit's, so the height hold is made required at once. Held 28 tall, the
        // label is squeezed to 28 − 20 − 8 = 0 (an optional hold would have let it keep 12).
        let top = try XCTUnwrap(cell.constraints.first { $0.firstAttribute == .top && $0.constant == 8 })
        top.constant = 20
        cell.frame = CGRect(origin: .zero, size: size)
        XCTAssertNil(cell.engine?.holdsAwaitingRequired)
        cell.layoutIfNeeded()
        XCTAssertEqual(title.frame, CGRect(x: 8, y: 20, width: 25, height: 0))
    }

    func testAFrameOtherThanTheFittedSizeMakesTheHoldsRequiredAtOnce() {
        let (cell, title) = makeCell()
        // Laid out 100 tall instead of 28: the hold's constant is not the solved height, so it
        // is made required at once and the label stretches, 100 − 16 = 84 tall.
        selfSize(cell, height: 100)
        XCTAssertNil(cell.engine?.holdsAwaitingRequired)
        XCTAssertEqual(title.frame, CGRect(x: 8, y: 8, width: 25, height: 84))
    }
}
