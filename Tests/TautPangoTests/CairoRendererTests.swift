#if SystemText
import Foundation
import Taut
import TautLayoutFile
import TautPango
import XCTest

/// PNG pictures drawn by CairoRenderer, checked by reading their pixels back with Cairo.
final class CairoRendererTests: XCTestCase {
    /// The repository's Examples folder, found from this file's path.
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    func testEveryExampleRendersItsColoursAtTheCanvasSize() throws {
        let measurer = try PinnedFonts.measurer()
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        // Five examples ship with the package.
        XCTAssertEqual(files.count, 5, "\(files)")
        for file in files {
            let scene = try LayoutFileScene.load(contentsOf: Self.examples.appendingPathComponent(file).path)
            XCTAssertGreaterThan(measurer.measureLabels(in: scene.root), 0, file)
            scene.layout()
            XCTAssertEqual(scene.diagnostics.count, 0, file)
            let snapshot = scene.snapshot()
            let png = try PNGPixels(CairoRenderer(measurer: measurer).renderPNG(snapshot))
            // The picture is the canvas, point for pixel: nothing is drawn outside it.
            XCTAssertEqual(png.width, Int(snapshot.size.width), file)
            XCTAssertEqual(png.height, Int(snapshot.size.height), file)
            var checked = 0
            for (index, node) in snapshot.nodes.enumerated() {
                guard let color = node.color, color.hasPrefix("#"), color.count == 7, !node.isHidden,
                      node.frame.width >= 4, node.frame.height >= 4 else { continue }
                let center = CGPoint(x: node.frame.midX, y: node.frame.midY)
                // Only where nothing drawn later (a subview, a later sibling) covers the centre.
                let covered = snapshot.nodes[(index + 1)...].contains {
                    !$0.isHidden && $0.frame.insetBy(dx: -1, dy: -1).contains(center)
                }
                guard !covered else { continue }
                XCTAssertEqual(png.hex(Int(center.x), Int(center.y)), color.lowercased(), "\(file): \(node.name)")
                checked += 1
            }
            // Every example has coloured views with nothing over their centres.
            XCTAssertGreaterThan(checked, 0, file)
            // The root, white where nothing covers it: the top-left pixel of the canvas.
            if snapshot.nodes.first?.color == nil,
               !snapshot.nodes.dropFirst().contains(where: { !$0.isHidden && $0.frame.contains(CGPoint(x: 0.5, y: 0.5)) }) {
                XCTAssertEqual(png.hex(0, 0), "#ffffff", file)
            }
        }
    }

    func testLabelTextIsDrawnWhereItWasMeasured() throws {
        let measurer = try PinnedFonts.measurer()
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        root.backgroundColor = .white
        let label = Label(text: "WWWW", fontSize: 20)
        label.textMeasurer = measurer
        label.textColor = .black
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        root.layoutIfNeeded()
        // The label takes its measured size: 79.10 × 23.28 at (30, 20).
        XCTAssertEqual(label.frame.width, 79.10, accuracy: 0.05)
        let png = try PNGPixels(CairoRenderer(measurer: measurer).renderPNG(root))
        let dark = png.darkPixels()
        // The glyphs draw hundreds of dark pixels, every one inside the label's frame
        // (x 30...109.1, y 20...43.3), and they reach across it: the first W starts within
        // 2 points of the left edge, the last ends within 2 points of the right.
        XCTAssertGreaterThan(dark.count, 200)
        XCTAssertTrue(dark.allSatisfy { $0.0 >= 30 && $0.0 <= 110 && $0.1 >= 20 && $0.1 <= 44 })
        XCTAssertLessThanOrEqual(dark.map(\.0).min() ?? 0, 32)
        XCTAssertGreaterThanOrEqual(dark.map(\.0).max() ?? 0, 107)
    }

    func testAttributedRunsAreDrawnInTheirOwnColoursWhereTheyWereLaidOut() throws {
        let measurer = try PinnedFonts.measurer()
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        root.backgroundColor = .white
        let label = Label()
        label.textMeasurer = measurer
        let text = NSMutableAttributedString(string: "WWW", attributes: [
            .font: Font.boldSystemFont(ofSize: 20), .foregroundColor: Color(red: 1, green: 0, blue: 0, alpha: 1)])
        text.append(NSAttributedString(string: "WWW", attributes: [
            .font: Font.systemFont(ofSize: 20), .foregroundColor: Color(red: 0, green: 0, blue: 1, alpha: 1)]))
        label.attributedText = text
        label.frame = CGRect(x: 20, y: 20, width: 260, height: 40)
        root.addSubview(label)
        root.layoutIfNeeded()
        let snapshot = LayoutSnapshot(root: root)
        let lines = try XCTUnwrap(snapshot.nodes.first { $0.kind == .label }?.attributedLines)
        let runs = try XCTUnwrap(lines.first?.runs)
        XCTAssertEqual(runs.count, 2)
        // The blue run starts where the layout put it: after the red run's width.
        let split = 20 + runs[1].x
        let png = try PNGPixels(CairoRenderer(measurer: measurer).renderPNG(snapshot))
        let red = png.points { r, g, b in r > 150 && g < 90 && b < 90 }
        let blue = png.points { r, g, b in b > 150 && r < 90 && g < 90 }
        // Each run draws many pixels of its own colour, the red ones left of the split and the
        // blue ones right of it (a pixel of anti-aliasing either side).
        XCTAssertGreaterThan(red.count, 50)
        XCTAssertGreaterThan(blue.count, 50)
        XCTAssertTrue(red.allSatisfy { CGFloat($0.0) <= split + 1 && $0.0 >= 19 })
        XCTAssertTrue(blue.allSatisfy { CGFloat($0.0) >= split - 1 && CGFloat($0.0) <= 20 + runs[1].x + runs[1].width + 1 })
    }

    func testCornersBordersPlaceholdersAndDebugOverlay() throws {
        let measurer = try PinnedFonts.measurer()
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = View(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        card.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        card.layer.cornerRadius = 20
        card.layer.borderWidth = 4
        card.layer.borderColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSubview(card)
        let image = ImageView(frame: CGRect(x: 10, y: 60, width: 80, height: 30))
        image.image = Image(size: CGSize(width: 80, height: 30))
        root.addSubview(image)
        let png = try PNGPixels(CairoRenderer(measurer: measurer).renderPNG(root))
        // Red inside the card, blue on its border (2 points in from the left edge at mid
        // height), white at its top-left corner, which the 20-point radius cuts away.
        XCTAssertEqual(png.hex(50, 30), "#ff0000")
        XCTAssertEqual(png.hex(11, 30), "#0000ff")
        XCTAssertEqual(png.hex(11, 11), "#ffffff")
        // The image placeholder's fill, #e5e5ea, away from its diagonals.
        XCTAssertEqual(png.hex(50, 67), "#e5e5ea")
        // The debug overlay outlines the root's frame in blue at its edge: no longer white.
        let debug = try PNGPixels(CairoRenderer(measurer: measurer, debug: true).renderPNG(root))
        XCTAssertEqual(png.hex(0, 50), "#ffffff")
        XCTAssertNotEqual(debug.hex(0, 50), "#ffffff")
        // Scale 2 doubles the pixels.
        let doubled = try PNGPixels(CairoRenderer(measurer: measurer, scale: 2).renderPNG(root))
        XCTAssertEqual([doubled.width, doubled.height], [200, 200])
    }

    func testBadCanvasAndUnwritablePathAreTypedErrors() throws {
        let measurer = try PinnedFonts.measurer()
        let empty = LayoutSnapshot(size: .zero, nodes: [])
        XCTAssertThrowsError(try CairoRenderer(measurer: measurer).renderPNG(empty)) { error in
            XCTAssertEqual(error as? PangoError, .invalidCanvas(width: 0, height: 0))
        }
        let small = LayoutSnapshot(size: CGSize(width: 10, height: 10),
                                   nodes: [.init(name: "root", frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        XCTAssertThrowsError(try CairoRenderer(measurer: measurer).writePNG(small, to: "/nonexistent/dir/x.png")) { error in
            guard case .pngNotWritten? = error as? PangoError else { return XCTFail("\(error)") }
        }
    }
}
#endif
