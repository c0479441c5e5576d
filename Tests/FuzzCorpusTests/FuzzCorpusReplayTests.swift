import Foundation
import XCTest
import TautLayoutFile
import TautFuzzSupport

/// Replays every file of the fuzz corpora in `Fuzz/Corpus/<target>/` through the entry code
/// its fuzzer runs (`FuzzEntry`), so that `swift test` catches a regression on any input the
/// fuzzers kept — seeds, coverage finds and crash reproducers alike — without the fuzzer.
final class FuzzCorpusReplayTests: XCTestCase {
    /// The repository's `Fuzz/Corpus`, found from this file's path.
    static let corpusRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    /// The files of one corpus, sorted by name, with their bytes.
    func corpus(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = Self.corpusRoot.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { name in
            (name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    /// Runs `entry` on every file of `target`'s corpus; fails with the file's name for each
    /// broken invariant, and when the corpus has fewer than `atLeast` files (a missing folder
    /// must not pass silently).
    func replay(_ target: String, atLeast minimum: Int, _ entry: ([UInt8]) -> [String]) throws {
        let files = try corpus(target)
        XCTAssertGreaterThanOrEqual(files.count, minimum, "corpus \(target) has \(files.count) files")
        for file in files {
            for problem in entry(file.bytes) {
                XCTFail("Fuzz/Corpus/\(target)/\(file.name): \(problem)")
            }
        }
    }

    func testVisualFormatCorpus() throws {
        try replay("visual-format", atLeast: 50, FuzzEntry.visualFormat)
    }

    func testLayoutEquationCorpus() throws {
        try replay("layout-equation", atLeast: 50, FuzzEntry.layoutEquation)
    }

    func testLayoutFileCorpus() throws {
        try replay("layout-file", atLeast: 5) { bytes in
            FuzzEntry.layoutFile(bytes) { LayoutFileLoader.load(yaml: $0, path: $1) }
        }
    }

    func testSolverCorpus() throws {
        try replay("solver", atLeast: 20) { FuzzEntry.solver($0) }
    }

    /// Every corpus has a folder and the entry code names the same four targets.
    func testTargetsHaveCorpora() throws {
        XCTAssertEqual(FuzzEntry.targets, ["visual-format", "layout-equation", "layout-file", "solver"])
        for target in FuzzEntry.targets {
            var isFolder: ObjCBool = false
            let path = Self.corpusRoot.appendingPathComponent(target).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue, path)
        }
    }
}
