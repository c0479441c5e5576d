import XCTest
@testable import Taut

/// `systemLayoutSizeFitting` on a root view, measured in the root's own engine: the layout at
/// the size found reuses the solved system, and a frame that contradicts the constraints still
/// leaves out the user's constraint, as a first layout at that frame would.
final class EngineFittingOwnEngineTests: XCTestCase {
    /// A root with a 50 × 30 box held 5 inside each edge.
    private func boxedRoot(frame: CGRect) -> (View, View) {
        let root = View(frame: frame)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        return (root, box)
    }

    func testTheSizeFoundIsLaidOutWithoutBuildingTheSystemAgain() {
        let (root, box) = boxedRoot(frame: .zero)
        let size = root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // 50 + 10 by 30 + 10.
        XCTAssertEqual(size, CGSize(width: 60, height: 40))
        XCTAssertEqual(root.frame, .zero)                  // no frame changed
        let engine = root.engine
        XCTAssertNotNil(engine)
        root.frame = CGRect(origin: .zero, size: size)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertTrue(root.engine === engine)              // the same engine, built once
        XCTAssertEqual(box.frame, CGRect(x: 5, y: 5, width: 50, height: 30))
        // Measuring again gives the same answer and keeps the layout.
        XCTAssertEqual(root.systemLayoutSizeFitting(View.layoutFittingCompressedSize), size)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 5, y: 5, width: 50, height: 30))
    }

    func testAFrameThatContradictsTheConstraintsLeavesOutTheUsersConstraint() {
        let (root, box) = boxedRoot(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(root.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 60, height: 40))
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        // The root stays 100 × 100 (its size holds win, as at a first layout): on each axis the
        // box's constraint activated last — its width, its height — is left out and reported,
        // so the box fills the insets: (5, 5, 90, 90).
        XCTAssertEqual(root.frame.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(box.frame, CGRect(x: 5, y: 5, width: 90, height: 90))
        XCTAssertEqual(diagnostics.map(\.kind), [.unsatisfiableConstraints, .unsatisfiableConstraints])
        XCTAssertEqual(Set(diagnostics.compactMap { $0.leftOutConstraint?.firstAttribute }), [.width, .height])

        // The same tree laid out without measuring first: the same frames, the same two reports.
        let (plain, plainBox) = boxedRoot(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plainDiagnostics = LayoutDiagnostics.collect { plain.layoutIfNeeded() }
        XCTAssertEqual(plainBox.frame, box.frame)
        XCTAssertEqual(Set(plainDiagnostics.compactMap { $0.leftOutConstraint?.firstAttribute }), [.width, .height])
    }
}
