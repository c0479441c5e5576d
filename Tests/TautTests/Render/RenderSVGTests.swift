import Foundation
import XCTest
import TautTestSupport
@testable import Taut

final class RenderSVGTests: XCTestCase {
    /// A 200 × 100 canvas with a card at (10, 20, 180, 60) holding a label and a hidden view.
    private let snapshot = LayoutSnapshot(
        size: CGSize(width: 200, height: 100),
        nodes: [
            .init(name: "canvas", frame: CGRect(x: 0, y: 0, width: 200, height: 100)),
            .init(name: "card", frame: CGRect(x: 10, y: 20, width: 180, height: 60), depth: 1,
                  parent: "canvas", color: "#f2f2f7",
                  guides: [.init(name: "margins", frame: CGRect(x: 18, y: 28, width: 164, height: 44))]),
            .init(name: "title", frame: CGRect(x: 18, y: 28, width: 100.5, height: 20.25), depth: 2,
                  parent: "card", kind: .label, text: "Tom & <Jerry>", fontSize: 17),
            .init(name: "ghost", frame: CGRect(x: 0, y: 0, width: 0, height: 0), depth: 2,
                  parent: "card", isHidden: true),
        ])

    func testOneGroupPerViewWithGeometryAndName() throws {
        let svg = SVGStructure(SVGRenderer().render(snapshot))
        XCTAssertTrue(svg.isWellFormed)
        XCTAssertEqual(svg.viewGroups.map { $0.attributes["id"] }, ["canvas", "card", "title", "ghost"])
        XCTAssertEqual(svg.geometry(of: "card"), [10, 20, 180, 60])
        XCTAssertEqual(svg.geometry(of: "title"), [18, 28, 100.5, 20.25])
        XCTAssertEqual(svg.rect(of: "card")?.attributes["fill"], "#f2f2f7")
        XCTAssertEqual(svg.rect(of: "canvas")?.attributes["fill"], "#ffffff")  // the default background
        XCTAssertEqual(svg.viewGroups.first { $0.attributes["id"] == "ghost" }?.attributes["display"], "none")
        XCTAssertEqual(svg.viewGroups.first { $0.attributes["id"] == "title" }?.attributes["class"], "label")
    }

    func testSizeAndEscapedText() throws {
        let output = SVGRenderer().render(snapshot)
        let svg = SVGStructure(output)
        let root = try XCTUnwrap(svg.elements.first)
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["viewBox"], "0 0 200 100")
        let line = try XCTUnwrap(svg.elements.first { $0.name == "text" && $0.group == "title" && $0.attributes["class"] == "line" })
        XCTAssertEqual(line.text, "Tom & <Jerry>")
        XCTAssertEqual(line.attributes["x"], "18")  // left to right: the text starts at minX
        XCTAssertEqual(line.attributes["y"], "45")  // the baseline: 28 + 1 × 17
        XCTAssertTrue(output.contains("Tom &amp; &lt;Jerry&gt;"))
    }

    func testRightToLeftAnchorsTextAtTheTrailingEdge() throws {
        var rtl = snapshot
        rtl.isRightToLeft = true
        let svg = SVGStructure(SVGRenderer().render(rtl))
        let text = try XCTUnwrap(svg.elements.first { $0.name == "text" && $0.group == "title" && $0.attributes["class"] == "line" })
        XCTAssertEqual(text.attributes["text-anchor"], "end")
        XCTAssertEqual(text.attributes["x"], "118.5")  // 18 + 100.5
    }

    func testDebugOverlayDrawsGuides() throws {
        let plain = SVGStructure(SVGRenderer().render(snapshot))
        XCTAssertFalse(plain.elements.contains { $0.attributes["id"] == "debug" })
        let debug = SVGStructure(SVGRenderer(debug: true).render(snapshot))
        let margins = debug.elements.filter { $0.group == "debug" && $0.name == "rect" }
        XCTAssertEqual(margins.count, 1)
        XCTAssertEqual(margins.first?.attributes["class"], "margins")
        XCTAssertEqual(margins.first?.attributes["data-view"], "card")
        XCTAssertEqual(margins.first?.attributes["width"], "164")
    }
}
