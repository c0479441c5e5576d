import XCTest
@testable import Taut

/// Objects that refer to a view, a guide or an engine without keeping it alive (anchors,
/// constraints, subviews, guides, layers, recognizers, the DSLs) see it as `nil` once it is
/// gone, as weak references would, and nothing reads freed memory (run these under the address
/// sanitizer: `swift test --sanitize=address --filter ReleasedItemTests`).
final class ReleasedItemTests: XCTestCase {
    func testConstraintWhoseSecondItemWasReleasedIsReportedAndNotInstalled() {
        let root = EngineFixture.root()
        let a = EngineFixture.child("a", in: root)
        var temporary: View? = View()
        temporary?.accessibilityIdentifier = "temporary"
        let c = a.widthAnchor.constraint(equalTo: temporary!.widthAnchor)
        let offset = a.leadingAnchor.anchorWithOffset(to: temporary!.trailingAnchor).constraint(equalToConstant: 5)
        temporary = nil
        XCTAssertNil(c.secondItem)
        XCTAssertNil(c.secondAnchor?.item)
        XCTAssertTrue(c.description.contains("<released>"), c.description)
        let diagnostics = LayoutDiagnostics.collect { LayoutConstraint.activate([c, offset]) }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingItem, .missingItem])
        XCTAssertTrue(diagnostics[0].message.contains("its second item has been released"), diagnostics[0].message)
        XCTAssertTrue(diagnostics[1].message.contains("its first item has been released"), diagnostics[1].message)
        XCTAssertFalse(c.isActive)
        XCTAssertFalse(offset.isActive)
        XCTAssertNil(c.installedView)
        XCTAssertTrue(root.constraints.isEmpty)
        root.layoutIfNeeded()
    }

    func testActiveConstraintOutlivesItsTree() throws {
        var kept: LayoutConstraint?
        var child: View?
        do {
            let root = EngineFixture.root(300, 200)
            let inner = EngineFixture.child("child", in: root)
            let c = inner.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            LayoutConstraint.activate([
                c, inner.heightAnchor.constraint(equalToConstant: 10),
                inner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                inner.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(inner.frame.width, 150)
            XCTAssertTrue(c.installedView === root)
            XCTAssertNotNil(c.engine)
            kept = c
            child = inner
        }
        // The root, its engine and the root's side of the constraint are gone; the child lives.
        let c = try XCTUnwrap(kept)
        XCTAssertNil(c.secondItem)
        XCTAssertTrue(c.firstItem === child)
        XCTAssertNil(c.installedView)
        XCTAssertNil(c.engine)
        XCTAssertNil(child?.superview)
        // Changing, deactivating and reactivating it touches nothing that is gone.
        c.constant = 3
        c.priority = .defaultHigh
        c.isActive = false
        XCTAssertFalse(c.isActive)
        let diagnostics = LayoutDiagnostics.collect { c.isActive = true }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingItem])
        XCTAssertFalse(c.isActive)
        child?.layoutIfNeeded()
    }

    func testSubviewsOfAReleasedSuperviewBecomeRoots() throws {
        var middle: View?
        var leaf: View?
        var lone: View?
        do {
            let root = EngineFixture.root(300, 200)
            let a = EngineFixture.child("a", in: root)
            let b = EngineFixture.child("b", in: a)
            let c = EngineFixture.child("c", in: b)
            let d = EngineFixture.child("d", in: root)
            let e = EngineFixture.child("e", in: d)
            LayoutConstraint.activate([
                c.widthAnchor.constraint(equalTo: b.widthAnchor), c.heightAnchor.constraint(equalToConstant: 5),
                b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 20),
                c.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            XCTAssertTrue(c.rootView === root)
            XCTAssertTrue(e.rootView === root)
            middle = b
            leaf = c
            lone = e
        }
        // b lost its superview (a went with the root); c is still inside b, and b is its root.
        let b = try XCTUnwrap(middle), c = try XCTUnwrap(leaf), e = try XCTUnwrap(lone)
        XCTAssertNil(b.superview)
        XCTAssertTrue(c.superview === b)
        XCTAssertTrue(c.rootView === b)
        XCTAssertTrue(b.rootView === b)
        XCTAssertNil(e.superview)
        XCTAssertTrue(e.rootView === e)
        XCTAssertTrue(b.subviews.first === c)
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        b.layoutIfNeeded()
        // A surviving subtree joins another tree as any other.
        let other = EngineFixture.root(100, 100)
        other.addSubview(b)
        XCTAssertTrue(c.rootView === other)
        other.layoutIfNeeded()
        b.removeFromSuperview()
        XCTAssertTrue(c.rootView === b)
    }

    func testGuideOfAReleasedView() throws {
        var margins: LayoutGuide?
        var guide: LayoutGuide?
        var kept: LayoutConstraint?
        do {
            let view = EngineFixture.root(100, 100)
            let own = LayoutGuide()
            view.addLayoutGuide(own)
            LayoutConstraint.activate([own.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor)])
            view.layoutIfNeeded()
            XCTAssertTrue(view.layoutMarginsGuide.owningView === view)
            margins = view.layoutMarginsGuide
            guide = own
            kept = own.heightAnchor.constraint(equalTo: view.heightAnchor)
        }
        XCTAssertNil(margins?.owningView)
        XCTAssertNil(guide?.owningView)
        XCTAssertEqual(margins?.debugName, "<released>.layoutMarginsGuide")
        XCTAssertNil(guide?.layoutView)
        let c = try XCTUnwrap(kept)
        XCTAssertTrue(c.firstItem === guide)
        XCTAssertNil(c.secondItem)
        let diagnostics = LayoutDiagnostics.collect { c.isActive = true }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingItem])
        // The guide can be added to another view.
        let other = EngineFixture.root(50, 50)
        other.addLayoutGuide(try XCTUnwrap(guide))
        XCTAssertTrue(guide?.owningView === other)
    }

    func testLayerAndRecognizerOfAReleasedView() {
        var layer: Layer?
        var recognizer: TapGestureRecognizer?
        do {
            let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
            layer = view.layer
            let tap = TapGestureRecognizer()
            view.addGestureRecognizer(tap)
            recognizer = tap
            XCTAssertEqual(layer?.frame, view.frame)
            XCTAssertTrue(tap.view === view)
        }
        XCTAssertNil(recognizer?.view)
        XCTAssertEqual(layer?.frame, .zero)
        layer?.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        XCTAssertEqual(layer?.frame, CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    func testSnapKitConstraintAndItemOfAReleasedView() {
        let root = EngineFixture.root()
        var made: [Constraint] = []
        var item: ConstraintItem?
        do {
            let view = EngineFixture.child("view", in: root)
            made = view.snp.prepareConstraints { make in
                make.width.equalTo(10)
                make.top.equalToSuperview()
            }
            item = view.snp.bottom
            XCTAssertNotNil(item?.target)
            view.removeFromSuperview()
        }
        XCTAssertNil(item?.target)
        XCTAssertNil(item?.layoutConstraintItem)
        for constraint in made {
            constraint.activate()
            XCTAssertFalse(constraint.isActive)
            constraint.update(offset: 4)
            constraint.deactivate()
        }
        root.layoutIfNeeded()
    }

    func testEngineReleasedBeforeItsConstraints() throws {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        var kept: LayoutConstraint?
        do {
            let root = EngineFixture.root()
            root.addSubview(view)
            let c = view.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            root.layoutIfNeeded()
            XCTAssertNotNil(c.engine)
            kept = c
        }
        // The root took its engine with it; the constraint (installed on the view) stays active
        // in no engine, and changes to it are no-ops until the view joins a tree again.
        let c = try XCTUnwrap(kept)
        XCTAssertNil(c.engine)
        XCTAssertNil(view.superview)
        c.constant = 20
        c.priority = .defaultLow
        c.isActive = false
        c.isActive = true
        view.layoutIfNeeded()
    }

    func testDeepTreeReleasedWithAFewSurvivors() {
        var survivors: [View] = []
        do {
            let root = EngineFixture.root()
            var parent = root
            for depth in 0 ..< 200 {
                let view = EngineFixture.child("v\(depth)", in: parent)
                if depth % 50 == 25 { survivors.append(view) }
                parent = view
            }
            root.layoutIfNeeded()
        }
        // The first survivor holds the others' subtree: it is their root now.
        XCTAssertEqual(survivors.count, 4)
        XCTAssertNil(survivors[0].superview)
        for view in survivors {
            XCTAssertTrue(view.rootView === survivors[0])
        }
        XCTAssertNotNil(survivors[1].superview)
        survivors[0].layoutIfNeeded()
    }
}
