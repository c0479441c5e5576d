import XCTest
@testable import Taut

/// The activation path that borrows views by address (hosts found without loading views, the
/// batch's engine borrowed), views' own anchors made without a class test, Visual Format
/// metrics found by representation, views found without a class test, and SnapKit lines
/// that find their items' references once.
final class BorrowedActivationTests: XCTestCase {
    // MARK: Hosts by address

    func testCommonAncestorAddressCases() {
        let root = View(), left = View(), right = View(), leaf = View(), other = View()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leaf)
        func address(_ view: View) -> UInt { BorrowedView.address(of: view) }
        XCTAssertEqual(LayoutConstraint.commonAncestorAddress(left, nil), address(left))      // one view
        XCTAssertEqual(LayoutConstraint.commonAncestorAddress(left, left), address(left))     // the same view
        XCTAssertEqual(LayoutConstraint.commonAncestorAddress(left, root), address(root))     // view, superview
        XCTAssertEqual(LayoutConstraint.commonAncestorAddress(root, left), address(root))     // superview, view
        XCTAssertEqual(LayoutConstraint.commonAncestorAddress(left, right), address(root))    // siblings
        XCTAssertEqual(LayoutConstraint.commonAncestorAddress(leaf, right), 0)                // a walk
        XCTAssertEqual(LayoutConstraint.commonAncestorAddress(leaf, other), 0)                // two trees
        XCTAssertEqual(LayoutConstraint.commonAncestorAddress(root, other), 0)                // two roots
        XCTAssertEqual(BorrowedView.address(of: nil), 0)
        XCTAssertNil(BorrowedView.with(0) { _ in 1 })
        XCTAssertEqual(BorrowedView.with(address(leaf)) { $0 === leaf }, true)
        XCTAssertEqual(leaf.itemReference.viewAddress, address(leaf))
    }

    func testHostsOfEachCaseAndOfAWalk() {
        let root = EngineFixture.root(300, 100)
        let a = EngineFixture.child("a", in: root), b = EngineFixture.child("b", in: root)
        let inner = EngineFixture.child("inner", in: a)
        let made = [
            a.widthAnchor.constraint(equalToConstant: 100),                          // a itself
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),   // view, superview
            root.trailingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor),  // superview, view
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4),      // siblings
            inner.trailingAnchor.constraint(equalTo: b.leadingAnchor),               // a walk: root
            inner.widthAnchor.constraint(equalTo: inner.heightAnchor),               // inner itself
        ]
        LayoutConstraint.activate(made)
        let hosts = made.map { $0.installedView }
        XCTAssertTrue(hosts[0] === a)
        XCTAssertTrue(hosts[1] === root)
        XCTAssertTrue(hosts[2] === root)
        XCTAssertTrue(hosts[3] === root)
        XCTAssertTrue(hosts[4] === root)
        XCTAssertTrue(hosts[5] === inner)
        XCTAssertTrue(made.allSatisfy { $0.isActive && $0.engine === root.engine })
        // Each view lists the constraints that mention it: a in 3, b in 3, inner in 2 (its
        // width-to-height constraint once), root in 2.
        XCTAssertEqual(a.ownState.references.count, 3)
        XCTAssertEqual(b.ownState.references.count, 3)
        XCTAssertEqual(inner.ownState.references.count, 2)
        XCTAssertEqual(root.ownState.references.count, 2)
        XCTAssertEqual(root.constraints.count, 4)
        // Deactivating leaves every list as it was.
        LayoutConstraint.deactivate(made)
        XCTAssertTrue(made.allSatisfy { !$0.isActive && $0.installedView == nil })
        XCTAssertEqual(root.constraints.count, 0)
        XCTAssertEqual(a.ownState.references.count + b.ownState.references.count, 0)
    }

    func testOneBatchAcrossTwoTreesGivesEachItsEngine() {
        let first = EngineFixture.root(200, 100), second = EngineFixture.root(300, 100)
        let a = EngineFixture.child("a", in: first), b = EngineFixture.child("b", in: second)
        let made = [
            a.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 30),
            b.widthAnchor.constraint(equalToConstant: 40),
            a.topAnchor.constraint(equalTo: first.topAnchor),
            b.topAnchor.constraint(equalTo: second.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5),
            b.heightAnchor.constraint(equalToConstant: 6),
        ]
        LayoutConstraint.activate(made)
        XCTAssertNotNil(first.engine)
        XCTAssertNotNil(second.engine)
        XCTAssertFalse(first.engine === second.engine)
        for (index, constraint) in made.enumerated() {
            XCTAssertTrue(constraint.engine === (index.isMultiple(of: 2) ? first.engine : second.engine))
        }
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 0, width: 30, height: 5))
        XCTAssertEqual(b.frame, CGRect(x: 20, y: 0, width: 40, height: 6))
    }

    // MARK: Views' own anchors

    func testViewAnchorsAreCachedTypedAndReferToTheView() {
        let view = Label(text: "x", fontSize: 10)
        let anchors: [(LayoutAnchor, LayoutAnchor, LayoutAttribute)] = [
            (view.leadingAnchor, view.leadingAnchor, .leading), (view.trailingAnchor, view.trailingAnchor, .trailing),
            (view.leftAnchor, view.leftAnchor, .left), (view.rightAnchor, view.rightAnchor, .right),
            (view.topAnchor, view.topAnchor, .top), (view.bottomAnchor, view.bottomAnchor, .bottom),
            (view.widthAnchor, view.widthAnchor, .width), (view.heightAnchor, view.heightAnchor, .height),
            (view.centerXAnchor, view.centerXAnchor, .centerX), (view.centerYAnchor, view.centerYAnchor, .centerY),
            (view.firstBaselineAnchor, view.firstBaselineAnchor, .firstBaseline),
            (view.lastBaselineAnchor, view.lastBaselineAnchor, .lastBaseline),
        ]
        for (first, again, attribute) in anchors {
            XCTAssertTrue(first === again)
            XCTAssertEqual(first.attribute, attribute)
            XCTAssertTrue(first.item === view)
            XCTAssertTrue(first.itemReference === view.itemReference)
            XCTAssertTrue(first === view.anchor(for: attribute))
        }
        XCTAssertTrue(anchors[0].0 is LayoutXAxisAnchor)
        XCTAssertTrue(anchors[5].0 is LayoutYAxisAnchor)
        XCTAssertTrue(anchors[7].0 is LayoutDimension)
        // An anchor made through the raw attribute first is the one the property gives.
        let other = View()
        let raw = other.anchor(for: .centerY)
        XCTAssertTrue(other.centerYAnchor === raw)
    }

    // MARK: Visual Format Language

    func testMetricsFoundByRepresentationOrHash() {
        let long = "aVeryLongMetricNameIndeed"   // more than 15 bytes: not a small string
        let few: [String: Any] = ["m": 8, long: 12.5, "gap": CGFloat(3)]
        XCTAssertEqual(VisualFormatCompiler.value(in: few, named: "m") as? Int, 8)
        XCTAssertEqual(VisualFormatCompiler.value(in: few, named: String("gap".reversed().reversed())) as? CGFloat, 3)
        XCTAssertEqual(VisualFormatCompiler.value(in: few, named: "aVeryLong" + "MetricNameIndeed") as? Double, 12.5)
        XCTAssertNil(VisualFormatCompiler.value(in: few, named: "n"))
        let many: [String: Any] = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5]
        XCTAssertEqual(VisualFormatCompiler.value(in: many, named: "e") as? Int, 5)
        XCTAssertNil(VisualFormatCompiler.value(in: many, named: "f"))
        XCTAssertNil(VisualFormatCompiler.value(in: [:], named: "m"))
    }

    func testFormatWithFewAndManyMetrics() throws {
        let root = EngineFixture.root(200, 100)
        let a = EngineFixture.child("a", in: root), b = EngineFixture.child("b", in: root)
        let long = "aVeryLongMetricNameIndeed"
        let few = try LayoutConstraint.constraints(
            parsingVisualFormat: "H:|-m-[a(w)]-\(long)-[b]", metrics: ["m": 8, "w": 30, long: 12], views: ["a": a, "b": b])
        XCTAssertEqual(few.map(\.constant), [8, 30, 12])
        let many = try LayoutConstraint.constraints(
            parsingVisualFormat: "H:|-m-[a(w)]-\(long)-[b]",
            metrics: ["m": 9, "w": 31, long: 13, "x": 1, "y": 2], views: ["a": a, "b": b])
        XCTAssertEqual(many.map(\.constant), [9, 31, 13])
        XCTAssertThrowsError(try LayoutConstraint.constraints(
            parsingVisualFormat: "H:|-m-[a]", metrics: ["n": 8], views: ["a": a]))
    }

    func testViewLookups() throws {
        let root = EngineFixture.root(200, 100)
        let label = EngineFixture.label("label", "hi", in: root)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guard case .view(let view) = VisualFormatCompiler.ViewLookup(found: label) else { return XCTFail("not a view") }
        XCTAssertTrue(view === label)
        guard case .item(let item) = VisualFormatCompiler.ViewLookup(found: guide) else { return XCTFail("not an item") }
        XCTAssertTrue(item === guide)
        XCTAssertTrue(VisualFormatCompiler.ViewLookup.view(label).layoutItem === label)
        XCTAssertNil(VisualFormatCompiler.ViewLookup.notAnItem.layoutItem)
        XCTAssertNil(VisualFormatCompiler.ViewLookup.missing.layoutItem)
        // A `[String: Any]` with a view, a guide and a value that is not an item.
        let made = try LayoutConstraint.constraints(
            parsingVisualFormat: "H:|-5-[label]-7-[guide]", metrics: nil, views: ["label": label, "guide": guide])
        XCTAssertEqual(made.count, 2)
        XCTAssertTrue(made[0].firstItem === label && made[0].secondItem === root)
        XCTAssertTrue(made[1].firstItem === guide && made[1].secondItem === label)
        XCTAssertEqual(made.map(\.constant), [5, 7])
        XCTAssertThrowsError(try LayoutConstraint.constraints(
            parsingVisualFormat: "H:[label]-[five]", metrics: nil, views: ["label": label, "five": 5]))
    }

    // MARK: SnapKit

    func testSnapKitLineSharesItsReferences() {
        let root = EngineFixture.root(200, 100)
        let a = EngineFixture.child("a", in: root), b = EngineFixture.child("b", in: root)
        let lines = a.snp.prepareConstraints { make in
            make.leading.trailing.equalToSuperview().inset(12)
            make.size.equalTo(40)
            make.top.bottom.equalTo(b)
        }
        let made = lines.flatMap(\.layoutConstraints)
        XCTAssertEqual(made.count, 6)
        XCTAssertTrue(made.allSatisfy { $0.firstReference === a.itemReference })
        // The superview of a constant line, the items of an item line, none for a size.
        XCTAssertTrue(made[0].secondReference === root.itemReference && made[1].secondReference === root.itemReference)
        XCTAssertEqual(made[0].constant, 12)
        XCTAssertEqual(made[1].constant, -12)
        XCTAssertNil(made[2].secondReference)
        XCTAssertNil(made[3].secondReference)
        XCTAssertEqual(made[2].constant, 40)
        XCTAssertEqual(made[3].constant, 40)
        XCTAssertTrue(made[4].secondReference === b.itemReference && made[5].secondReference === b.itemReference)
        XCTAssertEqual(made.map(\.secondAttribute), [.leading, .trailing, .notAnAttribute, .notAnAttribute, .top, .bottom])
    }
}
