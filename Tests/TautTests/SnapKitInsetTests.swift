import XCTest
@testable import Taut

/// SnapKit's inset sign table, computed from the second attribute, for every attribute kind,
/// in both layout directions, for absolute, directional and number insets.
final class SnapKitInsetTests: XCTestCase {
    private let allAttributes: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// The constant of `make.<attribute>.equalToSuperview().inset(...)` for every attribute.
    private func constants(direction: SemanticContentAttribute = .unspecified,
                           _ inset: (ConstraintMakerEditable) -> Void) -> [LayoutAttribute: CGFloat] {
        let root = SnapKitFixture.root()
        root.semanticContentAttribute = direction
        let child = SnapKitFixture.view("child", in: root)
        var result: [LayoutAttribute: CGFloat] = [:]
        for attribute in allAttributes {
            let line = child.snp.prepareConstraints { make in
                let extendable = start(make, attribute)
                inset(extendable.equalToSuperview())
            }
            XCTAssertEqual(line.first?.layoutConstraints.count, 1)
            XCTAssertEqual(line.first?.layoutConstraints.first?.secondAttribute, attribute)
            result[attribute] = line.first?.layoutConstraints.first?.constant
        }
        return result
    }

    private func start(_ make: ConstraintMaker, _ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
        switch attribute {
        case .left: return make.left
        case .top: return make.top
        case .right: return make.right
        case .bottom: return make.bottom
        case .leading: return make.leading
        case .trailing: return make.trailing
        case .width: return make.width
        case .height: return make.height
        case .centerX: return make.centerX
        case .centerY: return make.centerY
        case .lastBaseline: return make.lastBaseline
        case .firstBaseline: return make.firstBaseline
        case .leftMargin: return make.leftMargin
        case .rightMargin: return make.rightMargin
        case .topMargin: return make.topMargin
        case .bottomMargin: return make.bottomMargin
        case .leadingMargin: return make.leadingMargin
        case .trailingMargin: return make.trailingMargin
        case .centerXWithinMargins: return make.centerXWithinMargins
        case .centerYWithinMargins: return make.centerYWithinMargins
        case .notAnAttribute: return make.left
        }
    }

    private let insets = EdgeInsets(top: 1, left: 2, bottom: 4, right: 8)

    func testAbsoluteInsetsLeftToRight() {
        let c = constants { $0.inset(self.insets) }
        // left/top +, right/bottom -, leading = left, trailing = -right,
        // centerX (2 - 8)/2 = -3, centerY (1 - 4)/2 = -1.5, width -(2 + 8), height -(1 + 4).
        let expected: [LayoutAttribute: CGFloat] = [
            .left: 2, .top: 1, .right: -8, .bottom: -4, .leading: 2, .trailing: -8, .width: -10, .height: -5,
            .centerX: -3, .centerY: -1.5, .lastBaseline: -4, .firstBaseline: 1, .leftMargin: 2, .rightMargin: -8,
            .topMargin: 1, .bottomMargin: -4, .leadingMargin: 2, .trailingMargin: -8,
            .centerXWithinMargins: -3, .centerYWithinMargins: -1.5,
        ]
        XCTAssertEqual(c, expected)
    }

    func testAbsoluteInsetsRightToLeftSwapOnlyLeadingAndTrailing() {
        let c = constants(direction: .forceRightToLeft) { $0.inset(self.insets) }
        // Leading is the right side: its inset is right (8); trailing is the left side: -left (-2).
        XCTAssertEqual(c[.leading], 8)
        XCTAssertEqual(c[.trailing], -2)
        XCTAssertEqual(c[.leadingMargin], 8)
        XCTAssertEqual(c[.trailingMargin], -2)
        // Absolute attributes don't change.
        XCTAssertEqual(c[.left], 2)
        XCTAssertEqual(c[.right], -8)
        XCTAssertEqual(c[.centerX], -3)
        XCTAssertEqual(c[.width], -10)
    }

    func testDirectionalInsetsLeftToRight() {
        let d = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 4, trailing: 8)
        let c = constants { $0.inset(d) }
        // Left to right: leading is left, trailing is right — the same table as the absolute insets.
        XCTAssertEqual(c[.left], 2)
        XCTAssertEqual(c[.right], -8)
        XCTAssertEqual(c[.leading], 2)
        XCTAssertEqual(c[.trailing], -8)
        XCTAssertEqual(c[.centerX], -3)
        XCTAssertEqual(c[.width], -10)
        XCTAssertEqual(c[.top], 1)
        XCTAssertEqual(c[.bottom], -4)
        XCTAssertEqual(c[.height], -5)
    }

    func testDirectionalInsetsRightToLeft() {
        let d = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 4, trailing: 8)
        let c = constants(direction: .forceRightToLeft) { $0.inset(d) }
        // Right to left: the left inset is trailing (8), the right inset is leading (2).
        XCTAssertEqual(c[.left], 8)
        XCTAssertEqual(c[.right], -2)
        XCTAssertEqual(c[.leading], 2)
        XCTAssertEqual(c[.trailing], -8)
        XCTAssertEqual(c[.leadingMargin], 2)
        XCTAssertEqual(c[.trailingMargin], -8)
        // centerX (left - right)/2 = (8 - 2)/2 = 3; width -(2 + 8).
        XCTAssertEqual(c[.centerX], 3)
        XCTAssertEqual(c[.width], -10)
    }

    func testNumberInsetIsTheSameOnEverySide() {
        let c = constants { $0.inset(5) }
        let expected: [LayoutAttribute: CGFloat] = [
            .left: 5, .top: 5, .right: -5, .bottom: -5, .leading: 5, .trailing: -5, .width: -10, .height: -10,
            .centerX: 0, .centerY: 0, .lastBaseline: -5, .firstBaseline: 5, .leftMargin: 5, .rightMargin: -5,
            .topMargin: 5, .bottomMargin: -5, .leadingMargin: 5, .trailingMargin: -5,
            .centerXWithinMargins: 0, .centerYWithinMargins: 0,
        ]
        XCTAssertEqual(c, expected)
        XCTAssertEqual(constants(direction: .forceRightToLeft) { $0.inset(5) }, expected)
    }

    func testInsetIsSignedByTheSecondAttribute() {
        let root = SnapKitFixture.root()
        let child = SnapKitFixture.view("child", in: root)
        let other = SnapKitFixture.view("other", in: root)
        let lines = child.snp.prepareConstraints { make in
            make.left.equalTo(other.snp.right).inset(10)
            make.top.equalTo(other.snp.bottom).inset(EdgeInsets(top: 3, left: 0, bottom: 7, right: 0))
            make.width.equalTo(other.snp.height).inset(EdgeInsets(top: 3, left: 1, bottom: 7, right: 1))
        }
        // From right: -10. From bottom: -7. From height: -(3 + 7) = -10.
        XCTAssertEqual(lines.map { $0.layoutConstraints[0].constant }, [-10, -7, -10])
    }

    func testConfigDirectionIsOnlyTheFallback() {
        let saved = ConstraintConfig.interfaceLayoutDirection
        defer { ConstraintConfig.interfaceLayoutDirection = saved }
        ConstraintConfig.interfaceLayoutDirection = .rightToLeft
        // No view forces a direction: the config's right-to-left is used (leading = right inset).
        XCTAssertEqual(constants { $0.inset(self.insets) }[.leading], 8)
        // A forced left-to-right tree wins over the config.
        XCTAssertEqual(constants(direction: .forceLeftToRight) { $0.inset(self.insets) }[.leading], 2)
    }

    func testEdgesInsetFramesInBothDirections() {
        for direction in [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let root = SnapKitFixture.root(200, 100)
            root.semanticContentAttribute = direction
            let absolute = SnapKitFixture.view("absolute", in: root)
            let directional = SnapKitFixture.view("directional", in: root)
            absolute.snp.makeConstraints { make in
                make.directionalEdges.equalToSuperview().inset(EdgeInsets(top: 5, left: 10, bottom: 15, right: 30))
            }
            directional.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 30))
            }
            root.layoutIfNeeded()
            // Absolute insets stay absolute in both directions: x = 10, width = 200 - 40 = 160, y = 5, height = 80.
            assertSnpFrame(absolute.frame, 10, 5, 160, 80)
            // Directional insets: LTR left = leading = 10; RTL left = trailing = 30.
            assertSnpFrame(directional.frame, direction == .forceLeftToRight ? 10 : 30, 5, 160, 80)
        }
    }
}
