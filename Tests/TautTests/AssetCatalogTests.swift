import XCTest
@testable import Taut

/// A type-level image constant, as apps write them: it compiles in Swift 6 mode only because
/// `Image` is `Sendable`.
private enum Icons {
    static let placeholder = Image(size: CGSize(width: 24, height: 24), scale: 3)
}

final class AssetCatalogTests: XCTestCase {
    private var folder: URL!
    private var catalog: URL!

    override func setUpWithError() throws {
        AssetCatalog.unregisterAll()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taut-assets-\(UUID().uuidString)")
        catalog = folder.appendingPathComponent("App/Resources/Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try write(#"{"info":{"author":"xcode","version":1}}"#, "Contents.json")
        // Brand: "any" as floats, dark as 8-bit integers and hexadecimal bytes.
        try write("""
        {"colors":[
          {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.400","red":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0x33","green":"102","red":"255"}},"idiom":"universal"}
        ],"info":{"author":"xcode","version":1}}
        """, "Brand.colorset/Contents.json")
        // A grey and a Display P3 colour without a dark appearance.
        try write(#"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.500"}},"idiom":"universal"}]}"#,
                  "Stone.colorset/Contents.json")
        try write(#"{"colors":[{"color":{"color-space":"display-p3","components":{"alpha":"1.000","red":"1.000","green":"1.000","blue":"1.000"}},"idiom":"universal"}]}"#,
                  "Paper.colorset/Contents.json")
        // An image set with @2x and @3x PNGs only (the 1x slot empty, as Xcode writes it).
        try write("""
        {"images":[{"idiom":"universal","scale":"1x"},
                   {"filename":"star@2x.png","idiom":"universal","scale":"2x"},
                   {"filename":"star@3x.png","idiom":"universal","scale":"3x"}],
         "info":{"author":"xcode","version":1}}
        """, "Icons/star.imageset/Contents.json")
        try write(#"{"properties":{"provides-namespace":true},"info":{"author":"xcode","version":1}}"#, "Icons/Contents.json")
        try writeData(png(width: 40, height: 36), "Icons/star.imageset/star@2x.png")
        try writeData(png(width: 60, height: 54), "Icons/star.imageset/star@3x.png")
        // A vector SVG image drawn as a template, and a PDF.
        try write("""
        {"images":[{"filename":"chevron.svg","idiom":"universal"}],
         "properties":{"preserves-vector-representation":true,"template-rendering-intent":"template"}}
        """, "chevron.imageset/Contents.json")
        try write(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="12px" height="20" viewBox="0 0 6 10"><path d="M0 0"/></svg>"#,
                  "chevron.imageset/chevron.svg")
        try write(#"{"images":[{"filename":"badge.pdf","idiom":"universal"}]}"#, "badge.imageset/Contents.json")
        try write("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 30 18] >> endobj\n%%EOF", "badge.imageset/badge.pdf")
    }

    override func tearDownWithError() throws {
        AssetCatalog.unregisterAll()
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try writeData(Data(text.utf8), path)
    }

    private func writeData(_ data: Data, _ path: String) throws {
        let url = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A PNG's signature, IHDR chunk (8-bit RGBA) and IEND chunk: enough for its size.
    private func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += bigEndian32(13) + Array("IHDR".utf8) + bigEndian32(width) + bigEndian32(height)
        bytes += [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        bytes += bigEndian32(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }

    func testRegisteringAFolderFindsItsCatalogs() {
        // The app's folder: the catalog two levels down is found and its sets listed.
        XCTAssertEqual(AssetCatalog.register(path: folder.appendingPathComponent("App").path), 1)
        XCTAssertEqual(AssetCatalog.registeredCatalogs.first?.colorNames, ["Brand", "Paper", "Stone"])
        XCTAssertEqual(AssetCatalog.registeredCatalogs.first?.imageNames, ["Icons/star", "badge", "chevron"])
        // Registering again adds nothing; a missing folder reports.
        XCTAssertEqual(AssetCatalog.register(path: catalog.path), 0)
        let diagnostics = LayoutDiagnostics.collect {
            XCTAssertEqual(AssetCatalog.register(path: folder.appendingPathComponent("Nowhere").path), 0)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidAssetCatalog])
    }

    func testNamedColoursHaveTheirAnyAndDarkAppearances() throws {
        AssetCatalog.register(path: catalog.path)
        let brand = try XCTUnwrap(Color(named: "Brand"))
        // Any: 1.0, 0.4, 0.0 → rgba(255, 102, 0, 1).
        XCTAssertEqual(brand.description, "rgba(255, 102, 0, 1)")
        // Dark: 255, 102 and 0x33 = 51 out of 255, at 50 % → rgba(255, 102, 51, 0.5).
        let dark = brand.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(dark.description, "rgba(255, 102, 51, 0.5)")
        XCTAssertEqual(brand.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).description, "rgba(255, 102, 0, 1)")
        // With dark traits, the dark colour alone.
        let darkOnly = try XCTUnwrap(Color(named: "Brand", in: nil, compatibleWith: TraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(darkOnly.description, "rgba(255, 102, 51, 0.5)")
        // Grey 0.5 → 128 (127.5 rounded); Display P3 white is sRGB white.
        XCTAssertEqual(Color(named: "Stone")?.description, "rgba(128, 128, 128, 1)")
        XCTAssertEqual(Color(named: "Paper")?.description, "rgba(255, 255, 255, 1)")
        // A missing name: nil and a missingColor diagnostic.
        let diagnostics = LayoutDiagnostics.collect { XCTAssertNil(Color(named: "Missing")) }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingColor])
    }

    func testComponentForms() {
        // Xcode's three ways of writing a component, and JSON numbers.
        XCTAssertEqual(ColorSet.component("0xFF", isAlpha: false), 1)
        XCTAssertEqual(ColorSet.component("0.250", isAlpha: false), 0.25)
        XCTAssertEqual(ColorSet.component("51", isAlpha: false), 0.2)
        XCTAssertEqual(ColorSet.component("1", isAlpha: true), 1)
        XCTAssertEqual(ColorSet.component(0.5, isAlpha: false), 0.5)
        XCTAssertEqual(ColorSet.component(255, isAlpha: false), 1)
        XCTAssertNil(ColorSet.component("blue", isAlpha: false))
    }

    func testDarkColoursFollowTheViewsStyleAndAreDrawn() throws {
        AssetCatalog.register(path: catalog.path)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = Color(named: "Brand")
        root.addSubview(card)
        // Light: #ff6600.
        XCTAssertEqual(LayoutSnapshot(root: root, detectAmbiguity: false)["card"]?.color, "#ff6600")
        // Under a dark override: 255, 102, 51 at 50 % → #ff663380, drawn with fill-opacity.
        root.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(card.traitCollection.userInterfaceStyle, .dark)
        let snapshot = LayoutSnapshot(root: root, detectAmbiguity: false)
        XCTAssertEqual(snapshot["card"]?.color, "#ff663380")
        XCTAssertTrue(SVGRenderer().render(snapshot).contains(##"fill="#ff6633" fill-opacity="##))
    }

    func testImageSetsPickTheFileForTheScreenScale() throws {
        AssetCatalog.register(path: catalog.path)
        // No key window with a device: a 3x screen takes star@3x.png, 60 × 54 px → 20 × 18 pt.
        let star3 = try XCTUnwrap(Image(named: "Icons/star"))
        XCTAssertEqual(star3.scale, 3)
        XCTAssertEqual(star3.size, CGSize(width: 20, height: 18))
        // An iPhone SE key window: 2x, star@2x.png, 40 × 36 px → 20 × 18 pt.
        let window = Window(device: .iPhoneSE)
        window.makeKey()
        let star2 = try XCTUnwrap(Image(named: "Icons/star"))
        XCTAssertEqual(star2.scale, 2)
        XCTAssertEqual(star2.size, CGSize(width: 20, height: 18))
        // A 1x screen: no 1x file, so the nearest larger one, 2x.
        XCTAssertEqual(Image(named: "Icons/star", in: nil, compatibleWith: TraitCollection(displayScale: 1))?.scale, 2)
        // The namespace is part of the name.
        let diagnostics = LayoutDiagnostics.collect { XCTAssertNil(Image(named: "star")) }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingImage])
        // An image view sizes itself by the image's points.
        let imageView = ImageView(image: star2)
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 20, height: 18))
    }

    func testVectorImagesHaveTheirDeclaredSizeAndRenderingMode() throws {
        AssetCatalog.register(path: catalog.path)
        // The SVG's width and height (12px, 20), not its 6 × 10 view box, at the screen's scale.
        let chevron = try XCTUnwrap(Image(named: "chevron"))
        XCTAssertEqual(chevron.size, CGSize(width: 12, height: 20))
        XCTAssertEqual(chevron.scale, 3)
        XCTAssertEqual(chevron.renderingMode, .alwaysTemplate)
        XCTAssertTrue(chevron.isVector)
        // The PDF's media box: 30 × 18 points.
        let badge = try XCTUnwrap(Image(named: "badge"))
        XCTAssertEqual(badge.size, CGSize(width: 30, height: 18))
        XCTAssertEqual(badge.renderingMode, .automatic)
    }

    func testNamedImagesAreCachedByName() throws {
        AssetCatalog.register(path: catalog.path)
        let first = try XCTUnwrap(Image(named: "Icons/star"))
        XCTAssertEqual(first.size, CGSize(width: 20, height: 18))
        // The files are gone, but the second lookup does not read them: it is the cached image.
        try FileManager.default.removeItem(at: catalog.appendingPathComponent("Icons/star.imageset/star@3x.png"))
        try FileManager.default.removeItem(at: catalog.appendingPathComponent("Icons/star.imageset/star@2x.png"))
        let second = try XCTUnwrap(Image(named: "Icons/star"))
        XCTAssertEqual(second.size, CGSize(width: 20, height: 18))
        XCTAssertEqual(second.scale, 3)
        // Emptying the cache reads the set again: now there is no file.
        AssetCatalog.removeCachedAssets()
        let diagnostics = LayoutDiagnostics.collect { XCTAssertNil(Image(named: "Icons/star")) }
        XCTAssertEqual(diagnostics.map(\.kind), [.missingImage])
    }

    func testLooseFilesInAResourceFolderAreFound() throws {
        let resources = folder.appendingPathComponent("App/Resources")
        try png(width: 64, height: 48).write(to: resources.appendingPathComponent("logo@2x.png"))
        AssetCatalog.register(path: resources.path)
        // 64 × 48 pixels at 2x: 32 × 24 points.
        let logo = try XCTUnwrap(Image(named: "logo"))
        XCTAssertEqual(logo.size, CGSize(width: 32, height: 24))
        XCTAssertEqual(logo.scale, 2)
    }

    func testImagesAreSendable() async {
        // A static image constant read from another task.
        let size = await Task.detached { Icons.placeholder.size }.value
        XCTAssertEqual(size, CGSize(width: 24, height: 24))
    }
}
