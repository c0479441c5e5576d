import XCTest
@testable import Taut

/// Every error path of the operator DSL: a diagnostic naming the statement's file and line,
/// the faulty constraint left inactive, the rest of the block activated.
final class OperatorDiagnosticsTests: XCTestCase {
    private let file = "TautTests/OperatorDiagnosticsTests.swift"

    private func root() -> View {
        View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    func testAnchorOfAViewOutsideTheHierarchy() {
        let view = root()
        let box = View()
        view.addSubview(box)
        let stranger = View()
        var made: [LayoutConstraint] = []
        let badLine = #line + 4
        let diagnostics = LayoutDiagnostics.collect {
            made = box.layout {
                $0.leading == view.leadingAnchor
                $0.top == stranger.bottomAnchor + 8
                $0.width == 10
            }
        }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.kind, .noCommonAncestor)
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: file, line: badLine))
        XCTAssertTrue(diagnostics.first?.message.contains("OperatorDiagnosticsTests.swift:\(badLine)") ?? false)
        // The bad one stays inactive; the others are active.
        XCTAssertEqual(made.map(\.isActive), [true, false, true])
    }

    func testZeroDivisorIsRefused() {
        let view = root()
        let box = View()
        view.addSubview(box)
        let badLine = #line + 3
        let diagnostics = LayoutDiagnostics.collect {
            box.layout {
                $0.height == $0.width / 0
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(diagnostics.first?.location?.line, badLine)
    }

    func testNonFiniteConstantIsRefused() {
        let view = root()
        let box = View()
        view.addSubview(box)
        let badLine = #line + 3
        let diagnostics = LayoutDiagnostics.collect {
            box.layout {
                $0.height == CGFloat.infinity
                $0.left == view.leftAnchor + .nan
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue, .invalidValue])
        XCTAssertEqual(diagnostics.map { $0.location?.line }, [badLine, badLine + 1])
    }

    func testLetBoundConstraintIsLocatedAtTheLayoutCall() {
        let view = root()
        let box = View()
        view.addSubview(box)
        let stranger = View()
        let callLine = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            box.layout {
                let hidden = $0.top == stranger.topAnchor
                _ = hidden
            }
        }
        // `hidden` never appears as a statement of its own, so it gets the call's line.
        XCTAssertEqual(diagnostics.map(\.kind), [.noCommonAncestor])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: file, line: callLine))
    }

    func testGuideNotAddedToAView() {
        let guide = LayoutGuide()
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            guide.layout { $0.width == 10 }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.noCommonAncestor])
        XCTAssertEqual(diagnostics.first?.location?.line, line)
    }

    func testConflictNamesTheLinesOfBothConstraints() {
        let view = root()
        let box = View()
        view.addSubview(box)
        let firstLine = #line + 3
        let diagnostics = LayoutDiagnostics.collect {
            box.layout {
                $0.width == 100
                $0.width == 200
                $0.edges == view.edgeAnchors
            }
            view.layoutIfNeeded()
        }
        let conflicts = diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        XCTAssertFalse(conflicts.isEmpty)
        // Every message names a line of this block.
        for conflict in conflicts {
            let lines = conflict.constraints.compactMap { $0.location?.line }
            XCTAssertFalse(lines.isEmpty)
            XCTAssertTrue(lines.allSatisfy { (firstLine...firstLine + 2).contains($0) }, "\(lines)")
            XCTAssertTrue(conflict.message.contains("OperatorDiagnosticsTests.swift:"))
        }
    }
}
