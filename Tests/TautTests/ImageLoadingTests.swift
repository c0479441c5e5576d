import XCTest
@testable import Taut

final class ImageLoadingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taut-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A PNG's signature, IHDR chunk (8-bit RGBA) and IEND chunk; the CRCs are not checked.
    private func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += bigEndian32(13) + Array("IHDR".utf8) + bigEndian32(width) + bigEndian32(height)
        bytes += [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        bytes += bigEndian32(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }

    /// A JPEG's start, a JFIF APP0 segment, then a baseline start-of-frame segment.
    private func jpeg(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF),
                  UInt8(width >> 8), UInt8(width & 0xFF), 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    private func write(_ data: Data, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func testNamedFindsTheScaledPNGInABundle() throws {
        _ = try write(png(width: 64, height: 48), "icon@2x.png")
        _ = try write(png(width: 30, height: 10), "plain.png")
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        // 64 × 48 pixels at 2x: 32 × 24 points.
        let icon = try XCTUnwrap(Image(named: "icon", in: bundle, compatibleWith: nil))
        XCTAssertEqual(icon.size, CGSize(width: 32, height: 24))
        XCTAssertEqual(icon.scale, 2)
        let plain = try XCTUnwrap(Image(named: "plain", in: bundle, compatibleWith: nil))
        XCTAssertEqual(plain.size, CGSize(width: 30, height: 10))
        XCTAssertEqual(plain.scale, 1)
        // With the extension given, the file itself.
        XCTAssertEqual(Image(named: "plain.png", in: bundle, compatibleWith: nil)?.size, CGSize(width: 30, height: 10))
        // Missing names give nil, as in UIKit, with a diagnostic naming the files tried (an
        // image view showing nil has no intrinsic size, so the layout would differ silently).
        let diagnostics = LayoutDiagnostics.collect {
            XCTAssertNil(Image(named: "missing", in: bundle, compatibleWith: nil))
            XCTAssertNil(Image(named: "", in: bundle, compatibleWith: nil))
            XCTAssertNil(Image(named: "definitely-not-in-the-main-bundle"))
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingImage, .missingImage, .missingImage])
        XCTAssertEqual(diagnostics.first?.message,
                       "UIImage(named: \"missing\") found no image set named missing in 0 asset catalog(s) "
                       + "and no PNG, JPEG or GIF file named missing, missing.png, missing@2x.png, missing@3x.png, "
                       + "missing.jpg or missing.jpeg in the registered resource folders or \(bundle.bundlePath) "
                       + "(register the app's catalogs with AssetCatalog.register(path:)); it returns nil, "
                       + "so an image view showing it has no intrinsic size.")
    }

    func testJPEGAndGIFFromFilesAndData() throws {
        let jpegPath = try write(jpeg(width: 160, height: 120), "photo.jpg")
        let photo = try XCTUnwrap(Image(contentsOfFile: jpegPath))
        XCTAssertEqual(photo.size, CGSize(width: 160, height: 120))
        XCTAssertEqual(photo.scale, 1)
        let retina = try write(jpeg(width: 90, height: 60), "photo@3x.jpg")
        // 90 × 60 pixels at 3x: 30 × 20 points.
        XCTAssertEqual(Image(contentsOfFile: retina)?.size, CGSize(width: 30, height: 20))
        // GIF: "GIF89a", width and height little-endian.
        let gif = Data(Array("GIF89a".utf8) + [0x2C, 0x01, 0x64, 0x00] + [0, 0, 0])
        XCTAssertEqual(Image(data: gif)?.size, CGSize(width: 300, height: 100))
        XCTAssertEqual(Image(data: png(width: 40, height: 20), scale: 2)?.size, CGSize(width: 20, height: 10))
        XCTAssertNil(Image(data: Data("not an image".utf8)))
        XCTAssertNil(Image(data: Data()))
        XCTAssertNil(Image(data: Data([0xFF, 0xD8, 0xFF])))  // a JPEG cut short
        XCTAssertNil(Image(contentsOfFile: folder.appendingPathComponent("nothing.png").path))
    }

    func testSystemSymbolsAndRenderer() {
        let star = Image(systemName: "star.fill")
        XCTAssertEqual(star?.size, CGSize(width: 20, height: 19))
        XCTAssertEqual(star?.scale, 3)
        XCTAssertEqual(star?.renderingMode, .alwaysTemplate)
        XCTAssertEqual(star?.isSymbolImage, true)
        XCTAssertNil(Image(systemName: ""))

        var ran = false
        let renderer = GraphicsImageRenderer(size: CGSize(width: 40, height: 30))
        let image = renderer.image { context in
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            ran = true
        }
        XCTAssertTrue(ran)
        XCTAssertEqual(image.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(image.scale, 3)
        let format = GraphicsImageRendererFormat()
        format.scale = 1
        XCTAssertEqual(GraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 8, height: 6), format: format)
            .image { _ in }.scale, 1)
    }

    func testDerivedImagesKeepTheirSize() {
        let base = Image(size: CGSize(width: 12, height: 8), scale: 2)
        let template = base.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.size, CGSize(width: 12, height: 8))
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        let tinted = base.withTintColor(.systemBlue)
        XCTAssertEqual(tinted.tintColor, .systemBlue)
        XCTAssertEqual(tinted.renderingMode, .alwaysOriginal)
        let resizable = base.resizableImage(withCapInsets: EdgeInsets(all: 3), resizingMode: .stretch)
        XCTAssertEqual(resizable.capInsets, EdgeInsets(all: 3))
        XCTAssertEqual(resizable.resizingMode, .stretch)
        XCTAssertEqual(resizable.scale, 2)
        XCTAssertEqual(base.imageOrientation, .up)
        XCTAssertEqual(Image().size, .zero)
    }

    func testBadSizesAreReplacedWithDiagnostics() {
        var image: Image?
        let diagnostics = LayoutDiagnostics.collect {
            image = Image(size: CGSize(width: -5, height: CGFloat.nan), scale: 0)
            _ = Image(size: CGSize(width: 4, height: 4)).resizableImage(withCapInsets: EdgeInsets(top: -1, left: 0, bottom: 0, right: 0))
        }
        XCTAssertEqual(diagnostics.map(\.kind), Array(repeating: LayoutDiagnostic.Kind.invalidViewValue, count: 4))
        XCTAssertEqual(image?.size, .zero)
        XCTAssertEqual(image?.scale, 1)
    }
}
