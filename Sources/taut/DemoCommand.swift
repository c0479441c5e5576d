import ArgumentParser
import Foundation
import Taut

/// `taut demo`: lays out a built-in screen left to right and right to left, prints the
/// frames and writes two SVG pictures.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out a built-in example screen in both directions and draw it.",
        discussion: """
            Example:
              swift run taut demo
              swift run taut demo --output-dir /tmp

            Prints the frame of every view, left to right then right to left, and writes
            taut-demo.svg and taut-demo-rtl.svg (in the current directory unless
            --output-dir is given).
            """
    )

    @Option(help: "The directory to write the SVG files to.")
    var outputDir: String = "."

    func run() throws {
        let code = execute(console: StandardConsole())
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the command, writing to `console`; returns the exit status.
    func execute(console: Console) -> Int32 {
        console.print("taut demo: the layout engine is not built yet")
        return 0
    }
}
