import XCTest
@testable import Taut

/// An engine that goes gives its lists, emptied with their room, to the next engine
/// (LayoutEngine+SpareLists.swift): the next tree must lay out exactly as with new lists, and
/// a big tree's lists must not be kept.
final class EngineSpareListsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        drainSpareLists()
    }

    override func tearDown() {
        drainSpareLists()
        super.tearDown()
    }

    private func drainSpareLists() {
        while LayoutEngine.takeSpareLists() != nil {}
    }

    /// A 200×100 root holding a 50-point square 10 points in from its top left, and a label
    /// right of the square: the square is at (10, 10, 50, 50); the label starts 8 points after
    /// it, at x = 68, centred on it vertically.
    private func layOutSmallTree() -> (root: View, square: View, label: Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let square = View()
        square.translatesAutoresizingMaskIntoConstraints = false
        let label = Label(text: "Hi", fontSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(square)
        root.addSubview(label)
        LayoutConstraint.activate([
            square.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            square.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            square.widthAnchor.constraint(equalToConstant: 50),
            square.heightAnchor.constraint(equalToConstant: 50),
            label.leadingAnchor.constraint(equalTo: square.trailingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: square.centerYAnchor),
        ])
        root.layoutIfNeeded()
        return (root, square, label)
    }

    func testADroppedEngineLeavesItsListsEmptyWithTheirRoom() {
        // The tree goes at the end of the call.
        _ = layOutSmallTree()
        guard let spare = LayoutEngine.takeSpareLists() else { return XCTFail("no lists were given back") }
        // Empty: nothing of the dropped tree is kept alive.
        XCTAssertEqual(spare.records.count, 0)
        XCTAssertEqual(spare.pending.count, 0)
        XCTAssertEqual(spare.pendingSystem.count, 0)
        XCTAssertEqual(spare.allVariables.count, 0)
        XCTAssertEqual(spare.dirty.count, 0)
        XCTAssertEqual(spare.builtScratch.count, 0)
        XCTAssertEqual(spare.solverBatchScratch.count, 0)
        // With their room: six user constraints and the engine's own needed at least that many.
        XCTAssertGreaterThanOrEqual(spare.records.capacity, 6)
        XCTAssertGreaterThanOrEqual(spare.pending.capacity, 6)
        XCTAssertGreaterThanOrEqual(spare.builtScratch.capacity, 6)
        XCTAssertGreaterThanOrEqual(spare.allVariables.capacity, 3)
        XCTAssertNil(LayoutEngine.takeSpareLists(), "one engine went: one set of lists")
    }

    func testATreeLaidOutWithSpareListsGetsTheFramesOfOneWithNewLists() {
        let first = layOutSmallTree()
        let label = first.label.frame
        XCTAssertEqual(first.square.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        XCTAssertEqual(label.minX, 68)
        XCTAssertEqual(label.midY, 35, accuracy: 1e-9)
        // Each later tree takes the lists of the one before (dropped at the end of the turn).
        for turn in 0..<5 {
            let tree = layOutSmallTree()
            XCTAssertEqual(tree.square.frame, CGRect(x: 10, y: 10, width: 50, height: 50), "turn \(turn)")
            XCTAssertEqual(tree.label.frame, label, "turn \(turn)")
        }
    }

    func testTheListsOfABigTreeAreNotKept() {
        do {
            // 300 views, each pinned by two constraints: more than `largestSpareCapacity`
            // records (600 > 256).
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var constraints: [LayoutConstraint] = []
            for index in 0..<300 {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index)))
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
            }
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            XCTAssertEqual(root.subviews[299].frame.minX, 299)
        }
        XCTAssertNil(LayoutEngine.takeSpareLists())
    }
}
