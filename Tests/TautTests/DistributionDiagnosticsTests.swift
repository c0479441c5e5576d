import XCTest
@testable import Taut

/// Every error path of the Masonry helpers, with the diagnostic naming the call's line.
final class DistributionDiagnosticsTests: XCTestCase {
    private let file = "TautTests/DistributionDiagnosticsTests.swift"

    func testTooFewViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let only = View()
        root.addSubview(only)
        var made: [LayoutConstraint] = [LayoutConstraint]()
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            made = [only].snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
            made += [View]().snp.align(.top)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidDistribution, .invalidDistribution])
        XCTAssertEqual(diagnostics.map(\.location), [SourceLocation(file: file, line: line), SourceLocation(file: file, line: line + 1)])
        XCTAssertTrue(diagnostics[0].message.contains("DistributionDiagnosticsTests.swift:\(line)"))
        XCTAssertTrue(made.isEmpty)
        XCTAssertTrue(only.constraints.isEmpty)
    }

    func testViewWithoutSuperview() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inTree = View()
        root.addSubview(inTree)
        let lonely = View()
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            [inTree, lonely].snp.distributeViews(along: .vertical, fixedItemLength: 10, leadSpacing: 0, tailSpacing: 0)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingSuperview])
        XCTAssertEqual(diagnostics.first?.location?.line, line)
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testViewsInDifferentTrees() {
        let rootA = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let rootB = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), b = View()
        rootA.addSubview(a)
        rootB.addSubview(b)
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            [a, b].snp.distributeViews(along: .horizontal, fixedSpacing: 1, leadSpacing: 2, tailSpacing: 3)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.noCommonAncestor])
        XCTAssertEqual(diagnostics.first?.location?.line, line)
    }

    func testAlignAcrossTreesAndNotAnAttribute() {
        let rootA = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), stranger = View()
        rootA.addSubview(a)
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            [a, stranger].snp.align(.top)
            [a, stranger].snp.align(.notAnAttribute)
        }
        // The first is refused on activation (no common ancestor), the second before anything is made.
        XCTAssertEqual(diagnostics.map(\.kind), [.noCommonAncestor, .invalidAttributes])
        XCTAssertEqual(diagnostics.map { $0.location?.line }, [line, line + 1])
    }

    func testAspectRatioWithZeroHeight() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View()
        root.addSubview(box)
        let line = #line + 3
        let diagnostics = LayoutDiagnostics.collect {
            box.snp.makeConstraints { make in
                make.aspectRatio(4, by: 0)
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(diagnostics.first?.location?.line, line)
    }

    func testSafeAreaShortcutWithoutSuperview() {
        let box = View()
        let line = #line + 3
        let diagnostics = LayoutDiagnostics.collect {
            box.snp.makeConstraints { make in
                make.edges.equalToSuperviewSafeArea()
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingSuperview])
        XCTAssertEqual(diagnostics.first?.location?.line, line)
        XCTAssertTrue(box.constraints.isEmpty)
    }
}
