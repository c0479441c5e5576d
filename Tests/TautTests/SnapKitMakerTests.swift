import XCTest
@testable import Taut

/// The maker grammar: expansion order, second attributes, constant targets, multipliers,
/// priorities, labels and source locations, checked on the layout constraints it makes.
final class SnapKitMakerTests: XCTestCase {
    private var root: View!
    private var child: View!
    private var other: View!

    override func setUp() {
        root = SnapKitFixture.root()
        child = SnapKitFixture.view("child", in: root)
        other = SnapKitFixture.view("other", in: root)
    }

    func testEdgesExpandInSnapKitOrderOnTheSuperview() {
        child.snp.makeConstraints { make in make.edges.equalToSuperview() }
        // Four constraints, installed on the nearest common ancestor (root), left top right bottom.
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertEqual(child.constraints.count, 0)
        XCTAssertEqual(root.constraints.map(\.firstAttribute), [.left, .top, .right, .bottom])
        for c in root.constraints { assertEquation(c, child, c.firstAttribute, root, c.firstAttribute, constant: 0) }
    }

    func testEveryAttributeExpandsInSnapKitOrderWhateverTheWritingOrder() {
        let constraints = child.snp.prepareConstraints { make in
            make.centerYWithinMargins.firstBaseline.trailingMargin.centerX.height.trailing.bottom.top
                .leftMargin.rightMargin.topMargin.bottomMargin.leadingMargin.centerXWithinMargins
                .lastBaseline.centerY.width.leading.right.left.equalTo(other)
        }
        XCTAssertEqual(constraints.count, 1)
        let expected: [LayoutAttribute] = [.left, .top, .right, .bottom, .leading, .trailing, .width, .height,
                                           .centerX, .centerY, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin,
                                           .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                                           .centerXWithinMargins, .centerYWithinMargins]
        XCTAssertEqual(constraints[0].layoutConstraints.map(\.firstAttribute), expected)
        // A view target relates every attribute to the same attribute.
        XCTAssertEqual(constraints[0].layoutConstraints.map(\.secondAttribute), expected)
    }

    func testCompositesExpandToTheirAttributes() {
        let lines = child.snp.prepareConstraints { make in
            make.horizontalEdges.equalTo(other)
            make.verticalEdges.equalTo(other)
            make.directionalEdges.equalTo(other)
            make.directionalHorizontalEdges.equalTo(other)
            make.directionalVerticalEdges.equalTo(other)
            make.size.equalTo(other)
            make.center.equalTo(other)
            make.margins.equalTo(other)
            make.directionalMargins.equalTo(other)
            make.centerWithinMargins.equalTo(other)
        }
        XCTAssertEqual(lines.map { $0.layoutConstraints.map(\.firstAttribute) }, [
            [.left, .right], [.top, .bottom], [.top, .bottom, .leading, .trailing], [.leading, .trailing], [.top, .bottom],
            [.width, .height], [.centerX, .centerY], [.leftMargin, .rightMargin, .topMargin, .bottomMargin],
            [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin], [.centerXWithinMargins, .centerYWithinMargins],
        ])
    }

    func testOneAttributeItemIsTheSecondAttributeOfEveryLine() {
        child.snp.makeConstraints { make in make.left.right.equalTo(other.snp.centerX) }
        XCTAssertEqual(root.constraints.count, 2)
        assertEquation(root.constraints[0], child, .left, other, .centerX, constant: 0)
        assertEquation(root.constraints[1], child, .right, other, .centerX, constant: 0)
    }

    func testEdgesPairWithMarginsAndDirectionalEdgesWithDirectionalMargins() {
        let lines = child.snp.prepareConstraints { make in
            make.edges.equalTo(other.snp.margins)
            make.directionalMargins.equalTo(other.snp.directionalEdges)
            make.edges.equalTo(other.snp.edges)
            make.center.equalTo(other.snp.centerWithinMargins)
        }
        XCTAssertEqual(lines[0].layoutConstraints.map(\.secondAttribute), [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
        XCTAssertEqual(lines[1].layoutConstraints.map(\.secondAttribute), [.top, .bottom, .leading, .trailing])
        XCTAssertEqual(lines[2].layoutConstraints.map(\.secondAttribute), [.left, .top, .right, .bottom])
        XCTAssertEqual(lines[3].layoutConstraints.map(\.secondAttribute), [.centerXWithinMargins, .centerYWithinMargins])
    }

    func testConstantTargetsRelateToTheSuperviewExceptSizes() {
        child.snp.makeConstraints { make in
            make.top.equalTo(20)
            make.centerX.equalTo(30)
            make.centerY.equalTo(40)
            make.width.equalTo(100)
            make.height.lessThanOrEqualTo(50)
        }
        // top, centerX, centerY on root; width and height on the child itself.
        XCTAssertEqual(root.constraints.count, 3)
        XCTAssertEqual(child.constraints.count, 2)
        assertEquation(root.constraints[0], child, .top, root, .top, constant: 20)
        // centerX/centerY with a constant relate to the superview's left/top.
        assertEquation(root.constraints[1], child, .centerX, root, .left, constant: 30)
        assertEquation(root.constraints[2], child, .centerY, root, .top, constant: 40)
        assertEquation(child.constraints[0], child, .width, nil, .notAnAttribute, constant: 100)
        assertEquation(child.constraints[1], child, .height, nil, .notAnAttribute, relation: .lessThanOrEqual, constant: 50)
    }

    func testPointSizeAndInsetConstants() {
        let lines = child.snp.prepareConstraints { make in
            make.center.equalTo(CGPoint(x: 10, y: 20))
            make.size.equalTo(CGSize(width: 50, height: 60))
            make.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            make.top.equalTo(CGSize(width: 7, height: 8))
        }
        assertEquation(lines[0].layoutConstraints[0], child, .centerX, root, .left, constant: 10)
        assertEquation(lines[0].layoutConstraints[1], child, .centerY, root, .top, constant: 20)
        assertEquation(lines[1].layoutConstraints[0], child, .width, nil, .notAnAttribute, constant: 50)
        assertEquation(lines[1].layoutConstraints[1], child, .height, nil, .notAnAttribute, constant: 60)
        // Insets as a constant: left +2, top +1, right -4, bottom -3.
        XCTAssertEqual(lines[2].layoutConstraints.map(\.constant), [2, 1, -4, -3])
        XCTAssertTrue(lines[2].layoutConstraints.allSatisfy { $0.secondItem === root })
        // A size for a location gives 0 (SnapKit's rule).
        assertEquation(lines[3].layoutConstraints[0], child, .top, root, .top, constant: 0)
    }

    func testEveryNumberTypeIsAConstant() {
        let lines = child.snp.prepareConstraints { make in
            make.width.equalTo(1)
            make.width.equalTo(UInt(2))
            make.width.equalTo(Float(3.5))
            make.width.equalTo(Double(4.25))
            make.width.equalTo(CGFloat(5))
        }
        XCTAssertEqual(lines.map { $0.layoutConstraints[0].constant }, [1, 2, 3.5, 4.25, 5])
    }

    func testOffsetIsNeverSignFlippedAndTheConstantSlotIsLastWriterWins() {
        let lines = child.snp.prepareConstraints { make in
            make.right.equalToSuperview().offset(10)
            make.bottom.equalToSuperview().offset(-5)
            make.left.equalTo(10).offset(20)
            make.right.equalToSuperview().offset(5).inset(7)
            make.right.equalToSuperview().inset(7).offset(5)
            make.width.equalTo(100).offset(30)
            make.width.equalTo(other).inset(3).offset(4).inset(EdgeInsets(top: 0, left: 1, bottom: 0, right: 2))
        }
        // offset 10 on right stays +10; -5 on bottom stays -5; equalTo(10) then offset(20) gives 20;
        // inset after offset gives -7 on right; offset after inset gives 5; width 100 then offset 30 gives 30;
        // the last inset on width gives -(1 + 2) = -3.
        XCTAssertEqual(lines.map { $0.layoutConstraints[0].constant }, [10, -5, 20, -7, 5, 30, -3])
    }

    func testMultipliers() {
        let lines = child.snp.prepareConstraints { make in
            make.width.equalTo(other).multipliedBy(0.5)
            make.height.equalTo(other.snp.width).dividedBy(4)
            make.width.equalTo(other).multipliedBy(2)
            make.width.equalTo(other).multipliedBy(Float(1.5))
            make.right.equalToSuperview().multipliedBy(0.75).offset(-3)
        }
        XCTAssertEqual(lines.map { $0.layoutConstraints[0].multiplier }, [0.5, 0.25, 2, 1.5, 0.75])
        assertEquation(lines[1].layoutConstraints[0], child, .height, other, .width, multiplier: 0.25, constant: 0)
        assertEquation(lines[4].layoutConstraints[0], child, .right, root, .right, multiplier: 0.75, constant: -3)
    }

    func testPriorities() {
        let lines = child.snp.prepareConstraints { make in
            make.width.equalTo(1).priority(.required)
            make.width.equalTo(1).priority(.high)
            make.width.equalTo(1).priority(.medium)
            make.width.equalTo(1).priority(.low)
            make.width.equalTo(1).priority(999)
            make.width.equalTo(1).priority(ConstraintPriority.high.advanced(by: 1))
            make.width.equalTo(1).priority(LayoutPriority.defaultLow)
            make.width.equalTo(1).priority(Float(600))
            make.width.equalTo(1).priority(Double(300.5))
            make.width.equalTo(1).priority(2000)
            make.width.equalTo(1).priority(0.5)
            make.width.equalTo(1)
        }
        // 2000 and 0.5 are clamped to 1000 and 1 by the layout constraint.
        XCTAssertEqual(lines.map { $0.layoutConstraints[0].priority.rawValue },
                       [1000, 750, 500, 250, 999, 751, 250, 600, 300.5, 1000, 1, 1000])
        XCTAssertEqual(ConstraintPriority.low.distance(to: .high), 500)
        XCTAssertTrue(ConstraintPriority.low < .medium)
        XCTAssertEqual(Array(stride(from: ConstraintPriority.low, through: .high, by: 250)).map(\.value), [250, 500, 750])
    }

    func testLabelSourceLocationAndDescription() {
        let header = SnapKitFixture.view("header", in: root)
        let title = SnapKitFixture.view("title", in: root)
        var line = 0
        title.snp.makeConstraints { make in
            line = #line; make.top.equalTo(header.snp.bottom).offset(12).labeled("titleTop")
        }
        let c = root.constraints.last
        XCTAssertEqual(c?.label, "titleTop")
        XCTAssertEqual(c?.identifier, "titleTop")  // SnapKit: the label is the identifier
        XCTAssertEqual(c?.location?.fileName, "SnapKitMakerTests.swift")
        XCTAssertEqual(c?.location?.line, line)
        XCTAssertEqual(c?.description, "title.top == header.bottom + 12 (SnapKitMakerTests.swift:\(line), \"titleTop\")")
    }

    func testOnlyTheConstrainedViewStopsTranslatingItsAutoresizingMask() {
        child.snp.makeConstraints { make in make.edges.equalTo(other) }
        XCTAssertFalse(child.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(other.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(root.translatesAutoresizingMaskIntoConstraints)
    }

    func testInstalledCountsPerView() {
        let header = SnapKitFixture.view("header", in: root)
        let avatar = SnapKitFixture.view("avatar", in: header)
        let name = SnapKitFixture.view("name", in: header)
        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(120)
        }
        avatar.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(64)
        }
        name.snp.makeConstraints { make in
            make.left.equalTo(avatar.snp.right).offset(12)
            make.top.equalTo(avatar)
            make.height.equalTo(24)
        }
        // root: header's top, left, right. header: its height, avatar's left and centerY, name's left and top.
        XCTAssertEqual(root.constraints.count, 3)
        XCTAssertEqual(header.constraints.count, 5)
        XCTAssertEqual(avatar.constraints.count, 2)
        XCTAssertEqual(name.constraints.count, 1)
        assertEquation(header.constraints[3], name, .left, avatar, .right, constant: 12)
    }

    func testContentPrioritiesAndLabels() {
        child.snp.contentHuggingHorizontalPriority = 251
        child.snp.contentHuggingVerticalPriority = 252
        child.snp.contentCompressionResistanceHorizontalPriority = 751
        child.snp.contentCompressionResistanceVerticalPriority = 752
        XCTAssertEqual(child.contentHuggingPriority(for: .horizontal).rawValue, 251)
        XCTAssertEqual(child.snp.contentHuggingVerticalPriority, 252)
        XCTAssertEqual(child.contentCompressionResistancePriority(for: .horizontal).rawValue, 751)
        XCTAssertEqual(child.snp.contentCompressionResistanceVerticalPriority, 752)
        let unnamed = View()
        XCTAssertNil(unnamed.snp.label())
        unnamed.snp.setLabel("avatar")
        XCTAssertEqual(unnamed.snp.label(), "avatar")
        XCTAssertEqual(unnamed.debugName, "avatar")
        // A view with its own identifier keeps it.
        child.snp.setLabel("renamed")
        XCTAssertEqual(child.snp.label(), "renamed")
        XCTAssertEqual(child.accessibilityIdentifier, "child")
    }

    func testSuperviewFormsAndTheirClosures() {
        let lines = child.snp.prepareConstraints { make in
            make.left.lessThanOrEqualToSuperview()
            make.right.greaterThanOrEqualToSuperview().offset(-2)
            make.top.equalToSuperview { $0.safeAreaLayoutGuide }
            make.bottom.lessThanOrEqualToSuperview { $0.layoutMarginsGuide.snp.bottom }
            make.leading.greaterThanOrEqualToSuperview { $0.snp.leadingMargin }
            make.centerX.equalToSuperviewSafeAreaLayoutGuide { $0.snp.centerX }
            make.height.lessThanOrEqualToSuperviewSafeAreaLayoutGuide { $0 }
            make.width.greaterThanOrEqualToSuperviewSafeAreaLayoutGuide { $0.snp.height }
        }
        let c = lines.map { $0.layoutConstraints[0] }
        assertEquation(c[0], child, .left, root, .left, relation: .lessThanOrEqual, constant: 0)
        assertEquation(c[1], child, .right, root, .right, relation: .greaterThanOrEqual, constant: -2)
        assertEquation(c[2], child, .top, root.safeAreaLayoutGuide, .top, constant: 0)
        assertEquation(c[3], child, .bottom, root.layoutMarginsGuide, .bottom, relation: .lessThanOrEqual, constant: 0)
        assertEquation(c[4], child, .leading, root, .leadingMargin, relation: .greaterThanOrEqual, constant: 0)
        assertEquation(c[5], child, .centerX, root.safeAreaLayoutGuide, .centerX, constant: 0)
        assertEquation(c[6], child, .height, root.safeAreaLayoutGuide, .height, relation: .lessThanOrEqual, constant: 0)
        assertEquation(c[7], child, .width, root.safeAreaLayoutGuide, .height, relation: .greaterThanOrEqual, constant: 0)
    }

    func testItemAttributesOfViewsAndGuides() {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        XCTAssertEqual(other.snp.edges.attributes, [.left, .top, .right, .bottom])
        XCTAssertEqual(other.snp.directionalMargins.attributes.layoutAttributes,
                       [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin])
        XCTAssertEqual(guide.snp.center.attributes, [.centerX, .centerY])
        XCTAssertTrue(guide.snp.top.target === guide)
        XCTAssertTrue(other.snp.firstBaseline.layoutConstraintItem === other)
        let line = child.snp.prepareConstraints { make in make.top.equalTo(guide.snp.bottom).offset(3) }
        assertEquation(line[0].layoutConstraints[0], child, .top, guide, .bottom, constant: 3)
    }
}
