import XCTest
@testable import Taut

/// A `layoutSubviews()` that changes a constant and asks its superview for layout is stopped
/// with a diagnostic naming it, instead of recursing until the stack overflows.
final class DiagnosticsFeedbackLoopTests: XCTestCase {
    private final class Restless: View {
        var passes = 0
        var width: LayoutConstraint?
        override func layoutSubviews() {
            passes += 1
            width?.constant += 1
            superview?.layoutIfNeeded()
        }
    }

    func testTheLoopIsStoppedWithTheViewsName() {
        let root = EngineFixture.root(100, 100)
        let restless = Restless()
        restless.accessibilityIdentifier = "restless"
        restless.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(restless)
        let width = restless.widthAnchor.constraint(equalToConstant: 10)
        restless.width = width
        LayoutConstraint.activate([width, restless.heightAnchor.constraint(equalToConstant: 10),
                                   restless.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                                   restless.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)])
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.description), [
            "[Taut] layoutFeedbackLoop: The layout pass of root was stopped after 16 rounds: layoutSubviews() of restless "
                + "keeps invalidating the layout (it changes a constraint, a frame or the intrinsic size of what it lays out "
                + "every time). The frames of the last round are kept.",
        ])
        // 16 rounds, each one laying out `restless` once and widening it by 1 after the solve:
        // the last solve saw 10 + 16 = 26, at (5, 5).
        XCTAssertEqual(restless.passes, 16)
        XCTAssertEqual(restless.frame, CGRect(x: 5, y: 5, width: 26, height: 10))
        // The next pass runs again, and is stopped again the same way (the process goes on).
        let again = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(again.map(\.kind), [.layoutFeedbackLoop])
        XCTAssertEqual(restless.passes, 32)
    }
}
