import Foundation
import XCTest
@testable import TautCLI

/// `taut render --format png`: a PNG drawn by Cairo with the SystemText trait, a clear error
/// saying how to get it without.
final class PNGRenderCommandTests: XCTestCase {
    /// A path for the picture in a new temporary folder.
    private func outputPath(_ name: String) throws -> String {
        let placeholder = try CLI.temporaryFile("placeholder.txt", "")
        return URL(fileURLWithPath: placeholder).deletingLastPathComponent().appendingPathComponent(name).path
    }

    #if SystemText
    func testWritesAPNGOfTheCanvasSize() throws {
        let output = try outputPath("login.png")
        let result = try CLI.run(["render", CLI.example("login-form.yaml"), "--format", "png", "-o", output])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "Wrote \(output) (10 views).\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit
        // numbers at bytes 16 and 20, the login form's 390 × 844 canvas.
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        func number(at offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual([number(at: 16), number(at: 20)], [390, 844])
    }

    func testPNGNeedsAnOutputFile() throws {
        let result = try CLI.run(["render", CLI.example("login-form.yaml"), "--format", "png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("-o FILE.png"), result.errors)
    }

    func testDemoAlsoWritesPNGs() throws {
        let directory = URL(fileURLWithPath: try outputPath("x")).deletingLastPathComponent().path
        let result = try CLI.run(["demo", "--output-dir", directory])
        XCTAssertEqual(result.status, 0, result.errors)
        let ltr = "\(directory)/taut-demo.png", rtl = "\(directory)/taut-demo-rtl.png"
        XCTAssertTrue(result.output.contains("Wrote \(ltr) and \(rtl) (text measured and drawn by Pango)."), result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: ltr))
        XCTAssertTrue(FileManager.default.fileExists(atPath: rtl))
    }
    #else
    func testPNGWithoutTheTraitSaysHowToEnableIt() throws {
        let output = try outputPath("login.png")
        let result = try CLI.run(["render", CLI.example("login-form.yaml"), "--format", "png", "-o", output])
        // Exit status 2, nothing written, and the error names the trait, the packages and the command.
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.errors.contains("SystemText trait"), result.errors)
        XCTAssertTrue(result.errors.contains("libpango1.0-dev libcairo2-dev"), result.errors)
        XCTAssertTrue(result.errors.contains("swift run --traits SystemText taut render"), result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
    #endif
}
