import XCTest
@testable import Taut

/// An item's reference is also its bookkeeping (``ItemState``): the constraints that mention it,
/// eight inline and the rest in an array, and its cached anchors, which go with the item.
final class ItemReferenceStateTests: XCTestCase {
    func testTheReferenceIsTheItemsStateAndGivesTheItem() {
        let view = View()
        let guide = LayoutGuide()
        XCTAssertTrue(view.itemReference === view.ownState)
        XCTAssertTrue(view.itemReference.view === view)
        XCTAssertTrue(guide.itemReference === guide.ownState)
        XCTAssertTrue(guide.itemReference.guide === guide)
        // The anchor is cached in the state and refers to the item through it.
        XCTAssertTrue(view.widthAnchor === view.widthAnchor)
        XCTAssertTrue(view.ownState.cachedAnchor(.width) === view.widthAnchor)
    }

    /// Ten constraints on one view: positions 0...7 inline, 8 and 9 in the overflow array.
    /// Taking out the third (position 2) moves the last (position 9) there; taking out the one
    /// then at position 8 (the ninth made) leaves eight, all inline.
    func testMoreThanEightConstraintsOnOneItemComeAndGoInAnyOrder() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        // a is the first item of widths 0...8, and the second item of the last one (slot 1).
        var constraints = (0..<9).map { a.widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat($0)) }
        constraints.append(b.heightAnchor.constraint(equalTo: a.heightAnchor))
        LayoutConstraint.activate(constraints)
        XCTAssertEqual(a.ownState.listed.count, 10)
        XCTAssertEqual(Set(a.ownState.references.map(ObjectIdentifier.init)), Set(constraints.map(ObjectIdentifier.init)))
        XCTAssertEqual(a.ownState.listed.entry(at: 9)?.slot, 1)

        constraints[2].isActive = false
        // The last entry (b.height == a.height, slot 1) took position 2.
        XCTAssertTrue(a.ownState.listed.entry(at: 2)?.constraint === constraints[9])
        XCTAssertEqual(a.ownState.listed.entry(at: 2)?.slot, 1)
        XCTAssertEqual(a.ownState.listed.count, 9)
        constraints[8].isActive = false
        XCTAssertEqual(a.ownState.listed.count, 8)
        let left = [0, 1, 3, 4, 5, 6, 7, 9].map { ObjectIdentifier(constraints[$0]) }
        XCTAssertEqual(Set(a.ownState.references.map(ObjectIdentifier.init)), Set(left))
        XCTAssertEqual(b.ownState.references.map(ObjectIdentifier.init), [ObjectIdentifier(constraints[9])])

        // The slot-1 entry at position 2 still leaves through its own slot.
        constraints[9].isActive = false
        XCTAssertEqual(a.ownState.listed.count, 7)
        XCTAssertTrue(b.ownState.references.isEmpty)
        LayoutConstraint.deactivate(constraints)
        XCTAssertTrue(a.ownState.listed.isEmpty)
        XCTAssertNil(a.ownState.listed.entry(at: 0))

        // Back in again, in order: positions 0...9 as first made.
        LayoutConstraint.activate(constraints)
        XCTAssertEqual(a.ownState.listed.count, 10)
        XCTAssertTrue(a.ownState.listed.entry(at: 8)?.constraint === constraints[8])
        XCTAssertNil(a.ownState.listed.entry(at: 10))
    }

    /// A constraint kept after its items and their tree are gone: its items are `nil`, and the
    /// reference it holds no longer holds anchors or constraints (the item's `deinit` emptied it).
    func testAConstraintOutlivingItsItemsHoldsAnEmptiedReference() {
        var kept: LayoutConstraint?
        var reference: ItemReference?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = View()
            root.addSubview(child)
            let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            constraint.isActive = true
            root.layoutIfNeeded()
            kept = constraint
            reference = child.itemReference
            XCTAssertEqual(reference?.listed.count, 1)
        }
        XCTAssertNil(kept?.firstItem)
        XCTAssertNil(kept?.secondItem)
        XCTAssertNil(reference?.item)
        XCTAssertEqual(reference?.listed.count, 0)
        XCTAssertNil(reference?.cachedAnchor(.width))
        kept?.isActive = false
        XCTAssertEqual(kept?.isActive, false)
    }
}
