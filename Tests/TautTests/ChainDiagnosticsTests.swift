import XCTest
@testable import Taut

/// Every error path of the one-line chain, with the diagnostic naming the link's line.
final class ChainDiagnosticsTests: XCTestCase {
    private let file = "TautTests/ChainDiagnosticsTests.swift"

    func testNumberWithoutSuperview() {
        let lonely = View()
        var chain: PinChain?
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            chain = lonely.pin.width(10).top(20).offset(4)
        }
        // width needs no superview; top does. The offset after the failed link is silent.
        XCTAssertEqual(diagnostics.map(\.kind), [.missingSuperview])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: file, line: line))
        XCTAssertTrue(diagnostics.first?.message.contains("ChainDiagnosticsTests.swift:\(line)") ?? false)
        XCTAssertNil(chain?.constraint)
        XCTAssertNil(lonely.pinned.top)
        XCTAssertEqual(lonely.pinned.width?.isActive, true)
    }

    func testAnchorOutsideTheHierarchy() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View()
        root.addSubview(box)
        let stranger = View()
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            box.pin.left(0).top(stranger.bottomAnchor).offset(8).width(stranger)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.noCommonAncestor, .noCommonAncestor])
        XCTAssertEqual(diagnostics.map { $0.location?.line }, [line, line])
        XCTAssertTrue(diagnostics[0].message.contains("ChainDiagnosticsTests.swift:\(line)"))
        XCTAssertEqual(box.pinned.left?.isActive, true)
        XCTAssertEqual(box.pinned.top?.isActive, false)
        // The offset still lands on the (inactive) link it follows.
        XCTAssertEqual(box.pinned.top?.constant, 8)
    }

    func testModifierBeforeAnyLink() {
        let box = View()
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            box.pin.offset(3).priority(.defaultLow).labeled("x")
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.noPrecedingLink, .noPrecedingLink, .noPrecedingLink])
        XCTAssertEqual(diagnostics.map { $0.location?.line }, [line, line, line])
    }

    func testNonFiniteNumbers() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View()
        root.addSubview(box)
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            box.pin.left(CGFloat.nan).width(Double.infinity).top(0).offset(.nan)
        }
        // left and width are refused on activation; offset(.nan) is refused by the constant setter.
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue, .invalidValue, .invalidValue])
        XCTAssertEqual(diagnostics.map { $0.location?.line }, [line, line, line])
        XCTAssertEqual(box.pinned.top?.constant, 0)
        XCTAssertEqual(box.pinned.top?.isActive, true)
    }
}
