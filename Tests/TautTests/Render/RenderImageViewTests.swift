import Foundation
import XCTest
@testable import Taut

/// Image views in snapshots and renderers: a placeholder of the image's size, placed by the
/// content mode.
final class RenderImageViewTests: XCTestCase {
    /// A 300 × 200 root with a 100 × 50 image view at (20, 30) showing a 40 × 40 image.
    private func snapshot(mode: View.ContentMode, clips: Bool = false) -> LayoutSnapshot {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let imageView = ImageView(image: Image(size: CGSize(width: 40, height: 40)))
        imageView.frame = CGRect(x: 20, y: 30, width: 100, height: 50)
        imageView.accessibilityIdentifier = "photo"
        imageView.contentMode = mode
        imageView.clipsToBounds = clips
        root.addSubview(imageView)
        root.layoutIfNeeded()
        return LayoutSnapshot(root: root, detectAmbiguity: false)
    }

    func testContentModesPlaceTheImage() {
        // Frame (20, 30, 100, 50), centre (70, 55); image 40 × 40.
        XCTAssertEqual(snapshot(mode: .scaleToFill)["photo"]?.imageFrame, CGRect(x: 20, y: 30, width: 100, height: 50))
        // Fit: scale min(100/40, 50/40) = 1.25 → 50 × 50 centred: (45, 30).
        XCTAssertEqual(snapshot(mode: .scaleAspectFit)["photo"]?.imageFrame, CGRect(x: 45, y: 30, width: 50, height: 50))
        // Fill: scale max(2.5, 1.25) = 2.5 → 100 × 100 centred: (20, 5).
        XCTAssertEqual(snapshot(mode: .scaleAspectFill)["photo"]?.imageFrame, CGRect(x: 20, y: 5, width: 100, height: 100))
        // Centre: 40 × 40 at (50, 35). Bottom right: (80, 40).
        XCTAssertEqual(snapshot(mode: .center)["photo"]?.imageFrame, CGRect(x: 50, y: 35, width: 40, height: 40))
        XCTAssertEqual(snapshot(mode: .bottomRight)["photo"]?.imageFrame, CGRect(x: 80, y: 40, width: 40, height: 40))
        XCTAssertEqual(snapshot(mode: .top)["photo"]?.kind, .image)
        XCTAssertEqual(snapshot(mode: .top)["photo"]?.imageSize, CGSize(width: 40, height: 40))
    }

    func testSVGDrawsThePlaceholderClippedWhenTheViewClips() {
        let svg = SVGRenderer().render(snapshot(mode: .scaleAspectFill, clips: true))
        // (20, 5, 100, 100) clipped to the frame (20, 30, 100, 50).
        XCTAssertTrue(svg.contains(#"<rect class="image-placeholder" x="20" y="30" width="100" height="50""#))
        XCTAssertTrue(svg.contains(#"d="M20 30L120 80M120 30L20 80""#))
        let unclipped = SVGRenderer().render(snapshot(mode: .scaleAspectFill))
        XCTAssertTrue(unclipped.contains(#"<rect class="image-placeholder" x="20" y="5" width="100" height="100""#))
    }

    func testJSONListsTheImageAndWhereItIsDrawn() {
        let json = JSONRenderer().render(snapshot(mode: .scaleAspectFit))
        XCTAssertTrue(json.contains(#""image": {"width": 40, "height": 40, "drawnX": 45, "drawnY": 30, "drawnWidth": 50, "drawnHeight": 50}"#))
    }

    func testAnImageViewWithoutAnImageIsAPlainOutline() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let empty = ImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        empty.accessibilityIdentifier = "empty"
        root.addSubview(empty)
        let shot = LayoutSnapshot(root: root, detectAmbiguity: false)
        XCTAssertNil(shot["empty"]?.imageFrame)
        XCTAssertFalse(SVGRenderer().render(shot).contains("image-placeholder"))
    }
}
