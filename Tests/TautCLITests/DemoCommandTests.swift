import Foundation
import XCTest
import TautTestSupport
@testable import TautCLI

final class DemoCommandTests: XCTestCase {
    func testDemoPrintsBothTablesAndWritesTwoSVGs() throws {
        let directory = URL(fileURLWithPath: try CLI.temporaryFile("x", "")).deletingLastPathComponent().path
        let result = try CLI.run(["demo", "--output-dir", directory])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, "")
        XCTAssertTrue(result.output.hasPrefix("Left to right"))
        XCTAssertTrue(result.output.contains("\nRight to left:\n"))
        let ltr = "\(directory)/taut-demo.svg", rtl = "\(directory)/taut-demo-rtl.svg"
        XCTAssertTrue(result.output.contains("Wrote \(ltr) and \(rtl)."))
        for path in [ltr, rtl] {
            let svg = SVGStructure(try String(contentsOfFile: path, encoding: .utf8))
            XCTAssertTrue(svg.isWellFormed)
            XCTAssertEqual(svg.viewGroups.count, 12)  // the canvas and 11 views
        }
        // The header spans the screen under the safe area: 16 + 64 + 16 tall.
        let header = SVGStructure(try String(contentsOfFile: ltr, encoding: .utf8)).geometry(of: "header")
        XCTAssertEqual(header, [0, 47, 390, 96])
        // The avatar sits on the header's leading margin: x = 16 left to right, 390 − 16 − 64 right to left.
        XCTAssertEqual(SVGStructure(try String(contentsOfFile: ltr, encoding: .utf8)).geometry(of: "avatar"), [16, 63, 64, 64])
        XCTAssertEqual(SVGStructure(try String(contentsOfFile: rtl, encoding: .utf8)).geometry(of: "avatar"), [310, 63, 64, 64])
        // The hint is a command that runs as printed from the package's directory.
        XCTAssertTrue(result.output.hasSuffix("\nNext: swift run taut render Examples/login-form.yaml --format text\n"))
        // "Follow" is white on the blue button; no view carries a name tag outside --debug.
        let svg = SVGStructure(try String(contentsOfFile: ltr, encoding: .utf8))
        let follow = svg.elements.first { $0.name == "text" && $0.group == "followLabel" && $0.attributes["class"] == "line" }
        XCTAssertEqual(follow?.text, "Follow")
        XCTAssertEqual(follow?.attributes["fill"], "#ffffff")
        XCTAssertFalse(svg.elements.contains { $0.attributes["class"] == "name" })
    }

    func testHelpShowsAnExampleOnEveryCommand() throws {
        for command in ["render", "check", "demo"] {
            let help = TautCommand.helpMessage(for: try XCTUnwrap(TautCommand.configuration.subcommands.first {
                $0.configuration.commandName == command
            }))
            XCTAssertTrue(help.contains("taut \(command)") || help.contains("swift run taut \(command)"), help)
            XCTAssertTrue(help.contains("Example"), help)
        }
        XCTAssertTrue(TautCommand.helpMessage().contains("swift run taut demo"))
    }
}
