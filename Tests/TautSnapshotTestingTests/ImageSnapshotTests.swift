#if SnapshotTesting && SystemText
import Foundation
import SnapshotTesting
import Taut
import TautLayoutFile
import TautPango
import TautSnapshotTesting
import TautUIKit
import XCTest

/// A card written as UIKit code: a coloured, rounded, bordered box with a title and a
/// two-line body.
private final class NoteCard: UIView {
    let title = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = .systemBlue
        title.text = "Real text"
        title.font = .systemFont(ofSize: 20, weight: .bold)
        body.text = "Measured by Pango, drawn by Cairo, in DejaVu Sans pinned for the test, two lines at most."
        body.font = .systemFont(ofSize: 15)
        body.numberOfLines = 2
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A controller showing the card filling its view.
private final class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let card = NoteCard()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            card.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}

/// `.image` snapshots (PNG through Cairo, text by Pango with DejaVu Sans pinned), recorded
/// under `__Snapshots__/ImageSnapshotTests/`, and the PNG diffing they are compared with.
final class ImageSnapshotTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// DejaVu Sans and DejaVu Sans Bold, found by fc-match, in a measurer of their own.
    private func pinnedMeasurer() throws -> PangoTextMeasurer {
        func match(_ pattern: String, _ name: String) -> String? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["fc-match", "-f", "%{file}", pattern]
            let pipe = Pipe()
            process.standardOutput = pipe
            guard (try? process.run()) != nil else { return nil }
            let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return path.hasSuffix(name) ? path : nil
        }
        guard let regular = match("DejaVu Sans", "DejaVuSans.ttf"), let bold = match("DejaVu Sans:bold", "DejaVuSans-Bold.ttf") else {
            throw XCTSkip("DejaVu Sans is not installed (fc-match 'DejaVu Sans'); install fonts-dejavu-core")
        }
        return try PangoTextMeasurer(fontFiles: [regular, bold], systemFamily: "DejaVu Sans")
    }

    func testExamplesAsPictures() throws {
        let measurer = try pinnedMeasurer()
        for name in ["login-form", "profile-header"] {
            let path = Self.examples.appendingPathComponent("\(name).yaml").path
            for rightToLeft in [false, true] {
                let scene = try LayoutFileScene.load(contentsOf: path) { $0.canvas.isRightToLeft = rightToLeft }
                assertSnapshot(of: scene, as: .image(measurer: measurer), named: rightToLeft ? "\(name)-rtl" : name)
            }
        }
    }

    func testViewAndViewControllerAsPictures() throws {
        let measurer = try pinnedMeasurer()
        let card = NoteCard()
        assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 140), measurer: measurer), named: "card")
        assertSnapshot(of: NoteCard(), as: .image(size: CGSize(width: 320, height: 140), direction: .rightToLeft,
                                                  measurer: measurer), named: "card-rtl")
        assertSnapshot(of: NoteViewController(),
                       as: .image(size: CGSize(width: 390, height: 300), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                  measurer: measurer, scale: 2),
                       named: "controller")
        // The card's labels were measured by the pinned measurer: the bold title "Real text"
        // is wider than the monospaced guess would make it (9 × 10 = 90 points at 20 points
        // only for a font whose every glyph is half an em).
        XCTAssertTrue(card.title.textMeasurer is PangoTextMeasurer)
        XCTAssertNotEqual(card.title.frame.width, 90)
    }

    func testPNGDiffingComparesPixels() throws {
        let measurer = try pinnedMeasurer()
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let red = try CairoRenderer(measurer: measurer).renderPNG(view)
        view.backgroundColor = Color(red: 1, green: 0, blue: 0.02, alpha: 1)
        let almost = try CairoRenderer(measurer: measurer).renderPNG(view)
        let diffing = Diffing<Data>.png()
        // Same bytes: no difference.
        XCTAssertNil(diffing.diffV2(red, red))
        // Blue 0.02 × 255 = 5.1, stored as 5: all 200 pixels differ by 5/255.
        XCTAssertEqual(diffing.diffV2(red, almost)?.0, "the pictures differ: 200 of 200 pixels differ, by up to 5/255 in a channel (first at x 0, y 0)")
        // Within a tolerance of 5 they match.
        XCTAssertNil(Diffing<Data>.png(tolerance: 5).diffV2(red, almost))
        XCTAssertNotNil(diffing.diffV2(red, Data("not a png".utf8)))
    }
}
#endif
