import ArgumentParser
import Taut

/// `taut render FILE`: lays out a layout file and writes it as SVG, JSON or a text table.
struct RenderCommand: ParsableCommand {
    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, json, text
    }

    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout file and render it as SVG, JSON or a text table.",
        discussion: """
            Examples:
              taut render Examples/login-form.yaml -o login.svg
              taut render Examples/login-form.yaml --direction rtl --format text
              taut render Examples/card-grid.yaml --width 768 --height 1024 --format json
              taut render Examples/profile-header.yaml --debug -o profile-debug.svg

            Without -o, the output goes to standard output. Errors in the file are printed
            to standard error with their line and column, and the exit status is 2.
            """
    )

    @OptionGroup var layout: LayoutFileOptions

    @Option(name: .shortAndLong, help: "The output format: svg, json or text.")
    var format: Format = .svg

    @Option(name: [.short, .customLong("output")], help: "Writes to this file instead of standard output.")
    var output: String?

    @Flag(help: "In SVG, overlays layout margins, the safe area and layout guides.")
    var debug = false

    func run() throws {
        let code = execute(console: StandardConsole())
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the command, writing to `console`; returns the exit status.
    func execute(console: Console) -> Int32 {
        guard layout.load(console: console) != nil else { return 2 }
        console.printError("taut: rendering needs the layout engine, which is not built yet")
        return 1
    }
}
