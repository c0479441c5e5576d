import XCTest
@testable import Taut

/// The `ambiguousLayout` diagnostic a layout pass reports by itself.
final class DiagnosticsAutomaticAmbiguityTests: XCTestCase {
    private static let footer = "\nAdd the constraints they lack. (Reported once per change of the constraints; "
        + "LayoutDiagnostics.reportsAmbiguousLayout = false, or reportsAmbiguousLayout = false on a view, turns it off.)"

    private static func message(_ count: Int, _ lines: [String]) -> String {
        "[Taut] ambiguousLayout: After the layout pass of root, the constraints don't determine the position or size of "
            + (count == 1 ? "1 item" : "\(count) items")
            + " (left and top stand for the horizontal and vertical position); their frames are one solution of many:\n"
            + lines.map { "    " + $0 }.joined(separator: "\n") + footer
    }

    /// `box` has a size and no position; `title` has a position, a height and only a minimum width.
    private func makeScene() -> (root: View, box: View, title: View, titleLeft: LayoutConstraint) {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        let title = EngineFixture.child("title", in: root)
        let titleLeft = title.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 30),
            titleLeft, title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            title.heightAnchor.constraint(equalToConstant: 20),
            title.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
        return (root, box, title, titleLeft)
    }

    func testOnePassReportsEveryAmbiguousItemOnce() {
        let (root, box, title, titleLeft) = makeScene()
        let first = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(first.map(\.description), [Self.message(2, ["box: left, top", "title: width"])])
        XCTAssertEqual(first.first?.kind, .ambiguousLayout)
        // The layout goes on with one solution: an undetermined position stays at the root's
        // origin (0, 0), the minimum width is taken (50).
        assertFrame(box.frame, 0, 0, 40, 30)
        assertFrame(title.frame, 10, 20, 50, 20)
        // Not again: another pass, a pass asked for, a constant change.
        XCTAssertEqual(LayoutDiagnostics.collect { root.layoutIfNeeded() }.count, 0)
        root.setNeedsLayout()
        XCTAssertEqual(LayoutDiagnostics.collect { root.layoutIfNeeded() }.count, 0)
        titleLeft.constant = 30
        XCTAssertEqual(LayoutDiagnostics.collect { root.layoutIfNeeded() }.count, 0)
        assertFrame(title.frame, 30, 20, 50, 20)
        // The expensive report agrees, and asking for it does not make the next pass repeat.
        XCTAssertEqual(root.ambiguityReport().description, "Ambiguous layout:\n    box: left, top\n    title: width")
        XCTAssertTrue(box.hasAmbiguousLayout)
        root.setNeedsLayout()
        XCTAssertEqual(LayoutDiagnostics.collect { root.layoutIfNeeded() }.count, 0)
        // A new constraint is a new set: checked again; box is placed, title still open.
        let place = [box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
                     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)]
        let second = LayoutDiagnostics.collect {
            LayoutConstraint.activate(place)
            root.layoutIfNeeded()
        }
        XCTAssertEqual(second.map(\.description), [Self.message(1, ["title: width"])])
        assertFrame(box.frame, 100, 100, 40, 30)
        // Fully determined: nothing to say.
        let third = LayoutDiagnostics.collect {
            title.widthAnchor.constraint(equalToConstant: 80).isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(third.count, 0)
        assertFrame(title.frame, 30, 20, 80, 20)
        // Taking a constraint away is a change too.
        let fourth = LayoutDiagnostics.collect {
            LayoutConstraint.deactivate([place[1]])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(fourth.map(\.description), [Self.message(1, ["box: top"])])
    }

    func testAViewWithoutConstraintsAndACancellingChain() {
        let root = EngineFixture.root(400, 300)
        // No constraint at all, but not translating its frame either.
        let ghost = EngineFixture.child("ghost", in: root)
        // `a` is held by its right edge only: its left and width are open, their sum is not.
        let a = EngineFixture.child("a", in: root)
        // `b` starts 8 after a's right edge (400 - 10 + 8 = 398): determined.
        let b = EngineFixture.child("b", in: root)
        LayoutConstraint.activate([
            a.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 20),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.description),
                       [Self.message(2, ["ghost: left, top, width, height", "a: left, width"])])
        assertFrame(b.frame, 398, 0, 20, 10)
        XCTAssertEqual(a.frame.maxX, 390, accuracy: 1e-9)
        XCTAssertEqual(ghost.frame, .zero)
    }

    func testSilencedPerViewAndEverywhere() {
        let (root, box, title, _) = makeScene()
        box.reportsAmbiguousLayout = false
        XCTAssertFalse(box.reportsAmbiguousLayout)
        XCTAssertEqual(LayoutDiagnostics.collect { root.layoutIfNeeded() }.map(\.description),
                       [Self.message(1, ["title: width"])])
        // A root that opts out silences its whole tree.
        let scene = makeScene()
        scene.root.reportsAmbiguousLayout = false
        XCTAssertEqual(LayoutDiagnostics.collect { scene.root.layoutIfNeeded() }.count, 0)
        assertFrame(scene.title.frame, 10, 20, 50, 20)
        // The switch for every tree.
        let other = makeScene()
        LayoutDiagnostics.reportsAmbiguousLayout = false
        defer { LayoutDiagnostics.reportsAmbiguousLayout = true }
        XCTAssertEqual(LayoutDiagnostics.collect { other.root.layoutIfNeeded() }.count, 0)
        assertFrame(other.title.frame, 10, 20, 50, 20)
        XCTAssertEqual(title.frame.width, 50)
    }

    func testFittingDoesNotReport() {
        let (root, _, _, _) = makeScene()
        let diagnostics = LayoutDiagnostics.collect {
            _ = root.systemLayoutSizeFitting(CGSize(width: 400, height: 300))
        }
        XCTAssertEqual(diagnostics.count, 0)
    }
}
