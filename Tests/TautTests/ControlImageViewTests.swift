import XCTest
@testable import Taut

final class ControlImageViewTests: XCTestCase {
    func testIntrinsicSizeIsTheImageSize() {
        let imageView = ImageView(image: Image(size: CGSize(width: 40, height: 30), scale: 2))
        // UIKit's init(image:) sizes the frame to the image.
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 40, height: 30))
        XCTAssertFalse(imageView.isUserInteractionEnabled)
        XCTAssertEqual(imageView.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(imageView.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        imageView.image = nil
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        XCTAssertEqual(imageView.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
    }

    func testHighlightedImage() {
        let imageView = ImageView(image: Image(size: CGSize(width: 10, height: 10)),
                                  highlightedImage: Image(size: CGSize(width: 16, height: 12)))
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 10, height: 10))
        imageView.isHighlighted = true
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 16, height: 12))
        imageView.highlightedImage = nil
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 10, height: 10))
    }

    func testImageViewSizedByItsImageInALayout() {
        let root = EngineFixture.root(300, 200)
        let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 30)))
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.contentMode = .scaleAspectFill
        root.addSubview(avatar)
        let name = EngineFixture.label("name", "Ada", fontSize: 10, in: root)
        avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
        name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor).isActive = true
        root.layoutIfNeeded()
        // The image's 40 × 30 at (20, 10).
        assertFrame(avatar.frame, 20, 10, 40, 30)
        // "Ada" at 10 points: 15 × 12, x 20 + 40 + 8 = 68, centred on y 25: 19.
        assertFrame(name.frame, 68, 19, 15, 12)

        // A new image re-measures: 60 × 50; the label follows (x 88, y 10 + 25 - 6 = 29).
        avatar.image = Image(size: CGSize(width: 60, height: 50))
        root.layoutIfNeeded()
        assertFrame(avatar.frame, 20, 10, 60, 50)
        assertFrame(name.frame, 88, 29, 15, 12)

        // Removing the image leaves the view without an intrinsic size: a width and height
        // constraint then size it.
        avatar.image = nil
        avatar.widthAnchor.constraint(equalToConstant: 24).isActive = true
        avatar.heightAnchor.constraint(equalToConstant: 24).isActive = true
        root.layoutIfNeeded()
        assertFrame(avatar.frame, 20, 10, 24, 24)
    }
}
