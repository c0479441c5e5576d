import Foundation
import XCTest
import TautTestSupport
@testable import Taut

final class RenderAppearanceTests: XCTestCase {
    /// A 200 × 100 root (system background) with a card at (10, 20, 180, 60): grey 6, corner
    /// radius 12, a 2-point separator border, clipping, alpha 0.5; inside it a label at
    /// (8, 10, 100, 20), i.e. (18, 30, 100, 20) in the root, red and centred.
    private func makeTree() -> (root: View, card: View, label: Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.accessibilityIdentifier = "root"
        root.backgroundColor = .systemBackground
        let card = View(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemGray6
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = Color.separator.cgColor
        card.clipsToBounds = true
        card.alpha = 0.5
        root.addSubview(card)
        let label = Label(text: "Hi", fontSize: 10)
        label.frame = CGRect(x: 8, y: 10, width: 100, height: 20)
        label.accessibilityIdentifier = "title"
        label.textColor = .systemRed
        label.textAlignment = .center
        card.addSubview(label)
        root.layoutIfNeeded()
        return (root, card, label)
    }

    func testSnapshotRecordsTheLook() throws {
        let tree = makeTree()
        let snapshot = LayoutSnapshot(root: tree.root, detectAmbiguity: false)
        let root = try XCTUnwrap(snapshot["root"]), card = try XCTUnwrap(snapshot["card"]), title = try XCTUnwrap(snapshot["title"])
        XCTAssertEqual(root.color, "#ffffff")
        XCTAssertEqual(card.color, "#f2f2f7")
        XCTAssertEqual(card.alpha, 0.5)
        XCTAssertEqual(card.cornerRadius, 12)
        XCTAssertEqual(card.borderWidth, 2)
        XCTAssertEqual(card.borderColor, "#3c3c434a")  // 0.29 × 255 = 73.95 → 0x4a
        XCTAssertTrue(card.clipsToBounds)
        XCTAssertEqual(title.textColor, "#ff3b30")     // systemRed: 255, 59, 48
        XCTAssertEqual(title.textAlignment, .center)
        XCTAssertEqual(title.frame, CGRect(x: 18, y: 30, width: 100, height: 20))
        // A view without a layer or colour keeps the defaults.
        XCTAssertEqual(root.cornerRadius, 0)
        XCTAssertFalse(root.clipsToBounds)
        // An explicit name colour wins over the background colour.
        XCTAssertEqual(LayoutSnapshot(root: tree.root, colors: ["card": "tomato"], detectAmbiguity: false)["card"]?.color, "tomato")
    }

    func testSVGDrawsFillCornersBorderOpacityAndClip() throws {
        let tree = makeTree()
        let output = SVGRenderer().render(LayoutSnapshot(root: tree.root, detectAmbiguity: false))
        let svg = SVGStructure(output)
        XCTAssertTrue(svg.isWellFormed)
        XCTAssertEqual(svg.viewGroups.map { $0.attributes["id"] }, ["root", "card", "title"])
        let card = try XCTUnwrap(svg.rect(of: "card"))
        XCTAssertEqual(card.attributes["fill"], "#f2f2f7")
        XCTAssertEqual(card.attributes["rx"], "12")
        XCTAssertEqual(svg.geometry(of: "card"), [10, 20, 180, 60])
        XCTAssertEqual(svg.rect(of: "root")?.attributes["fill"], "#ffffff")
        let groups = Dictionary(uniqueKeysWithValues: svg.viewGroups.map { ($0.attributes["id"] ?? "", $0) })
        XCTAssertEqual(groups["card"]?.attributes["opacity"], "0.5")
        XCTAssertNil(groups["card"]?.attributes["clip-path"])  // a view is not clipped by itself
        // The label: 1 × 0.5 (its own alpha times the card's), clipped by the card's clip path.
        XCTAssertEqual(groups["title"]?.attributes["opacity"], "0.5")
        XCTAssertEqual(groups["title"]?.attributes["clip-path"], "url(#clip-1)")
        let clip = try XCTUnwrap(svg.elements.first { $0.name == "clipPath" })
        XCTAssertEqual(clip.attributes["id"], "clip-1")
        let clipRect = try XCTUnwrap(svg.elements.first { $0.name == "rect" && $0.group == nil && $0.attributes["class"] == nil })
        XCTAssertEqual(["x", "y", "width", "height", "rx"].map { clipRect.attributes[$0] }, ["10", "20", "180", "60", "12"])
        // The border: inside the frame, half the width in: (11, 21, 178, 58), radius 12 − 1.
        let border = try XCTUnwrap(svg.elements.first { $0.attributes["class"] == "border" })
        XCTAssertEqual(border.attributes["data-view"], "card")
        XCTAssertEqual(["x", "y", "width", "height", "rx"].map { border.attributes[$0] }, ["11", "21", "178", "58", "11"])
        XCTAssertEqual(border.attributes["fill"], "none")
        XCTAssertEqual(border.attributes["stroke"], "#3c3c43")
        XCTAssertEqual(border.attributes["stroke-opacity"], "0.29")  // 74 / 255
        XCTAssertEqual(border.attributes["stroke-width"], "2")
        XCTAssertEqual(border.attributes["opacity"], "0.5")
        // Drawn above the card's subviews: after the label's text.
        let borderIndex = try XCTUnwrap(output.range(of: #"class="border""#)).lowerBound
        let textIndex = try XCTUnwrap(output.range(of: ">Hi</text>")).lowerBound
        XCTAssertLessThan(textIndex, borderIndex)
    }

    func testSVGLabelTextColourAndAlignment() throws {
        let tree = makeTree()
        func line(_ svg: SVGStructure) throws -> SVGStructure.Element {
            try XCTUnwrap(svg.elements.first { $0.name == "text" && $0.group == "title" && $0.attributes["class"] == "line" })
        }
        var text = try line(SVGStructure(SVGRenderer().render(LayoutSnapshot(root: tree.root, detectAmbiguity: false))))
        XCTAssertEqual(text.attributes["fill"], "#ff3b30")
        XCTAssertEqual(text.attributes["text-anchor"], "middle")
        XCTAssertEqual(text.attributes["x"], "68")  // 18 + 100 / 2
        XCTAssertEqual(text.attributes["y"], "40")  // 30 + 10
        tree.label.textAlignment = .right
        text = try line(SVGStructure(SVGRenderer().render(LayoutSnapshot(root: tree.root, detectAmbiguity: false))))
        XCTAssertEqual(text.attributes["text-anchor"], "end")
        XCTAssertEqual(text.attributes["x"], "118")
        // Natural is the leading edge: the left left to right, the right right to left.
        tree.label.textAlignment = .natural
        var snapshot = LayoutSnapshot(root: tree.root, detectAmbiguity: false)
        text = try line(SVGStructure(SVGRenderer().render(snapshot)))
        XCTAssertEqual([text.attributes["text-anchor"], text.attributes["x"]], ["start", "18"])
        snapshot.isRightToLeft = true
        text = try line(SVGStructure(SVGRenderer().render(snapshot)))
        XCTAssertEqual([text.attributes["text-anchor"], text.attributes["x"]], ["end", "118"])
        // Left stays left in right-to-left.
        tree.label.textAlignment = .left
        snapshot = LayoutSnapshot(root: tree.root, detectAmbiguity: false)
        snapshot.isRightToLeft = true
        text = try line(SVGStructure(SVGRenderer().render(snapshot)))
        XCTAssertEqual([text.attributes["text-anchor"], text.attributes["x"]], ["start", "18"])
        // The default text colour draws in the renderer's colour.
        tree.label.textColor = nil
        text = try line(SVGStructure(SVGRenderer().render(LayoutSnapshot(root: tree.root, detectAmbiguity: false))))
        XCTAssertEqual(text.attributes["fill"], "#1c1c1e")
    }

    func testTranslucentFillAndPartialCorners() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.accessibilityIdentifier = "root"
        let sheet = View(frame: CGRect(x: 0, y: 40, width: 100, height: 60))
        sheet.accessibilityIdentifier = "sheet"
        sheet.backgroundColor = Color.black.withAlphaComponent(0.4)
        sheet.layer.cornerRadius = 10
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSubview(sheet)
        let svg = SVGStructure(SVGRenderer().render(LayoutSnapshot(root: root, detectAmbiguity: false)))
        XCTAssertTrue(svg.isWellFormed)
        // The rect keeps the frame, unfilled; the path draws the top-rounded shape.
        XCTAssertEqual(svg.geometry(of: "sheet"), [0, 40, 100, 60])
        XCTAssertEqual(svg.rect(of: "sheet")?.attributes["fill"], "none")
        let path = try XCTUnwrap(svg.elements.first { $0.name == "path" && $0.group == "sheet" })
        // 0.4 × 255 = 102 → 0x66; 102 / 255 = 0.4.
        XCTAssertEqual(path.attributes["fill"], "#000000")
        XCTAssertEqual(path.attributes["fill-opacity"], "0.4")
        // Top corners rounded by 10, bottom corners square.
        XCTAssertEqual(path.attributes["d"],
                       "M10 40 H90 A10 10 0 0 1 100 50 V100 H0 V50 A10 10 0 0 1 10 40 Z")
    }

    func testJSONHasTheLookOnlyWhereNotDefault() throws {
        let tree = makeTree()
        let json = JSONRenderer().render(LayoutSnapshot(root: tree.root, detectAmbiguity: false))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try XCTUnwrap(object["views"] as? [String: [String: Any]])
        let card = try XCTUnwrap(views["card"])
        XCTAssertEqual(card["color"] as? String, "#f2f2f7")
        XCTAssertEqual(card["alpha"] as? Double, 0.5)
        XCTAssertEqual(card["cornerRadius"] as? Double, 12)
        XCTAssertEqual(card["borderWidth"] as? Double, 2)
        XCTAssertEqual(card["borderColor"] as? String, "#3c3c434a")
        XCTAssertEqual(card["clipsToBounds"] as? Bool, true)
        XCTAssertNil(card["maskedCorners"])
        let title = try XCTUnwrap(views["title"])
        XCTAssertEqual(title["textColor"] as? String, "#ff3b30")
        XCTAssertEqual(title["textAlignment"] as? String, "center")
        XCTAssertNil(title["alpha"])
        XCTAssertNil(title["color"])
        let root = try XCTUnwrap(views["root"])
        XCTAssertEqual(Set(root.keys), ["x", "y", "width", "height", "color"])
    }

    func testBadAppearanceValuesAreReportedAndClamped() {
        let view = View()
        view.accessibilityIdentifier = "badge"
        var diagnostics = LayoutDiagnostics.collect { view.alpha = .nan }
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
        XCTAssertEqual(diagnostics.first?.message, "alpha of badge was nan; using 1.0")
        diagnostics = LayoutDiagnostics.collect { view.layer.borderWidth = -2 }
        XCTAssertEqual(view.layer.borderWidth, 0)
        XCTAssertEqual(diagnostics.first?.message, "layer.borderWidth of badge was -2.0; using 0.0")
        diagnostics = LayoutDiagnostics.collect { view.layer.cornerRadius = .infinity }
        XCTAssertEqual(view.layer.cornerRadius, 0)
        XCTAssertEqual(diagnostics.count, 1)
        // Out-of-range alphas are clamped without a diagnostic, as UIKit clamps them.
        diagnostics = LayoutDiagnostics.collect {
            view.alpha = 1.5
            view.layer.cornerRadius = 4
        }
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertEqual(view.alpha, 1)
        view.alpha = -3
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(view.layer.cornerRadius, 4)
    }
}
