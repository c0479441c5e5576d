import XCTest
@testable import Taut

/// Every case where SnapKit stops the program: Taut reports a diagnostic that names the file
/// and line of the line at fault, and the rest of the block still applies.
final class SnapKitNoCrashTests: XCTestCase {
    private let file = "SnapKitNoCrashTests.swift"

    private func assertNames(_ diagnostic: LayoutDiagnostic?, _ kind: LayoutDiagnostic.Kind, line: Int,
                             file testFile: StaticString = #filePath, testLine: UInt = #line) {
        guard let diagnostic else { return XCTFail("no diagnostic", file: testFile, line: testLine) }
        XCTAssertEqual(diagnostic.kind, kind, file: testFile, line: testLine)
        XCTAssertTrue(diagnostic.message.contains("\(file):\(line)"), diagnostic.message, file: testFile, line: testLine)
        XCTAssertEqual(diagnostic.location?.fileName, file, file: testFile, line: testLine)
        XCTAssertEqual(diagnostic.location?.line, line, file: testFile, line: testLine)
    }

    func testEqualToSuperviewWithoutSuperview() {
        let lonely = SnapKitFixture.view("lonely")
        var line = 0
        var closureCalled = false
        let diagnostics = LayoutDiagnostics.collect {
            lonely.snp.makeConstraints { make in
                line = #line; make.top.equalToSuperview().offset(4).labeled("lonelyTop")
                make.bottom.equalToSuperview { view -> View in closureCalled = true; return view }
                make.width.equalTo(10)
            }
        }
        XCTAssertEqual(diagnostics.count, 2)
        assertNames(diagnostics.first, .missingSuperview, line: line)
        assertNames(diagnostics.last, .missingSuperview, line: line + 1)
        XCTAssertTrue(diagnostics[0].message.contains("lonely has no superview"), diagnostics[0].message)
        // The label written after the relation is in the report.
        XCTAssertTrue(diagnostics[0].message.contains("(\(file):\(line), \"lonelyTop\")"), diagnostics[0].message)
        XCTAssertFalse(closureCalled)
        // The rest of the block applied: the width is installed on the view itself.
        XCTAssertEqual(lonely.constraints.count, 1)
        XCTAssertEqual(lonely.constraints.first?.constant, 10)
    }

    func testConstantTargetWithoutSuperview() {
        let lonely = SnapKitFixture.view("lonely")
        var line = 0
        let diagnostics = LayoutDiagnostics.collect {
            lonely.snp.makeConstraints { make in
                line = #line; make.top.left.equalTo(20)
                make.height.equalTo(30)
            }
        }
        // One diagnostic per attribute that needed the superview; the height stands.
        XCTAssertEqual(diagnostics.count, 2)
        assertNames(diagnostics.first, .missingSuperview, line: line)
        XCTAssertEqual(lonely.constraints.count, 1)
    }

    func testAttributesThatCannotBeRelated() {
        let root = SnapKitFixture.root()
        let a = SnapKitFixture.view("a", in: root)
        let b = SnapKitFixture.view("b", in: root)
        var line = 0
        let collected = LayoutDiagnostics.collect {
            a.snp.makeConstraints { make in
                line = #line; make.left.equalTo(b.snp.top)
                make.edges.equalTo(b.snp.size)
                make.width.equalTo(b.snp.centerX)
                make.top.left.equalToSuperview()
                make.size.equalTo(20)
            }
        }
        // The line-pairing problem is found while the block's lines are built, the other two when
        // their layout constraints are activated; sorted by line they are the three lines.
        XCTAssertEqual(collected.count, 3)
        let diagnostics = collected.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        assertNames(diagnostics[0], .invalidAttributes, line: line)
        assertNames(diagnostics[1], .invalidAttributes, line: line + 1)
        assertNames(diagnostics[2], .invalidAttributes, line: line + 2)
        XCTAssertTrue(diagnostics[1].message.contains("[left, top, right, bottom] can't be related one for one to [width, height]"),
                      diagnostics[1].message)
        // The valid lines applied: top and left on root, size on a.
        XCTAssertEqual(root.constraints.count, 2)
        XCTAssertEqual(a.constraints.count, 2)
        root.layoutIfNeeded()
        assertSnpFrame(a.frame, 0, 0, 20, 20)
    }

    func testNoCommonAncestor() {
        let root = SnapKitFixture.root()
        let a = SnapKitFixture.view("a", in: root)
        let stranger = SnapKitFixture.view("stranger", in: SnapKitFixture.root())
        var line = 0
        let diagnostics = LayoutDiagnostics.collect {
            a.snp.makeConstraints { make in
                line = #line; make.top.equalTo(stranger.snp.bottom).labeled("crossTree")
                make.edges.equalToSuperview()
            }
        }
        XCTAssertEqual(diagnostics.count, 1)
        assertNames(diagnostics.first, .noCommonAncestor, line: line)
        XCTAssertTrue(diagnostics[0].message.contains("\"crossTree\""), diagnostics[0].message)
        XCTAssertEqual(root.constraints.count, 4)
    }

    func testUpdateWithNothingToMatchInstallsTheConstraint() {
        let root = SnapKitFixture.root()
        let a = SnapKitFixture.view("a", in: root)
        a.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.height.equalTo(10)
        }
        var line = 0
        let diagnostics = LayoutDiagnostics.collect {
            a.snp.updateConstraints { make in
                make.height.equalTo(15)
                line = #line; make.width.equalTo(44)
            }
        }
        XCTAssertEqual(diagnostics.count, 1)
        assertNames(diagnostics.first, .noMatchingConstraint, line: line)
        // height updated in place, width installed: two on a.
        XCTAssertEqual(a.constraints.map(\.constant), [15, 44])
        root.layoutIfNeeded()
        assertSnpFrame(a.frame, 0, 0, 44, 15)
    }

    func testMultiplierOnConstantIsAppliedToTheConstantAndReported() {
        let root = SnapKitFixture.root()
        let a = SnapKitFixture.view("a", in: root)
        var line = 0
        var width: Constraint?
        let diagnostics = LayoutDiagnostics.collect {
            a.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                line = #line; width = make.width.equalTo(50).multipliedBy(2).constraint
                make.height.equalTo(30)
            }
        }
        XCTAssertEqual(diagnostics.count, 1)
        assertNames(diagnostics.first, .multiplierOnConstant, line: line)
        // 50 × 2 = 100, with multiplier 1 and no second item.
        assertEquation(width?.layoutConstraints.first, a, .width, nil, .notAnAttribute, constant: 100)
        // Later constant updates keep the factor: 70 × 2 = 140.
        width?.update(offset: 70)
        root.layoutIfNeeded()
        assertSnpFrame(a.frame, 0, 0, 140, 30)
    }

    func testNonFiniteConstantAndMultiplier() {
        let root = SnapKitFixture.root()
        let a = SnapKitFixture.view("a", in: root)
        var line = 0
        let diagnostics = LayoutDiagnostics.collect {
            a.snp.makeConstraints { make in
                line = #line; make.top.equalToSuperview().offset(CGFloat.nan)
                make.width.equalTo(root).dividedBy(0)
                make.edges.equalToSuperview()
            }
        }
        XCTAssertEqual(diagnostics.count, 2)
        assertNames(diagnostics[0], .invalidValue, line: line)
        assertNames(diagnostics[1], .invalidValue, line: line + 1)
        XCTAssertEqual(root.constraints.count, 4)
    }

    func testUnsupportedTargetAndReleasedItem() {
        struct NotATarget: ConstraintRelatableTarget {}
        let root = SnapKitFixture.root()
        let a = SnapKitFixture.view("a", in: root)
        let released: ConstraintItem = { View().snp.bottom }()
        var line = 0
        let diagnostics = LayoutDiagnostics.collect {
            a.snp.makeConstraints { make in
                line = #line; make.top.equalTo(NotATarget())
                make.top.equalTo(released)
                make.edges.equalToSuperview()
            }
        }
        XCTAssertEqual(diagnostics.count, 2)
        assertNames(diagnostics[0], .unsupportedItem, line: line)
        assertNames(diagnostics[1], .missingItem, line: line + 1)
        XCTAssertEqual(root.constraints.count, 4)
    }

    func testConstraintOfAFailedLineIsEmptyAndInert() {
        let lonely = SnapKitFixture.view("lonely")
        var kept: Constraint?
        _ = LayoutDiagnostics.collect {
            lonely.snp.makeConstraints { make in kept = make.top.equalToSuperview().constraint }
        }
        XCTAssertEqual(kept?.layoutConstraints.count, 0)
        XCTAssertFalse(kept?.isActive ?? true)
        kept?.update(offset: 3).update(priority: .low)
        kept?.activate()
        XCTAssertTrue(kept?.description.hasPrefix("<empty Constraint (\(file):") ?? false, kept?.description ?? "")
    }
}
