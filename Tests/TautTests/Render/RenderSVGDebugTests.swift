import Foundation
import XCTest
import TautTestSupport
@testable import Taut

/// What the SVG shows with and without `--debug`: names and margin boxes only in debug, text
/// at the viewer's own width with the spaces typed.
final class RenderSVGDebugTests: XCTestCase {
    /// A 200 × 100 canvas with a card (a parent, margins 8) holding a label (a leaf, margins
    /// 8 on a 20-tall frame: a 4-tall margins box) and an empty 40 × 20 view.
    private let snapshot = LayoutSnapshot(
        size: CGSize(width: 200, height: 100),
        nodes: [
            .init(name: "canvas", frame: CGRect(x: 0, y: 0, width: 200, height: 100)),
            .init(name: "card", frame: CGRect(x: 10, y: 20, width: 180, height: 60), depth: 1, parent: "canvas",
                  color: "#f2f2f7", guides: [.init(name: "margins", frame: CGRect(x: 18, y: 28, width: 164, height: 44))]),
            .init(name: "title", frame: CGRect(x: 18, y: 28, width: 68, height: 20), depth: 2, parent: "card",
                  kind: .label, text: "  iDev  ", fontSize: 17,
                  guides: [.init(name: "margins", frame: CGRect(x: 26, y: 36, width: 52, height: 4))]),
            .init(name: "badge", frame: CGRect(x: 100, y: 28, width: 40, height: 20), depth: 2, parent: "card",
                  color: "#ff9500"),
        ])

    func testNamesOnlyInDebug() {
        let plain = SVGStructure(SVGRenderer().render(snapshot))
        XCTAssertEqual(plain.elements.filter { $0.attributes["class"] == "name" }.count, 0)
        let debug = SVGStructure(SVGRenderer(debug: true).render(snapshot))
        // The one leaf view that is not a label and at least 24 × 12: badge.
        XCTAssertEqual(debug.elements.filter { $0.attributes["class"] == "name" }.map(\.text), ["badge"])
    }

    func testMarginBoxesOnlyForViewsWithSubviews() {
        let debug = SVGStructure(SVGRenderer(debug: true).render(snapshot))
        let margins = debug.elements.filter { $0.group == "debug" && $0.attributes["class"] == "margins" }
        // The card's box (18, 28, 164, 44); the label's 4-tall strip is not drawn.
        XCTAssertEqual(margins.map { $0.attributes["data-view"] }, ["card"])
        XCTAssertEqual(["x", "y", "width", "height"].map { margins.first?.attributes[$0] }, ["18", "28", "164", "44"])
    }

    func testTextIsNotStretchedAndKeepsItsSpaces() throws {
        let output = SVGRenderer().render(snapshot)
        XCTAssertFalse(output.contains("textLength"))
        XCTAssertFalse(output.contains("lengthAdjust"))
        XCTAssertTrue(output.contains(##"xml:space="preserve">  iDev  </text>"##), output)
        let line = try XCTUnwrap(SVGStructure(output).elements.first { $0.group == "title" && $0.name == "text" })
        XCTAssertEqual(line.attributes["y"], "45")  // the baseline: 28 + 17
    }
}
