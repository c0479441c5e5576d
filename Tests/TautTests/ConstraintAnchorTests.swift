import Foundation
import XCTest
@testable import Taut

/// A constraint stores its items' references and attributes, not anchor objects (issue #17):
/// its public anchors are made when read, and are the items' own cached anchors, as in UIKit,
/// however the constraint was made.
final class ConstraintAnchorTests: XCTestCase {
    private func scene() -> (root: View, a: View, b: View, guide: LayoutGuide) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.accessibilityIdentifier = "root"
        let a = View(), b = View(), guide = LayoutGuide()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        guide.identifier = "guide"
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        root.addLayoutGuide(guide)
        return (root, a, b, guide)
    }

    func testRawConstraintGivesTheItemsOwnAnchors() {
        let (_, a, b, guide) = scene()
        let c = LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom,
                                 multiplier: 1, constant: 4)
        // Read before the items' anchors were ever asked for: the anchors made now are cached.
        let first = c.firstAnchor
        XCTAssertTrue(first === a.topAnchor)
        XCTAssertTrue(c.secondAnchor === b.bottomAnchor)
        XCTAssertTrue(c.firstAnchor === first)
        XCTAssertTrue(first is LayoutYAxisAnchor)
        XCTAssertEqual(c.firstAttribute, .top)
        XCTAssertEqual(c.secondAttribute, .bottom)
        XCTAssertTrue(c.firstItem === a)
        XCTAssertTrue(c.secondItem === b)

        let width = LayoutConstraint(item: guide, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 100)
        XCTAssertTrue(width.firstAnchor === guide.widthAnchor)
        XCTAssertNil(width.secondAnchor)
        XCTAssertNil(width.secondItem)
        XCTAssertEqual(width.secondAttribute, .notAnAttribute)
        XCTAssertEqual(width.rawSecondAttribute, .notAnAttribute)
        XCTAssertTrue(width.description.hasPrefix("guide.width <= 100"), width.description)

        // A second attribute without a second item is kept for the diagnostic only.
        let odd = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .height, multiplier: 1, constant: 10)
        XCTAssertEqual(odd.secondAttribute, .notAnAttribute)
        XCTAssertEqual(odd.rawSecondAttribute, .height)
        XCTAssertNil(odd.secondAnchor)
    }

    func testAnchorAndMarginConstraintsGiveTheSameAnchors() {
        let (root, a, b, _) = scene()
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        XCTAssertTrue(c.firstAnchor === a.leadingAnchor)
        XCTAssertTrue(c.secondAnchor === b.trailingAnchor)
        XCTAssertEqual(c.firstAttribute, .leading)
        XCTAssertEqual(c.secondAttribute, .trailing)
        let margin = LayoutConstraint(item: a, attribute: .leadingMargin, relatedBy: .equal, toItem: root,
                                      attribute: .leadingMargin, multiplier: 1, constant: 0)
        XCTAssertTrue(margin.firstAnchor === a.anchor(for: .leadingMargin))
        XCTAssertTrue(margin.secondAnchor === root.anchor(for: .leadingMargin))
        XCTAssertTrue(margin.firstAnchor is LayoutXAxisAnchor)
    }

    func testVisualFormatConstraintsGiveTheItemsOwnAnchors() throws {
        let (root, a, b, _) = scene()
        for _ in 0..<2 {  // the parse, then the cached template
            let made = LayoutConstraint.constraints(withVisualFormat: "V:|-8-[a(40)]-[b]", options: [], metrics: nil,
                                                    views: ["a": a, "b": b])
            XCTAssertEqual(made.count, 3)
            XCTAssertTrue(made[0].firstAnchor === a.topAnchor)
            XCTAssertTrue(made[0].secondAnchor === root.topAnchor)
            XCTAssertEqual(made[0].constant, 8)
            XCTAssertTrue(made[1].firstAnchor === a.heightAnchor)
            XCTAssertNil(made[1].secondAnchor)
            XCTAssertEqual(made[1].constant, 40)
            XCTAssertTrue(made[2].firstAnchor === b.topAnchor)
            XCTAssertTrue(made[2].secondAnchor === a.bottomAnchor)
            XCTAssertEqual(made[2].constant, 8)
        }
    }

    func testSnapKitConstraintsGiveTheItemsOwnAnchors() {
        let (root, a, b, _) = scene()
        b.snp.makeConstraints { make in
            make.top.equalTo(a.snp.bottom).offset(6)
            make.width.equalTo(50)
            make.leading.equalToSuperview()
        }
        // The width (one item) is installed on `b`, the others on the common ancestor.
        let made = root.constraints + b.constraints
        XCTAssertEqual(made.count, 3)
        XCTAssertTrue(made[0].firstAnchor === b.topAnchor)
        XCTAssertTrue(made[0].secondAnchor === a.bottomAnchor)
        XCTAssertEqual(made[0].constant, 6)
        XCTAssertTrue(made[1].firstAnchor === b.leadingAnchor)
        XCTAssertTrue(made[1].secondAnchor === root.leadingAnchor)
        XCTAssertTrue(made[2].firstAnchor === b.widthAnchor)
        XCTAssertNil(made[2].secondAnchor)
        XCTAssertEqual(made[2].constant, 50)
        // The constant of a line with no second item follows its first attribute.
        b.snp.updateConstraints { $0.width.equalTo(70) }
        XCTAssertEqual(made[2].constant, 70)
    }

    func testOffsetAnchorIsKeptAsItIs() {
        let (root, a, b, _) = scene()
        let distance = a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor)
        let c = distance.constraint(equalToConstant: 50)
        XCTAssertTrue(c.firstAnchor === distance)
        XCTAssertTrue(c.firstItem === a)
        XCTAssertEqual(c.firstAttribute, .notAnAttribute)
        XCTAssertNil(c.secondAnchor)
        XCTAssertTrue(c.description.hasPrefix("(a.leading -> b.trailing) == 50"), c.description)
        LayoutConstraint.activate([
            c, a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(c.isActive)
        XCTAssertEqual(b.frame, CGRect(x: 30, y: 0, width: 30, height: 20))
    }

    func testConstraintOfAReleasedItemDescribesItselfWithADetachedAnchor() {
        let (_, a, _, _) = scene()
        var temporary: View? = View()
        temporary?.accessibilityIdentifier = "temporary"
        let raw = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: temporary,
                                   attribute: .height, multiplier: 2, constant: 0)
        let vfl = LayoutConstraint.constraints(withVisualFormat: "H:[temporary(12)]", options: [], metrics: nil,
                                               views: ["temporary": temporary as Any])
        XCTAssertEqual(vfl.count, 1)
        temporary = nil
        XCTAssertNil(raw.secondItem)
        let second = raw.secondAnchor
        XCTAssertNotNil(second)
        XCTAssertNil(second?.item)
        XCTAssertEqual(second?.attribute, .height)
        XCTAssertTrue(second is LayoutDimension)
        XCTAssertTrue(raw.secondAnchor === second)
        XCTAssertTrue(raw.firstAnchor === a.widthAnchor)
        XCTAssertTrue(raw.description.hasPrefix("a.width == <released>.height * 2"), raw.description)
        XCTAssertEqual(second?.description, "<released>.height")

        XCTAssertNil(vfl[0].firstItem)
        XCTAssertNil(vfl[0].firstAnchor.item)
        XCTAssertEqual(vfl[0].firstAnchor.attribute, .width)
        XCTAssertTrue(vfl[0].description.hasPrefix("<released>.width == 12"), vfl[0].description)
        let diagnostics = LayoutDiagnostics.collect { LayoutConstraint.activate([raw, vfl[0]]) }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingItem, .missingItem])
        XCTAssertTrue(diagnostics[0].message.contains("its second item has been released"), diagnostics[0].message)
        XCTAssertTrue(diagnostics[1].message.contains("its first item has been released"), diagnostics[1].message)
    }

    func testEngineMadeConstraintsGiveTheViewsOwnAnchors() {
        let (root, _, _, _) = scene()
        let label = Label()
        label.text = "Hello"
        label.accessibilityIdentifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        let engineMade = horizontal.filter { $0.kind != .user }
        XCTAssertEqual(engineMade.map(\.kind), [.compressionResistance, .hugging])
        for c in engineMade {
            XCTAssertTrue(c.firstAnchor === label.widthAnchor, c.description)
            XCTAssertNil(c.secondAnchor)
            XCTAssertEqual(c.firstAttribute, .width)
        }
        XCTAssertTrue(engineMade[1].description.hasPrefix("label.width <= "), engineMade[1].description)
        XCTAssertTrue(engineMade[1].description.hasSuffix(" @250 [hugging]"), engineMade[1].description)
    }

    // MARK: Activation batches

    func testBatchAcrossTreesGivesEachConstraintItsOwnTreesEngine() {
        let (rootA, a, b, _) = scene()
        let (rootB, c, d, _) = scene()
        let constraints = [
            a.widthAnchor.constraint(equalToConstant: 10), c.widthAnchor.constraint(equalToConstant: 20),
            a.leadingAnchor.constraint(equalTo: b.trailingAnchor), c.leadingAnchor.constraint(equalTo: d.trailingAnchor),
            b.widthAnchor.constraint(equalToConstant: 30), d.widthAnchor.constraint(equalToConstant: 40),
        ]
        LayoutConstraint.activate(constraints)
        XCTAssertTrue(constraints.allSatisfy(\.isActive))
        for (index, constraint) in constraints.enumerated() {
            XCTAssertTrue(constraint.engine === (index % 2 == 0 ? rootA.engine : rootB.engine), "\(index)")
        }
        let hosts: [View] = [a, c, rootA, rootB, b, d]
        for (constraint, host) in zip(constraints, hosts) { XCTAssertTrue(constraint.installedView === host) }
        XCTAssertEqual(zip(constraints, constraints.dropFirst()).filter { $0.serial < $1.serial }.count, 5)
    }

    func testBatchStartsAgainAfterARefusalWhoseHandlerMovesViews() {
        final class Box: @unchecked Sendable { var move: (() -> Void)?; var kinds: [LayoutDiagnostic.Kind] = [] }
        let box = Box()
        let (rootA, a, b, _) = scene()
        let rootB = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        rootA.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        box.move = { rootB.addSubview(container) }
        let saved = LayoutDiagnostics.handler
        LayoutDiagnostics.handler = { diagnostic in
            box.kinds.append(diagnostic.kind)
            box.move?()
            box.move = nil
        }
        defer { LayoutDiagnostics.handler = saved }
        let before = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let refused = a.heightAnchor.constraint(equalToConstant: .nan)
        let after = a.heightAnchor.constraint(equalTo: b.heightAnchor)
        LayoutConstraint.activate([before, refused, after])
        XCTAssertEqual(box.kinds, [.invalidValue])
        XCTAssertTrue(container.superview === rootB)
        XCTAssertFalse(refused.isActive)
        XCTAssertTrue(after.isActive)
        XCTAssertTrue(after.installedView === container)
        XCTAssertNotNil(rootB.engine)
        XCTAssertTrue(after.engine === rootB.engine)
        // The constraint activated before the move went with its views.
        XCTAssertTrue(before.isActive)
        XCTAssertTrue(before.engine === rootB.engine)
    }
}
