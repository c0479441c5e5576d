#if SystemText
import Foundation
import TautPango
import XCTest

/// DejaVu Sans (regular and bold), found through fontconfig and pinned in a measurer of its
/// own, so that the tests measure the same glyphs on every machine that has the fonts.
enum PinnedFonts {
    /// The file fontconfig matches for `pattern` (`fc-match -f '%{file}'`), or `nil` when
    /// fc-match is missing or matched another family.
    static func file(matching pattern: String, expecting name: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "-f", "%{file}", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0, path.hasSuffix(name), FileManager.default.fileExists(atPath: path) else {
            return nil
        }
        return path
    }

    /// The files of DejaVu Sans and DejaVu Sans Bold, or `nil` without them.
    static let files: [String]? = {
        guard let regular = file(matching: "DejaVu Sans", expecting: "DejaVuSans.ttf"),
              let bold = file(matching: "DejaVu Sans:bold", expecting: "DejaVuSans-Bold.ttf") else { return nil }
        return [regular, bold]
    }()

    /// A measurer that knows only DejaVu Sans and draws the system font in it; skips the
    /// test with a message where the fonts are not installed.
    static func measurer() throws -> PangoTextMeasurer {
        guard let files else {
            throw XCTSkip("DejaVu Sans is not installed (fc-match 'DejaVu Sans' found no DejaVuSans.ttf); "
                + "install fonts-dejavu-core to run the Pango tests")
        }
        return try PangoTextMeasurer(fontFiles: files, systemFamily: "DejaVu Sans")
    }
}
#endif
