import XCTest
@testable import Taut

final class EngineIncrementalTests: XCTestCase {
    /// Counts `layoutSubviews` calls, which the pass makes on views whose size changed.
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    func testConstantChangeReLaysOutIncrementally() {
        let root = EngineFixture.root(400, 300)
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: root)
        let aWidth = a.widthAnchor.constraint(equalToConstant: 50)
        let gap = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5), aWidth, gap,
            b.widthAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(b.frame, 65, 0, 30, 10)
        let engine = root.engine!
        let recordCount = engine.records.count
        aWidth.constant = 80
        root.layoutIfNeeded()
        // b moves by 30: 5 + 80 + 10 = 95.
        assertFrame(a.frame, 5, 0, 80, 10)
        assertFrame(b.frame, 95, 0, 30, 10)
        gap.constant = -5
        root.layoutIfNeeded()
        assertFrame(b.frame, 80, 0, 30, 10)
        // Updated in place: no constraint was removed or added.
        XCTAssertEqual(engine.records.count, recordCount)
        XCTAssertTrue(engine.pending.isEmpty)
    }

    func testOnlyChangedViewsAreRewritten() {
        let root = EngineFixture.root(400, 300)
        let views = (0..<3).map { i -> CountingView in
            let v = CountingView()
            v.accessibilityIdentifier = "v\(i)"
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return v
        }
        var widths: [LayoutConstraint] = []
        for (i, v) in views.enumerated() {
            let w = v.widthAnchor.constraint(equalToConstant: 10)
            widths.append(w)
            LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(20 * i)),
                w, v.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.layouts), [1, 1, 1])
        widths[1].constant = 25
        root.layoutIfNeeded()
        // Only v1 changed size.
        XCTAssertEqual(views.map(\.layouts), [1, 2, 1])
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.layouts), [1, 2, 1])
    }

    func testRootFrameChangeMovesAutoresizingConstraints() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        assertFrame(box.frame, 370, 270, 20, 20)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutIfNeeded()
        // Like rotating a window: (200 - 30, 100 - 30).
        assertFrame(box.frame, 170, 70, 20, 20)
        // A framed subview moved by its frame.
        let framed = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(framed)
        let follower = EngineFixture.child("follower", in: root)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 1), follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        assertFrame(follower.frame, 4, 6, 1, 1)
        framed.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        root.layoutIfNeeded()
        assertFrame(follower.frame, 40, 60, 1, 1)
    }

    func testTranslatesAutoresizingToggle() {
        let root = EngineFixture.root(400, 300)
        let box = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100)
        left.priority = 500
        LayoutConstraint.activate([left])
        root.layoutIfNeeded()
        // Held by its frame (the optional constraint loses against the autoresizing ones).
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 10, height: 10))
        box.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        assertFrame(box.frame, 100, 0, 50, 5)
    }
}
