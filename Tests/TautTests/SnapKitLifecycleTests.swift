import XCTest
@testable import Taut

/// make -> update -> remake -> remove, prepare/activate/deactivate, `isActive`, and the
/// `Constraint` update methods, checked on installed constraints and on frames.
final class SnapKitLifecycleTests: XCTestCase {
    private var root: View!
    private var box: View!
    private var other: View!

    override func setUp() {
        root = SnapKitFixture.root(300, 200)
        box = SnapKitFixture.view("box", in: root)
        other = SnapKitFixture.view("other", in: root)
        other.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(10)
        }
    }

    private func makeBox() {
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.left.equalTo(other.snp.right).offset(5)
            make.size.equalTo(CGSize(width: 40, height: 20))
        }
    }

    func testMakeUpdateRemakeRemove() {
        makeBox()
        // other: top, left on root + 2 sizes on other; box: top, left on root + 2 sizes on box.
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertEqual(box.constraints.count, 2)
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 15, 10, 40, 20)
        let top = root.constraints[2]

        let diagnostics = LayoutDiagnostics.collect {
            box.snp.updateConstraints { make in
                make.top.equalToSuperview().offset(30)
                make.width.equalTo(70)
            }
        }
        XCTAssertEqual(diagnostics.count, 0)
        // Same layout constraints, new constants; nothing added.
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertEqual(box.constraints.count, 2)
        XCTAssertTrue(root.constraints[2] === top)
        XCTAssertEqual(top.constant, 30)
        XCTAssertEqual(box.constraints[0].constant, 70)
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 15, 30, 70, 20)

        box.snp.remakeConstraints { make in
            make.edges.equalTo(other)
        }
        // box's four old constraints are gone; other's stay; four new ones on root.
        XCTAssertEqual(root.constraints.count, 6)
        XCTAssertEqual(box.constraints.count, 0)
        XCTAssertFalse(top.isActive)
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 0, 0, 10, 10)

        box.snp.removeConstraints()
        XCTAssertEqual(root.constraints.count, 2)
        XCTAssertEqual(other.constraints.count, 2)
        XCTAssertTrue(root.constraints.allSatisfy { $0.firstItem === other })
    }

    func testRemakeKeepsConstraintsOtherViewsMadeToThisView() {
        makeBox()
        other.snp.remakeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(box)
            make.height.equalTo(10)
        }
        // box's two on root remain, other's two edges on root are new; width (other -> box) on root.
        XCTAssertEqual(root.constraints.count, 5)
        root.layoutIfNeeded()
        // other is as wide as box (40), so box.left = 40 + 5.
        assertSnpFrame(other.frame, 0, 0, 40, 10)
        assertSnpFrame(box.frame, 45, 10, 40, 20)
    }

    func testUpdateWithNoConstraintsYetIsMake() {
        let diagnostics = LayoutDiagnostics.collect {
            box.snp.updateConstraints { make in make.edges.equalToSuperview() }
        }
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertEqual(root.constraints.count, 6)
    }

    func testUpdateMatchesRelationMultiplierAndPriority() {
        box.snp.makeConstraints { make in
            make.width.equalTo(other).multipliedBy(2)
            make.height.greaterThanOrEqualTo(20)
            make.top.equalToSuperview().priority(.high)
        }
        let before = root.constraints.count
        var diagnostics = LayoutDiagnostics.collect {
            box.snp.updateConstraints { make in
                make.width.equalTo(other).multipliedBy(2).offset(6)
                make.height.greaterThanOrEqualTo(25)
                make.top.equalToSuperview().offset(4).priority(.high)
            }
        }
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertEqual(root.constraints.count, before)
        // width on root (other is a sibling): constant 6; height on box: 25; top on root: 4.
        XCTAssertEqual(root.constraints.first { $0.firstItem === box && $0.firstAttribute == .width }?.constant, 6)
        XCTAssertEqual(box.constraints.first?.constant, 25)
        XCTAssertEqual(root.constraints.first { $0.firstItem === box && $0.firstAttribute == .top }?.constant, 4)

        // A different priority, relation or multiplier matches nothing: upsert with a diagnostic.
        diagnostics = LayoutDiagnostics.collect {
            box.snp.updateConstraints { make in
                make.top.equalToSuperview().offset(8)
                make.height.lessThanOrEqualTo(90)
                make.width.equalTo(other).multipliedBy(3)
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.noMatchingConstraint, .noMatchingConstraint, .noMatchingConstraint])
        XCTAssertEqual(root.constraints.count, before + 2)
        XCTAssertEqual(box.constraints.count, 2)
    }

    func testPrepareActivateDeactivateAndIsActive() {
        let constraints = box.snp.prepareConstraints { make in
            make.top.left.equalToSuperview().offset(7)
            make.size.equalTo(33)
        }
        XCTAssertEqual(constraints.count, 2)
        XCTAssertEqual(constraints.map { $0.layoutConstraints.count }, [2, 2])
        XCTAssertFalse(box.translatesAutoresizingMaskIntoConstraints)
        XCTAssertFalse(constraints[0].isActive)
        XCTAssertEqual(root.constraints.count, 2)

        constraints.forEach { $0.activate() }
        XCTAssertTrue(constraints[0].isActive)
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertEqual(box.constraints.count, 2)
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 7, 7, 33, 33)

        constraints[1].deactivate()
        XCTAssertFalse(constraints[1].isActive)
        XCTAssertEqual(box.constraints.count, 0)
        constraints[1].isActive = true
        XCTAssertEqual(box.constraints.count, 2)
        constraints[0].isActive = false
        XCTAssertEqual(root.constraints.count, 2)
        constraints[0].isActive = true

        // removeConstraints sees the activated prepared constraints.
        box.snp.removeConstraints()
        XCTAssertFalse(constraints[0].isActive)
        XCTAssertFalse(constraints[1].isActive)
        XCTAssertEqual(root.constraints.count, 2)
    }

    func testConstraintUpdatesOffsetInsetAndPriorityInPlace() {
        var top: Constraint?
        var edges: Constraint?
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            edges = make.horizontalEdges.equalToSuperview().inset(20).constraint
            make.height.equalTo(50)
        }
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 20, 10, 260, 50)

        top?.update(offset: 40)
        edges?.update(inset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 15))
        XCTAssertEqual(edges?.layoutConstraints.map(\.constant), [5, -15])
        root.layoutIfNeeded()
        // x = 5, width = 300 - 5 - 15 = 280, y = 40.
        assertSnpFrame(box.frame, 5, 40, 280, 50)

        edges?.update(offset: 3)
        XCTAssertEqual(edges?.layoutConstraints.map(\.constant), [3, 3])
        edges?.update(inset: DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2))
        XCTAssertEqual(edges?.layoutConstraints.map(\.constant), [1, -2])

        // Required -> optional -> required, applied in place.
        top?.update(priority: .low)
        XCTAssertEqual(top?.layoutConstraints.first?.priority.rawValue, 250)
        top?.update(priority: 999)
        XCTAssertEqual(top?.layoutConstraints.first?.priority.rawValue, 999)
        top?.update(priority: ConstraintPriority.required)
        XCTAssertEqual(top?.layoutConstraints.first?.priority.rawValue, 1000)
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 1, 40, 297, 50)
    }

    func testOptionalConstraintTakesOverWhenTheRequiredOneBecomesOptional() {
        var strong: Constraint?
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
            strong = make.width.equalTo(100).constraint
            make.width.equalTo(60).priority(.high)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
        strong?.update(priority: .low)
        root.layoutIfNeeded()
        // 750 beats 250 now.
        XCTAssertEqual(box.frame.width, 60)
        strong?.update(priority: .required)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
    }

    func testDeactivatedConstraintKeepsItsUpdateForReactivation() {
        var top: Constraint?
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview()
            make.size.equalTo(10)
        }
        top?.deactivate()
        top?.update(offset: 25)
        top?.activate()
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 25)
    }

    func testGuideDSLAndGuideTargets() {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        box.snp.makeConstraints { make in
            make.top.leading.equalTo(guide)
            make.bottom.equalTo(guide.snp.centerY)
            make.width.equalTo(guide).dividedBy(2)
        }
        other.snp.remakeConstraints { make in
            make.edges.equalToSuperview { $0.layoutMarginsGuide }
        }
        root.layoutIfNeeded()
        // guide: (10, 10, 280, 180); box: top-left of the guide, half its width, down to its centre y = 100.
        assertSnpFrame(guide.layoutFrame, 10, 10, 280, 180)
        assertSnpFrame(box.frame, 10, 10, 140, 90)
        // Root margins are 8 on every side.
        assertSnpFrame(other.frame, 8, 8, 284, 184)
        XCTAssertEqual(guide.snp.target === guide, true)
        guide.snp.removeConstraints()
        XCTAssertEqual(root.constraints.filter { $0.firstItem === guide }.count, 0)
    }
}
