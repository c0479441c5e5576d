import XCTest
@testable import Taut

/// A maker passes a line's editable link (what `equalTo` returns) on to its next line when
/// nothing else holds it, and a link the user kept still edits its own line; an item's list
/// of SnapKit constraints lives in the view or guide itself.
final class SnapKitLinkReuseTests: XCTestCase {
    func testDroppedLinkIsTakenOverByTheNextLineAndEditsIt() {
        let root = SnapKitFixture.root(300, 200)
        let box = SnapKitFixture.view("box", in: root)
        var firstLink: ObjectIdentifier?
        var secondLink: ObjectIdentifier?
        box.snp.makeConstraints { make in
            firstLink = ObjectIdentifier(make.left.equalToSuperview().offset(10))
            secondLink = ObjectIdentifier(make.top.equalToSuperview().offset(20))
            make.size.equalTo(30)
        }
        // The first line's link was dropped at the end of its statement: the second line took it.
        XCTAssertEqual(firstLink, secondLink)
        // left = 10, top = 20, 30 x 30: each offset went to its own line.
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 10, 20, 30, 30)
        XCTAssertEqual(box.snapKitList.constraints.count, 3)
    }

    func testKeptLinkStillEditsItsOwnLine() {
        let root = SnapKitFixture.root(300, 200)
        let box = SnapKitFixture.view("box", in: root)
        var left: Constraint?
        var top: Constraint?
        box.snp.makeConstraints { make in
            let kept = make.left.equalToSuperview()
            top = make.top.equalToSuperview().offset(20).constraint
            make.size.equalTo(30)
            // Written after two more lines were started: still the left line's offset.
            kept.offset(15)
            left = kept.constraint
        }
        XCTAssertEqual(left?.layoutConstraints.map(\.constant), [15])
        XCTAssertEqual(top?.layoutConstraints.map(\.constant), [20])
        // left = 15, top = 20, 30 x 30.
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 15, 20, 30, 30)
    }

    func testLineWrittenAfterTheBlockMakesItsOwnLink() {
        let root = SnapKitFixture.root(300, 200)
        let box = SnapKitFixture.view("box", in: root)
        var keptLine: ConstraintMakerExtendable?
        var blockLink: ObjectIdentifier?
        box.snp.makeConstraints { make in
            keptLine = make.width
            blockLink = ObjectIdentifier(make.height.equalTo(40))
        }
        guard let keptLine else { return XCTFail("no line") }
        // The width line had no relation when the block ended: nothing was made for it.
        XCTAssertEqual(box.snapKitList.constraints.count, 1)
        let late = keptLine.equalTo(50)
        XCTAssertNotEqual(ObjectIdentifier(late), blockLink)
        // Read late, its constraint is 50 wide, not activated.
        XCTAssertEqual(late.constraint.layoutConstraints.map(\.constant), [50])
        XCTAssertFalse(late.constraint.isActive)
    }

    func testListLivesInTheViewAndTheGuide() {
        let root = SnapKitFixture.root(300, 200)
        let box = SnapKitFixture.view("box", in: root)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        XCTAssertTrue(box.snapKitList.constraints.isEmpty)
        XCTAssertTrue(guide.snapKitList.constraints.isEmpty)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        guide.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(box)
        }
        // One line of four edges for the box; two lines (left+top, width) for the guide.
        XCTAssertEqual(box.snapKitList.constraints.count, 1)
        XCTAssertEqual(box.snapKitList.constraints.first?.layoutConstraints.count, 4)
        XCTAssertEqual(guide.snapKitList.constraints.count, 2)
        XCTAssertTrue(box.dslStorage.isEmpty)
        root.layoutIfNeeded()
        // box: 10, 10, 280 x 180; the guide is as wide as the box.
        assertSnpFrame(box.frame, 10, 10, 280, 180)
        XCTAssertEqual(guide.layoutFrame.width, 280, accuracy: 0.001)
        box.snp.removeConstraints()
        XCTAssertEqual(box.snapKitList.constraints.count, 0)
        // What is left on the root: the guide's left, top and width.
        XCTAssertEqual(root.constraints.count, 3)
    }
}
