import Foundation
import XCTest
@testable import TautCLI

/// Runs the CLI's commands in-process and finds the repository's files.
enum CLI {
    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of an example layout file.
    static func example(_ name: String) -> String {
        root.appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    /// The five example screens.
    static let examples = ["login-form.yaml", "profile-header.yaml", "settings-list.yaml",
                           "card-grid.yaml", "chat-bubbles.yaml"]

    /// Runs `taut <arguments>` and returns its exit status and what it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let console = RecordingConsole()
        let command = try TautCommand.parseAsRoot(arguments)
        let status: Int32
        switch command {
        case let render as RenderCommand: status = render.execute(console: console)
        case let check as CheckCommand: status = check.execute(console: console)
        case let demo as DemoCommand: status = demo.execute(console: console)
        default: throw XCTSkip("not a runnable command: \(arguments)")
        }
        return (status, console.output, console.errors)
    }

    /// Writes `text` to a new temporary file named `name` and returns its path.
    static func temporaryFile(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("taut-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The frames of `taut render FILE --format json`, by view name, as `[x, y, width, height]`.
    static func frames(_ arguments: [String]) throws -> [String: [Double]] {
        let result = try run(["render"] + arguments + ["--format", "json"])
        XCTAssertEqual(result.status, 0, result.errors)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let views = object?["views"] as? [String: [String: Any]] ?? [:]
        return views.mapValues { view in
            ["x", "y", "width", "height"].map { (view[$0] as? Double) ?? .nan }
        }
    }
}

/// Compares frames with a tolerance of 0.001 (JSON rounds to 3 decimals).
func XCTAssertFrame(_ frame: [Double]?, _ expected: [Double], _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let frame, frame.count == 4 else {
        XCTFail("no frame \(message)", file: file, line: line)
        return
    }
    for (value, wanted) in zip(frame, expected) where abs(value - wanted) > 0.001 {
        XCTFail("frame \(frame) is not \(expected) \(message)", file: file, line: line)
        return
    }
}
