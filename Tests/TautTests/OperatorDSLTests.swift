import XCTest
@testable import Taut

/// The operator DSL: equations, arithmetic, composites, priorities and the batch activation
/// of `layout { }`.
final class OperatorDSLTests: XCTestCase {
    private func root(_ width: CGFloat = 300, _ height: CGFloat = 400) -> View {
        View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    private func child(of parent: View) -> View {
        let view = View()
        parent.addSubview(view)
        return view
    }

    func testIssueExampleWithPriorityInsideTheBlock() {
        let view = root()
        let button = child(of: view)
        let label = child(of: view)
        button.layout {
            $0.top == view.topAnchor + 10
            $0.leading == view.leadingAnchor + 30
            $0.size == CGSize(width: 100, height: 40)
        }
        let made = label.layout {
            $0.top == button.bottomAnchor + 20
            $0.leading == button.leadingAnchor
            $0.width <= view.widthAnchor - 40
            ($0.width == 400) ~ .defaultHigh
            $0.height == 30
        }
        view.layoutIfNeeded()
        // Five statements, five constraints, all active.
        XCTAssertEqual(made.count, 5)
        XCTAssertTrue(made.allSatisfy(\.isActive))
        XCTAssertEqual(made[3].priority, .defaultHigh)
        // top 10 + 40 + 20 = 70; x 30; width wants 400 (optional) but is at most 300 - 40 = 260.
        assertFrame(label.frame, 30, 70, 260, 30)
    }

    func testConstraintFieldsFromExpressions() {
        let view = root()
        let other = child(of: view)
        let box = child(of: view)
        let made = box.layout {
            $0.width == other.widthAnchor * 0.5 + 10
            $0.height >= 0.25 * other.heightAnchor - 4
            $0.leading <= other.trailingAnchor - 8 + 2
            $0.top >= other.bottomAnchor
            $0.centerY == other.centerYAnchor - 3
        }
        XCTAssertEqual(made.count, 5)
        // width == other.width * 0.5 + 10
        XCTAssertEqual(made[0].firstAttribute, .width)
        XCTAssertEqual(made[0].relation, .equal)
        XCTAssertTrue(made[0].secondItem === other)
        XCTAssertEqual(made[0].secondAttribute, .width)
        XCTAssertEqual(made[0].multiplier, 0.5)
        XCTAssertEqual(made[0].constant, 10)
        // height >= other.height * 0.25 - 4
        XCTAssertEqual(made[1].relation, .greaterThanOrEqual)
        XCTAssertEqual(made[1].multiplier, 0.25)
        XCTAssertEqual(made[1].constant, -4)
        // leading <= other.trailing - 8 + 2 = -6
        XCTAssertEqual(made[2].relation, .lessThanOrEqual)
        XCTAssertEqual(made[2].secondAttribute, .trailing)
        XCTAssertEqual(made[2].constant, -6)
        XCTAssertEqual(made[3].constant, 0)
        XCTAssertEqual(made[4].constant, -3)
    }

    func testMultiplierAndAspectRatioFrames() {
        let view = root()
        let other = child(of: view)
        let box = child(of: view)
        let video = child(of: view)
        other.layout {
            $0.top == view.topAnchor
            $0.left == view.leftAnchor
            $0.size == CGSize(width: 200, height: 100)
        }
        box.layout {
            $0.top == other.bottomAnchor
            $0.left == view.leftAnchor
            $0.width == other.widthAnchor * 0.5 + 10
            $0.height == $0.width / 2
        }
        video.layout {
            $0.top == box.bottomAnchor
            $0.left == view.leftAnchor
            $0.height == 90
            $0.width == $0.height * (16.0 / 9.0)
        }
        view.layoutIfNeeded()
        // box: width 200 × 0.5 + 10 = 110, height 110 / 2 = 55, y = 100.
        assertFrame(box.frame, 0, 100, 110, 55)
        // video: width 90 × 16 / 9 = 160, y = 155.
        assertFrame(video.frame, 0, 155, 160, 90)
    }

    func testNothingIsActiveInsideTheBlockAndEverythingIsAfter() {
        let view = root()
        let box = child(of: view)
        var seenInside: [Bool] = []
        var kept: LayoutConstraint?
        box.layout {
            let width = ($0.width == 200) ~ .defaultHigh
            seenInside.append(width.isActive)
            width.priority = .required
            width.priority = .defaultLow
            kept = width
            $0.edges == view.edgeAnchors
        }
        // Inside the block, nothing was active yet.
        XCTAssertEqual(seenInside, [false])
        // The let-bound constraint was recorded and activated with its last priority.
        XCTAssertEqual(kept?.isActive, true)
        XCTAssertEqual(kept?.priority, .defaultLow)
        // A one-item constraint is installed on its item.
        XCTAssertTrue(box.constraints.contains { $0 === kept })
        view.layoutIfNeeded()
        // The edges (required) win over the width 200 @250: the full 300 × 400.
        assertFrame(box.frame, 0, 0, 300, 400)
    }

    func testEdgesWithInsetsInSnapKitOrder() {
        let view = root()
        let box = child(of: view)
        let made = box.layout {
            $0.edges == view.edgeAnchors + EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        }
        XCTAssertEqual(made.map(\.firstAttribute), [.left, .top, .right, .bottom])
        // left +20, top +10, right -40, bottom -30.
        XCTAssertEqual(made.map(\.constant), [20, 10, -40, -30])
        view.layoutIfNeeded()
        // x 20, y 10, width 300 - 60 = 240, height 400 - 40 = 360.
        assertFrame(box.frame, 20, 10, 240, 360)
    }

    func testDirectionalEdgesMirrorInRightToLeft() {
        for direction in [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let view = root()
            view.semanticContentAttribute = direction
            let box = child(of: view)
            let made = box.layout {
                $0.directionalEdges == view.directionalEdgeAnchors
                    + DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
            }
            XCTAssertEqual(made.map(\.firstAttribute), [.top, .bottom, .leading, .trailing])
            view.layoutIfNeeded()
            if direction == .forceLeftToRight {
                // leading = left: x 20, right edge 300 - 40 = 260.
                assertFrame(box.frame, 20, 10, 240, 360)
            } else {
                // leading = right edge at 300 - 20 = 280, trailing = left at 40.
                assertFrame(box.frame, 40, 10, 240, 360)
            }
        }
    }

    func testCenterAndSizeComposites() {
        let view = root()
        let other = child(of: view)
        let box = child(of: view)
        other.layout {
            $0.top == view.topAnchor
            $0.left == view.leftAnchor
            $0.size == CGSize(width: 200, height: 100)
        }
        let made = box.layout {
            $0.center == view.centerAnchors + CGPoint(x: 10, y: -20)
            $0.size == other.sizeAnchors * 0.5 + CGSize(width: 10, height: 0)
        }
        XCTAssertEqual(made.map(\.firstAttribute), [.centerX, .centerY, .width, .height])
        view.layoutIfNeeded()
        // size 200 × 0.5 + 10 = 110 by 100 × 0.5 = 50; centre (150 + 10, 200 - 20) = (160, 180).
        assertFrame(box.frame, 160 - 55, 180 - 25, 110, 50)
    }

    func testSizeInequalitiesAndCompositePriority() {
        let view = root()
        let box = child(of: view)
        let made = box.layout {
            $0.center == view.centerAnchors
            $0.size <= CGSize(width: 100, height: 80)
            $0.size == CGSize(width: 500, height: 500) ~ .defaultLow
        }
        XCTAssertEqual(made[2].relation, .lessThanOrEqual)
        XCTAssertEqual(made[4].priority, .defaultLow)
        XCTAssertEqual(made[5].priority, .defaultLow)
        view.layoutIfNeeded()
        // Capped at 100 × 80, centred in 300 × 400: (100, 160).
        assertFrame(box.frame, 100, 160, 100, 80)
    }

    func testPriorityOperatorBindsLooserThanComparison() {
        let view = root()
        let box = child(of: view)
        let made = box.layout {
            $0.width == 200 ~ .defaultLow
            $0.height == 20 ~ 999
        }
        XCTAssertEqual(made.map(\.priority), [.defaultLow, LayoutPriority(999)])
        XCTAssertEqual(made.map(\.constant), [200, 20])
    }

    func testControlFlowInsideTheBlock() {
        let view = root()
        let boxes = [child(of: view), child(of: view), child(of: view)]
        let compact = true
        let made = boxes[0].layout {
            $0.top == view.topAnchor
            for other in boxes.dropFirst() {
                $0.width == other.widthAnchor
            }
            if compact {
                $0.height == 20
            } else {
                $0.height == 40
            }
            if !compact {
                $0.leading == view.leadingAnchor
            }
        }
        // top, two widths, one height.
        XCTAssertEqual(made.count, 4)
        XCTAssertEqual(made[3].constant, 20)
    }

    func testOperatorsOutsideABlockMakeInactiveConstraints() {
        let view = root()
        let box = child(of: view)
        box.translatesAutoresizingMaskIntoConstraints = false
        let top = box.topAnchor == view.topAnchor + 5
        let size = box.sizeAnchors == CGSize(width: 10, height: 10)
        let left = box.leftAnchor >= view.leftAnchor + 7
        XCTAssertFalse(top.isActive)
        XCTAssertNil(top.location)
        LayoutConstraint.activate([top, left] + size)
        view.layoutIfNeeded()
        assertFrame(box.frame, 7, 5, 10, 10)
    }

    func testLayoutGuide() {
        let view = root()
        let guide = LayoutGuide()
        view.addLayoutGuide(guide)
        guide.layout {
            $0.edges == view.edgeAnchors + EdgeInsets(all: 25)
        }
        let box = child(of: view)
        box.layout {
            $0.top == guide.topAnchor
            $0.leading == guide.leadingAnchor
            $0.firstBaseline == guide.bottomAnchor
            $0.width == guide.widthAnchor
        }
        view.layoutIfNeeded()
        // guide: (25, 25, 250, 350); box's baseline (its bottom) at 375, top at 25: height 350.
        assertFrame(guide.layoutFrame, 25, 25, 250, 350)
        assertFrame(box.frame, 25, 25, 250, 350)
    }

    func testEveryConstraintIsLocatedAtItsStatement() {
        let view = root()
        let box = child(of: view)
        let firstLine = #line + 2
        let made = box.layout {
            $0.top == view.topAnchor
            $0.edges == view.edgeAnchors
        }
        XCTAssertEqual(made.count, 5)
        XCTAssertEqual(made[0].location, SourceLocation(file: "TautTests/OperatorDSLTests.swift", line: firstLine))
        // All four edges come from the next line.
        XCTAssertEqual(made[1...].map { $0.location?.line }, Array(repeating: firstLine + 1, count: 4))
        XCTAssertTrue(made[0].description.hasSuffix("(OperatorDSLTests.swift:\(firstLine))"))
    }
}
